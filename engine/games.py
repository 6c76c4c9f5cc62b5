"""One small adapter per game, so the match loop, the log and replay never ask which game.

    game = game_for(rules)
    deal = game.deal(rng, dealer)              # redeal while game.needs_redeal(deal)
    hand = game.start(deal, dealer, standing, number)
    ...                                        # apply actions until hand.to_act is None
    facts = game.facts(hand)                   # the derived facts of the hand, as log JSON
    scored = game.score(hand, standing)        # None score for a hand thrown in
    dealer = game.next_dealer(dealer)

An adapter reads no rule option itself: the deal, the hand, scoring and the seating do.
Seats are 0-based here and 1-based in every JSON value an adapter returns (the log's
convention).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.cards import Card
from engine.deal import needs_redeal, shuffle_and_deal
from engine.errors import EngineError
from engine.points import points_to_json
from engine.protocol import Hand, PlayedCard
from engine.rook import RookHand
from engine.rook_pack import shuffle_and_deal_rook
from engine.rook_scoring import RookHandScore, add_rook_hand
from engine.scoring import score_hand
from engine.seats import Seating, seating
from engine.spades import SpadesHand
from engine.standing import Outcome, Standing, match_outcome
from engine.tally import RenegeCall
from rulesets.formats import Ruleset
from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

__all__ = ["Deal", "Scored", "Game", "SpadesGame", "RookGame", "game_for", "rook_score_json"]


@dataclass(frozen=True, slots=True)
class Deal:
    """The dealt cards: one hand per seat (0-based) and, in Rook, the nest."""

    hands: tuple[tuple[Card, ...], ...]
    nest: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Scored:
    """A finished hand added to the match: its score as log JSON (None: thrown in, not
    scored), the standing after it, and the outcome if the match is over."""

    score: dict[str, Any] | None
    standing: Standing
    outcome: Outcome | None


class Game(Protocol):
    """What the match loop, the log and replay need from a game."""

    name: str
    """The game's name as the log writes it: `spades` or `rook`."""
    table: Seating

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        """Shuffle with `rng` and deal, `dealer` dealing."""
        ...

    def needs_redeal(self, deal: Deal) -> bool:
        """Whether the deal is thrown in at once (a redeal trigger) and dealt again."""
        ...

    def redeal_reason(self, deal: Deal) -> str:
        """Why a deal was thrown in by a redeal trigger (informational)."""
        ...

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        """The hand, ready for its first action, given the standing before it and its
        1-based number in the match. Raises `EngineError` for a deal that is not the pack."""
        ...

    def facts(self, hand: Hand) -> dict[str, Any]:
        """The derived facts of a finished hand (log JSON, seats 1-based), score aside."""
        ...

    def score(self, hand: Hand, standing: Standing) -> Scored:
        """Score a finished hand and add it to `standing`."""
        ...

    def trick_number(self, hand: Hand) -> int | None:
        """The 1-based trick in progress, or None before the play."""
        ...

    def next_dealer(self, dealer: int) -> int:
        """Who deals after `dealer`."""
        ...


def game_for(rules: Ruleset) -> Game:
    """The adapter of the game `rules` is for."""
    if isinstance(rules, SpadesRules):
        return SpadesGame(rules)
    return RookGame(rules)


def _seat_json(seat: int | None) -> int | None:
    return None if seat is None else seat + 1


def _trick_json(plays: Sequence[PlayedCard], winner: int) -> dict[str, Any]:
    return {
        "leader": plays[0].seat + 1,
        "cards": [str(play.card) for play in plays],
        "winner": winner + 1,
    }


def _calls_json(calls: Sequence[RenegeCall]) -> list[dict[str, Any]]:
    return [
        {
            "offender": call.offender + 1,
            "claimant": call.claimant + 1,
            "trick": call.trick,
            "caught": call.caught.value,
        }
        for call in calls
    ]


