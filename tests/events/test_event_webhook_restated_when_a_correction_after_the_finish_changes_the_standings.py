"""An endpoint hears "event.restated" when a correction entered after the event finished
changes its final standings, with the audit event that restated them (the correction's
result by its number in the event, the reason, the standings' digest) and a link to the
event, as "event.finished" is sent; a correction while the event runs sends nothing. The
Webhooks page offers the event with what it means."""

from __future__ import annotations

import json

from django.test import Client
from django.urls import reverse

from clubevents.models import EventFormat
from clubevents.services import correct_result, finish_event, record_result
from clubevents.standings import event_standings
from registry.models import Ruleset
from registry.services.audit import canonical_digest
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tests.cast import Cast
from tests.events.event_helpers import started_event


def events() -> list[str]:
    return list(WebhookDelivery.objects.order_by("created_at").values_list("event", flat=True))


def test_a_correction_after_the_finish_is_delivered_as_event_restated(
    cast: Cast, ruleset: Ruleset
) -> None:
    WebhookEndpoint.objects.create(club=cast.club, url="https://example.org/hook",
                                   events=["event.finished", "event.restated"])  # fmt: skip
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, ["a", "b", "c", "d"], rounds=1)
    first = record_result(event, round=1, table=1, scores=[300, 100], actor=cast.editor)
    typo = correct_result(first, scores=[310, 100], reason="310, not 300", actor=cast.editor)
    assert events() == []  # a correction while the event runs restates nothing
    finish_event(event, actor=cast.editor)
    correct_result(typo, scores=[100, 310], reason="sides swapped", actor=cast.owner)
    assert events() == ["event.finished", "event.restated"]
    body = json.loads(WebhookDelivery.objects.get(event="event.restated").body)
    assert (body["event"], body["club"]) == ("event.restated", "riverside")
    assert body["url"] == "/api/v1/clubs/riverside/events/thursday/"
    audit = body["audit"]
    assert (audit["action"], audit["actor"], audit["object_ref"]) == (
        "event.restate", "alice", "event:thursday",
    )  # fmt: skip
    assert audit["details"] == {"event": "thursday", "round": 1, "table": 1, "result": 3,
                                "reason": "sides swapped"}  # fmt: skip
    assert audit["digests"] == {"standings": canonical_digest(event_standings(event))}
    finished = json.loads(WebhookDelivery.objects.get(event="event.finished").body)
    assert set(body) == set(finished) and set(audit) == set(finished["audit"])


def test_an_endpoint_not_subscribed_to_it_hears_nothing(cast: Cast, ruleset: Ruleset) -> None:
    WebhookEndpoint.objects.create(club=cast.club, url="https://example.org/hook",
                                   events=["event.finished"])  # fmt: skip
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, ["a", "b", "c", "d"], rounds=1)
    first = record_result(event, round=1, table=1, scores=[300, 100], actor=cast.editor)
    finish_event(event, actor=cast.editor)
    correct_result(first, scores=[100, 300], reason="sides swapped", actor=cast.owner)
    assert events() == ["event.finished"]


def test_the_webhooks_page_offers_event_restated(cast: Cast) -> None:
    owner = Client()
    owner.force_login(cast.owner)
    page = owner.get(reverse("clubsite:webhooks", args=["riverside"])).content.decode()
    assert 'value="event.restated"' in page
    assert "A correction after a club event finished changed its final standings" in page
