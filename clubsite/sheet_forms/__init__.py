"""The score-sheet hand form of each game, keyed by its family's `game` (engine.games).

Each module of this package but `base` is one game's form: it defines `FORM`, a
`base.SheetHandForm` whose `game` is the family's key, with its part of the page in
templates/clubsite/includes/. The modules are found by listing the package, so a fourth game
adds its module and its template, and nothing here or in the views changes:

    form = sheet_hand_form(rules, request.POST or None, players=names, number=3)

A game without a form module is still a game: `sheet_form_refusal(rules)` says, in place of
the form, where its sheets are kept (the API and `python -m engine score`).
"""

from __future__ import annotations

import pkgutil
from collections.abc import Mapping, Sequence
from importlib import import_module
from types import MappingProxyType
from typing import Any, cast

from clubsite.sheet_forms.base import BuildsHandForms, SheetHandForm
from engine.games import family_for
from rulesets.families import rules_family
from rulesets.formats import Ruleset

__all__ = [
    "SheetHandForm",
    "register_sheet_form",
    "sheet_forms",
    "sheet_form_refusal",
    "sheet_hand_form",
]

_FORMS: dict[str, BuildsHandForms] = {}


def register_sheet_form(form: type[SheetHandForm]) -> type[SheetHandForm]:
    """Make `form` the club pages' hand form for the game `form.game`."""
    if not form.game or not form.part_template:
        raise ValueError(f"{form.__name__} must name its game and its template part")
    if not callable(getattr(form, "for_hand", None)):
        raise ValueError(f"{form.__name__} must say how it is built for a hand (for_hand)")
    _FORMS[form.game] = cast(BuildsHandForms, form)  # its for_hand is checked above
    return form


def sheet_forms() -> Mapping[str, BuildsHandForms]:
    """Every registered form, by its game's key."""
    return MappingProxyType(_FORMS)


def sheet_form_refusal(rules: Ruleset) -> str | None:
    """Why the club pages cannot keep a score sheet under `rules` (its game has no hand form
    here), or None when they can. The sheet itself is the engine's: the API and
    `python -m engine score` keep it for every game."""
    if family_for(rules).game in _FORMS:
        return None
    return (
        f"{rules_family(rules).title} score sheets are not kept on these pages: send each"
        " hand to the API (POST /api/v1/matches/{id}/hands) or score the sheet with"
        " `python -m engine score` (docs/score-sheets.md)."
    )


def sheet_hand_form(
    rules: Ruleset, data: Any, *, players: Sequence[str], number: int
) -> SheetHandForm | None:
    """The form of hand `number` of a score sheet under `rules`, for its game; None for a game
    without one (`sheet_form_refusal` says why)."""
    form = _FORMS.get(family_for(rules).game)
    if form is None:
        return None
    return form.for_hand(data, players=players, rules=rules, number=number)


def _register_games() -> None:
    for module in pkgutil.iter_modules(__path__):
        if module.name != "base":
            register_sheet_form(import_module(f"{__name__}.{module.name}").FORM)


_register_games()
