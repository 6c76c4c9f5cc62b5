"""A Hearts score sheet on the club pages asks for each player's tricks when an event counts
tricks (a player who takes no trick), and who took the last trick when an event is on it;
under rules without such events it asks for neither, and says why it asks when it does."""

from __future__ import annotations

from django.test import Client

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.clubsite.conftest import Cast, Clients, publish_next
from tests.clubsite.sheet_pages import (
    NO_TRICK_AND_LAST_TRICK,
    PLAYERS,
    hearts_with_events,
    open_sheet,
    page_text,
    score_url,
)


def test_events_on_tricks_and_the_last_trick_add_their_fields(
    cast: Cast, client_as: Clients
) -> None:
    hearts_with_events(cast, NO_TRICK_AND_LAST_TRICK)
    editor: Client = client_as("editor")
    page = page_text(editor.get(score_url(open_sheet(editor))).content)
    for seat, name in enumerate(PLAYERS, start=1):
        assert f'<label for="id_points_{seat}">Points taken by {name}</label>' in page
        assert f'<label for="id_tricks_{seat}">Tricks taken by {name}</label>' in page
    assert '<label for="id_last_trick">Took the last trick</label>' in page
    assert "They add up to 13, the tricks of a hand." in page
    assert (
        "These rules score hand events, so the sheet asks for more than the points:"
        " A player who takes no trick scores −5. A player who takes the last trick scores +5."
    ) in page
    assert "id_card_" not in page


def test_an_event_on_the_last_trick_alone_asks_for_no_tricks(
    cast: Cast, client_as: Clients
) -> None:
    hearts_with_events(cast, "  - {when: took_last_trick, score: 5}\n")
    editor = client_as("editor")
    page = page_text(editor.get(score_url(open_sheet(editor))).content)
    assert "id_last_trick" in page and "id_tricks_1" not in page


def test_rules_without_such_events_ask_for_the_points_only(cast: Cast, client_as: Clients) -> None:
    table = create_ruleset(cast.club, slug="hearts", title="Plain Hearts", actor=cast.owner)
    publish_next(table, (LIBRARY_DIR / "hearts.yaml").read_bytes(), cast.owner, "Pagat")
    editor = client_as("editor")
    page = page_text(editor.get(score_url(open_sheet(editor))).content)
    assert "id_points_1" in page
    for asked in ("id_tricks_1", "id_last_trick", "id_card_", "hand events"):
        assert asked not in page


def test_a_moon_event_needs_nothing_more_than_the_points(cast: Cast, client_as: Clients) -> None:
    hearts_with_events(
        cast, "  - {when: shot_the_moon, score: 150, to: others, combine: instead}\n"
    )
    editor = client_as("editor")
    page = page_text(editor.get(score_url(open_sheet(editor))).content)
    assert "id_points_1" in page
    for asked in ("id_tricks_1", "id_last_trick", "id_card_", "hand events"):
        assert asked not in page
