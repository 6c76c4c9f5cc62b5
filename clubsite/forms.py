"""Forms of the club pages. Every field has a label; every refusal is shown next to its field.

`OpenSheetForm` opens a score sheet for a physical table; each hand of it has its game's form
(clubsite.sheet_forms). `SimulationForm` asks what a change of the rules would do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.simulations import DEFAULT_MATCHES, MAX_MATCHES

__all__ = ["OpenSheetForm", "SimulationForm"]


class OpenSheetForm(forms.Form):
    """Open a score sheet for a physical table: the version it is played under, and who sits
    where."""

    version = forms.TypedChoiceField(label="Rules version", coerce=int)
    players = forms.CharField(
        label="Players, in seat order",
        max_length=400,
        help_text="Separated by commas, seat 1 (the first dealer) first: Ann, Ben, Cat, Dan.",
    )

    def __init__(self, *args: Any, versions: Sequence[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["version"].choices = versions

    def clean_players(self) -> list[str]:
        names = [name.strip() for name in self.cleaned_data["players"].split(",")]
        if not all(names):
            raise forms.ValidationError("Write a name for every seat, separated by commas.")
        return names


class SimulationForm(forms.Form):
    """ "What would this change do?": version A against version B, or against a draft."""

    base = forms.TypedChoiceField(label="The rules as they are (A)", coerce=int)
    against = forms.ChoiceField(
        label="Compare with",
        choices=[("version", "another version"), ("draft", "a draft (edited YAML)")],
        widget=forms.RadioSelect,
        initial="version",
    )
    other = forms.TypedChoiceField(
        label="The rules as they would be (B)", coerce=int, required=False, empty_value=None
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
    seed = forms.IntegerField(
        label="Seed",
        min_value=0,
        # Match i is dealt from seed + i, stored in a 64-bit column.
        max_value=2**63 - 1 - MAX_MATCHES,
        initial=1,
        help_text="The same seed deals the same cards.",
    )

    def __init__(self, *args: Any, versions: Sequence[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["base"].choices = versions
        self.fields["other"].choices = [("", "—"), *versions]

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if data.get("against") == "draft":
            if not str(data.get("draft") or "").strip():
                self.add_error("draft", "Write the draft's YAML, or compare with a version.")
        elif data.get("other") is None:
            self.add_error("other", "Pick the version to compare with.")
        elif data.get("other") == data.get("base"):
            self.add_error("other", "Pick a version other than A.")
        return data
