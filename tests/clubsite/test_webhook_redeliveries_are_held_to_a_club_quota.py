"""Finding 3 (issue 42), the same idea for webhooks: each click on "send again" queued a
delivery for the shared worker, without limit. A club may now have 10 redeliveries waiting
(a setting); past that the page answers 429 saying when to try again, and the admin's
"redeliver" action stops at the quota with the same message."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from registry.models import Ruleset
from registry.services import move_tag
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tests.cast import Cast


def _failed_delivery(house: Ruleset, cast: Cast) -> WebhookDelivery:
    WebhookEndpoint.objects.create(
        club=cast.club, url="https://scores.example/hook", events=["tag.moved"],
        created_by=cast.owner,
    )  # fmt: skip
    move_tag(house, "stable", house.head, actor=cast.owner, base_revision=None)
    delivery = WebhookDelivery.objects.get()
    WebhookDelivery.objects.filter(pk=delivery.pk).update(status="failed")
    return delivery


def test_redeliveries_past_the_clubs_quota_are_refused(
    house: Ruleset, cast: Cast, client_as: Any, settings: Any
) -> None:
    settings.HOUSERULES_QUEUE_QUOTAS = {**settings.HOUSERULES_QUEUE_QUOTAS}
    settings.HOUSERULES_QUEUE_QUOTAS["redeliveries_per_club"] = 3
    delivery = _failed_delivery(house, cast)
    owner = client_as("owner")
    url = reverse("clubsite:redeliver", args=["riverside", delivery.pk])
    answers = [owner.post(url).status_code for _ in range(5)]
    assert answers == [302, 302, 302, 429, 429]
    assert WebhookDelivery.objects.filter(redelivery_of=delivery).count() == 3
    refused = owner.post(url)
    assert "The club already has 3 redeliveries queued or running" in refused.content.decode()
    assert "Try again in about" in refused.content.decode()
    assert int(refused["Retry-After"]) >= 60
    WebhookDelivery.objects.filter(redelivery_of=delivery).update(status="delivered")
    assert owner.post(url).status_code == 302  # sent ones free their places


def test_the_admins_redeliver_action_stops_at_the_quota(
    house: Ruleset, cast: Cast, client_as: Any, settings: Any
) -> None:
    settings.HOUSERULES_QUEUE_QUOTAS = {**settings.HOUSERULES_QUEUE_QUOTAS}
    settings.HOUSERULES_QUEUE_QUOTAS["redeliveries_per_club"] = 1
    delivery = _failed_delivery(house, cast)
    owner = client_as("owner")
    changelist = reverse("admin:registry_webhookdelivery_changelist")
    for _ in range(2):
        answer = owner.post(
            changelist,
            {"action": "redeliver_selected", "_selected_action": [delivery.pk]},
            follow=True,
        )
    assert WebhookDelivery.objects.filter(redelivery_of=delivery).count() == 1
    assert "The club already has 1 redeliveries queued or running" in answer.content.decode()
