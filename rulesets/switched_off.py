"""Warnings, not errors: options written in a ruleset that a parent setting switches off.

`nil.success` under `nil.mode: not_allowed` is valid (the rules are what they are) but does
nothing, and a club secretary who wrote it probably meant something else. Each option that
the document writes and that a parent setting switches off gets a warning at the option's
own line, naming the setting and its value. The guided editor's rule for greying a control
out (`rulesets.form.switched_off`) finds most; `EXTRA_SWITCHES` adds the parents whose
words the form cannot read from the models' docstrings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from pydantic import JsonValue

from rulesets.diagnostics import Diagnostic
from rulesets.formats import Ruleset
from rulesets.yamlsource import SourceMap

__all__ = [
    "SWITCHED_OFF",
    "OLDER_NAME",
    "Switch",
    "EXTRA_SWITCHES",
    "OLDER_NAMES",
    "switched_off_warnings",
    "options_switched_off",
]

SWITCHED_OFF = "switched-off"
"""The code of the warning."""
OLDER_NAME = "older-name"
"""The code of the warning about a value kept only under its older name."""

OLDER_NAMES: Mapping[tuple[str, str], str] = {
    # docs/rules-language.md, "Values merged into another".
    ("rook_card.rank", "highest_trump"): "wins_any_trick",
}
"""Values merged into another, by (option, older name): the name to write instead."""


@dataclass(frozen=True)
class Switch:
    """A setting that switches options off: while `path` is `value`, every option whose
    path starts with one of `prefixes` has no effect."""

    path: str
    value: JsonValue
    prefixes: tuple[str, ...]
    because: str
    """Why, in words: "reneges cannot happen"."""


EXTRA_SWITCHES: tuple[Switch, ...] = (
    # Every game: an illegal card is refused, so no renege penalty is ever applied.
    Switch(
        "reneges.enforcement",
        "prevent",
        (
            "reneges.caught_before_gathered",
            "reneges.caught_after_gathered",
            "reneges.extra_penalty",
            "reneges.tricks_transferred",
            "reneges.tricks_to",
            "reneges.flat_transfer",
        ),
        "illegal cards are refused, so a renege cannot happen",
    ),
    # Rook: the Rook card's options, and the nest's, need the card and the nest.
    Switch("deck.rook_card", False, ("rook_card.",), "there is no Rook card"),
    Switch(
        "nest.size",
        0,
        ("nest.trump_named", "nest.discards", "nest.dealt", "nest.top_card_face_up"),
        "there is no nest",
    ),
    Switch("scoring.held_at", None, ("scoring.held_below",), "there is no score band"),
    # Spades: the first-tricks bonus's value needs its number of tricks.
    Switch(
        "scoring.first_tricks_bonus.tricks",
        None,
        ("scoring.first_tricks_bonus.points",),
        "there is no first-tricks bonus",
    ),
    # Spades: with no trigger there is no misdeal by the cards, so nobody redeals one.
    Switch(
        "redeal.triggers",
        [],
        ("redeal.redealer", "redeal.called_by"),
        "no deal is ever thrown in",
    ),
    # Hearts: nothing is passed, and hearts may be led from the first trick.
    Switch("passing.directions", [], ("passing.cards",), "no cards are passed"),
    Switch(
        "play.hearts_led",
        "any_time",
        ("play.queen_breaks_hearts",),
        "hearts may be led at any time, so nothing needs breaking",
    ),
)
"""Parents the form does not know, for every game: a switch whose path a game does not have
never fires for it."""


def options_switched_off(model: type[Ruleset], values: Mapping[str, JsonValue]) -> dict[str, str]:
    """Every option a parent setting switches off under these option values (the form's
    rule and `EXTRA_SWITCHES`), with the reason."""
    from rulesets.form import build_form, switched_off

    return {**_extra_switched_off(values), **switched_off(build_form(model), dict(values))}


def switched_off_warnings(rules: Ruleset, source_map: SourceMap) -> list[Diagnostic]:
    """A `switched-off` warning for each option that the document writes and a parent
    setting switches off, in the order of the document."""
    from rulesets.diff import leaf_values
    from rulesets.form import build_form, switched_off

    values = leaf_values(rules)
    off = {**_extra_switched_off(values), **switched_off(build_form(type(rules)), values)}
    warnings = []
    for path, reason in off.items():
        key = tuple(path.split("."))
        position = source_map.keys.get(key) or source_map.values.get(key)
        if position is None:
            continue  # not written: the default says nothing the table must unlearn
        message = f"has no effect: {reason}"
        warnings.append(Diagnostic(SWITCHED_OFF, path, position.line, position.column, message))
    warnings += _older_names(values, source_map)
    return sorted(warnings, key=lambda d: (d.line, d.column, d.path))


def _older_names(values: Mapping[str, JsonValue], source_map: SourceMap) -> list[Diagnostic]:
    found = []
    for (path, older), newer in OLDER_NAMES.items():
        position = source_map.values.get(tuple(path.split(".")))
        if values.get(path) == older and position is not None:
            message = f"{older!r} is the older name of {newer!r}, the same rule: write {newer}"
            found.append(Diagnostic(OLDER_NAME, path, position.line, position.column, message))
    return found


def _extra_switched_off(values: Mapping[str, JsonValue]) -> dict[str, str]:
    off: dict[str, str] = {}
    for switch in EXTRA_SWITCHES:
        if switch.path not in values or values[switch.path] != switch.value:
            continue
        shown = "null" if switch.value is None else str(switch.value).lower()
        reason = f"{switch.path} is {shown}: {switch.because}"
        for path in values:
            if path.startswith(switch.prefixes):
                off.setdefault(path, reason)
    return off
