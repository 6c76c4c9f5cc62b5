"""Forms of the account pages."""

from __future__ import annotations

import unicodedata
from typing import Any

from django import forms
from django.contrib.auth.forms import PasswordResetForm, UserCreationForm
from django.contrib.auth.models import User

from clubsite.accounts.backends import user_with_key
from registry.models import Role

__all__ = ["SignUpForm", "TokenForm", "InviteForm", "ResetForm", "AccountEmailField", "EmailForm"]


class AccountEmailField(forms.EmailField):
    """An e-mail address in NFKC, as account keys are (`ｅrin@example.org` is
    `erin@example.org`); the case is kept, and compared folded where accounts are found."""

    def to_python(self, value: Any) -> str:
        return unicodedata.normalize("NFKC", super().to_python(value))


class ResetForm(PasswordResetForm):
    """Django's reset form, reading the address as account keys do."""

    email = AccountEmailField(
        label="E-mail", max_length=254, widget=forms.EmailInput(attrs={"autocomplete": "email"})
    )


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

    def clean_username(self) -> str:
        """Refuse a name that is another account's in other letters (`Erin`, `ｅrin`): sign-in
        and its throttle treat such spellings as one account."""
        username = str(self.cleaned_data.get("username") or "")
        if username and user_with_key(username) is not None:
            raise forms.ValidationError(
                "That name is taken (names are the same whatever their case or letter forms).",
                code="unique",
            )
        return username


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


class EmailForm(forms.Form):
    """A member's new e-mail address, confirmed by a link sent to it."""

    email = AccountEmailField(
        label="New e-mail address",
        max_length=254,
        help_text="We send a link to it; the address changes when you open the link.",
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )
