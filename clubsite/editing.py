"""The guided editor's logic: posted controls in, option changes, YAML and a preview out.

The form is `rulesets.form`'s, generated from the models; a posted control is named by its
option's dotted path. Values are checked for their kind here (a number must be a number),
then written into the base version's YAML with `rulesets.yamlwrite`, and the text written is
read back with the hardened loader, whose diagnostics are shown at the control they name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from django.http import QueryDict
from pydantic import JsonValue

import rulesets
from clubsite.wording import club_message, control_id, label_of
from rulesets.diagnostics import Diagnostic
from rulesets.diff import diff_rules
from rulesets.fixes import Fix, fixes_for
from rulesets.form import Control, Section, build_form, controls_of, switched_off
from rulesets.merge import changed_options, option_values
from rulesets.phrases import number
from rulesets.rulebook import Rules
from rulesets.summary import summarize
from rulesets.switched_off import SWITCHED_OFF, options_switched_off
from rulesets.yamlsource import read_yaml
from rulesets.yamlwrite import WriteError, apply_changes, comments_at, remove_options

__all__ = [
    "Refused",
    "Edit",
    "RESERVED",
    "read_edit",
    "edit_from_changes",
    "draft_changes",
    "recall",
    "apply_fix",
    "preview",
    "words_of",
    "warning_text",
    "display_value",
    "description_mentions",
    "MAX_BODY",
    "control_for",
]

MAX_BODY = 256 * 1024
"""The largest edit accepted: a ruleset's controls post a few kilobytes."""
MAX_TEXT = 20_000
RESERVED = frozenset(
    {"csrfmiddlewaretoken", "base_revision", "action", "message", "description_reviewed"}
)
"""Posted names that are not options."""
RESOLVE = "resolve:"
"""Prefix of a conflict's answer: `resolve:match.target` = `mine` or `theirs`."""
COMMENT = "comment:"
"""Prefix of the answer for a comment on a changed line: `comment:match.target` = `keep` or
`drop`."""
COMMENT_ANSWERS = ("keep", "drop")


class Refused(ValueError):
    """A post no form of ours would send: an unknown option path, or a value of no kind."""


