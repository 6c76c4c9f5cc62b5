"""The club's Webhooks page: an owner adds a URL, sees its secret and its delivery log
(status, attempts, response code, duration) and sends a delivery again; an editor may not;
a URL that is not http(s) is refused. The admin's delivery log redelivers too."""

from __future__ import annotations

import re

from django.urls import reverse

from registry.models import Ruleset
from registry.services import move_tag
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tests.clubsite.conftest import Cast, Clients


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


PAGE = reverse("clubsite:webhooks", args=["riverside"])


def test_an_owner_adds_a_webhook_and_reads_its_delivery_log(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    owner = client_as("owner")
    added = owner.post(PAGE, {"url": "https://scores.example/hook", "events": ["tag.moved"]})
    assert added.status_code == 302
    endpoint = WebhookEndpoint.objects.get()
    assert (endpoint.club, endpoint.events, endpoint.created_by) == (
        cast.club,
        ["tag.moved"],
        cast.owner,
    )
    move_tag(house, "stable", house.head, actor=cast.owner, base_revision=None)
    delivery = WebhookDelivery.objects.get()
    WebhookDelivery.objects.filter(pk=delivery.pk).update(
        status="failed", attempts=3, response_code=502, duration_ms=41
    )
    page = text(owner.get(PAGE).content.decode())
    assert "https://scores.example/hook" in page and endpoint.secret in page
    assert "tag.moved failed 3 502 41 ms" in page
    again = owner.post(reverse("clubsite:redeliver", args=["riverside", delivery.pk]))
    assert again.status_code == 302
    assert WebhookDelivery.objects.filter(redelivery_of=delivery).count() == 1
    assert "Webhooks" in owner.get(reverse("clubsite:club", args=["riverside"])).content.decode()


def test_only_an_owner_sees_the_page_and_only_http_urls_are_taken(
    house: Ruleset, client_as: Clients
) -> None:
    assert client_as("editor").get(PAGE).status_code == 403
    assert client_as("outsider").get(PAGE).status_code == 404
    refused = client_as("owner").post(
        PAGE, {"url": "ftp://scores.example/", "events": ["tag.moved"]}
    )
    assert refused.status_code == 200 and not WebhookEndpoint.objects.exists()
    assert "Enter a valid URL" in refused.content.decode() or "http" in text(
        refused.content.decode()
    )


def test_the_admins_delivery_log_redelivers_the_selected_deliveries(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    WebhookEndpoint.objects.create(club=cast.club, url="https://scores.example/hook")
    move_tag(house, "stable", house.head, actor=cast.owner, base_revision=None)
    delivery = WebhookDelivery.objects.get()
    changelist = reverse("admin:registry_webhookdelivery_changelist")
    listed = client_as("owner").get(changelist).content.decode()
    assert "tag.moved" in listed and "pending" in listed
    assert "tag.moved" not in client_as("editor").get(changelist).content.decode()
    sent = client_as("owner").post(
        changelist, {"action": "redeliver_selected", "_selected_action": [str(delivery.pk)]}
    )
    assert sent.status_code == 302
    assert WebhookDelivery.objects.filter(redelivery_of=delivery).count() == 1
