"""Scoring a hand's events (`rulesets.constructs.events`), for every game.

A game scores its hand as it always has, builds the hand's `HandFacts` (per side: tricks,
cards and points taken, the last trick, a moon, contracts and nils) and hands both to
`score_events`, which adds each event's bonus or penalty. What each event means is its entry
in the vocabulary (`rulesets.constructs.events.EVENTS`); nothing here names one.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TypeVar

from rulesets.constructs.events import EVENTS, Combine, HandEvent, HandFacts, Per, Recipient

__all__ = ["score_events", "sheet_needs", "units"]

# A game's points are whole numbers, or fractions where a rule halves them (Spades).
P = TypeVar("P", int, int | Fraction)


def score_events(
    events: Sequence[HandEvent], facts: HandFacts, points: Sequence[P]
) -> tuple[P, ...]:
    """The hand's points per side once `events` are scored: first every `instead` event
    clears the points of the side it happened to, then each event adds its score."""
    scored = list(points)
    happened = [(event, side) for event in events for side in _sides_hit(event, facts)]
    for event, side in happened:
        if event.combine is Combine.INSTEAD:
            scored[side] = 0
    for event, side in happened:
        amount = event.score * units(event.per, facts, side)
        for receiver in _receivers(event.to, side, len(scored)):
            scored[receiver] += amount
    return tuple(scored)


def sheet_needs(event: HandEvent) -> frozenset[str]:
    """What a score sheet must record to judge `event`, beyond the points or cards it always
    records: `tricks`, `last_trick`, `cards` (empty: nothing more)."""
    counts = {"tricks"} if event.per.counts_tricks else set()
    return EVENTS[event.when].sheet | counts


def _sides_hit(event: HandEvent, facts: HandFacts) -> list[int]:
    if event.absorbed_by_moon and facts.shot is not None:
        return []
    return [side for side in range(len(facts.tricks)) if event.happened(facts, side)]


def units(per: Per, facts: HandFacts, side: int) -> int:
    """How many times the score counts for `side`."""
    if per is Per.HAND:
        return 1
    if per is Per.TRICK:
        return facts.tricks[side]
    if per is Per.POINT:
        return facts.points[side]
    if per is Per.OVERTRICK:
        return facts.over(side)
    if per is Per.UNDERTRICK:
        return facts.under(side)
    if per is Per.CARD_DEALT:
        return sum(facts.tricks)
    return facts.bid(side) or 0


def _receivers(to: Recipient, side: int, sides: int) -> list[int]:
    if to is Recipient.SIDE:
        return [side]
    return [other for other in range(sides) if other != side]
