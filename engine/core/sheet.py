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
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from engine.core.points import points_from_json
from engine.core.reneges import Caught, RenegeCall
from engine.core.seats import Seating
from engine.core.sheet_input import (
    Hand,
    HandCheck,
    SheetError,
    SheetHandInput,
    SheetInput,
    Wording,
    check_seat,
    read_sheet,
    seat_wording,
)
from engine.core.standing import Outcome, Standing
from engine.formats.sheet import SHEET_FORMAT, SheetRenege, SheetStart
from rulesets.problems import Problem

__all__ = [
    "SHEET_FORMAT",
    "SheetProblem",
    "SheetError",
    "ScoredHand",
    "ScoredSheet",
    "SheetResult",
    "RecordedHand",
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
    "start_json",
]


SheetProblem = Problem
"""One problem in a score sheet (the one `rulesets.problems.Problem`): the hand (1-based;
None for the sheet as a whole), the field (`bids[2]`, `tricks`, `reneges[1].offender`;
indexes 1-based) and what is wrong."""


class ScoredHand(Protocol):
    """One scored hand of a sheet, in any game: it writes itself into the scored sheet's
    JSON and into a match log (`kind: sheet`), which name its number differently."""

    @property
    def number(self) -> int:
        """1-based."""
        ...

    @property
    def dealer(self) -> int:
        """0-based seat."""
        ...

    @property
    def standing(self) -> Standing:
        """The standing after the hand."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The hand in a scored sheet's `hands`: `hand` (its number), what was written, its
        score and the running standing."""
        ...

    def log_json(self) -> dict[str, Any]:
        """The hand as a match log (`kind: sheet`) writes it: `number`, the inputs as
        recorded, its score and the running standing."""
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

    @property
    def start(self) -> Standing | None:
        """The standing the sheet started from, when it gave one (`start`)."""
        ...

    def to_json(self) -> dict[str, Any]: ...

    def log_hands(self) -> list[dict[str, Any]]: ...


Scored = TypeVar("Scored", bound=ScoredHand)


@dataclass(frozen=True, slots=True)
class SheetResult(Generic[Scored]):
    """A scored sheet of any game: every hand, the final standing, and the outcome if the
    match ended. Each game's scored hand says how it is written (`ScoredHand`); the sheet
    around the hands is the same in every game."""

    hands: tuple[Scored, ...]
    standing: Standing
    outcome: Outcome | None
    start: Standing | None = None
    """The standing the sheet started from, when it gave one."""

    def to_json(self) -> dict[str, Any]:
        """The scored sheet in JSON: the standing it started from (when it gave one), per
        hand what was written, its score and the running standing, then the outcome (null
        while the match goes on)."""
        return {
            "format": SHEET_FORMAT,
            **start_json(self.start),
            "hands": [hand.to_json() for hand in self.hands],
            "standing": self.standing.to_json(),
            "outcome": None if self.outcome is None else self.outcome.to_json(),
        }

    def log_hands(self) -> list[dict[str, Any]]:
        """The hands as a match log (`kind: sheet`) writes them."""
        return [hand.log_json() for hand in self.hands]


class _Written(Protocol):
    def to_json(self) -> Any: ...


Score = TypeVar("Score", bound=_Written)


@dataclass(frozen=True, slots=True)
class RecordedHand(Generic[Score]):
    """A scored hand that keeps its scored fields as the sheet wrote them (`recorded`) and
    writes them back as they came, in a scored sheet and in a log."""

    number: int
    """1-based."""
    dealer: int
    """0-based seat."""
    recorded: dict[str, Any]
    """The hand as written (its scored fields)."""
    score: Score
    standing: Standing
    """The standing after the hand."""

    def to_json(self) -> dict[str, Any]:
        return self.written("hand")

    def log_json(self) -> dict[str, Any]:
        return self.written("number")

    def written(self, numbered: str) -> dict[str, Any]:
        """Its number (as `numbered`: `hand` in a scored sheet, `number` in a log), its
        dealer (1-based), what was written, its score and the running standing."""
        return {numbered: self.number, "dealer": self.dealer + 1, **self.recorded} | {
            "score": self.score.to_json(),
            "standing": self.standing.to_json(),
        }


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


