"""Reading a score sheet through its format model, in every game.

`read_sheet(sheet, Model, wording)` validates a sheet once through the game's hand model
(engine.formats.sheet) and gives each hand as a `SheetHandInput`: the typed hand when it
validated whole, else the fields that did, with the model's problems mapped to the one
`rulesets.problems.Problem`, located by hand and field (`hand 2, bids[3]`; indexes from 1) and
worded by the game (`Wording`). A game then checks the typed values against its rules through
a `HandCheck`, which gives the model's problems of each field as the game asks for the field,
so that every problem of a hand comes in one order, field by field.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Generic, TypeVar, get_args

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from engine.core.errors import EngineError
from engine.formats.errors import field_names, where
from engine.formats.sheet import SHEET_FORMAT, SheetOf, SheetRenege, SheetStart, sheet_of
from rulesets import safejson
from rulesets.problems import Problem, problems_summary

__all__ = [
    "Hand",
    "SheetError",
    "Wording",
    "SheetHandInput",
    "SheetInput",
    "HandCheck",
    "read_sheet",
    "check_seat",
    "seat_wording",
]


class SheetError(EngineError):
    """A score sheet that cannot be scored; `problems` lists every problem found."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__(problems_summary(self.problems, "the score sheet"))


# --- Reading a sheet through its format model ----------------------------------------------

Hand = TypeVar("Hand", bound=BaseModel)
"""A game's hand model (engine.formats.sheet)."""


@dataclass(frozen=True, slots=True)
class Wording:
    """A game's words for the model's problems, by field (indexes written `[]`: `bids[]`,
    `reneges[].offender`): `needed` for a required field left out, `shapes` for any other
    problem there (`{value}` is the value written). Fields not named get pydantic's words."""

    needed: Mapping[str, str] = field(default_factory=dict)
    shapes: Mapping[str, str] = field(default_factory=dict)
    whole: frozenset[str] = frozenset()
    """Lists whose items' problems are one problem of the list (`points`), worded by the
    list's `[]` shape (`points[]`)."""

    def __or__(self, other: Wording) -> Wording:
        return Wording(
            {**self.needed, **other.needed},
            {**self.shapes, **other.shapes},
            self.whole | other.whole,
        )


_ENVELOPE = Wording(
    needed={"hands": "a list of at least one hand is needed"},
    shapes={
        "sheet": 'a sheet is an object with "hands"',
        "hands": "a list of at least one hand is needed",
        "format": f"expected {SHEET_FORMAT!r}",
    },
)


@dataclass(frozen=True, slots=True)
class SheetHandInput(Generic[Hand]):
    """One hand of a sheet as its model read it."""

    number: int
    """1-based."""
    hand: Hand | None
    """The hand, when it validated whole."""
    values: Mapping[str, Any]
    """Each field that validated, by name (every field when `hand` is set)."""
    refused: Mapping[str, tuple[Problem, ...]]
    """The model's problems, by the field they are in ("": unknown fields and the hand as a
    whole)."""
    written: Mapping[str, object] = field(default_factory=dict)
    """A refused hand as written (for the items of its lists of models)."""


@dataclass(frozen=True, slots=True)
class SheetInput(Generic[Hand]):
    """A sheet as its model read it: its hands, the standing it starts from, and the problems
    of the sheet as a whole."""

    hands: list[SheetHandInput[Hand]]
    start: SheetStart | None
    """The standing before hand 1 as written (None: left out, or refused)."""
    problems: list[Problem]


def read_sheet(
    sheet: Mapping[str, Any] | str | bytes, model: type[Hand], wording: Wording
) -> SheetInput[Hand]:
    """The hands of a sheet (parsed JSON, or JSON text), validated once by the sheet's model
    of `model` hands, and the problems of the sheet as a whole. Raises `SheetError` when the
    sheet is not a sheet with hands."""
    data = _load(sheet)
    try:
        typed = sheet_of(model).validate_python(data)
    except ValidationError as error:
        return _read_refused(data, model, _ENVELOPE | wording, error)
    hands = [_whole(number, hand) for number, hand in enumerate(typed.hands, start=1)]
    return SheetInput(hands, typed.start, [])


def _load(sheet: Mapping[str, Any] | str | bytes) -> object:
    try:
        # The site's one guard on bodies: nesting, lone surrogates, out-of-range numbers.
        if isinstance(sheet, str | bytes):
            return safejson.loads(sheet)
        safejson.check(sheet)
        return sheet
    except ValueError as error:
        raise SheetError([Problem(None, "sheet", f"not valid JSON: {error}")]) from None


def _whole(number: int, hand: Hand) -> SheetHandInput[Hand]:
    values = {name: getattr(hand, name) for name in type(hand).model_fields}
    return SheetHandInput(number, hand, values, {})


