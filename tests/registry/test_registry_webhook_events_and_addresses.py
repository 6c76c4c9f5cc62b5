"""Which events are delivered and where: a withdrawal, a restore, a tag move, a finished
match and a score-sheet hand each become a delivery of their event to the endpoints that
subscribed to it; a write that rolls back sends nothing; only http(s) URLs are taken; a
private or loopback address is refused unless the setting allows it; a delivery can be sent
again as a new delivery."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.core.exceptions import ValidationError
from django.db import transaction

from registry.models import Ruleset
from registry.services import change_lifecycle, move_tag, restore
from registry.services.matches import add_sheet_hand, open_score_sheet, play_bot_match
from registry.webhooks.events import redeliver
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from registry.webhooks.sending import post
from tests.api.conftest import FIRST_HAND
from tests.cast import Cast, publish_next, with_target


def events() -> list[str]:
    return list(WebhookDelivery.objects.order_by("created_at").values_list("event", flat=True))


@pytest.fixture
def hook(cast: Cast) -> WebhookEndpoint:
    return WebhookEndpoint.objects.create(club=cast.club, url="https://hooks.example/x")


def test_each_kind_of_event_is_delivered_as_its_webhook_event(
    cast: Cast, ruleset: Ruleset, hook: WebhookEndpoint
) -> None:
    second = publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    change_lifecycle(second, "withdrawn", actor=cast.owner, reason="A typo")
    ruleset.refresh_from_db()
    restore(ruleset.versions.get(number=1), author=cast.owner, base_revision=ruleset.revision)
    move_tag(ruleset, "stable", second, actor=cast.owner, base_revision=None, allow_withdrawn=True)
    play_bot_match(ruleset.versions.get(number=1), bots=["random"] * 4, seed=1, started_by=None)
    sheet = open_score_sheet(ruleset.versions.get(number=1), seats=list("ABCD"), started_by=None)
    add_sheet_hand(sheet, FIRST_HAND, actor=cast.editor)
    assert events() == [
        "version.published",
        "version.withdrawn",
        "version.restored",
        "tag.moved",
        "match.finished",
        "sheet.hand_added",
    ]
    tag = json.loads(WebhookDelivery.objects.get(event="tag.moved").body)
    assert tag["audit"]["details"]["to"] == 2
    assert tag["url"] == "/api/v1/clubs/riverside/rulesets/house/versions/tags/stable"


def test_an_endpoint_gets_only_the_events_it_subscribed_to_and_only_while_active(
    cast: Cast, ruleset: Ruleset, hook: WebhookEndpoint
) -> None:
    hook.events = ["tag.moved"]
    hook.save()
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    assert events() == []
    hook.active = False
    hook.save()
    move_tag(ruleset, "stable", ruleset.head, actor=cast.owner, base_revision=None)
    assert events() == []


def test_a_write_that_rolls_back_sends_nothing(
    cast: Cast, ruleset: Ruleset, hook: WebhookEndpoint
) -> None:
    with pytest.raises(RuntimeError), transaction.atomic():
        publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
        raise RuntimeError("the request failed after the publish")
    assert WebhookDelivery.objects.count() == 0


def test_only_http_and_https_urls_are_taken(cast: Cast) -> None:
    for url in ("ftp://hooks.example/x", "file:///etc/passwd", "javascript:alert(1)", "http://"):
        endpoint = WebhookEndpoint(club=cast.club, url=url)
        with pytest.raises(ValidationError):
            endpoint.full_clean()
    WebhookEndpoint(club=cast.club, url="https://hooks.example/x").full_clean()


@pytest.mark.parametrize(
    "url", ["http://127.0.0.1:9/x", "http://localhost:9/x", "http://10.0.0.1/x", "http://[::1]:9/"]
)
def test_a_private_or_loopback_address_is_refused_unless_allowed(settings: Any, url: str) -> None:
    settings.HOUSERULES_WEBHOOK_ALLOW_PRIVATE = False
    outcome = post(url, b"{}", {}, timeout=0.5)
    assert outcome.response_code is None and outcome.error.startswith("refused:")
    assert "private or local" in outcome.error and not outcome.worth_retrying


def test_a_delivery_sent_again_is_a_new_delivery_of_the_same_event(
    cast: Cast, ruleset: Ruleset, hook: WebhookEndpoint
) -> None:
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    first = WebhookDelivery.objects.get()
    again = redeliver(first)
    assert again.pk != first.pk and again.redelivery_of == first and again.event == first.event
    old, new = json.loads(first.body), json.loads(again.body)
    assert new["id"] == str(again.pk) and old["id"] == str(first.pk)
    assert {k: v for k, v in new.items() if k not in ("id", "timestamp")} == {
        k: v for k, v in old.items() if k not in ("id", "timestamp")
    }


def test_a_delivery_to_an_endpoint_paused_meanwhile_gives_up(
    cast: Cast, ruleset: Ruleset, hook: WebhookEndpoint
) -> None:
    from registry.webhooks.tasks import attempt

    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    hook.active = False
    hook.save()
    delivery = WebhookDelivery.objects.get()
    assert attempt(str(delivery.pk)) == "failed"
    delivery.refresh_from_db()
    assert delivery.error == "the endpoint is paused" and delivery.attempts == 0
