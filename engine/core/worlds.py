"""The worlds a seat cannot tell apart: what a searching bot samples instead of peeking.

A seat sees its own cards and the public play; every other seat's cards (and a nest it did
not see) are hidden. A hand that supports search (a `Searchable` hand) says what its seat
cannot see (`unseen(seat)`: the hidden cards, how many each place holds, the cards known to
be somewhere, the suits a seat has shown it is out of) and builds the hand as it would stand
if the hidden cards lay as given (`world(seat, hands, nest)`). `deal_unseen` deals the hidden
cards again at random within those constraints.

The bot never holds the hand itself: the match loop hands it `SeatWorlds`, whose only doors
are those two methods for its own seat, and a world built from it keeps nothing the seat could
not see (every family's test builds worlds from two hands that look alike to the seat and
compares them).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from engine.core.actions import Action
from engine.core.cards import Card
from engine.core.protocol import Hand, PlayerView

__all__ = ["Unseen", "Searchable", "SeatWorlds", "deal_unseen", "seat_worlds", "voids_shown"]


@dataclass(frozen=True, slots=True)
class Unseen:
    """What one seat cannot see. Places are the seats (0-based), then the nest."""

    cards: tuple[Card, ...]
    """Every card the seat cannot see: in other seats' hands or in a nest it did not see."""
    holds: tuple[int, ...]
    """How many of `cards` each place holds (the seat itself: 0)."""
    known: tuple[tuple[Card, ...], ...]
    """Per place, cards of `cards` it is known to hold (cards the seat passed to it)."""
    barred: tuple[frozenset[Card], ...]
    """Per place, cards of `cards` it cannot hold (a suit it has shown it is out of)."""


class Searchable(Protocol):
    """A hand a searching bot can sample: see the module's docstring."""

    def unseen(self, seat: int) -> Unseen:
        """What `seat` cannot see now."""
        ...

    def world(self, seat: int, hands: Sequence[Sequence[Card]], nest: Sequence[Card]) -> Hand:
        """A new hand, this one as `seat` sees it, with the hidden cards where `hands` (each
        seat's cards now; `seat`'s own as they are) and `nest` put them; nothing else that
        `seat` cannot see is carried over. Raises ValueError for cards that contradict what
        the seat has seen."""
        ...


class SeatWorlds:
    """One seat's door to sampling: its hand's `unseen` and `world`, for that seat only."""

    __slots__ = ("_hand", "seat")

    def __init__(self, hand: Searchable, seat: int) -> None:
        self._hand = hand
        self.seat = seat

    def unseen(self) -> Unseen:
        """What the seat cannot see now."""
        return self._hand.unseen(self.seat)

    def world(self, hands: Sequence[Sequence[Card]], nest: Sequence[Card] = ()) -> Hand:
        """The hand as it would stand with the hidden cards dealt as `hands` and `nest`."""
        return self._hand.world(self.seat, hands, nest)

    @property
    def says_bids(self) -> bool:
        """Whether the hand says the bids seen (`bids_seen`); its worlds are then built by
        `bids_seen` too, which refuses the deals `world` refuses."""
        return hasattr(self._hand, "bids_seen")

    def bids_seen(
        self, hands: Sequence[Sequence[Card]], nest: Sequence[Card] = ()
    ) -> list[tuple[int, PlayerView, Sequence[Action], Action]]:
        """The bids the other seats made, with the view and the choices each bidder had, had
        the hidden cards lain as `hands` and `nest`: empty for a hand that cannot say."""
        bids_seen = getattr(self._hand, "bids_seen", None)
        return [] if bids_seen is None else list(bids_seen(self.seat, hands, nest))


def seat_worlds(hand: Hand, seat: int) -> SeatWorlds | None:
    """`seat`'s door to sampling `hand`, or None for a hand that does not support search."""
    # By its methods, not isinstance: compiled (mypyc), a protocol is no runtime check.
    searchable = all(callable(getattr(hand, name, None)) for name in ("unseen", "world"))
    return SeatWorlds(cast(Searchable, hand), seat) if searchable else None


def voids_shown(
    plays: Sequence[tuple[int, Card, Card]],
    cards: Sequence[Card],
    count: int,
    suit_of: Callable[[Card], str],
) -> tuple[frozenset[Card], ...]:
    """Per seat (of `count`), the cards of `cards` it cannot hold: every card of a suit it
    did not follow. `plays` are (seat, card led to its trick, card played) for the cards
    played after a lead; `suit_of(card)` is the suit a card belongs to in this hand."""
    suit = suit_of
    out: list[set[str]] = [set() for _ in range(count)]
    for seat, led, card in plays:
        if suit(card) != suit(led):
            out[seat].add(suit(led))
    return tuple(frozenset(c for c in cards if suit(c) in shown) for shown in out)


def deal_unseen(unseen: Unseen, rng: random.Random, tries: int = 50) -> list[list[Card]]:
    """The hidden cards dealt at random to the places (seats, then the nest), `holds` cards
    each, every known card where it is known to be and no card where it is barred. Places with
    the fewest choices are dealt first; a dead end deals again. ValueError after `tries` dead
    ends (the constraints admit no deal, or hardly any)."""
    for _ in range(tries):
        dealt = _try_deal(unseen, rng)
        if dealt is not None:
            return dealt
    raise ValueError("no deal of the unseen cards fits what the seat has seen")


def _try_deal(unseen: Unseen, rng: random.Random) -> list[list[Card]] | None:
    places = range(len(unseen.holds))
    dealt: list[list[Card]] = [list(unseen.known[place]) for place in places]
    placed = {card for cards in dealt for card in cards}
    rest = [card for card in unseen.cards if card not in placed]
    rng.shuffle(rest)
    need = [unseen.holds[place] - len(dealt[place]) for place in places]
    for card in sorted(rest, key=lambda c: -sum(c in barred for barred in unseen.barred)):
        open_places = [p for p in places if need[p] > 0 and card not in unseen.barred[p]]
        if not open_places:
            return None
        weights = [need[p] for p in open_places]
        place = rng.choices(open_places, weights)[0]
        dealt[place].append(card)
        need[place] -= 1
    return dealt if not any(need) else None
