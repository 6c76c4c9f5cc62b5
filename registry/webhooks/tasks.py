"""Deliveries on the task queue (`manage.py db_worker`): one attempt per task; a 5xx, a 429,
a timeout or a failed connection queues the next attempt after an exponential backoff
(`HOUSERULES_WEBHOOK_BACKOFF` seconds, doubled each time), until
`HOUSERULES_WEBHOOK_MAX_ATTEMPTS` attempts have been made."""

from __future__ import annotations

import json
from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from django_tasks import task

from registry.webhooks import sending
from registry.webhooks.models import DeliveryStatus, WebhookAttempt, WebhookDelivery

__all__ = ["deliver_webhook", "attempt", "backoff"]

DONE = (DeliveryStatus.DELIVERED, DeliveryStatus.FAILED)


@task()
def deliver_webhook(delivery_id: str) -> str:
    """Make the next attempt at a delivery (the job a worker runs)."""
    return attempt(delivery_id)


def backoff(attempts: int) -> timedelta:
    """How long to wait after `attempts` failed attempts: the base, doubled each time."""
    return timedelta(seconds=settings.HOUSERULES_WEBHOOK_BACKOFF * 2 ** (attempts - 1))


def headers(delivery: WebhookDelivery, body: bytes) -> dict[str, str]:
    """The headers of a delivery: its event, id, time and signature."""
    timestamp = json.loads(delivery.body).get("timestamp", "")
    return {
        "Content-Type": "application/json",
        "User-Agent": "houserules-webhooks/1",
        sending.EVENT_HEADER: delivery.event,
        sending.DELIVERY_HEADER: str(delivery.pk),
        sending.TIMESTAMP_HEADER: timestamp,
        sending.SIGNATURE_HEADER: sending.sign(delivery.endpoint.secret, body),
    }


def attempt(delivery_id: str) -> str:
    """Send the delivery once, log the attempt, and queue a retry or settle its status."""
    delivery = WebhookDelivery.objects.select_related("endpoint").filter(pk=delivery_id).first()
    if delivery is None or delivery.status in DONE:
        return "nothing to do"
    if not delivery.endpoint.active:
        # Paused while the delivery waited: it gives up rather than reach a URL turned off.
        delivery.status, delivery.error = DeliveryStatus.FAILED, "the endpoint is paused"
        delivery.save(update_fields=["status", "error"])
        return str(delivery.status)
    body = delivery.body.encode("utf-8")
    started = timezone.now()
    outcome = sending.post(
        delivery.endpoint.url, body, headers(delivery, body), settings.HOUSERULES_WEBHOOK_TIMEOUT
    )
    number = delivery.attempts + 1
    WebhookAttempt.objects.create(
        delivery=delivery,
        number=number,
        started_at=started,
        duration_ms=outcome.duration_ms,
        response_code=outcome.response_code,
        error=outcome.error,
    )
    _settle(delivery, number, outcome)
    return str(delivery.status)


def _settle(delivery: WebhookDelivery, number: int, outcome: sending.Outcome) -> None:
    delivery.attempts = number
    delivery.response_code, delivery.duration_ms = outcome.response_code, outcome.duration_ms
    delivery.error, delivery.next_attempt_at = outcome.error, None
    if outcome.delivered:
        delivery.status = DeliveryStatus.DELIVERED
    elif outcome.worth_retrying and number < settings.HOUSERULES_WEBHOOK_MAX_ATTEMPTS:
        delivery.status = DeliveryStatus.RETRYING
        delivery.next_attempt_at = timezone.now() + backoff(number)
    else:
        delivery.status = DeliveryStatus.FAILED
    delivery.save()
    if delivery.next_attempt_at is not None:
        deliver_webhook.using(run_after=delivery.next_attempt_at).enqueue(str(delivery.pk))
