"""Webhook endpoints, their deliveries and each delivery's attempts (the delivery log)."""

from __future__ import annotations

import secrets
import uuid

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone

__all__ = [
    "EVENTS",
    "DeliveryStatus",
    "WebhookEndpoint",
    "WebhookDelivery",
    "WebhookAttempt",
    "new_secret",
]

EVENTS = {
    "version.published": "A version was published",
    "version.restored": "An old version was published again",
    "version.withdrawn": "A version was withdrawn",
    "tag.moved": "A tag was created or moved",
    "match.finished": "A match finished",
    "sheet.hand_added": "A hand was added to a score sheet",
    "event.round_finished": "Every table of a club event's round entered its result",
    "event.finished": "A club event finished: its standings are final",
    "event.restated": "A correction after a club event finished changed its final standings",
}
"""Every event an endpoint may subscribe to, with what it means."""


def new_secret() -> str:
    """A fresh signing secret (256 random bits)."""
    return secrets.token_urlsafe(32)


def _all_events() -> list[str]:
    return sorted(EVENTS)


class WebhookEndpoint(models.Model):
    """A URL of a club's that hears about the club's events, signed with its own secret."""

    club = models.ForeignKey("registry.Club", on_delete=models.CASCADE, related_name="webhooks")
    url = models.URLField(max_length=500, help_text="http:// or https:// only.")
    secret = models.CharField(max_length=100, default=new_secret, editable=False)
    events = models.JSONField(default=_all_events, help_text="The events it receives.")
    active = models.BooleanField(default=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["club", "id"]
        verbose_name = "webhook endpoint"

    def __str__(self) -> str:
        return f"{self.club.slug} → {self.url}"

    def clean(self) -> None:
        from registry.webhooks.sending import RefusedURL, check_url

        try:
            check_url(self.url)
        except RefusedURL as refused:
            raise ValidationError({"url": str(refused)}) from None
        unknown = sorted(set(self.events or []) - set(EVENTS))
        if unknown or not isinstance(self.events, list):
            raise ValidationError({"events": f"unknown events: {', '.join(unknown)}"})


class DeliveryStatus(models.TextChoices):
    PENDING = "pending", "pending"
    RETRYING = "retrying", "retrying"
    DELIVERED = "delivered", "delivered"
    FAILED = "failed", "failed"


class WebhookDelivery(models.Model):
    """One event sent to one endpoint: the exact signed body, and how its attempts went."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    endpoint = models.ForeignKey(
        WebhookEndpoint, on_delete=models.CASCADE, related_name="deliveries"
    )
    event = models.CharField(max_length=40)
    body = models.TextField(help_text="The JSON body exactly as signed and sent.")
    status = models.CharField(
        max_length=10, choices=DeliveryStatus.choices, default=DeliveryStatus.PENDING
    )
    attempts = models.PositiveIntegerField(default=0)
    response_code = models.PositiveIntegerField(null=True, blank=True)
    duration_ms = models.PositiveIntegerField(null=True, blank=True)
    error = models.TextField(blank=True)
    redelivery_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="redeliveries"
    )
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    next_attempt_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "webhook deliveries"

    def __str__(self) -> str:
        return f"{self.event} → {self.endpoint.url} ({self.status})"


class WebhookAttempt(models.Model):
    """One try at a delivery: when, how long it took, and what came back."""

    delivery = models.ForeignKey(
        WebhookDelivery, on_delete=models.CASCADE, related_name="attempt_log"
    )
    number = models.PositiveIntegerField()
    started_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField()
    response_code = models.PositiveIntegerField(null=True, blank=True)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["delivery", "number"]

    def __str__(self) -> str:
        return f"attempt {self.number} of {self.delivery_id}: {self.response_code or self.error}"
