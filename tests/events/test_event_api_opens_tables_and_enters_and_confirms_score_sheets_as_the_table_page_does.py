"""The events API does what an event table's page does, with the same permissions and the
same refusals in words: the director opens a table's live table or score sheet (once), the
members seated at a sheet's table enter its hands, a player of the other side confirms it,
and the round's webhook follows when that completes the round."""

from __future__ import annotations

from rest_framework.test import APIClient

from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tables.models import Table
from tests.cast import Cast
from tests.events.event_helpers import PAPER_HAND, PAPER_SEATS, play_out, seated_event

TABLE = "/api/v1/clubs/riverside/events/{}/tables/1/1/"


def client(user: object = None) -> APIClient:
    api = APIClient()
    if user is not None:
        api.force_authenticate(user)
    return api


def test_a_score_sheet_is_opened_entered_by_its_table_and_confirmed_by_the_other_side(
    cast: Cast,
) -> None:
    WebhookEndpoint.objects.create(club=cast.club, url="https://example.org/hook",
                                   events=["event.round_finished"])  # fmt: skip
    seated_event(cast, "paper", PAPER_SEATS)
    here = TABLE.format("paper")
    erin, bob, alice = client(cast.editor), client(cast.viewer), client(cast.owner)
    state = bob.get(here).json()
    assert (state["seats"], state["kind"], state["sheet"]) == (
        ["alice", "bob", "erin", "gus"], None, None,
    )  # fmt: skip
    assert bob.post(here + "sheet/").status_code == 403
    opened = erin.post(here + "sheet/")
    assert opened.status_code == 201, opened.content
    assert (opened.json()["kind"], opened.json()["sheet"]) == ("sheet", "open")
    again = alice.post(here + "sheet/")
    assert again.status_code == 422
    assert again.json()["detail"] == (
        "round 1, table 1: this table is already open as a score sheet; play it there, or "
        "enter its result by hand"
    )
    outsider = client(cast.outsider).post(here + "sheet/hands/", PAPER_HAND, format="json")
    assert outsider.status_code == 404  # a private club is not there for charlie
    wrong = bob.post(here + "sheet/hands/", {**PAPER_HAND, "tricks": [4, 3, 4, 3]}, format="json")
    assert wrong.status_code == 422 and wrong.json()["problems"]

    entered = bob.post(here + "sheet/hands/", PAPER_HAND, format="json")  # bob, a seated member
    assert entered.status_code == 200, entered.content
    assert (entered.json()["sheet"], entered.json()["entered_by"]) == ("pending", "bob")
    refused = bob.post(here + "sheet/confirm/")
    assert refused.status_code == 422
    assert (
        "bob entered this sheet: a player of the other side confirms it" in refused.json()["detail"]
    )
    assert not WebhookDelivery.objects.exists()

    confirmed = erin.post(here + "sheet/confirm/")  # erin sits on the other side
    assert confirmed.status_code == 200, confirmed.content
    assert confirmed.json()["sheet"] == "confirmed" and confirmed.json()["result"] is not None
    assert list(WebhookDelivery.objects.values_list("event", flat=True)) == ["event.round_finished"]
    late = bob.post(here + "sheet/hands/", PAPER_HAND, format="json")
    assert late.status_code == 409


def test_only_the_tables_members_and_the_director_enter_a_sheet(cast: Cast) -> None:
    seats = [("alice", "member"), ("dan", "guest"), ("erin", "member"), ("gus", "guest")]
    seated_event(cast, "paper", seats)
    here = TABLE.format("paper")
    assert client(cast.editor).post(here + "sheet/").status_code == 201
    refused = client(cast.viewer).post(here + "sheet/hands/", PAPER_HAND, format="json")
    assert refused.status_code == 403  # bob is a member of the club, not of this table
    assert "entered by the members seated at its table" in refused.json()["detail"]
    assert client().post(here + "sheet/confirm/").status_code == 404  # a private club
    staff = client(cast.staff).post(here + "sheet/hands/", PAPER_HAND, format="json")
    assert staff.status_code == 200


def test_the_director_opens_a_live_table_whose_finished_match_is_the_tables_result(
    cast: Cast,
) -> None:
    seated_event(cast, "live", [("alice", "member"), ("b1", "bot"), ("erin", "member"),
                                ("b2", "bot")])  # fmt: skip
    here = TABLE.format("live")
    assert client(cast.viewer).post(here + "live/").status_code == 403
    opened = client(cast.editor).post(here + "live/")
    assert opened.status_code == 201, opened.content
    assert opened.json()["kind"] == "live"
    again = client(cast.editor).post(here + "live/")
    assert again.status_code == 422 and "already open as a live table" in again.json()["detail"]
    play_out(Table.objects.get(pk=opened.json()["live_table"]))
    assert client(cast.viewer).get(here).json()["result"] is not None


def test_a_table_of_guests_gets_no_live_table_in_words(cast: Cast) -> None:
    seated_event(cast, "paper", PAPER_SEATS)
    refused = client(cast.editor).post(TABLE.format("paper") + "live/")
    assert refused.status_code == 422
    assert "gus (seat 4) is a guest without an account" in refused.json()["detail"]
    missing = client(cast.editor).post("/api/v1/clubs/riverside/events/paper/tables/1/9/live/")
    assert missing.status_code == 422
    assert missing.json()["detail"] == "round 1 has no table 9; its tables are 1 to 1"
