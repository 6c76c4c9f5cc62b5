"""The score sheet's envelope and problems, the same in every game: `{"format":
"houserules-sheet/1", "hands": [...]}`, a `SheetProblem` per mistake (hand, field, message)
and one `SheetError` listing them all. docs/score-sheets.md describes the format.

Each game's sheet module (engine/games/<game>/sheet.py) reads its hands through its format
model (`read_sheet`, engine.core.sheet_input), checks the typed values against its rules
through a `HandCheck`, and scores them in a `SheetMatch`: the loop over the hands (the dealer
rotation, the end of the match, no scoring after a hand with a problem) and the renege calls
are the same in every game, here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from engine.core.reneges import Caught, RenegeCall
from engine.core.seats import Seating
from engine.core.sheet_input import (
    Hand,
    HandCheck,
    SheetError,
    SheetHandInput,
    Wording,
    check_seat,
    read_sheet,
    seat_wording,
)
from engine.core.standing import Outcome, Standing
from engine.formats.sheet import SHEET_FORMAT, SheetRenege
from rulesets.problems import Problem

__all__ = [
    "SHEET_FORMAT",
    "SheetProblem",
    "SheetError",
    "ScoredHand",
    "ScoredSheet",
    "SheetHandInput",
    "HandCheck",
    "SheetMatch",
    "read_sheet",
    "Wording",
    "check_seat",
    "read_reneges",
    "renege_wording",
    "renege_json",
    "score_hands",
    "seat_wording",
]


SheetProblem = Problem
"""One problem in a score sheet (the one `rulesets.problems.Problem`): the hand (1-based;
None for the sheet as a whole), the field (`bids[2]`, `tricks`, `reneges[1].offender`;
indexes 1-based) and what is wrong."""


class ScoredHand(Protocol):
    """One scored hand of a sheet, in any game."""

    @property
    def number(self) -> int:
        """1-based."""
        ...

    @property
    def standing(self) -> Standing:
        """The standing after the hand."""
        ...


class ScoredSheet(Protocol):
    """A scored sheet, in any game: its hands, the final standing, the outcome if the match
    ended, its JSON, and its hands as a match log (`kind: sheet`) writes them."""

    @property
    def hands(self) -> Sequence[ScoredHand]: ...

    @property
    def standing(self) -> Standing: ...

    @property
    def outcome(self) -> Outcome | None: ...

    def to_json(self) -> dict[str, Any]: ...

    def log_hands(self) -> list[dict[str, Any]]: ...


# --- Renege calls, the same in every game --------------------------------------------------


def renege_wording(count: int, tricks: int) -> Wording:
    """The words for the model's problems in a hand's `reneges`."""
    seat = seat_wording(count)
    return Wording(
        needed={
            "reneges[].offender": "the seat that reneged is needed",
            "reneges[].claimant": "the seat that called the renege is needed",
        },
        shapes={
            "reneges": "a list of renege calls is needed (or leave it out)",
            "reneges[]": "a renege call is an object with offender and claimant",
            "reneges[].offender": seat,
            "reneges[].claimant": seat,
            "reneges[].caught": "{value}: write after_gathered or before_gathered",
            "reneges[].trick": f"{{value}} is not a trick: write a number from 1 to {tricks}",
        },
    )


def read_reneges(
    check: HandCheck, table: Seating, tricks: int, prevents: bool
) -> tuple[RenegeCall, ...]:
    """The renege calls of a hand (`reneges`), each checked against the table (`tricks` in a
    hand; `prevents`: the rules refuse illegal cards, so none can stand)."""
    written = check.length("reneges")
    if written and prevents:
        check.drop("reneges")
        check.add(
            "reneges",
            "these rules refuse illegal cards (reneges.enforcement: prevent): no renege can stand",
        )
        return ()
    # Each call is stored, audited and shown: an unbounded list would weigh on every view.
    limit = table.count * tricks
    if written > limit:
        check.drop("reneges")
        check.add("reneges", f"{written} renege calls: a hand has room for at most {limit}")
        return ()
    read = (
        _renege(item, call, table, tricks) for item, call in check.items("reneges", SheetRenege)
    )
    return tuple(call for call in read if call is not None)


def _renege(
    check: HandCheck, call: SheetRenege | None, table: Seating, tricks: int
) -> RenegeCall | None:
    """One call: its seats at this table, its trick in a hand, the claimant on the other
    side. A call the model refused is still checked field by field."""
    if check.shapeless:
        return None
    offender = check_seat(check, "offender", check.value("offender"), table.count)
    claimant = check_seat(check, "claimant", check.value("claimant"), table.count)
    check.value("caught")
    trick: int | None = check.value("trick")
    if trick is not None and trick > tricks:
        check.add("trick", f"{trick} is not a trick: write a number from 1 to {tricks}")
        return None
    if not check.close() or call is None or offender is None or claimant is None:
        return None
    if table.same_side(offender, claimant):
        check.add("", f"seat {claimant + 1} cannot call a renege on its own side")
        return None
    return RenegeCall(offender, claimant, Caught(call.caught), call.trick)


def renege_json(call: RenegeCall) -> dict[str, Any]:
    """A renege call as a sheet writes it (seats 1-based)."""
    entry: dict[str, Any] = {
        "offender": call.offender + 1,
        "claimant": call.claimant + 1,
        "caught": call.caught.value,
    }
    if call.trick:
        entry["trick"] = call.trick
    return entry


# --- The sheet scored hand by hand, in every game ------------------------------------------


class _Read(Protocol):
    @property
    def dealer(self) -> int | None: ...


class _Scored(Protocol):
    @property
    def dealer(self) -> int: ...


Read = TypeVar("Read", bound=_Read)
Scored = TypeVar("Scored", bound=_Scored)


class SheetMatch(ABC, Generic[Hand, Read, Scored]):
    """A sheet scored so far, hand by hand. A game says how to read a hand (`read`: None
    after adding its problems), what else to check at the score before it (`check`), and how
    to score it (`score`). Once a hand has a problem, later hands are still read, but no
    longer scored: the score before them is unknown."""

    ENDED_FIELD = "hands"
    """The field the problem of a hand after the match's end names."""

    def __init__(self, table: Seating, sides: int, problems: list[Problem]) -> None:
        self.table, self.problems = table, problems
        self.standing = Standing.start(sides)
        self.outcome: Outcome | None = None
        self.scored: list[Scored] = []
        self.stopped = False

    def add(self, hand: SheetHandInput[Hand]) -> None:
        read = self.read(hand)
        if read is None or self.stopped:
            self.stopped = True
            return
        dealer = read.dealer if read.dealer is not None else self._next_dealer()
        found = self._ended(hand.number) or self.check(hand.number, read, dealer)
        if found:
            self.problems.extend(found)
            self.stopped = True
            return
        self.scored.append(self.score(hand.number, read, dealer))

    @abstractmethod
    def read(self, hand: SheetHandInput[Hand]) -> Read | None:
        """The hand checked against the rules, or None after adding its problems."""

    def check(self, number: int, read: Read, dealer: int) -> list[Problem]:
        """Problems that depend on the score before the hand (none by default)."""
        return []

    @abstractmethod
    def score(self, number: int, read: Read, dealer: int) -> Scored:
        """The hand scored; updates `standing` and `outcome`."""

    def _next_dealer(self) -> int:
        return self.table.next_dealer(self.scored[-1].dealer) if self.scored else 0

    def _ended(self, number: int) -> list[Problem]:
        if self.outcome is None:
            return []
        winners = " and ".join(f"side {side + 1}" for side in self.outcome.winners)
        message = (
            f"the match was over after hand {number - 1}: {winners} won"
            f" ({self.outcome.reason.value}); remove the hands after it"
        )
        return [Problem(number, self.ENDED_FIELD, message, code="ended")]


def score_hands(match: SheetMatch[Hand, Any, Any], hands: list[SheetHandInput[Hand]]) -> None:
    """Read and score every hand into `match`; raises `SheetError` if any has a problem."""
    for hand in hands:
        match.add(hand)
    if match.problems:
        raise SheetError(match.problems)
