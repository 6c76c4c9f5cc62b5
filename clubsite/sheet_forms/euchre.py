"""The Euchre score-sheet hand form: who made trump and how many tricks the makers took, or
who reneged; whether the maker went alone and who defended alone, when the rules allow it.
The hand is written in the Euchre sheet format (engine/games/euchre/sheet.py,
docs/score-sheets.md), whose renege is one seat, not a call: the form's own field."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.sheet_forms.base import NUMERIC, SheetHandForm
from engine.core.game import rules_as
from engine.games.euchre.terms import EuchreTerms, euchre_terms
from rulesets.euchre import EuchreRules
from rulesets.formats import Ruleset

__all__ = ["EuchreHandForm", "FORM"]

_SUITS = [("", "not written"), ("C", "clubs ♣"), ("D", "diamonds ♦"), ("H", "hearts ♥"),
          ("S", "spades ♠")]  # fmt: skip


class EuchreHandForm(SheetHandForm):
    """The next hand of a Euchre score sheet."""

    game = "euchre"
    part_template = "clubsite/includes/sheet_hand_euchre.html"
    takes_reneges = False
    GROUPS = ("won",)

    @classmethod
    def for_hand(
        cls, data: Any, *, players: Sequence[str], rules: Ruleset, number: int
    ) -> EuchreHandForm:
        """The form of the next hand of a sheet under `rules` (every Euchre hand is alike)."""
        return cls(data, players=players, terms=euchre_terms(rules_as(EuchreRules, rules)))

    def __init__(self, *args: Any, players: Sequence[str], terms: EuchreTerms, **kwargs: Any):
        super().__init__(*args, players=players, tricks=terms.cards_each, **kwargs)
        self.terms = terms
        self.fields["maker"] = forms.TypedChoiceField(
            label="Made trump", choices=[("", "—"), *self.seat_choices], coerce=int,
            empty_value=None, error_messages={"required": "Who made trump?"},
        )  # fmt: skip
        suits = _SUITS + ([("N", "no trump")] if terms.no_trump else [])
        self.fields["trump"] = forms.ChoiceField(label="Trump", choices=suits, required=False)
        self.fields["won"] = forms.IntegerField(
            label="Tricks the makers took", min_value=0, max_value=terms.cards_each,
            required=False, widget=forms.NumberInput(attrs=NUMERIC),
        )  # fmt: skip
        if terms.maker_alone and terms.partnerships:
            self.fields["alone"] = forms.BooleanField(label="The maker went alone", required=False)
        if terms.defender_alone and terms.partnerships:
            self._seat_field("lone_defender", "Defended alone")
        self._seat_field("renege", "Reneged (instead of the tricks)")
        self._dealer_field()

    def _seat_field(self, name: str, label: str) -> None:
        self.fields[name] = forms.TypedChoiceField(
            label=label, choices=[("", "nobody"), *self.seat_choices], coerce=int,
            required=False, empty_value=None,
        )  # fmt: skip

    def hand_fields(self) -> list[forms.BoundField]:
        """The hand's fields in the order of the sheet format (for the template)."""
        names = ("maker", "trump", "alone", "lone_defender", "won", "renege")
        return [self[name] for name in names if name in self.fields]

    def hand(self) -> dict[str, Any]:
        """The hand in the Euchre score-sheet format (docs/score-sheets.md)."""
        data = self.cleaned_data
        hand: dict[str, Any] = {"maker": data["maker"]}
        if data.get("trump"):
            hand["trump"] = data["trump"]
        if data.get("alone"):
            hand["alone"] = True
        for name in ("lone_defender", "won", "renege"):
            if data.get(name) is not None:
                hand[name] = data[name]
        return self._common(hand)

    def _place_own(self, where: str, message: str) -> bool:
        if where in self.fields and where != "dealer":
            self.add_error(where, message)
            return True
        return False


FORM = EuchreHandForm
"""The form the club pages use for this family's sheets (clubsite.sheet_forms)."""
