"""What a live table shows of a game beyond the cards, trick and seats every game shares: a
game's `GameFamily.table(rules)` is one `TableFacts`, so the table's page draws Hearts'
pass direction or Rook's nest from the game's own description, never by asking which game
it plays.

    facts = family_for(rules).table(rules)
    facts.note(view)             # "Pass 3 cards to the left", or None
    facts.points_taken(view)     # each seat's points taken so far, or None
    facts.marked(view, nest)     # the cards to mark in the seat's hand, and why
    facts.leader(view)           # the seat that leads the hand by its bid, and its title
    facts.hand_line(entry)       # each side's score of a finished hand, and why
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import Card
from engine.core.protocol import PlayerView

__all__ = ["Leader", "Marked", "TableFacts", "signed"]


@dataclass(frozen=True, slots=True)
class Leader:
    """The seat (0-based) whose bid leads the hand, and what the table calls it."""

    seat: int
    title: str
    """`high bidder` during an auction, `declarer` once it is won."""


@dataclass(frozen=True, slots=True)
class Marked:
    """Cards of a seat's own hand to mark, and the one word that says why."""

    cards: tuple[Card, ...]
    label: str


def _no_note(view: PlayerView) -> str | None:
    return None


def _no_points(view: PlayerView) -> tuple[int, ...] | None:
    return None


def _no_marks(view: PlayerView, nest: Sequence[Card]) -> Marked | None:
    return None


def _no_leader(view: PlayerView) -> Leader | None:
    return None


def _no_line(entry: Mapping[str, Any]) -> tuple[str, ...]:
    return ()


def signed(points: int) -> str:
    """A hand's points as a player reads them: `+52`, `-100`, `0`."""
    return f"+{points}" if points > 0 else str(points)


@dataclass(frozen=True, slots=True)
class TableFacts:
    """A game's facts for the live table. The defaults suit a game with bids and nothing
    else to show."""

    has_bids: bool = True
    """Whether a seat shows a bid (Hearts has none)."""
    note: Callable[[PlayerView], str | None] = field(default=_no_note)
    """What the seat is asked to do now, in words the bare moves do not say."""
    points_taken: Callable[[PlayerView], tuple[int, ...] | None] = field(default=_no_points)
    """Each seat's points taken so far this hand, in a game whose tricks count by their
    cards (None: the seats show tricks only)."""
    marked: Callable[[PlayerView, Sequence[Card]], Marked | None] = field(default=_no_marks)
    """The cards to mark in the viewing seat's hand; its second argument is the cards the
    deal set aside (the nest), which only the table's server holds."""
    leader: Callable[[PlayerView], Leader | None] = field(default=_no_leader)
    """The seat that leads the hand by its bid, with its title (None: no such seat)."""
    hand_line: Callable[[Mapping[str, Any]], tuple[str, ...]] = field(default=_no_line)
    """A finished hand's log entry to one short phrase per side (in side order): what it
    scored and why."""
