"""The score sheet's envelope and problems, the same in every game: `{"format":
"houserules-sheet/1", "hands": [...]}`, a `SheetProblem` per mistake (hand, field, message)
and one `SheetError` listing them all. Each game's sheet module (engine/games/<game>/sheet.py)
reads its own hands with these pieces; docs/score-sheets.md describes the format.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core.errors import EngineError
from engine.core.reneges import Caught, RenegeCall
from engine.core.standing import Outcome, Standing
from rulesets import safejson

__all__ = [
    "SHEET_FORMAT",
    "SheetProblem",
    "SheetError",
    "ScoredHand",
    "ScoredSheet",
    "too_many_reneges",
]

SHEET_FORMAT = "houserules-sheet/1"
"""The version of the score-sheet format."""


_SHEET_KEYS = frozenset({"format", "hands", "notes"})


_RENEGE_KEYS = frozenset({"offender", "claimant", "caught", "trick"})


@dataclass(frozen=True, slots=True)
class SheetProblem:
    """One problem in a score sheet: the hand (1-based; None for the sheet as a whole), the
    field (`bids[2]`, `tricks`, `reneges[1].offender`; indexes 1-based) and what is wrong."""

    hand: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = f"hand {self.hand}, {self.field}" if self.hand is not None else self.field
        return f"{where}: {self.message}"


class SheetError(EngineError):
    """A score sheet that cannot be scored; `problems` lists every problem found."""

    def __init__(self, problems: Sequence[SheetProblem]) -> None:
        self.problems = tuple(problems)
        count = len(self.problems)
        lines = "\n".join(f"  {problem}" for problem in self.problems)
        super().__init__(f"{count} problem{'s' if count != 1 else ''} in the score sheet:\n{lines}")


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


def _parse(sheet: Mapping[str, Any] | str | bytes, problems: list[SheetProblem]) -> object:
    try:
        # The site's one guard on bodies: nesting, lone surrogates, out-of-range numbers.
        if not isinstance(sheet, str | bytes):
            safejson.check(sheet)
            return sheet
        return safejson.loads(sheet)
    except ValueError as error:
        problems.append(SheetProblem(None, "sheet", f"not valid JSON: {error}"))
        return None


def _hands_of(data: object, problems: list[SheetProblem]) -> list[object]:
    if data is None and problems:
        raise SheetError(problems)
    if not isinstance(data, Mapping):
        raise SheetError([SheetProblem(None, "sheet", 'a sheet is an object with "hands"')])
    for key in sorted(set(data) - _SHEET_KEYS):
        problems.append(SheetProblem(None, str(key), "unknown field (expected format, hands)"))
    if data.get("format", SHEET_FORMAT) != SHEET_FORMAT:
        problems.append(SheetProblem(None, "format", f"expected {SHEET_FORMAT!r}"))
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        problems.append(SheetProblem(None, "hands", "a list of at least one hand is needed"))
        raise SheetError(problems)
    return hands


def _renege_json(call: RenegeCall) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "offender": call.offender + 1,
        "claimant": call.claimant + 1,
        "caught": call.caught.value,
    }
    if call.trick:
        entry["trick"] = call.trick
    return entry


@dataclass(frozen=True, slots=True)
class _Found:
    """Collects the problems of one hand."""

    hand: int
    problems: list[SheetProblem]

    def add(self, field: str, message: str) -> None:
        self.problems.append(SheetProblem(self.hand, field, message))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat(value: object, field: str, count: int, found: _Found) -> int | None:
    """A 0-based seat from a 1-based seat number; a problem if it is not one."""
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= count:
        return value - 1
    found.add(field, f"{value!r} is not a seat: write a number from 1 to {count}")
    return None


def too_many_reneges(calls: list[object], seats: int, tricks: int, found: _Found) -> bool:
    """Refuse more renege calls than a hand can hold (one per seat and trick): each is
    stored, audited and shown, so an unbounded list would weigh on every later view."""
    limit = seats * tricks
    if len(calls) <= limit:
        return False
    found.add("reneges", f"{len(calls)} renege calls: a hand has room for at most {limit}")
    return True


def _caught(value: object, field: str, found: _Found) -> Caught | None:
    if isinstance(value, str) and value in {caught.value for caught in Caught}:
        return Caught(value)
    found.add(f"{field}.caught", f"{value!r}: write after_gathered or before_gathered")
    return None


def _renege_trick(value: object, size: int, field: str, found: _Found) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= size:
        return value
    found.add(f"{field}.trick", f"{value!r} is not a trick: write a number from 1 to {size}")
    return None
