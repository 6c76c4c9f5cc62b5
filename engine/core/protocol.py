"""What every game's hand looks like to the match loop, the bots and the log.

A hand is a mutable state over an immutable ruleset (OpenSpiel's Game and State): its phase
drives dispatch, and each phase has legal actions and one way to apply them. Whose turn it is
and what each player may see are explicit, so bots only ever get a `PlayerView`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from engine.core.actions import Action, Bid
from engine.core.cards import Card
from engine.core.seats import SeatIndex

__all__ = ["Phase", "PlayedCard", "PlayerView", "Hand"]


class Phase(StrEnum):
    """The phases of a hand, across games."""

    BID = "bid"
    """Spades: the bidding (and the blind decisions it includes)."""
    PASS = "pass"
    """Spades: card passing between partners after a nil."""
    AUCTION = "auction"
    """Rook: the auction for trump."""
    NEST = "nest"
    """Rook: the declarer takes the nest and discards."""
    TRUMP = "trump"
    """Rook: the declarer names trump."""
    PLAY = "play"
    """Playing the tricks."""
    DONE = "done"
    """The hand is over; its tally is ready for scoring."""


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """One card played to a trick, and by whom (0-based seat)."""

    seat: SeatIndex
    card: Card


@dataclass(init=False)
class PlayerView:
    """What one player may know: never another player's cards, and not their own before
    they have looked (blind bids).

    Read-only by convention (a bot changing its copy changes nothing else: every field is a
    tuple or a fresh dict). Not `frozen`: the dataclass decorator writes its own `__init__`,
    interpreted even in the compiled build, and a frozen one sets each field through
    `object.__setattr__`; that was a tenth of a heuristic match. The `__init__`
    below, the same signature, compiles to plain stores."""

    seat: SeatIndex
    phase: Phase
    to_act: SeatIndex | None
    hand: tuple[Card, ...] | None
    """The player's cards, or None before they have looked."""
    bids: tuple[Bid | None, ...]
    """Each seat's bid so far (None: not yet, or pre-empted)."""
    trick: tuple[PlayedCard, ...]
    """The cards of the trick in progress."""
    tricks_taken: tuple[int, ...]
    """Tricks taken so far by each seat."""
    played: tuple[PlayedCard, ...]
    """Every card played so far this hand, in order."""
    scores: tuple[Any, ...] = ()
    """Each side's match score before this hand."""
    bags: tuple[int, ...] = ()
    """Each side's bag count before this hand."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Game-specific public facts (the trump suit, the winning auction bid, ...)."""
    worlds: Any = field(default=None, init=False, compare=False, repr=False)
    """For a bot that searches (`sees_worlds`), its seat's door to sampling the hand
    (`engine.core.worlds.SeatWorlds`); None otherwise."""

    def __init__(
        self,
        seat: SeatIndex,
        phase: Phase,
        to_act: SeatIndex | None,
        hand: tuple[Card, ...] | None,
        bids: tuple[Bid | None, ...],
        trick: tuple[PlayedCard, ...],
        tricks_taken: tuple[int, ...],
        played: tuple[PlayedCard, ...],
        scores: tuple[Any, ...] = (),
        bags: tuple[int, ...] = (),
        extra: dict[str, Any] | None = None,
    ) -> None:
        self.seat = seat
        self.phase = phase
        self.to_act = to_act
        self.hand = hand
        self.bids = bids
        self.trick = trick
        self.tricks_taken = tricks_taken
        self.played = played
        self.scores = scores
        self.bags = bags
        self.extra = {} if extra is None else extra
        self.worlds = None


class Hand(Protocol):
    """The interface the match loop, bots, log and replay use for any game's hand."""

    @property
    def phase(self) -> Phase: ...

    @property
    def to_act(self) -> SeatIndex | None:
        """The seat (0-based) whose action is awaited, or None when the hand is over."""
        ...

    def legal_actions(self) -> Sequence[Action]:
        """Every action the seat to act may take now (a list, or a tuple the hand keeps)."""
        ...

    def apply(self, action: Action) -> None:
        """Take an action for the seat to act; raises `IllegalActionError` if it is not
        legal (or `IllegalPlayError` for a card, under `enforcement: prevent`)."""
        ...

    def view(self, seat: SeatIndex) -> PlayerView:
        """What `seat` (0-based) may know now."""
        ...
