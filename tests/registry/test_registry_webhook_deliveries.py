"""Webhooks against a real local receiver: a publish becomes a signed JSON delivery on the
task queue; the signature checks out with the endpoint's secret; a receiver answering 500
twice and then 200 gets three deliveries with growing delays between them; a private club's
event never reaches another club's endpoint; a receiver that never answers times out
and lets the worker go while the receiver still holds the request, and never slows the publish
(which only queues the delivery: it opens no connection)."""

from __future__ import annotations

import hashlib
import hmac
import json
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from registry.models import Ruleset
from registry.webhooks.models import DeliveryStatus, WebhookDelivery, WebhookEndpoint
from tests.cast import Cast, publish_next, with_target
from tests.clubsite.conftest import flushable_db  # noqa: F401  (a fixture)
from tests.registry.webhook_receiver import Receiver, receiving, run_queue

# A transactional database: the worker runs in this process and commits as a worker does.
pytestmark = pytest.mark.usefixtures("flushable_db")

TIMEOUT = 0.5
BACKOFF = 0.5  # wide enough that a busy machine cannot reorder the delays


@pytest.fixture(autouse=True)
def quick_webhooks(settings: Any) -> None:
    settings.HOUSERULES_WEBHOOK_ALLOW_PRIVATE = True  # the receiver is on 127.0.0.1
    settings.HOUSERULES_WEBHOOK_TIMEOUT = TIMEOUT
    settings.HOUSERULES_WEBHOOK_BACKOFF = BACKOFF
    settings.HOUSERULES_WEBHOOK_MAX_ATTEMPTS = 3


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    yield from receiving(Receiver())


@pytest.fixture
def other() -> Iterator[Receiver]:
    yield from receiving(Receiver())


def endpoint(cast: Cast, url: str, club: Any = None) -> WebhookEndpoint:
    return WebhookEndpoint.objects.create(club=club or cast.club, url=url, created_by=cast.owner)


def test_a_publish_is_delivered_signed_with_the_endpoints_secret(
    cast: Cast,
    ruleset: Ruleset,
    receiver: Receiver,
) -> None:
    hook = endpoint(cast, receiver.url)
    version = publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    run_queue()
    (got,) = receiver.got
    expected = "sha256=" + hmac.new(hook.secret.encode(), got.body, hashlib.sha256).hexdigest()
    assert hmac.compare_digest(got.headers["X-Houserules-Signature-256"], expected)
    body = json.loads(got.body)
    delivery = WebhookDelivery.objects.get()
    assert got.headers["X-Houserules-Delivery"] == body["id"] == str(delivery.pk)
    assert got.headers["X-Houserules-Timestamp"] == body["timestamp"]
    assert got.headers["X-Houserules-Event"] == body["event"] == "version.published"
    assert got.headers["Content-Type"] == "application/json"
    assert body["club"] == "riverside" and body["audit"]["object_ref"] == "house@2"
    assert body["audit"]["digests"]["rules"] == version.rules_digest
    assert body["url"] == "/api/v1/clubs/riverside/rulesets/house/versions/2/"
    assert (delivery.status, delivery.attempts, delivery.response_code) == ("delivered", 1, 200)
    forged = "sha256=" + hmac.new(b"not the secret", got.body, hashlib.sha256).hexdigest()
    assert forged != got.headers["X-Houserules-Signature-256"]


def test_500_twice_then_200_is_three_deliveries_with_growing_delays(
    cast: Cast,
    ruleset: Ruleset,
    receiver: Receiver,
) -> None:
    receiver.statuses = [500, 500, 200]
    endpoint(cast, receiver.url)
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    run_queue()
    assert len(receiver.got) == 3
    ids = {got.headers["X-Houserules-Delivery"] for got in receiver.got}
    assert len(ids) == 1  # three attempts at one delivery, the same signed body
    first, second = (b.at - a.at for a, b in zip(receiver.got, receiver.got[1:], strict=False))
    # Lower bounds only (a retry never comes before its time; a busy machine may make it late).
    assert first >= BACKOFF and second >= 2 * BACKOFF
    delivery = WebhookDelivery.objects.get()
    assert delivery.status == DeliveryStatus.DELIVERED and delivery.attempts == 3
    assert [a.response_code for a in delivery.attempt_log.all()] == [500, 500, 200]


def test_a_delivery_gives_up_after_the_last_attempt(
    cast: Cast,
    ruleset: Ruleset,
    receiver: Receiver,
) -> None:
    receiver.statuses = [503]
    endpoint(cast, receiver.url)
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    run_queue()
    delivery = WebhookDelivery.objects.get()
    assert (delivery.status, delivery.attempts, len(receiver.got)) == ("failed", 3, 3)


def test_a_private_clubs_event_never_reaches_another_clubs_endpoint(
    cast: Cast,
    ruleset: Ruleset,
    receiver: Receiver,
    other: Receiver,
) -> None:
    assert not cast.club.is_public
    endpoint(cast, receiver.url)
    endpoint(cast, other.url, club=cast.elsewhere)
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    run_queue()
    assert len(receiver.got) == 1 and other.got == []
    assert not WebhookDelivery.objects.filter(endpoint__club=cast.elsewhere).exists()


def test_a_receiver_that_never_answers_times_out_and_never_slows_the_publish(
    cast: Cast,
    ruleset: Ruleset,
    receiver: Receiver,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    receiver.hang = 30
    endpoint(cast, receiver.url)
    connections: list[object] = []
    connect = socket.create_connection

    def counted(*args: Any, **kwargs: Any) -> socket.socket:
        connections.append(args[0])
        return connect(*args, **kwargs)

    monkeypatch.setattr(socket, "create_connection", counted)
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    assert connections == [] and receiver.got == []  # only queued: the publish sent nothing
    from registry.webhooks.tasks import attempt

    delivery = WebhookDelivery.objects.get()
    attempt(str(delivery.pk))  # what a worker runs
    # The worker let go while the receiver still held the request (it holds it for 30 s).
    assert len(connections) == len(receiver.got) == 1 and receiver.hung_up == 0
    delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.RETRYING
    assert delivery.error == f"timed out after {TIMEOUT:g} s"
    assert delivery.next_attempt_at is not None
