"""The actions players take, as value types with one notation each.

`Bid.parse("blind nil")`, `str(bid) == "blind nil"`, and `repr` pastes back. Cards played are
`engine.core.cards.Card` values; the other actions are small frozen dataclasses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine.core.cards import Card, format_cards, parse_cards
from engine.core.seats import SeatIndex

__all__ = [
    "BidKind",
    "Bid",
    "Look",
    "PassCards",
    "Discard",
    "NameTrump",
    "MakeTrump",
    "DefendAlone",
    "ClaimRenege",
    "ExposeCard",
    "CallMisdeal",
    "Action",
    "parse_action",
]


class BidKind(StrEnum):
    """The kinds of bid, each with its notation."""

    NUMBER = "number"
    """A number of tricks (Spades), or of points (a Rook auction): `4`, `120`."""
    NIL = "nil"
    """`nil`: no tricks."""
    BLIND_NIL = "blind nil"
    """`blind nil`: nil, bid before looking at the cards."""
    BLIND = "blind"
    """`blind 7`: a number of tricks, bid before looking, for a multiplied score."""
    TEAM_BLIND = "team blind"
    """`team blind 6`: Blind 6, a blind team bid that pre-empts the partner."""
    TEAM = "team"
    """`team 10`: 10-for-200, a team bid that replaces the partner's bid."""
    PASS = "pass"
    """`pass`: no bid (a Rook auction)."""
    MOON = "moon"
    """`moon`: Spades' Moon (Boston), a team bid of every trick in the hand."""
    BEMO = "bemo"
    """`bemo 9`: Spades' Bemo, a team bid to win each of the first 9 (or 6) tricks."""


