"""`Authorization: Token <secret>`: a member's own named tokens (made on their account page,
`registry.account_models.ApiToken`), and DRF's single token per user, which staff hand out
with `drf_create_token`. One header, one keyword; either kind of token works.

A DRF token is looked up with one hand-written query for its user: building the ORM's
`select_related` query cost more than running it, on every signed-in API request."""

from __future__ import annotations

from functools import cache
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from django.utils.translation import gettext_lazy as _
from rest_framework import authentication, exceptions
from rest_framework.authtoken.models import Token

from registry.services.accounts import is_member_token, user_of_token

__all__ = ["TokenAuthentication"]


@cache
def _user_of_key_sql() -> str:
    user_model = get_user_model()
    users = connection.ops.quote_name(user_model._meta.db_table)
    tokens = connection.ops.quote_name(Token._meta.db_table)
    owner = connection.ops.quote_name(Token._meta.get_field("user").column)
    key = connection.ops.quote_name(Token._meta.get_field("key").column)
    pk = connection.ops.quote_name(user_model._meta.pk.column)
    return f"SELECT u.* FROM {users} u JOIN {tokens} t ON t.{owner} = u.{pk} WHERE t.{key} = %s"


def user_of_drf_token(key: str) -> Any:
    """The user whose DRF token `key` is, or None."""
    found = list(get_user_model().objects.raw(_user_of_key_sql(), [key]))
    return found[0] if found else None


class TokenAuthentication(authentication.TokenAuthentication):
    """DRF's token authentication, and the member's named tokens (which start `hr_`)."""

    def authenticate_credentials(self, key: str) -> tuple[Any, Any]:
        user = user_of_token(key) if is_member_token(key) else user_of_drf_token(key)
        if user is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        if not user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        return (user, None)
