"""Season locks through the API: an owner locks a ruleset with a reason and an optional last
day; while it holds, publishing is refused with a 423 problem that names the lock; the
ruleset says it is locked; locking and unlocking are audit events."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from registry.models import AuditEvent, Ruleset
from tests.api.conftest import Clients, ruleset_url, with_target


def publish(client, ruleset: Ruleset, points: int):  # noqa: ANN001, ANN201
    ruleset.refresh_from_db()
    body = {"source": with_target(points).decode(), "message": f"Play to {points}"}
    return client.post(
        ruleset_url(ruleset, "versions/"), body, format="json",
        HTTP_IF_MATCH=f'"{ruleset.revision}"',
    )  # fmt: skip


def test_a_locked_ruleset_refuses_a_publish_naming_the_lock(
    ruleset: Ruleset, client_as: Clients
) -> None:
    owner = client_as("owner")
    url = ruleset_url(ruleset, "lock")
    locked = owner.put(url, {"reason": "Frozen for the 2026 season", "until": "2026-12-31"})
    assert locked.status_code == 200, locked.json()
    assert locked.json()["lock"]["reason"] == "Frozen for the 2026 season"
    assert locked.json()["lock"]["until"] == "2026-12-31"
    refused = publish(client_as("editor"), ruleset, 300)
    assert refused.status_code == 423
    problem = refused.json()
    assert problem["type"].endswith("/ruleset-locked")
    assert "Frozen for the 2026 season" in problem["detail"] and "2026-12-31" in problem["detail"]
    assert problem["lock"]["locked_by"] == "alice"
    assert ruleset.versions.count() == 1
    unlocked = owner.delete(url)
    assert unlocked.status_code == 200 and unlocked.json()["lock"] is None
    assert publish(client_as("editor"), ruleset, 300).status_code == 201
    actions = AuditEvent.objects.filter(action__in=["ruleset.lock", "ruleset.unlock"])
    assert [e.action for e in actions.order_by("sequence")] == ["ruleset.lock", "ruleset.unlock"]


def test_a_lock_past_its_last_day_no_longer_refuses(ruleset: Ruleset, client_as: Clients) -> None:
    yesterday = (timezone.now() - timedelta(days=1)).date().isoformat()
    client_as("owner").put(
        ruleset_url(ruleset, "lock"), {"reason": "Last season", "until": yesterday}
    )
    assert client_as("viewer").get(ruleset_url(ruleset)).json()["lock"] is None
    assert publish(client_as("editor"), ruleset, 300).status_code == 201


def test_only_an_owner_locks_and_a_reason_is_required(ruleset: Ruleset, client_as: Clients) -> None:
    url = ruleset_url(ruleset, "lock")
    assert client_as("editor").put(url, {"reason": "mine now"}).status_code == 403
    assert client_as("viewer").put(url, {"reason": "mine now"}).status_code == 403
    assert client_as("owner").put(url, {"reason": ""}).status_code == 400
    assert client_as("owner").delete(url).status_code == 409  # not locked
