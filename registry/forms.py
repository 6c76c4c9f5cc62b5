"""Forms of the ruleset pages: publish an edit, restore, change a lifecycle, compare."""

from __future__ import annotations

from django import forms

from registry.models import Lifecycle

__all__ = ["PublishForm", "RestoreForm", "LifecycleForm", "CompareForm", "source_bytes"]


def source_bytes(text: str) -> bytes:
    """The YAML bytes of an edit. Browsers send a textarea with CRLF line endings; the editor
    stores LF, so saving unchanged text is recognized as unchanged."""
    return text.replace("\r\n", "\n").replace("\r", "\n").encode("utf-8")


class PublishForm(forms.Form):
    """Edit the YAML, save it as a new version."""

    source = forms.CharField(
        label="Rules (YAML)",
        strip=False,
        widget=forms.Textarea(
            attrs={"class": "yaml-editor", "spellcheck": "false", "wrap": "off", "rows": 30}
        ),
    )
    message = forms.CharField(
        label="Change message",
        max_length=500,
        help_text="What changed and why; it is kept with the version for good.",
    )
    base_revision = forms.CharField(widget=forms.HiddenInput)
    reapply_onto = forms.CharField(widget=forms.HiddenInput, required=False)

    def clean_source(self) -> bytes:
        return source_bytes(self.cleaned_data["source"])


class RestoreForm(forms.Form):
    """Publish an old version's YAML again, as the next version."""

    base_revision = forms.CharField(widget=forms.HiddenInput)
    message = forms.CharField(max_length=500, required=False)


class LifecycleForm(forms.Form):
    """Deprecate, withdraw or reactivate a version, with a reason."""

    state = forms.ChoiceField(choices=Lifecycle.choices)
    reason = forms.CharField(max_length=1000, widget=forms.Textarea(attrs={"rows": 2, "cols": 60}))


class CompareForm(forms.Form):
    """Two version numbers to compare."""

    a = forms.IntegerField(min_value=1, label="From version")
    b = forms.IntegerField(min_value=1, label="To version")


class SeasonLockForm(forms.Form):
    """Lock a ruleset for the season (owners), or lift its lock."""

    reason = forms.CharField(
        max_length=2000, required=False, help_text="Why, e.g. “Frozen for the 2026 season”."
    )
    until = forms.DateField(
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text="The last day the lock holds (optional).",
    )
    unlock = forms.BooleanField(required=False, widget=forms.HiddenInput)


class TagForm(forms.Form):
    """Point a tag at a version: a new tag (no revision), or an existing one moved from the
    revision the page showed (so a move by someone else meanwhile is refused)."""

    name = forms.CharField(max_length=63, help_text="e.g. league-2026 or stable.")
    revision = forms.CharField(max_length=32, required=False, widget=forms.HiddenInput)
    protected = forms.BooleanField(required=False, help_text="It never moves again.")
    allow_withdrawn = forms.BooleanField(
        required=False, label="Even though this version is withdrawn"
    )
    message = forms.CharField(max_length=2000, required=False)
