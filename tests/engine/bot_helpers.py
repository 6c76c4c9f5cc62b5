"""Helpers for the bot tests: rules, arranged deals and hand-made views."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import rulesets
from engine.bots import make_bot
from engine.core.actions import Action, Bid, parse_action
from engine.core.cards import Card, parse_cards
from engine.core.protocol import Hand, Phase, PlayedCard, PlayerView
from engine.games.spades.deal import pack
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules

RNG = random.Random(0)
LIBRARY = Path(__file__).resolve().parents[2] / "rulesets" / "library"


def library(name: str) -> Any:
    """A ruleset of the library by file name (`classic`)."""
    return rulesets.load_file(LIBRARY / f"{name}.yaml")


def arranged(rules: SpadesRules, fixed: dict[int, str]) -> list[list[Card]]:
    """A deal with the cards named in `fixed` (by seat); the rest of the pack fills the other
    places in pack order."""
    hands = {seat: parse_cards(text) for seat, text in fixed.items()}
    used = {card for hand in hands.values() for card in hand}
    the_pack = pack(rules)
    rest = [card for card in the_pack.cards if card not in used]
    seats = len(the_pack.cards) // the_pack.hand_size
    full = []
    for seat in range(seats):
        hand = hands.get(seat, [])
        full.append(hand + [rest.pop(0) for _ in range(the_pack.hand_size - len(hand))])
    return full


def spades_hand(
    rules: SpadesRules,
    fixed: dict[int, str],
    actions: Sequence[str] = (),
    scores: Sequence[int] | None = None,
) -> SpadesHand:
    """A hand dealt by `arranged`, seat 4 dealing (so seat 1 bids and leads first), with
    `actions` (bids, then cards) applied."""
    hand = SpadesHand(rules, arranged(rules, fixed), dealer=3, scores=scores)
    for text in actions:
        hand.apply(parse_action(text))
    return hand


def view(
    seat: int,
    hand: str,
    bids: Sequence[str | None],
    trick: Sequence[tuple[int, str]] = (),
    taken: Sequence[int] = (0, 0, 0, 0),
    played: Sequence[tuple[int, str]] = (),
    bags: Sequence[int] = (0, 0),
    phase: Phase = Phase.PLAY,
    extra: dict[str, Any] | None = None,
) -> PlayerView:
    """A hand-made view of the play: cards as text, seats 0-based."""
    plays = [PlayedCard(s, Card.parse(c)) for s, c in played]
    current = [PlayedCard(s, Card.parse(c)) for s, c in trick]
    return PlayerView(
        seat=seat,
        phase=phase,
        to_act=seat,
        hand=tuple(parse_cards(hand)),
        bids=tuple(None if bid is None else Bid.parse(bid) for bid in bids),
        trick=tuple(current),
        tricks_taken=tuple(taken),
        played=tuple(plays + current),
        scores=(0,) * len(bags),
        bags=tuple(bags),
        extra=extra or {},
    )


def chosen(rules: Any, hand: Hand, seat: int) -> Action:
    """What a fresh heuristic bot chooses for `seat`, the seat to act in `hand`."""
    assert hand.to_act == seat
    return make_bot("heuristic", rules).choose(hand.view(seat), hand.legal_actions(), RNG)