def _read_refused(
    data: object, model: type[Hand], wording: Wording, error: ValidationError
) -> SheetInput[Hand]:
    problems = _problems(error, model, wording)
    envelope = sorted(
        (problem for problem in problems if problem.hand is None),
        key=lambda problem: problem.code != "unknown-key",
    )
    if any(problem.field in ("sheet", "hands") for problem in envelope):
        raise SheetError(envelope)
    # The model found no fault in the envelope's shape: `hands` is a list of at least one.
    raw_hands: list[object] = data["hands"]  # type: ignore[index]
    hands = []
    for number, raw in enumerate(raw_hands, start=1):
        own = [problem for problem in problems if problem.hand == number]
        if own:
            hands.append(_refused_hand(number, raw, model, own))
        else:
            hands.append(_whole(number, model.model_validate(raw)))
    written: Mapping[str, object] = data  # type: ignore[assignment]
    start = None
    if written.get("start") is not None and not any(
        _head(problem) == "start" for problem in envelope
    ):
        start = _field_adapter(_envelope_model(model), "start").validate_python(written["start"])
    return SheetInput(hands, start, envelope)


def _refused_hand(
    number: int, raw: object, model: type[Hand], problems: list[Problem], place: str = ""
) -> SheetHandInput[Hand]:
    """A hand (or an item of one, at `place`) the model refused: its problems by field, and
    the values of the fields it did not refuse."""
    refused: dict[str, list[Problem]] = {}
    for problem in problems:
        refused.setdefault(_head(problem, place), []).append(problem)
    values: dict[str, Any] = {}
    written: Mapping[str, object] = raw if isinstance(raw, Mapping) else {}
    for name, info in model.model_fields.items():
        if name in refused:
            continue
        if name in written:
            values[name] = _field_adapter(model, name).validate_python(written[name])
        elif not info.is_required():
            values[name] = info.get_default(call_default_factory=True)
    shaped = {key: tuple(value) for key, value in refused.items()}
    return SheetHandInput(number, None, values, shaped, written)


def _head(problem: Problem, within: str = "") -> str:
    """The field of a hand or an item (at `within`) a problem is in: `reneges[2].offender`
    is in `reneges`; "" for the hand or item itself and its unknown fields."""
    rest = problem.field[len(within) :].lstrip(".") if within else problem.field
    if problem.code == "unknown-key" and not re.search(r"[.\[]", rest):
        return ""
    head = re.split(r"[.\[]", rest, maxsplit=1)[0]
    return "" if head == "hand" or not rest else head


@cache
def _field_adapter(model: type[BaseModel], name: str) -> TypeAdapter[Any]:
    """The validator of one field of `model`, for the fields of a hand that validated while
    others did not (their values, nested models included, as the hand would hold them)."""
    return TypeAdapter(
        model.model_fields[name].rebuild_annotation(), config=ConfigDict(strict=True)
    )


# --- pydantic's errors as the sheet's problems ---------------------------------------------


def _problems(error: ValidationError, model: type[BaseModel], wording: Wording) -> list[Problem]:
    """One problem per place; a union whose members all refuse a value is one problem."""
    models = (_envelope_model(model), model, SheetRenege, SheetStart)
    names = field_names(models)
    found: dict[tuple[tuple[str | int, ...], bool], list[Any]] = {}
    for detail in error.errors(include_url=False):
        loc = detail["loc"]
        # An unknown field's own name ends its place; other names are a union's members.
        unknown = loc[-1:] if detail["type"] == "extra_forbidden" else ()
        kept = loc[: len(loc) - len(unknown)]
        path = tuple(part for part in kept if isinstance(part, int) or part in names) + unknown
        found.setdefault(_collapsed(path, wording.whole), []).append(detail)
    return [_problem(path, whole, each, model, wording) for (path, whole), each in found.items()]


def _collapsed(
    path: tuple[str | int, ...], whole: frozenset[str]
) -> tuple[tuple[str | int, ...], bool]:
    """The place of a problem, an item of a `whole` list being the list."""
    for index, part in enumerate(path[:-1]):
        if part in whole and isinstance(path[index + 1], int):
            return path[: index + 1], True
    return path, False


def _envelope_model(model: type[BaseModel]) -> type[BaseModel]:
    return SheetOf[model]  # type: ignore[valid-type]


