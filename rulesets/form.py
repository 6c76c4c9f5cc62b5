"""The guided editor's form, generated from the rules models: one control per option.

Nothing here is written option by option. Each field of a ruleset model becomes a control
whose kind follows from its type (an enum is a choice, a bool a toggle, an int a number, a
list of cards a list of cards, ...), whose label is the one the game's change lists use
(`rulesets.diff.option_label`; its name in words where it has none), whose help is the first
sentence of its docstring and whose default is the model's. Sections are the rulebook's
(`rulesets.diff.topic_titles`: the game family's `topics`). A new option, or a new game, gets
its control this way.

When an option applies only under a setting of another, that is read from the models too:
the docstring's "With `allowed: when_trailing` only" names it, and a section whose first
option is a switch set to an "off" value (`never`, `not_allowed`, `not_counted`) switches the
rest of the section off.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import inspect
import re
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import annotated_types
from pydantic import BaseModel, JsonValue
from pydantic.fields import FieldInfo

from rulesets.base import CardName, InOrder
from rulesets.diff import OPENING_TOPICS, TOPIC_TITLES, option_label, topic_titles
from rulesets.families import RulesFamily, UnknownGame, rules_family
from rulesets.reference import member_docs

__all__ = ["Choice", "Control", "Section", "build_form", "controls_of", "switched_off", "OFF"]

OFF = frozenset({"never", "not_allowed", "not_counted"})
"""Values of a section's first option that switch the rest of the section off."""
ABOUT = ("name", "description", "notes")
_WITH_ONLY = re.compile(r"^With `(\w+): (\w+)` only")
_WITH_VALUE = re.compile(r"^With `(\w+)`:")


@dataclass(frozen=True)
class Choice:
    """One value of a choice: what is stored, its words, and its docstring."""

    value: str
    label: str
    help: str


@dataclass(frozen=True)
class Control:
    """One option as a form control. `kind` is one of: choice, toggle, number, text, prose,
    cards, choices (several of a list, a set), sequence (several of a list in an order that
    means something, repeats allowed: an `IN_ORDER` list), seats (a seat map), ranks, numbers
    (a list of whole numbers), table (rank: points), rows (a list of rows of a construct, each
    field its own control)."""

    path: str
    kind: str
    label: str
    help: str
    default: JsonValue
    choices: tuple[Choice, ...] = ()
    nullable: bool = False
    null_means: str = ""
    minimum: int | None = None
    maximum: int | None = None
    requires: tuple[str, str] | None = None
    """(path of another option, value) that this option applies under only."""
    fields: tuple[Control, ...] = ()
    """For `rows` (a list of a construct's rows: card values, hand events): the control of
    each field of a row, by the field's name as its path."""


@dataclass
class Section:
    """A section of the rulebook (or a part of one): its options, then its parts."""

    path: str
    title: str
    help: str
    controls: list[Control] = field(default_factory=list)
    parts: list[Section] = field(default_factory=list)

    def all_controls(self) -> list[Control]:
        """Every control of the section and of its parts, in order."""
        return [*self.controls, *(c for part in self.parts for c in part.all_controls())]


def build_form(model: type[BaseModel]) -> list[Section]:
    """The editor's sections for a game's model: "About" (name, description, notes), then
    one per section of the model in rulebook order."""
    return list(_build_form(model))


def controls_of(model: type[BaseModel]) -> dict[str, Control]:
    """Every control of the model's form, by option path."""
    return dict(_controls_of(model))


@functools.cache
def _controls_of(model: type[BaseModel]) -> dict[str, Control]:
    return {c.path: c for section in _build_form(model) for c in section.all_controls()}


@functools.cache
def _build_form(model: type[BaseModel]) -> tuple[Section, ...]:
    # Models never change at run time, and a page asks for its form several times.
    defaults = _defaults(model)
    titles = _topics(model)
    family = _family(model)
    about = Section("", titles["about"], "The ruleset's name and the club's own words.")
    about.controls = [
        _control(name, model.model_fields[name], defaults.get(name), family) for name in ABOUT
    ]
    sections = [
        _section(name, info, defaults.get(name), titles, family)
        for name, info in model.model_fields.items()
        if _nested(info.annotation) is not None
    ]
    order = list(titles)
    sections.sort(key=lambda s: order.index(s.path) if s.path in order else len(order))
    return (about, *sections)