@dataclass
class Edit:
    """One edit of a ruleset against its base version, checked."""

    model: type[Rules]
    base_values: dict[str, JsonValue]
    typed: dict[str, str] = field(default_factory=dict)
    """What was typed in each posted control, to show it again as typed."""
    changes: dict[str, JsonValue] = field(default_factory=dict)
    errors: dict[str, list[str]] = field(default_factory=dict)
    """Each option's problems in the club's words, shown at its control (under its label)."""
    general: list[str] = field(default_factory=list)
    source: str = ""
    rules: Rules | None = None
    resolutions: dict[str, str] = field(default_factory=dict)
    comments: dict[str, str] = field(default_factory=dict)
    """The comments written on (or just above) the lines of the options the edit changes, by
    path: they may describe the old value, so the secretary keeps or drops each."""
    comment_answers: dict[str, str] = field(default_factory=dict)
    """The secretary's answer for each of `comments`: `keep` or `drop`."""
    warnings: list[Diagnostic] = field(default_factory=list)
    """What the YAML written is valid but probably not meant to say: options it writes that a
    parent setting switches off, values under an older name (`rulesets.switched_off`). They
    are shown at their line and never stop a save."""
    pruned: dict[str, JsonValue] = field(default_factory=dict)
    """Options the file wrote that a setting of the edit switches off, left out of the YAML
    written (so the rules published warn of nothing), with the value the file gave them."""
    fixes: list[Fix] = field(default_factory=list)
    """One-click ways out of the edit's problems (`rulesets.fixes`)."""
    recalled: dict[str, JsonValue] = field(default_factory=dict)
    """Values an option switched off had in an earlier version, before it left the file:
    its control offers them, so switching the setting back brings them back."""
    written: bool = False
    """Whether the YAML could be written: every value is of its kind (it may still make
    invalid rules, which a draft keeps)."""

    @property
    def ok(self) -> bool:
        """Whether the edit is a valid ruleset."""
        return self.rules is not None and not self.errors and not self.general

    def problems(self) -> list[str]:
        """Every problem, as the pages list them: those of no one option, then by option,
        each named by its option's label."""
        return [
            f"{found['label']}: {found['message']}" if found["label"] else found["message"]
            for found in self.listed()
        ]

    def listed(self) -> list[dict[str, str]]:
        """Every problem with the label, path and HTML id of its option (empty for a problem
        of no one option), as the banner lists them."""
        controls = controls_of(self.model)
        general = [{"label": "", "message": m, "path": "", "id": ""} for m in self.general]
        return [
            *general,
            *(
                {"label": label_of(path, controls), "message": m, "path": path,
                 "id": control_id(path)}
                for path, found in self.errors.items()
                for m in found
            ),
        ]  # fmt: skip

    @property
    def problem_count(self) -> int:
        """How many problems are listed (an option may have several)."""
        return len(self.problems())

    def comment_rows(self) -> list[dict[str, str]]:
        """The comments on changed lines, each with its option's label, path, the comment
        as written and the secretary's answer (`keep`, `drop`, or empty: not yet asked)."""
        controls = controls_of(self.model)
        return [
            {"path": path, "label": label_of(path, controls), "comment": text,
             "id": control_id(path), "answer": self.comment_answers.get(path, "")}
            for path, text in self.comments.items()
        ]  # fmt: skip

    def comments_unanswered(self) -> bool:
        """Whether a comment on a changed line waits for the secretary's keep or drop."""
        return any(self.comment_answers.get(path) not in COMMENT_ANSWERS for path in self.comments)

    def values(self) -> dict[str, JsonValue]:
        """Every option's value after the edit (the base's where the edit is silent)."""
        return {**self.base_values, **self.changes}

    def sections(self) -> list[Section]:
        return build_form(self.model)

    def off(self) -> dict[str, str]:
        """The options switched off by a parent setting, with the reason."""
        return switched_off(self.sections(), self.values())


SEVERAL = ("choices", "sequence")
"""Kinds of control posted as several values under one name: a set's checked boxes, a
sequence's places in order."""


def read_edit(post: QueryDict, base_source: str, base: Rules) -> Edit:
    """Check the posted controls against the base version and write the YAML they make.
    Raises `Refused` for a post no form of ours sends."""
    model = type(base)
    controls = controls_of(model)
    edit = Edit(model, option_values(base))
    for name in post:
        if name.startswith(RESOLVE):
            edit.resolutions[name.removeprefix(RESOLVE)] = str(post[name])
        elif name.startswith(COMMENT):
            edit.comment_answers[name.removeprefix(COMMENT)] = str(post[name])
        elif name not in RESERVED and name not in controls:
            raise Refused(f"unknown option path {name[:80]!r}: nothing was saved")
    for path, control in controls.items():
        if path in post:
            _read_control(edit, control, post.getlist(path))
    for path, answer in edit.resolutions.items():
        # A conflict settled for the other editor's value: this edit leaves it as it is.
        if answer == "theirs" and path in edit.changes:
            del edit.changes[path]
            edit.typed.pop(path, None)
    _write(edit, base_source)
    return edit


def edit_from_changes(
    base_source: str,
    base: Rules,
    changes: Mapping[str, JsonValue],
    comment_answers: Mapping[str, str] | None = None,
) -> Edit:
    """The edit that makes `changes` to the base version (a draft reopened, a merge), with
    the secretary's answers for the comments on the lines it changes, if any."""
    edit = Edit(type(base), option_values(base), changes=dict(changes))
    edit.comment_answers = dict(comment_answers or {})
    _write(edit, base_source)
    return edit


def _read_control(edit: Edit, control: Control, given: list[str]) -> None:
    raw = ",".join(given) if control.kind in SEVERAL or control.kind == "rows" else given[-1]
    if len(raw) > MAX_TEXT:
        raise Refused(f"{control.label}: the value is too long: nothing was saved")
    edit.typed[control.path] = raw
    try:
        value = _parse(control, raw, given)
    except Refused:
        raise
    except ValueError as wrong:
        edit.errors.setdefault(control.path, []).append(str(wrong))
        return
    if value != edit.base_values.get(control.path):
        edit.changes[control.path] = value