Read = TypeVar("Read", bound=_Read)


class SheetMatch(ABC, Generic[Hand, Read, Scored]):
    """A sheet scored so far, hand by hand, from the standing it starts from (`begin`). A
    game says how to read a hand (`read`: None after adding its problems), what else to
    check at the score before it (`check`), how to score it (`score`) and whether a standing
    ends the match (`decide`). Once a hand has a problem, later hands are still read, but no
    longer scored: the score before them is unknown."""

    ENDED_FIELD = "hands"
    """The field the problem of a hand after the match's end names."""
    KEEPS: tuple[str, ...] = ("bags", "sets")
    """What the game counts beside the scores, which a starting standing may give."""

    def __init__(self, table: Seating, sides: int, problems: list[Problem]) -> None:
        self.table, self.problems, self.sides = table, problems, sides
        self.standing = Standing.start(sides)
        self.start: Standing | None = None
        """The standing the sheet starts from, when it gives one."""
        self.outcome: Outcome | None = None
        self.scored: list[Scored] = []
        self.stopped = False

    def begin(self, start: SheetStart | None) -> None:
        """Start from the standing a sheet gives (a match continued from paper)."""
        if start is None:
            return
        standing = _starting(start, self.sides, self.KEEPS, self.problems)
        if standing is None:
            self.stopped = True
            return
        self.standing = self.start = standing
        self.outcome = self.decide(standing)
        if self.outcome is not None:
            # Refused at the start itself, so that a sheet cannot be opened (and wait for
            # its first hand) from a paper standing at which nothing is left to play.
            self.problems.append(Problem(None, "start.scores", _over(self.outcome), code="ended"))
            self.stopped = True

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

    @abstractmethod
    def decide(self, standing: Standing) -> Outcome | None:
        """The outcome of the match at `standing`, if it is over."""

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


def _over(outcome: Outcome) -> str:
    winners = " and ".join(f"side {side + 1}" for side in outcome.winners)
    return (
        f"the match is already over at this standing: {winners} won ({outcome.reason.value});"
        " a sheet continues a match that is still being played"
    )


def _starting(
    start: SheetStart, sides: int, keeps: tuple[str, ...], problems: list[Problem]
) -> Standing | None:
    """The standing a sheet's `start` gives, checked against the table; None after adding
    its problems."""
    before = len(problems)
    counts = {"scores": start.scores, "bags": start.bags, "sets": start.sets}
    for name, values in counts.items():
        if values is None:
            continue
        if name != "scores" and name not in keeps and any(values):
            message = f"this game counts no {name}: leave them out"
            problems.append(Problem(None, f"start.{name}", message, code="rule"))
        elif len(values) != sides:
            message = f"one number per side is needed, side 1 first: {sides}, not {len(values)}"
            problems.append(Problem(None, f"start.{name}", message, code="rule"))
    if len(problems) > before:
        return None
    scores = tuple(points_from_json(score) for score in start.scores)
    nothing = (0,) * sides
    return Standing(
        scores,
        tuple(start.bags or nothing) if "bags" in keeps else nothing,
        tuple(start.sets or nothing) if "sets" in keeps else nothing,
        start.hands_played,
    )


def score_hands(match: SheetMatch[Hand, Any, Any], sheet: SheetInput[Hand]) -> None:
    """Start `match` from the sheet's standing, then read and score every hand into it;
    raises `SheetError` if the sheet has any problem."""
    match.begin(sheet.start)
    for hand in sheet.hands:
        match.add(hand)
    if match.problems:
        raise SheetError(match.problems)


def start_json(start: Standing | None) -> dict[str, Any]:
    """A scored sheet's `start` in JSON: the standing it started from, when it gave one."""
    return {} if start is None else {"start": start.to_json()}
