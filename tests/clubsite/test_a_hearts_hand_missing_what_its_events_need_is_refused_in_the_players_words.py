"""A Hearts hand on the club pages that leaves out what the rules' events need, or whose
tricks do not add up to the hand, is refused next to the fields concerned, in words a table
reads (no rule paths), and nothing is stored."""

from __future__ import annotations

from django.test import Client

from tests.clubsite.conftest import Cast, Clients
from tests.clubsite.sheet_pages import (
    NO_TRICK_AND_LAST_TRICK,
    QUEEN_OF_HEARTS,
    field_errors,
    group_errors,
    hearts_with_events,
    open_sheet,
    page_text,
    score_url,
)

POINTS = {"points_1": 5, "points_2": 13, "points_3": 8, "points_4": 0}


def refused(editor: Client, data: dict[str, object]) -> str:
    sheet = open_sheet(editor)
    response = editor.post(score_url(sheet), data)
    assert response.status_code == 200
    sheet.refresh_from_db()
    assert sheet.log["hands"] == []
    return page_text(response.content)


def test_tricks_and_the_last_trick_left_out_are_asked_for_by_name(
    cast: Cast, client_as: Clients
) -> None:
    hearts_with_events(cast, NO_TRICK_AND_LAST_TRICK)
    page = refused(client_as("editor"), POINTS)
    assert field_errors(page, "tricks_4") == ["Write the tricks Dan took (0 for none)."]
    assert field_errors(page, "last_trick") == ["Who took the last trick?"]


def test_tricks_that_do_not_add_up_to_the_hand_are_refused_above_the_tricks(
    cast: Cast, client_as: Clients
) -> None:
    hearts_with_events(cast, NO_TRICK_AND_LAST_TRICK)
    tricks = {"tricks_1": 4, "tricks_2": 5, "tricks_3": 4, "tricks_4": 1}
    page = refused(client_as("editor"), POINTS | tricks | {"last_trick": 2})
    assert group_errors(page, "tricks") == ["The tricks add up to 14; a hand has 13"]
    assert "scoring.events" not in page


def test_a_card_nobody_was_named_for_is_asked_for(cast: Cast, client_as: Clients) -> None:
    hearts_with_events(cast, QUEEN_OF_HEARTS)
    cards = {f"card_{rank}H": 2 for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10")}
    page = refused(client_as("editor"), cards | {"card_JH": 2, "card_KH": 2, "card_AH": 2})
    assert field_errors(page, "card_QH") == ["Who took the Q♥?"]
    assert field_errors(page, "card_QS") == ["Who took the Q♠?"]


def test_a_last_trick_at_a_seat_beyond_the_table_is_refused_at_the_field(
    cast: Cast, client_as: Clients
) -> None:
    hearts_with_events(cast, NO_TRICK_AND_LAST_TRICK)
    tricks = {"tricks_1": 4, "tricks_2": 5, "tricks_3": 4, "tricks_4": 0}
    page = refused(client_as("editor"), POINTS | tricks | {"last_trick": 7})
    assert field_errors(page, "last_trick") == [
        "Select a valid choice. 7 is not one of the available choices."
    ]
