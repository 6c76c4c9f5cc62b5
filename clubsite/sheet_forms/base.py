"""What every game's score-sheet hand form shares: the players, the dealer, the renege calls
(for a game whose sheet takes them), and the engine's refusals (`engine.sheet.SheetProblem`)
put on their fields. A game's own form (clubsite/sheet_forms/<game>.py) adds its fields, its
template part and `hand()`, which writes the hand in the score-sheet format
(docs/score-sheets.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

from django import forms

from engine.sheet import SheetProblem
from rulesets.formats import Ruleset

__all__ = ["BuildsHandForms", "SheetHandForm", "RENEGE_ROWS", "NUMERIC"]

RENEGE_ROWS = 2
"""Renege calls a hand's form offers (a third in one hand is not a game any more)."""
NUMERIC = {"inputmode": "numeric", "class": "narrow"}


class BuildsHandForms(Protocol):
    """A game's form class, as the pages use it: its key, its part of the page, and how it
    is built for a hand (`register_sheet_form` refuses a class without `for_hand`)."""

    game: str
    part_template: str
    takes_reneges: bool

    def for_hand(
        self, data: Any, *, players: Sequence[str], rules: Ruleset, number: int
    ) -> SheetHandForm:
        """The form of hand `number` (1-based) of a sheet under `rules`."""
        ...


_RULE_PATH = re.compile(r" \((?:[a-z_]+\.)+[a-z_]+(?:\[\d+\])?(?:: [^()]*)?\)(?=[.;:]?$)")


def club_words(message: str) -> str:
    """A refusal as a table reads it: without the rule's path the engine puts at its end
    for programs (`… trails by 40, not 100 (bidding.blind_nil.trailing_by)`,
    `… not allowed under these rules (bidding.blind_nil.allowed: never)`)."""
    return _RULE_PATH.sub("", message)


