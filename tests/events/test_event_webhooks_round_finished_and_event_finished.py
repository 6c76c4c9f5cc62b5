"""An endpoint hears "event.round_finished" when a round's last table enters its result and
"event.finished" when the director finishes the event."""

from clubevents.models import EventFormat
from clubevents.services import finish_event, record_result
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tests.events.event_helpers import started_event


def test_deliveries(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    WebhookEndpoint.objects.create(club=cast.club, url="https://example.org/hook",
                                   events=["event.round_finished", "event.finished"])  # fmt: skip
    names = [f"p{n}" for n in range(8)]
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, names, rounds=1)
    record_result(event, round=1, table=1, scores=[100, 50], actor=cast.editor)
    assert not WebhookDelivery.objects.exists()
    record_result(event, round=1, table=2, scores=[10, 50], actor=cast.editor)
    finish_event(event, actor=cast.editor)
    assert list(WebhookDelivery.objects.order_by("created_at").values_list("event", flat=True)) == [
        "event.round_finished", "event.finished",
    ]  # fmt: skip


def test_the_payload_links_to_the_event(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    import json

    WebhookEndpoint.objects.create(club=cast.club, url="https://example.org/hook",
                                   events=["event.round_finished", "event.finished"])  # fmt: skip
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, ["a", "b", "c", "d"], rounds=1)
    record_result(event, round=1, table=1, scores=[100, 50], actor=cast.editor)
    finish_event(event, actor=cast.editor)
    urls = {json.loads(d.body)["url"] for d in WebhookDelivery.objects.all()}
    # Both the round's and the event's deliveries name the event's API path, like a match's.
    assert urls == {"/api/v1/clubs/riverside/events/thursday/"}
