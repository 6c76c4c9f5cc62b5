"""The pages of a round's tables: from the event's page the director opens a live table or a
score sheet for a table (a second opening is refused in words); the table's page shows its
seats and rules and lets the other side confirm a finished sheet (the same side is refused in
words); the round's cards page prints each table's seats, the rules' summary and a QR code of
the table's page as inline SVG, for the director only."""

from django.test import Client

from clubevents.models import EventTableKind
from registry.services import add_sheet_hand
from tests.events.event_helpers import PAPER_HAND, PAPER_SEATS, seated_event

URL = "/clubs/riverside/events/paper/"
TABLE = URL + "rounds/1/tables/1/"


def _client(user):  # type: ignore[no-untyped-def]
    client = Client()
    client.force_login(user)
    return client


def test_open_confirm_and_print(cast) -> None:  # type: ignore[no-untyped-def]
    event = seated_event(cast, "paper", PAPER_SEATS)
    director, bob = _client(cast.editor), _client(cast.viewer)
    page = director.get(URL).content.decode()
    assert f'action="{TABLE}"' in page and "Open a live table" in page
    assert "Print the table cards of round 1" in page

    # gus is a guest: no live table for him, and nothing opens.
    page = director.post(TABLE, {"action": "live", "back": "event"}, follow=True).content.decode()
    assert "gus (seat 4) is a guest without an account" in page
    assert not event.event_tables.exists()
    assert bob.post(TABLE, {"action": "sheet"}).status_code == 403
    page = director.post(TABLE, {"action": "sheet", "back": "event"}, follow=True).content.decode()
    assert "its score sheet is open" in page
    page = director.post(TABLE, {"action": "sheet"}, follow=True).content.decode()
    assert "this table is already open as a score sheet" in page
    opened = event.event_tables.get()
    assert opened.kind == EventTableKind.SHEET

    page = bob.get(TABLE).content.decode()
    assert "Seat 2</strong> bob" in page and "fill in the score sheet" in page
    add_sheet_hand(opened.match, PAPER_HAND, actor=cast.editor)
    page = bob.get(TABLE).content.decode()
    assert "entered by erin" in page and "Confirm the sheet" in page
    page = _client(cast.owner).post(TABLE, {"action": "confirm"}, follow=True).content.decode()
    assert "erin entered this sheet: a player of the other side confirms it" in page
    page = bob.post(TABLE, {"action": "confirm"}, follow=True).content.decode()
    assert "the score sheet is confirmed and counts" in page and "71 · 50" in page
    assert event.results.get().source == "sheet"

    cards = director.get(URL + "rounds/1/cards/")
    text = cards.content.decode()
    assert cards.status_code == 200 and text.count('class="table-card"') == 1
    assert "<svg" in text and "http://testserver" + TABLE in text and "cards.css" in text
    assert "Seat 4</strong> gus" in text
    assert bob.get(URL + "rounds/1/cards/").status_code == 403
    assert director.get(URL + "rounds/2/cards/").status_code == 404
    assert bob.get(URL + "rounds/1/tables/9/").status_code == 404
