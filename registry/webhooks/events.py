"""From audit events to deliveries: each event of the chain that an endpoint subscribed to
becomes a delivery row in the writer's transaction, and is queued when it commits (so a
rolled-back publish sends nothing, and a slow receiver never slows a publish).

An event goes only to the endpoints of the club whose chain it is in: a private club's events
never reach another club's endpoint.
"""

from __future__ import annotations

import json
import uuid
from datetime import UTC
from typing import Any

from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from registry.models import AuditEvent
from registry.quotas import refuse_when_full
from registry.webhooks.models import DeliveryStatus, WebhookDelivery, WebhookEndpoint

__all__ = ["ACTIONS", "queue_deliveries", "payload", "redeliver", "enqueue"]

ACTIONS = {
    "version.publish": "version.published",
    "version.restore": "version.restored",
    "version.withdraw": "version.withdrawn",
    "tag.move": "tag.moved",
    "match.finish": "match.finished",
    "match.hand": "sheet.hand_added",
    "event.round_finish": "event.round_finished",
    "event.finish": "event.finished",
    "event.restate": "event.restated",
}
"""The webhook event each audit action is delivered as."""


def queue_deliveries(event: AuditEvent) -> list[WebhookDelivery]:
    """A delivery to each active endpoint of the event's club that subscribed to it."""
    name = ACTIONS.get(event.action)
    if name is None:
        return []
    endpoints = WebhookEndpoint.objects.filter(club_id=event.club_id, active=True)
    deliveries = []
    for endpoint in endpoints:
        if name in endpoint.events:
            deliveries.append(_delivery(endpoint, name, _data(event)))
    return deliveries


def _delivery(
    endpoint: WebhookEndpoint,
    name: str,
    data: dict[str, Any],
    redelivery_of: WebhookDelivery | None = None,
) -> WebhookDelivery:
    delivery_id = uuid.uuid4()
    body = payload(delivery_id, name, endpoint.club.slug, data)
    delivery = WebhookDelivery.objects.create(
        id=delivery_id, endpoint=endpoint, event=name, body=body, redelivery_of=redelivery_of
    )
    enqueue(delivery)
    return delivery


def enqueue(delivery: WebhookDelivery) -> None:
    """Queue the delivery's first attempt once the transaction that made it commits."""
    from registry.webhooks.tasks import deliver_webhook

    key = str(delivery.pk)
    transaction.on_commit(lambda: deliver_webhook.enqueue(key), robust=True)


def payload(delivery_id: uuid.UUID, name: str, club: str, data: dict[str, Any]) -> str:
    """The JSON body: the delivery's id and time travel inside what is signed, so a receiver
    that remembers ids and refuses old times refuses a replay."""
    timestamp = timezone.now().astimezone(UTC).isoformat(timespec="seconds")
    body = {"id": str(delivery_id), "event": name, "timestamp": timestamp, "club": club, **data}
    return json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _data(event: AuditEvent) -> dict[str, Any]:
    """What the event says, as the audit feed says it, with a link to what it is about."""
    return {
        "audit": {
            "sequence": event.sequence,
            "hash": event.hash,
            "action": event.action,
            "actor": event.actor,
            "object_type": event.object_type,
            "object_ref": event.object_ref,
            "digests": event.digests,
            "details": event.details,
            "created_at": event.created_at.astimezone(UTC).isoformat(),
        },
        "url": _link(event),
    }


def _link(event: AuditEvent) -> str | None:
    """The API path of the version, tag, match or club event the event is about."""
    club = event.club.slug
    ref = event.object_ref
    if event.object_type == "version" and "@" in ref:
        ruleset, number = ref.split("@", 1)
        where = {"club": club, "ruleset": ruleset, "number": number}
        return reverse("api:version-detail", kwargs=where)
    if event.object_type == "tag" and ":" in ref:
        ruleset, name = ref.split(":", 1)
        return reverse("api:tag-detail", kwargs={"club": club, "ruleset": ruleset, "name": name})
    if event.object_type == "match":
        return reverse("api:match-detail", kwargs={"pk": ref})
    if event.object_type == "event" and ref.startswith("event:"):
        # "event:thursday" or "event:thursday/round:2": the event itself.
        slug = ref.removeprefix("event:").split("/", 1)[0]
        return reverse("api:event-detail", kwargs={"club": club, "slug": slug})
    return None


def redeliver(delivery: WebhookDelivery) -> WebhookDelivery:
    """Send a delivery's event again as a new delivery: a new id and timestamp (a receiver
    refusing replays would refuse the old ones), `redelivery_of` naming the first."""
    _check_redelivery_quota(delivery)
    data = json.loads(delivery.body)
    for key in ("id", "event", "timestamp", "club"):
        data.pop(key, None)
    with transaction.atomic():
        return _delivery(delivery.endpoint, delivery.event, data, redelivery_of=delivery)


def _check_redelivery_quota(delivery: WebhookDelivery) -> None:
    """Refuse (`QueueFull`) a redelivery past the club's quota of redeliveries still waiting
    to be sent: a click each must not fill the queue every club shares."""
    club = delivery.endpoint.club_id
    waiting = WebhookDelivery.objects.filter(
        endpoint__club_id=club,
        redelivery_of__isnull=False,
        status__in=[DeliveryStatus.PENDING, DeliveryStatus.RETRYING],
    )
    count = waiting.count()
    soonest = waiting.exclude(next_attempt_at=None).order_by("next_attempt_at").first()
    wait = 60
    if soonest is not None and soonest.next_attempt_at is not None:
        wait = max(60, int((soonest.next_attempt_at - timezone.now()).total_seconds()))
    refuse_when_full(count, "redeliveries_per_club", "redeliveries", "The club", wait)
