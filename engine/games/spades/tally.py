"""What scoring needs to know about a finished Spades hand, and nothing more.

A card-level hand and a physical table's score sheet both end as a `SpadesTally`, and the
same scoring function scores both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from engine.core.actions import Bid, BidKind
from engine.core.reneges import Caught, RenegeCall
from engine.core.seats import SeatIndex

# Caught and RenegeCall live in engine.core.reneges (every game calls reneges); they are
# re-exported here for the Spades modules that name them with the tally.
__all__ = ["Caught", "RenegeCall", "SideBids", "SpadesTally"]

_INTERPRETED: Final = not __file__.endswith((".so", ".pyd"))  # else compiled (mypyc)


@dataclass(frozen=True)
class SpadesTally:
    """The recorded facts of one Spades hand, per seat (0-based)."""

    bids: tuple[Bid | None, ...]
    """Each seat's bid; None for a seat pre-empted by its partner's team bid, and for every
    seat in a hand that bids itself."""
    tricks: tuple[int, ...]
    """Tricks taken by each seat (before any renege transfer)."""
    reneges: tuple[RenegeCall, ...] = ()
    """Reneges whose penalty is applied at scoring."""
    bids_itself: bool = False
    """A hand played without bidding: each side's bid is the tricks it took."""
    # Not compared: a card-level hand knows every trick's winner, a score sheet at most the
    # opening run, and the two are the same hand for scoring.
    opening: tuple[SeatIndex, ...] = field(default=(), compare=False)
    """The seats that won the opening tricks, in order: every trick of a card-level hand; on
    a score sheet, the run a side won from trick 1 (`first_tricks`) when the sheet gives it.
    Scoring reads only which side won each of the first tricks (`first_tricks_bonus`)."""

    def __init__(
        self,
        bids: tuple[Bid | None, ...],
        tricks: tuple[int, ...],
        reneges: tuple[RenegeCall, ...] = (),
        bids_itself: bool = False,
        opening: tuple[int, ...] = (),
    ) -> None:
        # The dataclass's __init__, written out: compiled with mypyc (setup.py), a hand-written
        # one stores the fields directly; the generated one runs as Python code.
        if _INTERPRETED:  # the instance's dict filled directly: `object.__setattr__` costs more
            fields = self.__dict__
            fields["bids"], fields["tricks"], fields["reneges"] = bids, tricks, reneges
            fields["bids_itself"], fields["opening"] = bids_itself, opening
            return
        object.__setattr__(self, "bids", bids)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "reneges", reneges)
        object.__setattr__(self, "bids_itself", bids_itself)
        object.__setattr__(self, "opening", opening)

    def side_bids(self, seats: tuple[int, ...]) -> SideBids:
        """The bids and tricks of the side made of `seats`, sorted out in one pass."""
        side = SideBids(seats)
        nils: list[tuple[int, Bid]] = []
        for seat in seats:
            bid, tricks = self.bids[seat], self.tricks[seat]
            side.taken += tricks
            if bid is None:
                continue
            kind = bid.kind
            if kind is _NIL or kind is _BLIND_NIL:
                side.nil_tricks += tricks
                nils.append((seat, bid))
            elif kind is _NUMBER or kind is _BLIND:
                side.number += bid.number
                side.numeric = True
                side.blind = side.blind or kind is _BLIND
            elif side.team is None and (
                kind is _TEAM or kind is _TEAM_BLIND or kind is _MOON or kind is _BEMO
            ):
                side.team = kind
                side.team_tricks = bid.number
        side.nils = tuple(nils)
        return side


# Enum members looked up once: the tally of every hand asks for them.
# Final: compiled (setup.py), they are constants rather than lookups in the module's dict.
_NUMBER: Final = BidKind.NUMBER
_BLIND: Final = BidKind.BLIND
_NIL: Final = BidKind.NIL
_BLIND_NIL: Final = BidKind.BLIND_NIL
_TEAM: Final = BidKind.TEAM
_TEAM_BLIND: Final = BidKind.TEAM_BLIND
_MOON: Final = BidKind.MOON
_BEMO: Final = BidKind.BEMO


@dataclass(slots=True)
class SideBids:
    """One side's bids and tricks in a tally, as recorded (what they are worth is scoring's
    business). Built by `SpadesTally.side_bids`."""

    seats: tuple[SeatIndex, ...]
    taken: int = 0
    """Tricks the side's seats took."""
    nil_tricks: int = 0
    """Of those, the tricks of its nil and blind nil bidders."""
    number: int = 0
    """The sum of its numeric bids (`4`, `blind 7`)."""
    numeric: bool = False
    """Whether it made a numeric bid."""
    blind: bool = False
    """Whether one of its numeric bids was blind."""
    team: BidKind | None = None
    """The kind of its first team bid (`team blind 6`, `team 10`), if any."""
    nils: tuple[tuple[int, Bid], ...] = ()
    """Its nil and blind nil bids with their seats, in seat order."""
    team_tricks: int = 0
    """The number its team bid was written with (`bemo 9`: 9)."""

    def __init__(
        self,
        seats: tuple[int, ...],
        taken: int = 0,
        nil_tricks: int = 0,
        number: int = 0,
        numeric: bool = False,
        blind: bool = False,
        team: BidKind | None = None,
        nils: tuple[tuple[int, Bid], ...] = (),
        team_tricks: int = 0,
    ) -> None:
        # Written out, as SpadesTally's.
        self.seats = seats
        self.taken = taken
        self.nil_tricks = nil_tricks
        self.number = number
        self.numeric = numeric
        self.blind = blind
        self.team = team
        self.nils = nils
        self.team_tricks = team_tricks
