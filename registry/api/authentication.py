"""`Authorization: Token <secret>`: a member's own named tokens (made on their account page,
`registry.account_models.ApiToken`), and DRF's single token per user, which staff hand out
with `drf_create_token`. One header, one keyword; either kind of token works."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _
from rest_framework import authentication, exceptions

from registry.services.accounts import is_member_token, user_of_token

__all__ = ["TokenAuthentication"]


class TokenAuthentication(authentication.TokenAuthentication):
    """DRF's token authentication, and the member's named tokens (which start `hr_`)."""

    def authenticate_credentials(self, key: str) -> tuple[Any, Any]:
        if not is_member_token(key):
            return super().authenticate_credentials(key)
        user = user_of_token(key)
        if user is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        if not user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        return (user, None)
