"""The Spades family's score-sheet hand form: per seat a bid (a number and its mark: nil,
blind nil, blind, Blind 6, 10-for-200 or no bid) and the tricks taken, up to two renege calls
and the dealer."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.sheet_forms.base import NUMERIC, RENEGE_ROWS, SheetHandForm
from engine.core.game import rules_as
from engine.games.spades.hand import bids_itself
from rulesets.formats import Ruleset
from rulesets.spades import SpadesRules

__all__ = ["HandForm", "MARKS", "FORM"]

MARKS = [
    ("", "tricks"),
    ("nil", "nil"),
    ("blind nil", "blind nil"),
    ("blind", "blind"),
    ("team blind", "Blind 6 (team)"),
    ("team", "10 for 200"),
    ("none", "no bid"),
]
"""A bid's mark: what kind of bid the number is (nil and blind nil take no number)."""
NUMBERLESS = {"nil", "blind nil", "none"}


class HandForm(SheetHandForm):
    """The next hand of a Spades-family score sheet."""

    game = "spades"
    part_template = "clubsite/includes/sheet_hand_spades.html"
    GROUPS = ("bids", "tricks")

    @classmethod
    def for_hand(
        cls, data: Any, *, players: Sequence[str], rules: Ruleset, number: int
    ) -> HandForm:
        """The form of hand `number` (1-based) of a sheet under `rules`."""
        spades = rules_as(SpadesRules, rules)
        return cls(
            data,
            players=players,
            tricks=spades.tricks_per_hand,
            bids_itself=bids_itself(spades, number),
        )

    def __init__(
        self,
        *args: Any,
        players: Sequence[str],
        tricks: int,
        bids_itself: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, players=players, tricks=tricks, **kwargs)
        self.bids_itself = bids_itself
        self._dealer_field()
        for seat, name in enumerate(self.players, start=1):
            if not bids_itself:
                self._bid_fields(seat, name)
            self.fields[f"tricks_{seat}"] = forms.IntegerField(
                label=f"Tricks taken by {name}", min_value=0, max_value=tricks,
                widget=forms.NumberInput(attrs=NUMERIC),
            )  # fmt: skip
        for row in range(1, RENEGE_ROWS + 1):
            self._renege_fields(row)

    def _bid_fields(self, seat: int, name: str) -> None:
        self.fields[f"bid_{seat}"] = forms.IntegerField(
            label=f"{name} bid",
            min_value=0,
            max_value=self.size,
            required=False,
            widget=forms.NumberInput(attrs=NUMERIC),
        )
        self.fields[f"mark_{seat}"] = forms.ChoiceField(
            label=f"Kind of bid, {name}", choices=MARKS, required=False
        )

    def seats(self) -> list[dict[str, Any]]:
        """Per seat, its number, player and bound fields (for the template)."""
        return [
            {
                "seat": seat,
                "name": name,
                "bid": None if self.bids_itself else self[f"bid_{seat}"],
                "mark": None if self.bids_itself else self[f"mark_{seat}"],
                "tricks": self[f"tricks_{seat}"],
            }
            for seat, name in enumerate(self.players, start=1)
        ]

    # -- reading it ------------------------------------------------------------------------

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if not self.bids_itself:
            for seat in range(1, len(self.players) + 1):
                self._check_bid(seat, data)
        return data

    def _check_bid(self, seat: int, data: dict[str, Any]) -> None:
        number, mark = data.get(f"bid_{seat}"), data.get(f"mark_{seat}", "")
        if f"bid_{seat}" in self.errors:
            return
        if mark in NUMBERLESS and number is not None:
            self.add_error(f"bid_{seat}", f"Leave the number empty for {dict(MARKS)[mark]}.")
        elif mark not in NUMBERLESS and number is None:
            what = dict(MARKS)[mark or ""]
            self.add_error(f"bid_{seat}", f"Write the number of this bid ({what}).")

    def hand(self) -> dict[str, Any]:
        """The hand in the score-sheet format (docs/score-sheets.md)."""
        data, count = self.cleaned_data, len(self.players)
        hand: dict[str, Any] = {}
        if not self.bids_itself:
            hand["bids"] = [self._bid(seat) for seat in range(1, count + 1)]
        hand["tricks"] = [data[f"tricks_{seat}"] for seat in range(1, count + 1)]
        return self._common(hand)

    def _bid(self, seat: int) -> str | None:
        number, mark = self.cleaned_data.get(f"bid_{seat}"), self.cleaned_data.get(f"mark_{seat}")
        if mark == "none":
            return None
        if mark in ("nil", "blind nil"):
            return mark
        return f"{mark} {number}" if mark else str(number)

    def _place_own(self, where: str, message: str) -> bool:
        seat = re.fullmatch(r"bids\[(\d+)\]", where)
        if seat and f"bid_{seat[1]}" in self.fields:
            self.add_error(f"bid_{seat[1]}", message)
            return True
        return False


FORM = HandForm
"""The form the club pages use for this family's sheets (clubsite.sheet_forms)."""
