"""The Euchre adapter: what the match loop, the log and replay need (`engine.core.game.Game`).

A deal's nest is the kitty (its first card turned up). A deal with a throw-in hand is dealt
again at once; a hand in which every player passes is thrown in (no score) and the deal moves
on. Its log facts are the calls' result (trump, the maker, who played alone), the tricks and
the tricks each seat took; its score names the case of the scoring table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.errors import EngineError
from engine.core.game import Deal, Scored, seat_json, trick_json
from engine.core.protocol import Hand
from engine.core.standing import Standing, match_outcome
from engine.games.euchre.hand import EuchreHand
from engine.games.euchre.pack import shuffle_and_deal, throw_in
from engine.games.euchre.scoring import score_hand
from engine.games.euchre.terms import euchre_terms
from rulesets.euchre import EuchreRules

__all__ = ["EuchreGame", "euchre_hand"]


class EuchreGame:
    """Euchre, four-handed in partnerships or three-handed."""

    name = "euchre"

    def __init__(self, rules: EuchreRules) -> None:
        self.rules = rules
        self.terms = euchre_terms(rules)
        self.table = self.terms.table

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        hands, kitty = shuffle_and_deal(self.terms, rng, dealer)
        return Deal(hands, kitty)

    def needs_redeal(self, deal: Deal) -> bool:
        return bool(throw_in(self.terms, deal.hands))

    def redeal_reason(self, deal: Deal) -> str:
        return throw_in(self.terms, deal.hands)

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        return EuchreHand(self.rules, deal.hands, deal.nest, dealer, standing.scores)

    def facts(self, hand: Hand) -> dict[str, Any]:
        euchre = euchre_hand(hand)
        return {
            "thrown_in": euchre.thrown_in,
            "declarer": seat_json(euchre.maker),
            "trump": euchre.trump,
            "alone": euchre.alone,
            "lone_defender": seat_json(euchre.lone_defender),
            "tricks": [trick_json(plays, winner) for winner, plays in euchre.gathered],
            "tricks_taken": list(euchre.tricks_taken()),
            "reneges": [],
        }

    def score(self, hand: Hand, standing: Standing) -> Scored:
        euchre = euchre_hand(hand)
        if euchre.thrown_in:
            return Scored(None, standing, None)
        score = score_hand(self.terms, euchre.tally())
        after = standing.after(score)
        return Scored(score.to_json(), after, match_outcome(self.rules, after))

    def trick_number(self, hand: Hand) -> int | None:
        euchre = euchre_hand(hand)
        return euchre.trick_no if euchre.phase.value == "play" else None

    def next_dealer(self, dealer: int, finished: Mapping[str, Any]) -> int:
        return self.table.next_dealer(dealer)

    def keeps_the_deal(self, finished: Mapping[str, Any]) -> str:
        return ""  # a hand never keeps the deal in this game


def euchre_hand(hand: Hand) -> EuchreHand:
    """`hand` as a Euchre hand; `EngineError` for another game's hand."""
    if not isinstance(hand, EuchreHand):
        raise EngineError("a Euchre adapter was given a hand of another game")
    return hand