def _parse(control: Control, raw: str, given: list[str]) -> JsonValue:
    text = raw.strip()
    kind = control.kind
    if kind in ("text", "prose"):
        return raw.replace("\r\n", "\n")
    if not text and control.nullable:
        return None
    if kind == "number":
        return _number(text)
    if kind == "toggle":
        if text not in ("true", "false"):
            raise Refused(f"{control.label}: a switch is on or off, not {text[:20]!r}")
        return text == "true"
    if kind == "choice":
        return _choice(control, text)
    if kind in SEVERAL:
        # In the order posted: a sequence's places come in order, an empty one is skipped.
        return [_choice(control, item) for item in given if item]
    if kind == "seats":
        return [
            [_number(seat) for seat in _items(side)] for side in text.split("/") if side.strip()
        ]
    if kind == "table":
        return _table(text)
    if kind == "numbers":
        return [_number(item) for item in _items(text)]
    if kind == "rows":
        return _rows(control, given)
    return list(_items(text))


def _rows(control: Control, given: list[str]) -> list[JsonValue]:
    """A list of rows (card values, hand events): the page posts every field of every row
    under the option's name, row after row, fields in order; a row left blank is dropped,
    and a field left at its default is not written. A cell that cannot be read is named by
    its row and field."""
    width = len(control.fields)
    if not width or len(given) % width:
        raise Refused(f"{control.path}: the rows are incomplete: nothing was saved")
    rows: list[JsonValue] = []
    for start in range(0, len(given), width):
        cells = [cell.strip() for cell in given[start : start + width]]
        if _blank(control.fields, cells):
            continue
        row: dict[str, JsonValue] = {}
        for each, cell in zip(control.fields, cells, strict=True):
            try:
                value = _cell(each, cell) if cell else each.default
            except ValueError as wrong:
                where = f"row {len(rows) + 1}, {each.label.lower()}"
                raise ValueError(f"{where}: {wrong}") from None
            if value != each.default:
                row[each.path] = value
        rows.append(row)
    return rows


def _blank(fields: tuple[Control, ...], cells: list[str]) -> bool:
    """A row whose every cell is empty or shows its field's default (a contract row's
    overtricks switch left at yes once its numbers are emptied) says nothing: it is dropped."""
    return all(
        not cell or cell == _cell_text(field.default)
        for field, cell in zip(fields, cells, strict=True)
    )


def _cell(field: Control, text: str) -> JsonValue:
    if field.kind == "number":
        return _number(text)
    if field.kind == "toggle":
        return text == "true"
    if field.kind == "choice":
        return _choice(field, text)
    # A text cell that is a number is one (`points: 13`); else it stays a word (`face`).
    return _number(text) if re.fullmatch(r"[-+−]?\d{1,12}", text) else text


def _number(text: str) -> int:
    if not re.fullmatch(r"[-+−]?\d{1,12}", text.strip()):
        raise ValueError(f"expected a whole number, not {text.strip()[:40]!r}")
    return int(text.strip().replace("−", "-"))


def _choice(control: Control, text: str) -> str:
    values = [choice.value for choice in control.choices]
    if text not in values:
        words = ", ".join(f"“{choice.label}”" for choice in control.choices)
        raise ValueError(f"“{text[:40]}” is not one of {words}")
    return text


def _items(text: str) -> list[str]:
    return [item for item in re.split(r"[\s,]+", text) if item]


def _table(text: str) -> dict[str, JsonValue]:
    table: dict[str, JsonValue] = {}
    for row in re.split(r"[,\n]+", text):
        if not row.strip():
            continue
        key, colon, value = row.partition(":")
        if not colon or not key.strip():
            raise ValueError(f"write each row as key: points, not {row.strip()[:40]!r}")
        table[key.strip()] = _number(value)
    return table