_NUMBER: Final = re.compile(r"^(blind |team blind |team |bemo )?(\d{1,4})$")
_PREFIX: Final = {
    "": BidKind.NUMBER,
    "blind ": BidKind.BLIND,
    "team blind ": BidKind.TEAM_BLIND,
    "team ": BidKind.TEAM,
    "bemo ": BidKind.BEMO,
}


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid: its kind and, for numeric kinds, the number (tricks, or points in Rook)."""

    kind: BidKind
    number: int = 0

    @classmethod
    def parse(cls, text: str) -> Bid:
        """A bid from its notation: `4`, `nil`, `blind nil`, `blind 7`, `team blind 6`,
        `team 10`, `moon`, `bemo 9`, `pass`."""
        words = " ".join(text.strip().lower().split())
        if words in (BidKind.NIL, BidKind.BLIND_NIL, BidKind.PASS, BidKind.MOON):
            return cls(BidKind(words))
        match = _NUMBER.match(words)
        if not match:
            raise ValueError(
                f"{text!r} is not a bid: write a number (4), nil, blind nil, blind 7,"
                " team blind 6, team 10, moon, bemo 9 or pass"
            )
        return cls(_PREFIX[match.group(1) or ""], int(match.group(2)))

    def __str__(self) -> str:
        if self.kind in (BidKind.NIL, BidKind.BLIND_NIL, BidKind.PASS, BidKind.MOON):
            return self.kind.value
        if self.kind is BidKind.NUMBER:
            return str(self.number)
        return f"{self.kind.value} {self.number}"

    def __repr__(self) -> str:
        return f"Bid.parse({str(self)!r})"

    @property
    def is_blind(self) -> bool:
        """Whether the bid is made before looking at the cards."""
        kind = self.kind
        return kind is _BLIND_NIL or kind is _BLIND or kind is _TEAM_BLIND

    @property
    def is_nil(self) -> bool:
        """Whether the bid promises no tricks."""
        return self.kind is _NIL or self.kind is _BLIND_NIL

    @property
    def is_team(self) -> bool:
        """Whether the bid is made for the whole partnership."""
        kind = self.kind
        return kind is _TEAM_BLIND or kind is _TEAM or kind is _MOON or kind is _BEMO


# Enum members looked up once: `BidKind.NIL` is an attribute lookup on the class per use,
# and scoring and bidding ask these questions of every bid.
# Final: compiled (setup.py), they are constants rather than lookups in the module's dict.
_NIL: Final = BidKind.NIL
_BLIND_NIL: Final = BidKind.BLIND_NIL
_BLIND: Final = BidKind.BLIND
_TEAM: Final = BidKind.TEAM
_TEAM_BLIND: Final = BidKind.TEAM_BLIND
_MOON: Final = BidKind.MOON
_BEMO: Final = BidKind.BEMO


@dataclass(frozen=True, slots=True)
class Look:
    """Pick up and look at the cards, giving up every blind bid. Notation: `look`."""

    def __str__(self) -> str:
        return "look"


@dataclass(frozen=True, slots=True)
class PassCards:
    """Cards passed to the partner after a nil bid. Notation: `pass AS KS`."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"pass {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Rook: the cards the declarer lays aside after taking the nest. `discard 5H 6H ...`."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"discard {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Rook: the declarer names the trump suit. Notation: `trump R`."""

    suit: str

    def __str__(self) -> str:
        return f"trump {self.suit}"


@dataclass(frozen=True, slots=True)
class MakeTrump:
    """Euchre: order up the turned card or name a suit (`N`: no trump), perhaps to play
    alone. Notation: `make H`, `make H alone`."""

    suit: str
    alone: bool = False

    def __str__(self) -> str:
        return f"make {self.suit}" + (" alone" if self.alone else "")


@dataclass(frozen=True, slots=True)
class DefendAlone:
    """Euchre: a defender plays alone against the makers. Notation: `defend alone`."""

    def __str__(self) -> str:
        return "defend alone"


@dataclass(frozen=True, slots=True)
class ClaimRenege:
    """Under `enforcement: honour`: `claimant` calls a renege against `offender` in trick
    number `trick` (1-based). Notation: `claim 2 3 5` (claimant, offender, trick; seats
    1-based)."""

    claimant: SeatIndex
    offender: SeatIndex
    trick: int

    def __str__(self) -> str:
        return f"claim {self.claimant + 1} {self.offender + 1} {self.trick}"


@dataclass(frozen=True, slots=True)
class CallMisdeal:
    """Under `redeal.called_by: holder`: the player dealt a hand that a redeal trigger names
    calls the misdeal (`misdeal`) or keeps the hand to bid it (`keep`), before any bid."""

    call: bool

    def __str__(self) -> str:
        return "misdeal" if self.call else "keep"


@dataclass(frozen=True, slots=True)
class ExposeCard:
    """Under `play.exposed_card: played_when_legal`: `card`, held by `seat`, was exposed or
    dropped face up during the play; it stays face up and must be played the next time it is
    legal. Any seat's exposure may be recorded at any time of the play, like a renege claim.
    Notation: `expose 2 QH` (the seat 1-based, then the card)."""

    seat: SeatIndex
    card: Card

    def __str__(self) -> str:
        return f"expose {self.seat + 1} {self.card}"


Action = (
    Bid
    | Card
    | Look
    | PassCards
    | Discard
    | NameTrump
    | MakeTrump
    | DefendAlone
    | ClaimRenege
    | CallMisdeal
    | ExposeCard
)
"""Anything a player can do."""


def parse_action(text: str) -> Action:
    """An action from its notation: a bid, a card (`QS`), `look`, `pass AS KS`,
    `discard 5H 6H`, `trump R`, `make H`, `make H alone`, `defend alone`, `claim 2 3 5`,
    `misdeal`, `keep`, `expose 2 QH`."""
    words = text.split()
    head = words[0] if words else ""
    if head == "look" and len(words) == 1:
        return Look()
    if head == "pass" and len(words) > 1:
        return PassCards(tuple(parse_cards(words[1:])))
    if head == "discard":
        return Discard(tuple(parse_cards(words[1:])))
    if head == "trump" and len(words) == 2:
        return NameTrump(words[1])
    if head == "make" and (len(words) == 2 or words[2:] == ["alone"]):
        return MakeTrump(words[1], len(words) == 3)
    if words == ["defend", "alone"]:
        return DefendAlone()
    if head in ("misdeal", "keep") and len(words) == 1:
        return CallMisdeal(head == "misdeal")
    if head == "expose" and len(words) == 3 and words[1].isdigit():
        return ExposeCard(int(words[1]) - 1, Card.parse(words[2]))
    if head == "claim" and len(words) == 4:
        claimant, offender, trick = (int(word) for word in words[1:])
        return ClaimRenege(claimant - 1, offender - 1, trick)
    try:
        return Card.parse(text)
    except ValueError:
        return Bid.parse(text)


def acting_seat(action: Action, seat: SeatIndex) -> SeatIndex:
    """The seat an action is taken by: a renege claim's claimant, an exposed card's holder
    (either at any time of the play), else `seat`, the seat to act."""
    if isinstance(action, ClaimRenege):
        return action.claimant
    if isinstance(action, ExposeCard):
        return action.seat
    return seat


OUT_OF_TURN: Final = (ClaimRenege, ExposeCard)
"""The actions any seat may take whoever is to act."""