def _problem(
    path: tuple[str | int, ...],
    whole: bool,
    details: list[Any],
    model: type[BaseModel],
    wording: Wording,
) -> Problem:
    detail = details[0]
    kind = detail["type"]
    if kind == "extra_forbidden" and path:
        hand, place = _where(path)
        expected = ", ".join(_model_at(model, path[:-1]).model_fields)
        return Problem(hand, place, f"unknown field (expected {expected})", code="unknown-key")
    hand, place = _where(path)
    pattern = re.sub(r"\[\d+\]", "[]", place) + ("[]" if whole else "")
    if kind == "missing" or (detail["input"] is None and pattern in wording.needed):
        message = wording.needed.get(pattern, f"{str(path[-1])!r} is needed")
        return Problem(hand, place, message, code="required")
    value = _show(detail["input"])
    template = wording.shapes.get(pattern)
    if template is not None:
        return Problem(hand, place, template.format(value=value), code="type")
    said = " or ".join(str(each["msg"])[:1].lower() + str(each["msg"])[1:] for each in details)
    return Problem(hand, place, f"{value}: {said}", code="type")


def _where(path: Sequence[str | int]) -> tuple[int | None, str]:
    hand, place = where(path)
    return hand, "sheet" if place == "log" else place


def _model_at(model: type[BaseModel], path: Sequence[str | int]) -> type[BaseModel]:
    """The model whose fields a place holds (the sheet, a hand, a renege call)."""
    current: type[BaseModel] = _envelope_model(model)
    for part in path:
        if isinstance(part, str) and part in current.model_fields:
            inner = next(_models_in(current.model_fields[part].annotation), None)
            current = inner if inner is not None else current
    return current


def _models_in(annotation: object) -> Iterator[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield annotation
    for argument in get_args(annotation):
        yield from _models_in(argument)


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


# --- Checking a hand against the rules -----------------------------------------------------


class HandCheck:
    """The problems of one hand (or of one item of it, such as a renege call, at `place`):
    the model's, given field by field as the game asks for each field's value (so they come in
    the game's order), and the game's own (`add`)."""

    def __init__(self, hand: SheetHandInput[Any], problems: list[Problem], place: str = "") -> None:
        self.number, self.place, self.problems = hand.number, place, problems
        self._values, self._written = hand.values, hand.written
        self._refused = dict(hand.refused)
        self._before = len(problems)
        itself = self._refused.pop("", ())
        self.shapeless = any(problem.code != "unknown-key" for problem in itself)
        """The hand (or item) is not an object at all: its one problem says so."""
        problems.extend(itself)

    def value(self, name: str) -> Any:
        """The field's validated value, or None when it is left out or the model refused it
        (whose problems are added now)."""
        self.problems.extend(self._refused.pop(name, ()))
        return self._values.get(name)

    def written(self, name: str) -> bool:
        """Whether the field was written (valid or not)."""
        return self._written.get(name, self._values.get(name)) not in (None, [])

    def length(self, name: str) -> int:
        """How many items a list field holds as written (0 when it is not a list)."""
        value = self._values.get(name, self._written.get(name))
        return len(value) if isinstance(value, list) else 0

    def drop(self, name: str) -> None:
        """Forget the model's problems of a field the game refuses as a whole."""
        self._refused.pop(name, None)

    def items(self, name: str, model: type[Hand]) -> Iterator[tuple[HandCheck, Hand | None]]:
        """Each item of a list field of `model`s, in turn: its own check, and the item when it
        validated whole."""
        at = self._at(name)
        refused = self._refused.pop(name, ())
        value = self._values.get(name)
        raw = self._written.get(name) if value is None else value
        self.problems.extend(problem for problem in refused if problem.field == at)
        if not isinstance(raw, list) or any(problem.field == at for problem in refused):
            return
        for index, item in enumerate(raw, start=1):
            place = f"{at}[{index}]"
            own = [p for p in refused if p.field == place or p.field.startswith(place + ".")]
            hand = (
                _refused_hand(self.number, item, model, own, place)
                if own
                else _whole(self.number, model.model_validate(item))
            )
            yield HandCheck(hand, self.problems, place), hand.hand

    def add(self, place: str, message: str, code: str = "rule") -> None:
        """A problem at `place` (a field of this hand or item; "" for the item itself)."""
        self.problems.append(Problem(self.number, self._at(place), message, code=code))

    def _at(self, name: str) -> str:
        return f"{self.place}.{name}" if self.place and name else (self.place or name)

    def close(self) -> bool:
        """Add the model's problems not yet given; whether the hand has none at all."""
        for problems in self._refused.values():
            self.problems.extend(problems)
        self._refused.clear()
        return len(self.problems) == self._before


def seat_wording(count: int) -> str:
    """The words for a seat that is not one (`{value}`: what was written)."""
    return f"{{value}} is not a seat: write a number from 1 to {count}"


def check_seat(check: HandCheck, place: str, seat: int | None, count: int) -> int | None:
    """A 0-based seat from a valid 1-based one; a problem when the table has no such seat."""
    if seat is None:
        return None
    if seat <= count:
        return seat - 1
    check.add(place, seat_wording(count).format(value=seat), code="seat")
    return None