def _write(edit: Edit, base_source: str) -> None:
    if edit.errors:
        return
    edit.comments = comments_at(base_source, edit.changes) if edit.changes else {}
    keep = [path for path, answer in edit.comment_answers.items() if answer == "keep"]
    try:
        edit.source = apply_changes(base_source, edit.changes, edit.model, keep)
        parsed = rulesets.parse(edit.source)
        if edit.changes:
            parsed = _prune(edit, parsed)
    except WriteError as broken:
        edit.general.append(str(broken))
        return
    edit.written = True
    edit.rules = parsed.rules
    if parsed.rules is not None and _untouched_changed(edit, option_values(parsed.rules)):
        # The writer must change only the options asked for (which the model may normalise,
        # as it sorts removed cards); any other option changed would be a rule nobody chose.
        edit.rules = None
        edit.written = False  # not even a draft keeps it
        edit.general.append("the change could not be written into this file safely: use YAML")
        return
    edit.warnings = parsed.warnings
    controls = controls_of(edit.model)
    for problem in parsed.diagnostics:
        path = control_for(problem.path, controls)
        message = club_message(problem.message, controls, path or "")
        if path is None:
            edit.general.append(message)
        else:
            edit.errors.setdefault(path, []).append(message)
    if parsed.diagnostics:
        edit.fixes = fixes_for(edit.model, edit.values())


def _prune(edit: Edit, parsed: rulesets.ParseResult) -> rulesets.ParseResult:
    """Leave out of the YAML the options a setting switches off, so that the rules written
    say nothing that does nothing; the form keeps their values, so switching the setting
    back brings them back."""
    off = [w.path for w in parsed.warnings if w.code == SWITCHED_OFF]
    if not off or parsed.rules is None:
        return parsed
    had = option_values(parsed.rules)
    edit.pruned = {path: had.get(path) for path in off}
    edit.source = remove_options(edit.source, off)
    return rulesets.parse(edit.source)


def _untouched_changed(edit: Edit, written: dict[str, JsonValue]) -> bool:
    return any(
        written.get(path) != value
        for path, value in edit.base_values.items()
        if path not in edit.changes and path not in edit.pruned
    )


def apply_fix(base_source: str, base: Rules, edit: Edit, key: str) -> Edit | None:
    """The edit with the fix named `key` applied, or None if the edit offers no such fix."""
    found = next((fix for fix in edit.fixes if fix.key == key), None)
    if found is None:
        return None
    changes = {**edit.changes, **found.changes}
    return edit_from_changes(base_source, base, changes, edit.comment_answers)


def recall(edit: Edit, earlier: Iterable[Mapping[str, JsonValue]]) -> None:
    """Offer, at each option now switched off, the value it had when it last applied: the
    newest of `earlier` (option values of earlier versions, newest first) where no setting
    switched it off."""
    # Only the controls greyed out: a value recalled into a live control would be a change
    # nobody asked for.
    wanted = {path for path in edit.off() if path not in edit.changes}
    for values in earlier:
        if not wanted:
            return
        off = options_switched_off(edit.model, values)
        for path in [path for path in wanted if path not in off and path in values]:
            wanted.discard(path)
            if values[path] != edit.values().get(path):
                edit.recalled[path] = values[path]


def draft_changes(base: Rules, draft_source: str) -> dict[str, JsonValue]:
    """The option changes a saved draft makes to its base version. A draft may make invalid
    rules: its options are then read from its YAML as written. Options its own settings
    switch off are left as the base has them (the draft left them out of its YAML)."""
    parsed = rulesets.parse(draft_source)
    if parsed.rules is not None:
        values = option_values(parsed.rules)
    else:
        values = {**option_values(base), **_written_values(type(base), draft_source)}
    changes = changed_options(option_values(base), values)
    off = options_switched_off(type(base), {**option_values(base), **changes})
    return {path: value for path, value in changes.items() if path not in off}


def _written_values(model: type[Rules], source: str) -> dict[str, JsonValue]:
    data, _, _ = read_yaml(source)
    found: dict[str, JsonValue] = {}
    for path in controls_of(model):
        node: Any = data
        for part in path.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if node is not None:
            found[path] = node
    return found


