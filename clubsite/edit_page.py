"""What the editor's template shows for each control: its value (as typed, when it was),
its problems, whether a parent setting switches it off, and its default in words."""

from __future__ import annotations

import re
from typing import Any

from clubsite.editing import SEVERAL, Edit, display_value, row_cells, words_of
from clubsite.wording import control_id
from rulesets.families import UnknownGame, rules_family
from rulesets.form import Control, Section, controls_of
from rulesets.merge import Conflict

__all__ = ["form_sections", "conflict_rows", "control_id", "club_help", "choice_words"]


BIG_DECISIONS = "The big decisions"


def form_sections(edit: Edit) -> list[dict[str, Any]]:
    """The editor's sections, each with its rows and its parts, ready for the template: first
    the big decisions of the game (its family's `big_decisions`, the options clubs change
    most), then every other section, folded unless it holds a problem or a change."""
    values, off = edit.values(), edit.off()
    big = _big_decisions(edit)
    sections = [_section(section, edit, values, off, set(big)) for section in edit.sections()]
    controls = controls_of(edit.model)
    # Labels name their option out of its section too ("Blind nil only when trailing by").
    rows = [_row(controls[path], edit, values, off) for path in big]
    if not rows:
        return sections
    first = {
        "path": "",
        "id": "opt-big-decisions",
        "title": BIG_DECISIONS,
        "help": "The options clubs change most. Every other option is in its section below.",
        "rows": rows,
        "parts": [],
        "big": True,
        "open": True,
        "count": len(rows),
    }
    return [first, *sections]


def _big_decisions(edit: Edit) -> list[str]:
    try:
        paths = rules_family(edit.model).big_decisions
    except UnknownGame:
        return []
    controls = controls_of(edit.model)
    return [path for path in paths if path in controls]


def _section(
    section: Section,
    edit: Edit,
    values: dict[str, Any],
    off: dict[str, str],
    elsewhere: set[str] = frozenset(),  # type: ignore[assignment]
) -> dict[str, Any]:
    rows = [
        _row(control, edit, values, off)
        for control in section.controls
        if control.path not in elsewhere
    ]
    parts = [_section(part, edit, values, off, elsewhere) for part in section.parts]
    parts = [part for part in parts if part["count"]]
    return {
        "path": section.path,
        "id": control_id(section.path or "about"),
        "title": section.title,
        # "Blind nil." under the heading "Blind nil" says nothing more.
        "help": "" if section.help.rstrip(".").lower() == section.title.lower() else section.help,
        "rows": rows,
        "parts": parts,
        # Folded, unless the secretary has something to see there: a problem or a change.
        "open": any(row["errors"] or row["changed"] for row in rows)
        or any(part["open"] for part in parts),
        "count": len(rows) + sum(part["count"] for part in parts),
    }


_WITH_ONLY = re.compile(r"^With [a-z_]+(?:: [a-z_]+ only)?: ")
_DOTTED = re.compile(r"\b[a-z_]+(?:\.[a-z_]+)+\b")
_SNAKE = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")


def club_help(control: Control, controls: dict[str, Control]) -> str:
    """An option's help in the club's words: without the "With `allowed: when_trailing`
    only:" the off-switch already says, with other options named by their labels and
    YAML values (`offender_set`) as words."""
    text = _WITH_ONLY.sub("", control.help)
    text = _DOTTED.sub(lambda m: _label_of(m[0], controls), text)
    text = choice_words(text, control, controls)
    return text[:1].upper() + text[1:]


def _label_of(path: str, controls: dict[str, Control]) -> str:
    found = controls.get(path)
    return f"“{found.label}”" if found else path


def _row(
    control: Control, edit: Edit, values: dict[str, Any], off: dict[str, str]
) -> dict[str, Any]:
    value = edit.recalled.get(control.path, values.get(control.path))
    typed = edit.typed.get(control.path)
    text = typed if typed is not None else display_value(control, value)
    if control.kind in SEVERAL:
        selected = typed.split(",") if typed is not None else [str(v) for v in value or []]
        selected = [item for item in selected if item]
    else:
        selected = [text]
    return {
        "control": control,
        "label": control.label,
        "id": control_id(control.path),
        "text": text,
        "selected": selected,
        "checked": text == "true",
        "errors": edit.errors.get(control.path, []),
        "fixes": [fix for fix in edit.fixes if control.path in fix.changes],
        "off": off.get(control.path, ""),
        "default": "" if control.default == "" else words_of(control, control.default),
        "changed": control.path in edit.changes,
        "multiline": control.kind == "prose",
        "choice_help": _choice_help(control, text, controls_of(edit.model)),
        "help": club_help(control, controls_of(edit.model)),
        "choices": [
            {
                "value": c.value,
                "label": c.label,
                "help": choice_words(c.help, control, controls_of(edit.model)),
            }
            for c in control.choices
        ],  # fmt: skip
        "places": _places(selected) if control.kind == "sequence" else [],
        "rows": row_cells(control, edit.changes.get(control.path, value))
        if control.kind == "rows"
        else [],
    }


def _choice_help(control: Control, value: str, controls: dict[str, Control]) -> str:
    return next(
        (choice_words(c.help, control, controls) for c in control.choices if c.value == value),
        "",
    )


def choice_words(text: str, control: Control, controls: dict[str, Control]) -> str:
    """Help in words: a YAML value of the option (`offender_set`) or the name of an option
    beside it (`extra_penalty`) as its label in quotes, any other name as words."""
    values = {choice.value: choice.label for choice in control.choices}
    parent = control.path.rpartition(".")[0]

    def word(found: re.Match[str]) -> str:
        name = found[0]
        beside = controls.get(f"{parent}.{name}" if parent else name)
        label = values.get(name) or (beside.label if beside else "")
        return f"“{label}”" if label else name.replace("_", " ")

    return _SNAKE.sub(word, text)


SPARE_PLACES = 2
"""Empty places a sequence offers after its values, to make it longer without a script."""


def _places(selected: list[str]) -> list[dict[str, Any]]:
    """A sequence's places in order, each with its number and value, then the spare ones."""
    values = [*selected, *[""] * SPARE_PLACES]
    return [{"number": n, "value": value} for n, value in enumerate(values, start=1)]


def conflict_rows(onto: Edit, conflicts: list[Conflict]) -> list[dict[str, Any]]:
    """Each option both editors changed: its label, and both values in words."""
    controls = controls_of(onto.model)
    rows = []
    for conflict in conflicts:
        control = controls[conflict.path]
        rows.append(
            {
                "path": conflict.path,
                "id": control_id(conflict.path),
                "label": control.label,
                "base": words_of(control, conflict.base),
                "theirs": words_of(control, conflict.theirs),
                "mine": words_of(control, conflict.mine),
            }
        )
    return rows
