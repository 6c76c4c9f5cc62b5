"""Forms of the account pages."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.models import User

from registry.models import Role

__all__ = ["SignUpForm", "TokenForm", "InviteForm"]


class SignUpForm(UserCreationForm):
    """A new account, made from an invitation link."""

    email = forms.EmailField(
        required=False,
        label="E-mail (optional)",
        help_text="Only for resetting your password if you forget it.",
    )

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Django's help is a list of the validators; one sentence reads better under a field.
        self.fields[
            "password1"
        ].help_text = (
            "At least 8 characters, not all digits, not a common password, not like your name."
        )


class TokenForm(forms.Form):
    name = forms.CharField(
        max_length=60,
        label="Name of the new token",
        help_text="What will use it, e.g. “league scoreboard” or “Ann’s laptop”.",
    )


class InviteForm(forms.Form):
    role = forms.ChoiceField(
        choices=Role.choices,
        initial=Role.VIEWER,
        label="Role",
        help_text="Viewers read; editors also publish and score tables; owners manage the club.",
    )
    note = forms.CharField(
        max_length=200,
        required=False,
        label="Note (optional)",
        help_text="For you: whom the link is for.",
    )