def control_for(path: str, controls: Mapping[str, Control]) -> str | None:
    """The control a diagnostic's path belongs to: the path itself, or its nearest option."""
    plain = re.sub(r"\[\d+\]", "", path)
    while plain:
        if plain in controls:
            return plain
        plain = plain.rpartition(".")[0]
    return None


def display_value(control: Control, value: JsonValue) -> str:
    """A value as its control shows it in a text box (lists, seat maps and tables)."""
    if value is None:
        return ""
    if control.kind == "seats" and isinstance(value, list):
        return " / ".join(" ".join(str(seat) for seat in side) for side in value)  # type: ignore[union-attr]
    if control.kind == "table" and isinstance(value, dict):
        return ", ".join(f"{key}: {points}" for key, points in value.items())
    if control.kind == "rows" and isinstance(value, list):
        return "; ".join(_row_words(row) for row in value)
    if isinstance(value, list):
        return ", ".join(str(item) for item in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _row_words(row: JsonValue) -> str:
    if not isinstance(row, dict):
        return str(row)
    return " ".join(f"{key} {item}" for key, item in row.items())


def row_cells(control: Control, value: JsonValue) -> list[list[dict[str, Any]]]:
    """The rows of a `rows` control as the page shows them, and one blank row to add: per
    row, per field, its control and its text."""
    rows = [row for row in (value if isinstance(value, list) else []) if isinstance(row, dict)]
    shown = [*rows, {}]
    return [
        [
            {"field": field, "text": _cell_text(row.get(field.path, field.default) if row else "")}
            for field in control.fields
        ]
        for row in shown
    ]


def _cell_text(value: JsonValue) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def words_of(control: Control, value: JsonValue) -> str:
    """A value in words, for a conflict's two sides."""
    if value is None:
        return control.null_means or "none"
    if control.kind == "choice":
        found = [c.label for c in control.choices if c.value == value]
        return found[0] if found else str(value)
    if control.kind == "toggle":
        return "on" if value else "off"
    if control.kind == "number" and isinstance(value, int):
        return number(value)
    return display_value(control, value) or "none"


def preview(head: Rules | None, edit: Edit) -> dict[str, Any]:
    """The live preview: the summary line, the changes against the head in words, the
    problems by control, and the warnings (each with its line, column, path and message)."""
    changes: list[str] = []
    if edit.rules is not None and head is not None:
        changes = [change.sentence for change in diff_rules(head, edit.rules)]
    return {
        "summary": summarize(edit.rules) if edit.rules is not None else "",
        "changes": changes,
        "problems": edit.errors,
        "general": edit.general,
        "count": edit.problem_count,
        "fixes": [
            {"key": fix.key, "label": fix.label, "paths": list(fix.changes)} for fix in edit.fixes
        ],
        "off": edit.off(),
        "warnings": [warning.as_dict() for warning in edit.warnings],
    }


def warning_text(warning: Diagnostic) -> str:
    """A warning in one line, as the pages list it: where, which option, and why."""
    return f"line {warning.line}, column {warning.column}: {warning.path} {warning.message}"


def description_mentions(description: str, head: Rules, new: Rules) -> list[str]:
    """The changes the description speaks of: a change whose old number appears in it, or
    whose rule is named in it. Each is worded as the change list words it."""
    text = description.lower()
    numbers = set(re.findall(r"(?<![\w.])[-−]?\d+(?![\w.])", text.replace("−", "-")))
    found = []
    for change in diff_rules(head, new):
        if change.path in ("name", "description", "notes"):
            continue
        label = change.sentence.split(":", 1)[0].lower()
        old = change.old
        by_number = isinstance(old, int) and not isinstance(old, bool) and str(old) in numbers
        if by_number or _names(text, label):
            found.append(change.sentence)
    return found


def _names(text: str, label: str) -> bool:
    words = [word for word in re.findall(r"[a-z]+", label) if len(word) > 2]
    stem = " ".join(words)
    return bool(stem) and (stem in text or (len(words) == 1 and words[0].rstrip("s") in text))
