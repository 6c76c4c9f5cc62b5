"""The audit feed: a club's hash-chained events after a sequence number, for its members."""

from __future__ import annotations

from registry.models import AuditEvent, Role, Ruleset
from registry.services import set_membership
from tests.api.conftest import Clients
from tests.cast import Cast


def test_the_feed_reads_forward_from_a_sequence_number(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    client = client_as("viewer")
    total = AuditEvent.objects.filter(club=cast.club).count()
    page = client.get("/api/v1/audit/events?club=riverside&after=1&limit=2").json()
    assert [e["sequence"] for e in page["events"]] == [2, 3]
    assert page["has_more"] is (total > 3)
    rest = client.get(page["next"]).json()
    assert [e["sequence"] for e in rest["events"]] == list(range(4, total + 1))
    assert rest["has_more"] is False
    assert client.get(rest["next"]).json()["events"] == []


def test_each_event_links_to_the_hash_of_the_one_before(
    ruleset: Ruleset, client_as: Clients
) -> None:
    events = client_as("owner").get("/api/v1/audit/events?club=riverside").json()["events"]
    assert events[0]["prev_hash"] == "sha256:" + "0" * 64
    for before, after in zip(events, events[1:], strict=False):
        assert after["prev_hash"] == before["hash"]


def test_a_public_clubs_feed_is_still_for_members_only(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    cast.club.is_public = True
    cast.club.save(update_fields=["is_public"])
    assert client_as("outsider").get("/api/v1/audit/events?club=riverside").status_code == 403
    assert client_as("anonymous").get("/api/v1/audit/events?club=riverside").status_code == 401


def test_a_member_of_one_club_may_leave_the_club_out(ruleset: Ruleset, client_as: Clients) -> None:
    named = client_as("owner").get("/api/v1/audit/events?club=riverside&after=1").json()
    implied = client_as("owner").get("/api/v1/audit/events?after=1").json()
    assert implied == named and implied["club"] == "riverside"


def test_the_club_is_required_of_someone_in_no_club_or_in_several(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    response = client_as("staff").get("/api/v1/audit/events")
    assert response.status_code == 400 and "club" in response.json()["errors"]
    assert "no club" in response.json()["detail"]
    set_membership(cast.elsewhere, cast.viewer, Role.VIEWER, actor=cast.outsider)
    response = client_as("viewer").get("/api/v1/audit/events")
    assert response.status_code == 400
    assert "elsewhere" in response.json()["detail"] and "riverside" in response.json()["detail"]
    assert client_as("anonymous").get("/api/v1/audit/events").status_code == 401
