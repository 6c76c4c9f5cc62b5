"""Forms of the club pages. Every field has a label; every refusal is shown next to its field.

`OpenSheetForm` opens a score sheet for a physical table; each hand of it has its game's form
(clubsite.sheet_forms). `SimulationForm` asks what a change of the rules would do.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.simulations import DEFAULT_MATCHES, MAX_MATCHES, SIMULATION_BOTS
from rulesets.problems import Problem

__all__ = ["OpenSheetForm", "SimulationForm"]


_SCORE = re.compile(r"^-?[0-9]+(\.[0-9])?$")
_START_FIELDS = {
    "start.scores": "start_scores",
    "start.bags": "start_bags",
    "start.sets": "start_sets",
}
"""The form field of each field of a sheet's `start` (docs/score-sheets.md) it asks for."""


def _numbers(text: str) -> list[str]:
    return [part.strip() for part in text.split(",")] if text.strip() else []


class OpenSheetForm(forms.Form):
    """Open a score sheet for a physical table: the version it is played under, who sits
    where and, for a match continued from paper, the standing it starts from (the sheet's
    `start`: the scores, bags and sets before hand 1, and the hands played on paper)."""

    version = forms.TypedChoiceField(label="Rules version", coerce=int)
    players = forms.CharField(
        label="Players, in seat order",
        max_length=400,
        help_text="Separated by commas, seat 1 (the first dealer) first: Ann, Ben, Cat, Dan.",
    )

    start_scores = forms.CharField(
        label="Scores before hand 1 (a match continued from paper)",
        required=False,
        max_length=200,
        help_text="Leave empty to start from 0. Otherwise each side's score on the paper sheet, "
        "side 1 (seat 1's side) first, separated by commas: 420, 350. In Hearts, each seat's.",
    )
    start_bags = forms.CharField(
        label="Bags before hand 1",
        required=False,
        max_length=200,
        help_text="Each side's bags on the paper sheet, side 1 first: 8, 2. Only in a game "
        "that counts bags; leave empty for none.",
    )
    start_sets = forms.CharField(
        label="Sets before hand 1",
        required=False,
        max_length=200,
        help_text="How many times each side has been set on the paper sheet, side 1 first: 1, 0. "
        "Only under rules where a side loses after so many sets; leave empty for none.",
    )
    start_hands = forms.IntegerField(
        label="Hands played on paper",
        required=False,
        min_value=0,
        max_value=10_000,
        help_text="For a match of a fixed number of hands; leave empty for 0.",
    )

    def __init__(self, *args: Any, versions: Sequence[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["version"].choices = versions

    def clean_players(self) -> list[str]:
        names = [name.strip() for name in self.cleaned_data["players"].split(",")]
        if not all(names):
            raise forms.ValidationError("Write a name for every seat, separated by commas.")
        return names

    def clean_start_scores(self) -> list[int | str]:
        scores = _numbers(self.cleaned_data["start_scores"])
        if not all(_SCORE.match(score) for score in scores):
            raise forms.ValidationError(
                "Write each side's score as a whole number (or with one decimal, 3.1), "
                "separated by commas: 420, 350."
            )
        return [score if "." in score else int(score) for score in scores]

    def clean_start_bags(self) -> list[int]:
        bags = _numbers(self.cleaned_data["start_bags"])
        if not all(bag.isdigit() for bag in bags):
            raise forms.ValidationError(
                "Write each side's bags as a whole number from 0, separated by commas: 8, 2."
            )
        return [int(bag) for bag in bags]

    def clean_start_sets(self) -> list[int]:
        sets = _numbers(self.cleaned_data["start_sets"])
        if not all(count.isdigit() for count in sets):
            raise forms.ValidationError(
                "Write each side's sets as a whole number from 0, separated by commas: 1, 0."
            )
        return [int(count) for count in sets]

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        given = data.get("start_bags") or data.get("start_sets") or data.get("start_hands")
        if given and not data.get("start_scores") and "start_scores" not in self.errors:
            self.add_error(
                "start_scores",
                "Write the scores the paper sheet reached,"
                " or leave the bags, sets and hands empty.",
            )
        return data

    def start(self) -> dict[str, Any] | None:
        """The sheet's `start` the form gives (None: the match starts from 0)."""
        scores = self.cleaned_data.get("start_scores")
        if not scores:
            return None
        start: dict[str, Any] = {"scores": scores}
        if self.cleaned_data.get("start_bags"):
            start["bags"] = self.cleaned_data["start_bags"]
        if self.cleaned_data.get("start_sets"):
            start["sets"] = self.cleaned_data["start_sets"]
        if self.cleaned_data.get("start_hands"):
            start["hands_played"] = self.cleaned_data["start_hands"]
        return start

    def add_start_problems(self, problems: Sequence[object]) -> bool:
        """Show the engine's problems with the start next to their fields; False when one of
        `problems` is not about the start (the caller shows them)."""
        about = [problem for problem in problems if isinstance(problem, Problem)]
        if len(about) != len(problems) or not all(p.field.startswith("start") for p in about):
            return False
        for problem in about:
            field = _START_FIELDS.get(re.sub(r"\[\d+\]$", "", problem.field), "start_scores")
            self.add_error(field, problem.message[:1].upper() + problem.message[1:] + ".")
        return True


class SimulationForm(forms.Form):
    """ "What would this change do?": version A against version B, or against a draft."""

    base = forms.TypedChoiceField(label="The rules as they are (A)", coerce=int)
    against = forms.ChoiceField(
        label="Compare with",
        choices=[
            ("version", "another version"),
            ("saved", "my saved draft"),
            ("draft", "YAML pasted below (for programmers)"),
        ],
        widget=forms.RadioSelect,
        initial="version",
    )
    other = forms.TypedChoiceField(
        label="The rules as they would be (B)", coerce=int, required=False, empty_value=None
    )
    saved = forms.TypedChoiceField(
        label="My saved draft (B)",
        coerce=int,
        required=False,
        empty_value=None,
        help_text="A draft you saved from the editor with “Save as draft”.",
    )
    draft = forms.CharField(
        label="Draft YAML (B)",
        required=False,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false", "class": "yaml"}),
        help_text="Used when comparing with a draft: the head's YAML, to change as you are "
        "considering.",
    )
    matches = forms.IntegerField(
        label="Matches per ruleset",
        min_value=10,
        max_value=MAX_MATCHES,
        initial=DEFAULT_MATCHES,
        help_text=f"Both play the same deals. More matches, steadier figures "
        f"(10 to {MAX_MATCHES}).",
    )
    bots = forms.ChoiceField(
        label="Bots",
        choices=SIMULATION_BOTS,
        initial=SIMULATION_BOTS[0][0],
        required=False,
        help_text="Who plays every seat. Search bots play closer to a strong club player and "
        "take about a hundred times as long.",
    )
    seed = forms.IntegerField(
        label="Seed",
        min_value=0,
        # Match i is dealt from seed + i, stored in a 64-bit column.
        max_value=2**63 - 1 - MAX_MATCHES,
        initial=1,
        help_text="The same seed deals the same cards.",
    )

    def __init__(
        self,
        *args: Any,
        versions: Sequence[tuple[int, str]],
        drafts: Sequence[tuple[int, str]] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.fields["base"].choices = versions
        self.fields["other"].choices = [("", "—"), *versions]
        self.fields["saved"].choices = [("", "—"), *drafts]
        if not drafts:
            self.fields["saved"].help_text = (
                "You have no saved draft of these rules: open the editor, change what you are "
                "considering and press “Save as draft”."
            )

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if data.get("against") == "saved":
            if data.get("saved") is None:
                self.add_error("saved", "Pick one of your saved drafts, or compare with a version.")
        elif data.get("against") == "draft":
            if not str(data.get("draft") or "").strip():
                self.add_error("draft", "Write the draft's YAML, or compare with a version.")
        elif data.get("other") is None:
            self.add_error("other", "Pick the version to compare with.")
        elif data.get("other") == data.get("base"):
            self.add_error("other", "Pick a version other than A.")
        return data
