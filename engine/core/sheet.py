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
from engine.core.seats import Seating
from engine.core.standing import Outcome, Standing
from rulesets import safejson
from rulesets.problems import Problem, problems_summary

__all__ = [
    "SHEET_FORMAT",
    "SheetProblem",
    "SheetError",
    "ScoredHand",
    "ScoredSheet",
    "read_reneges",
    "too_many_reneges",
]

SHEET_FORMAT = "houserules-sheet/1"
"""The version of the score-sheet format."""


_SHEET_KEYS = frozenset({"format", "hands", "notes"})


_RENEGE_KEYS = frozenset({"offender", "claimant", "caught", "trick"})


SheetProblem = Problem
"""One problem in a score sheet (the one `rulesets.problems.Problem`): the hand (1-based;
None for the sheet as a whole), the field (`bids[2]`, `tricks`, `reneges[1].offender`;
indexes 1-based) and what is wrong."""


class SheetError(EngineError):
    """A score sheet that cannot be scored; `problems` lists every problem found."""

    def __init__(self, problems: Sequence[SheetProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__(problems_summary(self.problems, "the score sheet"))


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


def read_reneges(
    value: object, table: Seating, tricks: int, prevents: bool, found: _Found
) -> tuple[RenegeCall, ...]:
    """The renege calls a sheet hand of any game writes (`reneges`), each checked against
    the table (`tricks` in a hand; `prevents`: the rules refuse illegal cards, so none can
    stand); every problem goes to `found`."""
    if not isinstance(value, list):
        found.add("reneges", "a list of renege calls is needed (or leave it out)")
        return ()
    if value and prevents:
        found.add(
            "reneges",
            "these rules refuse illegal cards (reneges.enforcement: prevent): no renege can stand",
        )
        return ()
    if too_many_reneges(value, table.count, tricks, found):
        return ()
    calls = (
        _renege(entry, f"reneges[{index}]", table, tricks, found)
        for index, entry in enumerate(value, start=1)
    )
    return tuple(call for call in calls if call is not None)


def _renege(
    entry: object, field: str, table: Seating, tricks: int, found: _Found
) -> RenegeCall | None:
    if not isinstance(entry, Mapping):
        found.add(field, "a renege call is an object with offender and claimant")
        return None
    for key in sorted(set(entry) - _RENEGE_KEYS, key=str):
        found.add(f"{field}.{key}", "unknown field (expected offender, claimant, caught, trick)")
    offender = _seat(entry.get("offender"), f"{field}.offender", table.count, found)
    claimant = _seat(entry.get("claimant"), f"{field}.claimant", table.count, found)
    caught = _caught(entry.get("caught", Caught.AFTER_GATHERED.value), field, found)
    trick = _renege_trick(entry.get("trick", 0), tricks, field, found)
    if offender is None or claimant is None or caught is None or trick is None:
        return None
    if table.same_side(offender, claimant):
        found.add(field, f"seat {claimant + 1} cannot call a renege on its own side")
        return None
    return RenegeCall(offender, claimant, caught, trick)