class SpadesGame:
    """The Spades family."""

    name = "spades"

    def __init__(self, rules: SpadesRules) -> None:
        self.rules = rules
        self.table = seating(rules)

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        return Deal(shuffle_and_deal(self.rules, rng, dealer))

    def needs_redeal(self, deal: Deal) -> bool:
        return needs_redeal(self.rules, deal.hands)

    def redeal_reason(self, deal: Deal) -> str:
        # The trigger that matched is the deal module's to say (it alone reads the triggers);
        # until it says, the log names the rule that threw the deal in.
        return "redeal.triggers"

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        return SpadesHand(
            self.rules,
            deal.hands,
            dealer,
            scores=standing.scores,
            first_hand=number == 1,
            bags=standing.bags,
        )

    def facts(self, hand: Hand) -> dict[str, Any]:
        spades = _spades(hand)
        return {
            "thrown_in": spades.thrown_in,
            "bids": [None if bid is None else str(bid) for bid in spades.bids],
            "tricks": [_trick_json(trick.plays, trick.winner) for trick in spades.tricks],
            "tricks_taken": list(spades.tricks_taken),
            "reneges": _calls_json(spades.renege_calls),
        }

    def score(self, hand: Hand, standing: Standing) -> Scored:
        spades = _spades(hand)
        if spades.thrown_in:
            return Scored(None, standing, None)
        score = score_hand(self.rules, spades.tally(), standing.bags)
        after = standing.after(score)
        return Scored(score.to_json(), after, match_outcome(self.rules, after))

    def trick_number(self, hand: Hand) -> int | None:
        return _spades(hand).trick_number or None

    def next_dealer(self, dealer: int) -> int:
        return self.table.next_dealer(dealer)


def _spades(hand: Hand) -> SpadesHand:
    if not isinstance(hand, SpadesHand):
        raise EngineError("a Spades adapter was given a hand of another game")
    return hand


class RookGame:
    """Rook."""

    name = "rook"

    def __init__(self, rules: RookRules) -> None:
        self.rules = rules
        self.table = seating(rules)

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        dealt = shuffle_and_deal_rook(self.rules, rng, dealer)
        return Deal(dealt.hands, dealt.nest)

    def needs_redeal(self, deal: Deal) -> bool:
        return False  # Rook has no redeal triggers; an auction everyone passes is a hand.

    def redeal_reason(self, deal: Deal) -> str:
        return ""

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        return RookHand(self.rules, deal.hands, deal.nest, dealer, standing.scores)

    def facts(self, hand: Hand) -> dict[str, Any]:
        rook = _rook(hand)
        taken = [winner for winner, _ in rook.gathered]
        last_bids: dict[int, str] = {seat: str(bid) for seat, bid in rook.auction}
        return {
            "thrown_in": rook.thrown_in,
            "bids": [last_bids.get(seat) for seat in range(self.table.count)],
            "declarer": None if rook.thrown_in else _seat_json(rook.declarer),
            "trump": rook.trump,
            "tricks": [_trick_json(plays, winner) for winner, plays in rook.gathered],
            "tricks_taken": [taken.count(seat) for seat in range(self.table.count)],
            "reneges": _calls_json(rook.watch.calls),
        }

    def score(self, hand: Hand, standing: Standing) -> Scored:
        rook = _rook(hand)
        tally = None if rook.thrown_in else rook.tally()
        after, score, outcome = add_rook_hand(self.rules, standing, tally)
        if score is None:
            return Scored(None, after, None)
        declarer = rook.declarer if rook.declarer is not None else 0
        return Scored(rook_score_json(self.table, score, declarer), after, outcome)

    def trick_number(self, hand: Hand) -> int | None:
        rook = _rook(hand)
        return rook.trick_no if rook.trump is not None else None

    def next_dealer(self, dealer: int) -> int:
        return self.table.next_dealer(dealer)


def _rook(hand: Hand) -> RookHand:
    if not isinstance(hand, RookHand):
        raise EngineError("a Rook adapter was given a hand of another game")
    return hand


def rook_score_json(table: Seating, score: RookHandScore, declarer: int) -> dict[str, Any]:
    """A Rook hand's score as log JSON, shaped like a Spades `HandScore.to_json()`: per side
    its seats, the points it took and the points it scores; then the contract."""
    sides = [
        {
            "side": index + 1,
            "seats": [seat + 1 for seat in seats],
            "taken": points_to_json(score.taken[index]),
            "points": points_to_json(score.points[index]),
        }
        for index, seats in enumerate(table.sides)
    ]
    return {
        "sides": sides,
        "declarer": declarer + 1,
        "bid": score.bid,
        "made": score.made,
        "forfeits": [side + 1 for side in score.forfeits],
    }


def deal_json(deal: Deal, with_nest: bool) -> dict[str, Any]:
    """The deal as log JSON: `dealt` (one list of cards per seat) and, in Rook, `nest`."""
    entry: dict[str, Any] = {"dealt": [[str(card) for card in hand] for hand in deal.hands]}
    if with_nest:
        entry["nest"] = [str(card) for card in deal.nest]
    return entry


def deal_from_json(entry: Mapping[str, Any]) -> Deal:
    """The deal recorded in a log hand (or redeal): raises ValueError for a card that is not
    written in card notation."""
    hands = tuple(tuple(Card.parse(text) for text in hand) for hand in entry["dealt"])
    return Deal(hands, tuple(Card.parse(text) for text in entry.get("nest", [])))
