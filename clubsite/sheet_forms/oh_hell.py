"""The Oh Hell family's score-sheet hand form (Oh Hell, Up and Down the River, Nomination
Whist): per player the bid and the tricks taken, the hand's size and trump shown from the
schedule, and the dealer. The hand is written in the Oh Hell sheet format
(engine/games/oh_hell/sheet.py, docs/score-sheets.md), which has no renege calls: illegal
cards are taken back at the table, not scored."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.sheet_forms.base import NUMERIC, SheetHandForm
from engine.core.game import rules_as
from engine.games.oh_hell.terms import OhHellTerms, oh_hell_terms
from rulesets.constructs.bids import TotalRule
from rulesets.formats import Ruleset
from rulesets.oh_hell import OhHellRules

__all__ = ["OhHellHandForm", "FORM"]


class OhHellHandForm(SheetHandForm):
    """The next hand of an Oh Hell score sheet."""

    game = "oh_hell"
    part_template = "clubsite/includes/sheet_hand_oh_hell.html"
    takes_reneges = False
    GROUPS = ("bids", "tricks")

    @classmethod
    def for_hand(
        cls, data: Any, *, players: Sequence[str], rules: Ruleset, number: int
    ) -> OhHellHandForm:
        """The form of hand `number` (1-based) of a sheet under `rules`: its size is the
        schedule's."""
        terms = oh_hell_terms(rules_as(OhHellRules, rules))
        return cls(data, players=players, terms=terms, number=number)

    def __init__(
        self, *args: Any, players: Sequence[str], terms: OhHellTerms, number: int, **kwargs: Any
    ) -> None:
        size = terms.hand_size(number)
        super().__init__(*args, players=players, tricks=size, **kwargs)
        self.terms, self.number = terms, number
        for seat, name in enumerate(self.players, start=1):
            self.fields[f"bid_{seat}"] = forms.IntegerField(
                label=f"{name} bid", min_value=0, max_value=size,
                widget=forms.NumberInput(attrs=NUMERIC),
                error_messages={"required": f"Write {name}'s bid (0 for none)."},
            )  # fmt: skip
            self.fields[f"tricks_{seat}"] = forms.IntegerField(
                label=f"Tricks taken by {name}", min_value=0, max_value=size,
                widget=forms.NumberInput(attrs=NUMERIC),
                error_messages={"required": f"Write the tricks {name} took (0 for none)."},
            )  # fmt: skip
        self._dealer_field()

    def seat_rows(self) -> list[dict[str, Any]]:
        """Per player, the bid and tricks fields (for the template)."""
        return [
            {"name": name, "bid": self[f"bid_{seat}"], "tricks": self[f"tricks_{seat}"]}
            for seat, name in enumerate(self.players, start=1)
        ]

    @property
    def hand_help(self) -> str:
        """The hand's size and what the hook forbids, as the table reads it."""
        size = self.size
        cards = f"Hand {self.number}: {size} card{'s' if size != 1 else ''} each."
        limit = self.terms.bids.total_in(size)
        held = "" if limit is None else " " + _total_words(limit.rule, limit.target)
        return f"{cards} The tricks add up to {size}.{held}"

    def hand(self) -> dict[str, Any]:
        """The hand in the Oh Hell score-sheet format (docs/score-sheets.md)."""
        data, seats = self.cleaned_data, range(1, len(self.players) + 1)
        hand = {
            "cards": self.size,
            "bids": [data[f"bid_{seat}"] for seat in seats],
            "tricks": [data[f"tricks_{seat}"] for seat in seats],
        }
        return self._common(hand)

    def _place_own(self, where: str, message: str) -> bool:
        seat = re.fullmatch(r"bids\[(\d+)\]", where)
        if seat and f"bid_{seat[1]}" in self.fields:
            self.add_error(f"bid_{seat[1]}", message)
            return True
        return False


FORM = OhHellHandForm
"""The form the club pages use for this family's sheets (clubsite.sheet_forms)."""


def _total_words(rule: TotalRule, target: int | None) -> str:
    """What the hook (or another hold on the total of the bids) asks of the table."""
    of = "the tricks" if target is None else str(target)
    if rule is TotalRule.NOT_EQUAL:
        return f"The dealer may not bid what makes the bids add up to {of}."
    if rule is TotalRule.AT_MOST:
        return f"The bids may add up to at most {of}."
    return f"The dealer's bid must bring the bids to at least {of}."
