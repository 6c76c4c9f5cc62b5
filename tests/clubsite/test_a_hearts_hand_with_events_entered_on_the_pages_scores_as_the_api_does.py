"""A Hearts hand entered on the club pages under rules with hand events is written in the
score-sheet format the API takes and scored by the same engine: the tricks, the last trick
and the cards each player took give the events their points, and the match's hands and
standing are those the API's scorer gives the same sheet."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

import rulesets
from engine.sheet import SHEET_FORMAT, score_sheet
from tests.clubsite.conftest import Cast, Clients
from tests.clubsite.sheet_pages import (
    NO_TRICK_AND_LAST_TRICK,
    QUEEN_OF_HEARTS,
    hearts_with_events,
    open_sheet,
    page_text,
    score_url,
)

HEARTS = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]


def fields(hand: dict[str, Any]) -> dict[str, Any]:
    """The form's fields for a sheet hand: per seat its points and tricks, and per counting
    card the seat that took it."""
    data: dict[str, Any] = {}
    for kind in ("points", "tricks"):
        data |= {f"{kind}_{seat}": n for seat, n in enumerate(hand.get(kind, []), start=1)}
    for seat, cards in enumerate(hand.get("cards", []), start=1):
        data |= {f"card_{card}": seat for card in cards}
    return data | ({"last_trick": hand["last_trick"]} if "last_trick" in hand else {})


def test_tricks_and_the_last_trick_score_their_events_as_the_api_does(
    cast: Cast, client_as: Clients
) -> None:
    version = hearts_with_events(cast, NO_TRICK_AND_LAST_TRICK).versions.get()
    hands = [
        # Dan took no trick (−5), Ben the last trick (+5): 5, 13 + 5, 8, 0 − 5.
        {"points": [5, 13, 8, 0], "tricks": [4, 5, 4, 0], "last_trick": 2},
        # Everyone took a trick; Ann took the last: 10 + 5, 6, 10, 0.
        {"points": [10, 6, 10, 0], "tricks": [5, 3, 3, 2], "last_trick": 1},
    ]
    editor = client_as("editor")
    sheet = open_sheet(editor)
    for hand in hands:
        assert editor.post(score_url(sheet), fields(hand)).status_code == 302
    sheet.refresh_from_db()
    api = score_sheet(rulesets.load(version.source), {"format": SHEET_FORMAT, "hands": hands})
    expected = api.to_json()["hands"]
    assert [h["score"] for h in sheet.log["hands"]] == [h["score"] for h in expected]
    assert [h["standing"]["scores"] for h in sheet.log["hands"]] == [
        [5, 18, 8, -5],
        [20, 24, 18, -5],
    ]
    for url in (score_url(sheet), reverse("clubsite:match", args=["riverside", sheet.pk])):
        page = page_text(editor.get(url).content)
        assert "Tricks taken: Ann 4, Ben 5, Cat 4, Dan 0." in page
        assert "Seat 2 (Ben) took the last trick." in page


def test_the_cards_each_player_took_score_an_event_on_a_card_as_the_api_does(
    cast: Cast, client_as: Clients
) -> None:
    version = hearts_with_events(cast, QUEEN_OF_HEARTS).versions.get()
    rest = [card for card in HEARTS if card != "QH"]
    # Cat took the Q♥ (1, and 10 for the event), Ann the Q♠ (13), Ben the other hearts (12).
    hand = {"cards": [["QS"], rest, ["QH"], []]}
    editor = client_as("editor")
    sheet = open_sheet(editor)
    assert editor.post(score_url(sheet), fields(hand)).status_code == 302
    sheet.refresh_from_db()
    written = sheet.log["hands"][0]
    assert written["cards"] == hand["cards"]
    api = score_sheet(rulesets.load(version.source), {"format": SHEET_FORMAT, "hands": [hand]})
    assert written["score"] == api.to_json()["hands"][0]["score"]
    assert written["standing"]["scores"] == [13, 12, 11, 0]
