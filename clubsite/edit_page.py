"""What the editor's template shows for each control: its value (as typed, when it was),
its problems, whether a parent setting switches it off, and its default in words."""

from __future__ import annotations

import re
from typing import Any

from clubsite.editing import SEVERAL, Edit, display_value, words_of
from rulesets.form import Control, Section, controls_of
from rulesets.merge import Conflict

__all__ = ["form_sections", "conflict_rows", "control_id"]


def control_id(path: str) -> str:
    """An HTML id for an option path (`match.target` → `opt-match-target`)."""
    return "opt-" + re.sub(r"[^a-z0-9]+", "-", path.lower())


def form_sections(edit: Edit) -> list[dict[str, Any]]:
    """The editor's sections, each with its rows and its parts, ready for the template."""
    values, off = edit.values(), edit.off()
    return [_section(section, edit, values, off) for section in edit.sections()]


def _section(
    section: Section, edit: Edit, values: dict[str, Any], off: dict[str, str]
) -> dict[str, Any]:
    return {
        "path": section.path,
        "id": control_id(section.path or "about"),
        "title": section.title,
        # "Blind nil." under the heading "Blind nil" says nothing more.
        "help": "" if section.help.rstrip(".").lower() == section.title.lower() else section.help,
        "rows": [_row(control, edit, values, off) for control in section.controls],
        "parts": [_section(part, edit, values, off) for part in section.parts],
    }


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
        "choice_help": next((c.help for c in control.choices if c.value == text), ""),
        "places": _places(selected) if control.kind == "sequence" else [],
    }


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
