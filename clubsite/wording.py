"""Problems in the club's words: the rules language names options by their YAML paths
(`deck.jokers: none`, `(players.count)`), for the authors of YAML files; a club page names
them by the labels of the editor's controls, and keeps the paths behind "Show the YAML names".

    54 cards cannot be dealt evenly to 4 players (players.count): remove 2 more cards
    → 54 cards cannot be dealt evenly to 4 players: remove 2 more cards
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from rulesets.form import Control

__all__ = ["club_message", "control_id", "label_of"]

_PATH = r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*(?:\.[a-z][a-z0-9]*(?:_[a-z0-9]+)*)*"
_SETTING = re.compile(rf"\b({_PATH}): ([a-z][a-z0-9_]*)\b")
_ASIDE = re.compile(rf" ?\(({_PATH})(?: [-\d]+)?(?:, ({_PATH})(?: [-\d]+)?)*\)")
_NAME = re.compile(r"\b[a-z][a-z0-9]*(?:[._][a-z0-9]+)+\b")
_NULL = re.compile(r"\bnull\b")


def club_message(message: str, controls: Mapping[str, Control], at: str = "") -> str:
    """A problem's message with options named by their labels and YAML values in words:
    asides that only name options (`(players.count)`) go, `deck.jokers: none` becomes
    “Jokers” set to “None”, `null` becomes empty. `at` is the path of the option the
    problem is shown at: a bare name (`trailing_by`) is first looked for beside it."""
    parent = at.rpartition(".")[0]
    found = _ASIDE.sub(lambda m: "" if _all_options(m[0], controls, parent) else m[0], message)
    found = _SETTING.sub(lambda m: _setting(m, controls, parent), found)
    found = _NAME.sub(lambda m: _name(m[0], controls, parent), found)
    return _NULL.sub("empty", found)


def control_id(path: str) -> str:
    """An HTML id for an option path (`match.target` → `opt-match-target`)."""
    return "opt-" + re.sub(r"[^a-z0-9]+", "-", path.lower())


def label_of(path: str, controls: Mapping[str, Control]) -> str:
    """An option's label, or its path for an option the form has no control for."""
    found = controls.get(path)
    return found.label if found else path


def _all_options(aside: str, controls: Mapping[str, Control], parent: str) -> bool:
    names = re.findall(_PATH, aside)
    return bool(names) and all(_control(name, controls, parent) for name in names)


def _setting(found: re.Match[str], controls: Mapping[str, Control], parent: str) -> str:
    control = _control(found[1], controls, parent)
    if control is None:
        return found[0]
    value = _choice_label(control, found[2])
    if value is None:
        return found[0]
    return f"“{control.label}” set to “{value}”"


def _name(name: str, controls: Mapping[str, Control], parent: str) -> str:
    control = _control(name, controls, parent)
    if control is not None:
        return f"“{control.label}”"
    for other in controls.values():
        value = _choice_label(other, name)
        if value is not None:
            return f"“{value}”"
    return name if "." in name else name.replace("_", " ")


def _control(name: str, controls: Mapping[str, Control], parent: str) -> Control | None:
    """The control a name in a message means: its path, the option of that name beside the
    one shown, or the one option whose path ends with it (`blind_nil.allowed`)."""
    for path in (name, f"{parent}.{name}" if parent else ""):
        if path in controls:
            return controls[path]
    ending = [c for path, c in controls.items() if path.endswith(f".{name}")]
    return ending[0] if len(ending) == 1 else None


def _choice_label(control: Control, value: str) -> str | None:
    found = [choice.label for choice in control.choices if choice.value == value]
    if found:
        return found[0]
    if control.kind == "toggle" and value in ("true", "false"):
        return "on" if value == "true" else "off"
    return None
