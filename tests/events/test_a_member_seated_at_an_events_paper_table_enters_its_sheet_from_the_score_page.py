"""A member seated at an event's paper table enters its hands on the sheet's page from their
phone, without the scorer's role; the other side then confirms. A member not at that table
is refused (403)."""

from django.test import Client

from clubevents.event_tables import open_sheet, sheet_state
from tests.events.event_helpers import PAPER_HAND, PAPER_SEATS, seated_event


def _client(user):  # type: ignore[no-untyped-def]
    client = Client()
    client.force_login(user)
    return client


def _form() -> dict[str, object]:
    form: dict[str, object] = {"dealer": PAPER_HAND["dealer"]}
    for seat, (bid, took) in enumerate(
        zip(PAPER_HAND["bids"], PAPER_HAND["tricks"], strict=True), start=1
    ):
        form |= {f"bid_{seat}": bid, f"mark_{seat}": "", f"tricks_{seat}": took}
    return form


def test_bob_enters_his_tables_sheet_and_alice_confirms(cast) -> None:  # type: ignore[no-untyped-def]
    event = seated_event(cast, "paper", PAPER_SEATS)
    opened = open_sheet(event, round=1, table=1, actor=cast.editor)
    url = f"/clubs/riverside/matches/{opened.match_id}/score/"
    bob = _client(cast.viewer)  # a viewer of the club, seated in seat 2
    assert bob.get(url).status_code == 200
    answer = bob.post(url, _form())
    assert answer.status_code == 302
    state = sheet_state(opened)
    assert (state.state, state.entered_by) == ("pending", "bob")

    table = "/clubs/riverside/events/paper/rounds/1/tables/1/"
    page = _client(cast.owner).post(table, {"action": "confirm"}, follow=True).content.decode()
    assert "the score sheet is confirmed and counts" in page
    assert event.results.get().entered_by == cast.viewer


def test_a_member_not_at_the_table_is_refused(cast) -> None:  # type: ignore[no-untyped-def]
    seats = [("alice", "member"), ("gus", "guest"), ("erin", "member"), ("hal", "guest")]
    event = seated_event(cast, "paper", seats)
    opened = open_sheet(event, round=1, table=1, actor=cast.editor)
    url = f"/clubs/riverside/matches/{opened.match_id}/score/"
    assert _client(cast.viewer).get(url).status_code == 403
    assert _client(cast.viewer).post(url, _form()).status_code == 403