def _defaults(model: type[BaseModel]) -> dict[str, Any]:
    fields = model.model_fields
    given = {name: info.get_default() for name, info in fields.items() if not info.is_required()}
    return {
        k: v.model_dump(mode="json") if isinstance(v, BaseModel) else v for k, v in given.items()
    }


def _family(model: type[BaseModel]) -> RulesFamily[Any] | None:
    try:
        return rules_family(model)
    except UnknownGame:
        return None


def _topics(model: type[BaseModel]) -> Mapping[str, str]:
    """The sections of the model's game in rulebook order, with their headings; a model no
    family owns (a part of a ruleset) gets the headings of every known game."""
    try:
        return topic_titles(rules_family(model).game)
    except UnknownGame:
        return {**OPENING_TOPICS, **TOPIC_TITLES}


def _section(
    path: str,
    info: FieldInfo,
    defaults: Any,
    titles: Mapping[str, str] | None = None,
    family: RulesFamily[Any] | None = None,
) -> Section:
    # Defaults come from the parent's default: Blind 6 is a TeamBid with its own defaults.
    model = _nested(info.annotation)
    assert model is not None
    name = path.rsplit(".", 1)[-1]
    title = titles.get(path, _words(name)) if titles is not None else _words(name)
    section = Section(path, title, _first_sentence(info.description))
    for child, child_info in model.model_fields.items():
        child_path = f"{path}.{child}"
        value = (defaults or {}).get(child)
        if _nested(child_info.annotation) is not None:
            section.parts.append(_section(child_path, child_info, value, None, family))
        else:
            section.controls.append(_control(child_path, child_info, value, family))
    section.controls = _resolve(section.controls)
    return section


def _control(
    path: str, info: FieldInfo, default: Any, family: RulesFamily[Any] | None = None
) -> Control:
    annotation, nullable = _without_none(info.annotation)
    base, metadata = _unwrap(annotation, list(info.metadata))
    bounds = _bounds(metadata)
    kind, choices = _kind(base, path, metadata)
    description = _prose(info.description)
    return Control(
        path=path,
        kind=kind,
        label=_label(family, path),
        help=_first_sentence(description),
        default=_json(default),
        choices=choices,
        nullable=nullable,
        null_means=_null_means(description) if nullable else "",
        minimum=bounds.get("ge"),
        maximum=bounds.get("le"),
        requires=_requires(path, description),
        fields=_row_fields(base),
    )


def _label(family: RulesFamily[Any] | None, path: str) -> str:
    found = option_label(family, path) if family is not None else None
    return found or _words(path.rsplit(".", 1)[-1])


def _row_fields(base: Any) -> tuple[Control, ...]:
    """The controls of a row's fields, for a list of rows; a field whose schema lists its
    values (an event's `when`, read from the vocabulary) is a choice of them."""
    row = _row_model(base)
    if row is None:
        return ()
    schema = row.model_json_schema()["properties"]
    fields = []
    for name, info in row.model_fields.items():
        control = _control(name, info, info.get_default() if not info.is_required() else None)
        listed = schema.get(name, {}).get("enum")
        if control.kind == "text" and listed:
            choices = tuple(Choice(str(v), _words(str(v)), "") for v in listed)
            control = dataclasses.replace(control, kind="choice", choices=choices)
        fields.append(control)
    return tuple(fields)


def _row_model(base: Any) -> type[BaseModel] | None:
    if typing.get_origin(base) is not list:
        return None
    (item,) = typing.get_args(base)
    return item if isinstance(item, type) and issubclass(item, BaseModel) else None


def _kind(base: Any, path: str, metadata: list[Any]) -> tuple[str, tuple[Choice, ...]]:
    if isinstance(base, type) and issubclass(base, enum.Enum):
        return "choice", _choices(base)
    if typing.get_origin(base) is typing.Literal:
        values = typing.get_args(base)
        return "choice", tuple(Choice(str(v), str(v), "") for v in values)
    if base is bool:
        return "toggle", ()
    if base is int:
        return "number", ()
    if base is str:
        return ("prose" if path in ("description", "notes") else "text"), ()
    origin = typing.get_origin(base)
    if origin is dict:
        return "table", ()
    if _row_model(base) is not None:
        return "rows", ()
    if origin is list:
        (item,) = typing.get_args(base)
        item_base, _ = _unwrap(item, [])
        if isinstance(item_base, type) and issubclass(item_base, enum.Enum):
            ordered = any(isinstance(item, InOrder) for item in metadata)
            return ("sequence" if ordered else "choices"), _choices(item_base)
        if typing.get_origin(item_base) is list:
            return "seats", ()
        if item_base is int:
            return "numbers", ()
        return ("cards" if item == CardName else "ranks"), ()
    return "text", ()


