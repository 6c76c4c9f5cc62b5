"""Signing in by any spelling of a username that has the same account key
(`registry.identifiers.account_key`): the throttle counts failed sign-ins by that key, so
sign-in must find the same account by it."""

from __future__ import annotations

import unicodedata
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.http import HttpRequest

from registry.identifiers import account_key

__all__ = ["AccountBackend", "user_with_key"]


def user_with_key(username: str) -> Any:
    """The one account whose username has the same key as `username`, or None. The exact
    spelling wins; otherwise the database narrows by case (`iexact`), and the key decides."""
    users = get_user_model()._default_manager
    exact = users.filter(username=username).first()
    if exact is not None:
        return exact
    key = account_key(username)
    spelled = unicodedata.normalize("NFKC", username).strip()
    candidates = {u.pk: u for u in users.filter(username__iexact=spelled)[:20]}
    candidates |= {u.pk: u for u in users.filter(username__iexact=key)[:20]}
    found = [u for u in candidates.values() if account_key(u.username) == key]
    return found[0] if len(found) == 1 else None


class AccountBackend(ModelBackend):
    """Django's model backend, finding the account by its key rather than its exact
    spelling."""

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> Any:
        if username is None:
            username = kwargs.get(get_user_model().USERNAME_FIELD)
        if username is None or password is None:
            return None
        user = user_with_key(username)
        if user is None:
            # As Django's backend does: hash anyway, so timing does not tell a missing name.
            get_user_model()().set_password(password)
            return None
        if user.check_password(password) and self.user_can_authenticate(user):
            return user
        return None
