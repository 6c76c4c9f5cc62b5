"""When the rules score an event naming a card (a player who takes the Q♥), a Hearts score
sheet on the club pages asks who took each card that counts, in place of the points: the
hearts and the Q♠ of standard Hearts, and the J♦ among them under Omnibus, where it then no
longer asks separately who took the J♦."""

from __future__ import annotations

import re

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.clubsite.conftest import Cast, Clients, publish_next
from tests.clubsite.sheet_pages import (
    QUEEN_OF_HEARTS,
    hearts_with_events,
    open_sheet,
    page_text,
    score_url,
)

HEARTS = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]


def card_fields(page: str) -> list[str]:
    return re.findall(r'<select name="card_([0-9A-Z]+)"', page)


def test_an_event_naming_the_queen_of_hearts_asks_who_took_each_counting_card(
    cast: Cast, client_as: Clients
) -> None:
    hearts_with_events(cast, QUEEN_OF_HEARTS)
    editor = client_as("editor")
    page = page_text(editor.get(score_url(open_sheet(editor))).content)
    assert card_fields(page) == [*HEARTS, "QS"]
    assert '<label for="id_card_QH">Took the Q♥</label>' in page
    assert '<label for="id_card_QS">Took the Q♠</label>' in page
    assert "Points taken by" not in page and "<legend>Cards taken</legend>" in page
    assert "A player who takes the Q♥ scores +10." in page


def test_under_omnibus_the_jack_of_diamonds_is_one_of_the_cards(
    cast: Cast, client_as: Clients
) -> None:
    omnibus = (LIBRARY_DIR / "omnibus-hearts.yaml").read_bytes()
    events = b"scoring:\n  events:\n    - {when: took_cards, cards: QH, score: 10}\n"
    table = create_ruleset(cast.club, slug="hearts", title="Omnibus and Q♥", actor=cast.owner)
    publish_next(table, omnibus.replace(b"scoring:\n", events, 1), cast.owner, "The Q♥ +10")
    editor = client_as("editor")
    page = page_text(editor.get(score_url(open_sheet(editor))).content)
    assert card_fields(page) == ["JD", *HEARTS, "QS"]
    assert "id_jack_of_diamonds" not in page


def test_a_card_worth_points_off_its_takers_score_is_asked_for_by_cards_too(
    cast: Cast, client_as: Clients
) -> None:
    # Omnibus Hearts' 10♦ at −10 (card_values): the sheet can only score it from the cards.
    ten = b"scoring:\n  card_values: [{cards: 10D, points: -10}]\n"
    source = b"format: houserules/1\ngame: hearts\n" + ten
    table = create_ruleset(cast.club, slug="hearts", title="Ten of diamonds", actor=cast.owner)
    publish_next(table, source, cast.owner, "The 10♦ −10")
    editor = client_as("editor")
    sheet = open_sheet(editor)
    assert card_fields(page_text(editor.get(score_url(sheet)).content)) == ["10D", *HEARTS, "QS"]
    # Ann took the 10♦ and the Q♠ (13 − 10); Ben every heart (13).
    data = {"card_10D": 1, "card_QS": 1} | {f"card_{card}": 2 for card in HEARTS}
    assert editor.post(score_url(sheet), data).status_code == 302
    sheet.refresh_from_db()
    assert sheet.log["hands"][0]["standing"]["scores"] == [3, 13, 0, 0]