def _choices(enum_type: type[enum.Enum]) -> tuple[Choice, ...]:
    docs = member_docs(enum_type)
    return tuple(
        Choice(str(m.value), _words(str(m.value)), docs.get(m.name, "").replace("`", ""))
        for m in enum_type
    )


def _requires(path: str, description: str) -> tuple[str, str] | None:
    parent = path.rsplit(".", 1)[0] + "." if "." in path else ""
    only = _WITH_ONLY.match(description)
    if only:
        return f"{parent}{only.group(1)}", only.group(2)
    value = _WITH_VALUE.match(description)
    # "With `set_plus_penalty`:" names a value of a sibling choice, found once all are built.
    return ("", value.group(1)) if value else None


def _resolve(controls: list[Control]) -> list[Control]:
    resolved = []
    for control in controls:
        if control.requires is not None and not control.requires[0]:
            value = control.requires[1]
            owner = next(
                (c for c in controls if value in {choice.value for choice in c.choices}), None
            )
            requires = (owner.path, value) if owner else None
            control = dataclasses.replace(control, requires=requires)
        resolved.append(control)
    return resolved


def switched_off(sections: list[Section], values: dict[str, JsonValue]) -> dict[str, str]:
    """The options that a parent setting switches off, each with the reason in words."""
    off: dict[str, str] = {}
    for section in sections:
        _switched_off(section, values, off)
    return off


def _switched_off(section: Section, values: dict[str, JsonValue], off: dict[str, str]) -> None:
    controls = section.controls
    by_path = {c.path: c for c in controls}
    switch = controls[0] if controls and controls[0].kind == "choice" else None
    if switch is not None and values.get(switch.path) in OFF:
        reason = _value_words(switch, values)
        for control in [*controls[1:], *section.all_controls()[len(controls) :]]:
            off.setdefault(control.path, reason)
    for control in controls:
        needed = control.requires
        if needed is not None and _as_written(values.get(needed[0])) != needed[1]:
            other = by_path.get(needed[0])
            name = f"“{other.label}”" if other else needed[0]
            off.setdefault(control.path, f"applies only when {name} is “{_words(needed[1])}”")
    for part in section.parts:
        _switched_off(part, values, off)


def _as_written(value: JsonValue) -> JsonValue:
    # A docstring's "With `points_on_first_trick: false` only" names the value as YAML
    # writes it; a flag's value is a bool, which never equals the text "false".
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def _value_words(control: Control, values: dict[str, JsonValue]) -> str:
    value = str(values.get(control.path))
    return f"{control.label} is “{_words(value)}”"


def _null_means(description: str) -> str:
    found = re.search(r"`null`:? (?:for )?([^.;]+)", description)
    return found.group(1).strip() if found else "none"


def _nested(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def _without_none(annotation: Any) -> tuple[Any, bool]:
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
        if len(args) == 1:
            return args[0], len(args) < len(typing.get_args(annotation))
    return annotation, False


def _unwrap(annotation: Any, metadata: list[Any]) -> tuple[Any, list[Any]]:
    while typing.get_origin(annotation) is typing.Annotated:
        annotation, *extra = typing.get_args(annotation)
        metadata = [*metadata, *extra]
    return annotation, metadata


def _bounds(metadata: list[Any]) -> dict[str, int]:
    found: dict[str, int] = {}
    queue = list(metadata)
    while queue:
        item = queue.pop(0)
        if isinstance(item, FieldInfo):
            queue.extend(item.metadata)
        elif isinstance(item, (annotated_types.Ge, annotated_types.Le)):
            for name in ("ge", "le"):
                value = getattr(item, name, None)
                if isinstance(value, int):
                    found[name] = value
    return found


def _json(value: Any) -> JsonValue:
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, list):
        return [_json(item) for item in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    return typing.cast(JsonValue, value)


def _prose(text: str | None) -> str:
    return " ".join(inspect.cleandoc(text).split()) if text else ""


def _first_sentence(text: str | None) -> str:
    prose = _prose(text).replace("`", "")
    # "e.g." and "i.e." do not end a sentence.
    found = re.match(r"(.+?(?<!e\.g)(?<!i\.e)[.!?])(?:\s|$)", prose)
    return found.group(1) if found else prose


def _words(name: str) -> str:
    spaced = name.replace("_", " ")
    return spaced[:1].upper() + spaced[1:]