class SheetHandForm(forms.Form):
    """What every game's hand form has: the players, the renege calls and the dealer, and
    the engine's refusals put on their fields. `GROUPS` are the fields whose refusals are
    shown above their group of inputs.

    A game's form names its family's key in `game` (`engine.games`), its part of the page in
    `part_template`, and builds itself for a hand in `for_hand`; `takes_reneges` is False
    for a game whose score sheet records no renege calls."""

    game: ClassVar[str] = ""
    part_template: ClassVar[str] = ""
    takes_reneges: ClassVar[bool] = True
    GROUPS: tuple[str, ...] = ()

    def __init__(self, *args: Any, players: Sequence[str], tricks: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.players, self.size = list(players), tricks
        self.group_errors: dict[str, list[str]] = {name: [] for name in (*self.GROUPS, "reneges")}

    def _dealer_field(self) -> None:
        seats = [("", "follows the rotation")] + self.seat_choices
        self.fields["dealer"] = forms.TypedChoiceField(
            label="Dealer", choices=seats, coerce=int, required=False, empty_value=None
        )

    @property
    def seat_choices(self) -> list[tuple[Any, str]]:
        return [(seat, f"seat {seat}: {name}") for seat, name in enumerate(self.players, 1)]

    def _renege_fields(self, row: int) -> None:
        seats = [("", "—")] + self.seat_choices
        coerce: dict[str, Any] = {"coerce": int, "required": False, "empty_value": None}
        self.fields[f"renege{row}_offender"] = forms.TypedChoiceField(
            label=f"Call {row}: who reneged", choices=seats, **coerce
        )
        self.fields[f"renege{row}_claimant"] = forms.TypedChoiceField(
            label="Called by", choices=seats, **coerce
        )
        self.fields[f"renege{row}_caught"] = forms.ChoiceField(
            label="Caught",
            choices=[("after_gathered", "after the trick was gathered"),
                     ("before_gathered", "before the trick was gathered")],
            required=False,
        )  # fmt: skip
        self.fields[f"renege{row}_trick"] = forms.IntegerField(
            label="In trick", min_value=1, max_value=self.size, required=False,
            widget=forms.NumberInput(attrs=NUMERIC),
        )  # fmt: skip

    def renege_fields(self) -> list[dict[str, Any]]:
        """Per renege row, its bound fields (for the template)."""
        parts = ("offender", "claimant", "caught", "trick")
        return [
            {"row": row, **{part: self[f"renege{row}_{part}"] for part in parts}}
            for row in range(1, RENEGE_ROWS + 1)
        ]

    # -- reading it ------------------------------------------------------------------------

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        for row in range(1, RENEGE_ROWS + 1):
            self._check_renege(row, data)
        return data

    def _check_renege(self, row: int, data: dict[str, Any]) -> None:
        offender, claimant = data.get(f"renege{row}_offender"), data.get(f"renege{row}_claimant")
        if offender is None and claimant is None:
            return
        if offender is None:
            self.add_error(f"renege{row}_offender", "Who reneged?")
        if claimant is None:
            self.add_error(f"renege{row}_claimant", "Who called the renege?")

    def _common(self, hand: dict[str, Any]) -> dict[str, Any]:
        """`hand` with the dealer first and the renege calls last, where given."""
        data = self.cleaned_data
        dealt = {"dealer": data["dealer"]} if data.get("dealer") is not None else {}
        reneges = [self._renege(row) for row in self.renege_rows()]
        return {**dealt, **hand, **({"reneges": reneges} if reneges else {})}

    def renege_rows(self) -> list[int]:
        """The renege rows filled in, in order (the engine numbers them 1, 2, …)."""
        return [
            row
            for row in range(1, RENEGE_ROWS + 1)
            if self.cleaned_data.get(f"renege{row}_offender") is not None
        ]

    def _renege(self, row: int) -> dict[str, Any]:
        data = self.cleaned_data
        call = {
            "offender": data[f"renege{row}_offender"],
            "claimant": data[f"renege{row}_claimant"],
            "caught": data.get(f"renege{row}_caught") or "after_gathered",
        }
        if data.get(f"renege{row}_trick"):
            call["trick"] = data[f"renege{row}_trick"]
        return call

    # -- the engine's refusals, on their fields ---------------------------------------------

    def refuse(self, problems: Sequence[SheetProblem]) -> None:
        """Show each problem the engine found next to the field it is about."""
        rows = self.renege_rows()
        for problem in problems:
            self._place(problem.field, problem.message, rows)

    def refuse_text(self, problems: Sequence[object]) -> None:
        """Problems that name no field: shown above the form."""
        for problem in problems:
            self.add_error(None, club_words(str(problem)))

    def _place(self, where: str, message: str, rows: list[int]) -> None:
        message = club_words(message)
        message = message[:1].upper() + message[1:]
        renege = re.match(r"reneges\[(\d+)\](?:\.(\w+))?", where)
        if self._place_own(where, message):
            return
        if renege and int(renege[1]) <= len(rows):
            part = renege[2] if renege[2] in ("offender", "claimant", "caught", "trick") else None
            row = rows[int(renege[1]) - 1]
            if part:
                self.add_error(f"renege{row}_{part}", message)
            else:
                self.group_errors["reneges"].append(f"Call {row}: {message}")
        elif where.split("[")[0] in self.group_errors:
            self.group_errors[where.split("[")[0]].append(message)
        elif where == "dealer":
            self.add_error("dealer", message)
        else:
            self.add_error(None, message)

    def _place_own(self, where: str, message: str) -> bool:
        """Put a refusal about one of this game's fields on it; False when it is not one."""
        return False

    @property
    def renege_open(self) -> bool:
        """Whether the renege calls are shown open: something was written in them."""
        names = [name for name in self.fields if name.startswith("renege")]
        filled = self.is_bound and any(
            self.data.get(self.add_prefix(name)) for name in names if not name.endswith("caught")
        )
        return bool(filled or self.group_errors["reneges"] or any(n in self.errors for n in names))

    @property
    def refused(self) -> bool:
        return bool(self.errors or any(self.group_errors.values()))
