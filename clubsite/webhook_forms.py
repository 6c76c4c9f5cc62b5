"""The form of the club's Webhooks page: a URL and the events it receives."""

from __future__ import annotations

from typing import Any

from django import forms

from registry.webhooks.models import EVENTS
from registry.webhooks.sending import RefusedURL, check_url

__all__ = ["EndpointForm"]


class EndpointForm(forms.Form):
    url = forms.URLField(
        label="URL", max_length=500, assume_scheme="https", help_text="http:// or https:// only."
    )
    events = forms.MultipleChoiceField(
        choices=[(name, f"{name}: {what}") for name, what in sorted(EVENTS.items())],
        widget=forms.CheckboxSelectMultiple,
        initial=sorted(EVENTS),
    )

    def clean_url(self) -> Any:
        url = self.cleaned_data["url"]
        try:
            check_url(url)
        except RefusedURL as refused:
            raise forms.ValidationError(str(refused)) from None
        return url
