"""Accounts' own records: invitations into a club, and members' API tokens (docs/web.md).

Both hold a secret that is shown once and never stored: only its SHA-256 is kept, so a copy
of the database gives no one a working invitation or token. Imported by `registry.models`.
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone

from registry.models import Club, Role

__all__ = ["Invite", "ApiToken", "new_secret", "new_token_secret", "digest_of", "TOKEN_PREFIX"]

TOKEN_PREFIX = "hr_"
"""How a member's API token begins: the API tells it from a DRF token without a query, and
secret scanners can spot one pasted where it should not be."""


def new_secret() -> str:
    """A secret of 256 random bits, URL-safe (43 characters)."""
    return secrets.token_urlsafe(32)


def new_token_secret() -> str:
    """A member's API token: the prefix and 256 random bits."""
    return TOKEN_PREFIX + new_secret()


def digest_of(secret: str) -> str:
    """What is stored in place of the secret: its SHA-256, hex."""
    return hashlib.sha256(secret.encode()).hexdigest()


class Invite(models.Model):
    """An owner's one-time invitation into their club with a role. Accepted once, by whoever
    holds the link and signs up or signs in, before it expires."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="invites")
    role = models.CharField(max_length=10, choices=Role.choices)
    note = models.CharField(max_length=200, blank=True)
    secret_digest = models.CharField(max_length=64, unique=True)
    # An invitation is not history (the membership it makes is audited): it goes with the
    # account that sent it, and outlives the one that accepted it.
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invites_sent"
    )
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="invites_accepted",
    )
    accepted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"invite to {self.club.slug} as {self.role}"

    @property
    def is_open(self) -> bool:
        """Not yet accepted and not expired."""
        return self.accepted_at is None and timezone.now() < self.expires_at


class ApiToken(models.Model):
    """A named API token of a member, used as `Authorization: Token <secret>`. A member may
    hold several (one per program or machine) and revokes each on their account page."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens"
    )
    name = models.CharField(max_length=60)
    secret_digest = models.CharField(max_length=64, unique=True)
    # The secret's first characters, shown to tell tokens apart.
    prefix = models.CharField(max_length=12)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["user", "name"], name="registry_token_names_unique")
        ]

    def __str__(self) -> str:
        return f"{self.user}'s token {self.name!r}"
