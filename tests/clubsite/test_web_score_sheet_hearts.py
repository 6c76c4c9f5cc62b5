"""Scoring a Hearts table on the club pages: the hand's form asks for the penalty points each
player took, and only what the rules score beside them (who took the J♦ under Omnibus, who
took every trick when there is a sun, how a shooter chose to score a moon when the shooter
chooses); a whole match entered through the pages scores exactly as the engine's own sheet
scorer scores the same sheet, and a refused hand shows the engine's reason at its field."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import rulesets
from engine.sheet import SHEET_FORMAT, score_sheet
from registry.models import Match, MatchStatus, Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.clubsite.conftest import Cast, publish_next
from tests.clubsite.sheet_pages import field_errors, open_sheet, published, score_url
from tests.clubsite.sheet_pages import page_text as text

OMNIBUS = (LIBRARY_DIR / "omnibus-hearts.yaml").read_bytes()
CHOICE = OMNIBUS.replace(b"moon: others_add ", b"moon: shooters_choice ").replace(
    b"sun: null", b"sun: 52"
)
"""Omnibus Hearts to 100 (the J♦ −10), where the shooter chooses how a moon scores, and
taking every trick shoots the sun, worth 52."""
PLAYERS = "Ann, Ben, Cat, Dan"

MATCH: list[dict[str, Any]] = [
    {"points": [0, 5, 13, 8], "jack_of_diamonds": 4},
    {"points": [26, 0, 0, 0], "jack_of_diamonds": 2, "moon_choice": "shooter_subtracts"},
    {"points": [3, 10, 13, 0], "jack_of_diamonds": 4},
    {"points": [0, 26, 0, 0], "jack_of_diamonds": 2, "moon_choice": "others_add"},
    {"points": [0, 0, 26, 0], "jack_of_diamonds": 3, "sun": 3},
    {"points": [13, 0, 0, 13], "jack_of_diamonds": 1},
    {"points": [20, 6, 0, 0], "jack_of_diamonds": 4},
    {"points": [26, 0, 0, 0], "jack_of_diamonds": 1},
    {"points": [0, 13, 0, 13], "jack_of_diamonds": 3},
]
"""A whole match as the sheet format writes it: two moons scored by the shooter's choice,
one left to the engine's choice, a sun, and the hand that takes seat 4 past 100."""


def fields(hand: dict[str, Any]) -> dict[str, Any]:
    """The form's fields for a sheet hand."""
    data = {f"points_{seat}": taken for seat, taken in enumerate(hand["points"], start=1)}
    return {**data, **{name: value for name, value in hand.items() if name != "points"}}


@pytest.fixture
def hearts(cast: Cast) -> Ruleset:
    return published(
        cast, "hearts", "Friday Hearts", CHOICE, "Omnibus, the shooter's choice, a sun of 52"
    )


def test_the_hearts_form_asks_for_each_players_points_and_what_the_rules_score_beside(
    hearts: Ruleset, editor: Client
) -> None:
    page = text(editor.get(score_url(open_sheet(editor))).content)
    for seat, name in enumerate(["Ann", "Ben", "Cat", "Dan"], start=1):
        assert f'<label for="id_points_{seat}">Points taken by {name}</label>' in page
    assert '<label for="id_jack_of_diamonds">Took the J♦</label>' in page
    assert '<label for="id_sun">Took every trick (shot the sun)</label>' in page
    assert '<label for="id_moon_choice">A shooter of the moon chose (or of the sun)</label>' in page
    assert '<option value="shooter_subtracts">the shooter scores −26 (a sun −52)</option>' in page
    assert (
        "1 for each heart and 13 for the Q♠, before any moon. They add up to 26; a player with"
        " all 26 shot the moon."
    ) in page
    assert "Not the J♦: name who took it." in page
    assert "Renege calls" not in page and "id_ten_of_hearts" not in page


def test_standard_hearts_asks_only_for_the_points(cast: Cast, editor: Client) -> None:
    table = create_ruleset(cast.club, slug="hearts", title="Plain Hearts", actor=cast.owner)
    publish_next(table, (LIBRARY_DIR / "hearts.yaml").read_bytes(), cast.owner, "Pagat")
    page = text(editor.get(score_url(open_sheet(editor))).content)
    assert "id_points_4" in page and "id_dealer" in page
    for asked in ("id_jack_of_diamonds", "id_sun", "id_moon_choice", "id_ten_of_hearts"):
        assert asked not in page


def test_a_whole_match_entered_on_the_pages_scores_as_the_engines_sheet_scorer(
    hearts: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor)
    for number, hand in enumerate(MATCH, start=1):
        response = editor.post(score_url(sheet), fields(hand))
        assert response.status_code == 302, f"hand {number} was refused"
    sheet.refresh_from_db()
    engine = score_sheet(rulesets.load(CHOICE), {"format": SHEET_FORMAT, "hands": MATCH})
    expected = engine.to_json()
    assert [h["standing"]["scores"] for h in sheet.log["hands"]] == [
        h["standing"]["scores"] for h in expected["hands"]
    ]
    # Hand 2: Ann shot the moon and chose −26; Ben's J♦ is −10 (Omnibus: it counts anyway).
    assert sheet.log["hands"][1]["score"]["sides"][0]["points"] == -26
    assert [s["points"] for s in sheet.log["hands"][1]["score"]["sides"]] == [-26, -10, 0, 0]
    # Hand 5: Cat took every trick, a sun of 52 for each of the others; her J♦ is −10.
    assert [s["points"] for s in sheet.log["hands"][4]["score"]["sides"]] == [52, 52, -10, 52]
    assert sheet.status == MatchStatus.FINISHED
    assert expected["outcome"] == {"winners": [3], "reason": "target"}
    assert sheet.result["winners"] == [3] and sheet.result["reason"] == "target"
    assert sheet.result["standing"]["scores"] == expected["standing"]["scores"] == [68, 92, 58, 108]


def test_points_that_do_not_add_up_are_refused_above_the_points(
    hearts: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor)
    page = text(editor.post(score_url(sheet), fields(MATCH[0] | {"points": [0, 5, 13, 7]})).content)
    found = re.search(r'id="points-errors"><li>([^<]+)</li>', page)
    assert found and found[1].startswith("The points add up to 25; the penalty cards hold 26")
    sheet.refresh_from_db()
    assert sheet.log["hands"] == []


def test_a_hand_without_the_jacks_taker_is_refused_at_the_jack(
    hearts: Ruleset, editor: Client
) -> None:
    data = fields({"points": [0, 5, 13, 8]})
    page = text(editor.post(score_url(open_sheet(editor)), data).content)
    assert field_errors(page, "jack_of_diamonds") == ["Who took the J♦?"]


def test_a_moon_choice_when_nobody_shot_the_moon_is_refused_at_the_choice(
    hearts: Ruleset, editor: Client
) -> None:
    data = fields(MATCH[0] | {"moon_choice": "others_add"})
    page = text(editor.post(score_url(open_sheet(editor)), data).content)
    assert field_errors(page, "moon_choice") == ["Nobody shot the moon in this hand"]


def test_the_sheet_names_the_lowest_score_as_the_leader_and_the_winner(
    hearts: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor)
    for hand in MATCH[:5]:
        editor.post(score_url(sheet), fields(hand))
    page = text(editor.get(score_url(sheet)).content)
    # After hand 5 the totals are 55, 47, 42 and 66: Cat's 42 is the lowest, and leads.
    assert "Cat leads (the lowest score wins)" in page
    assert "Seat 1 (Ann) shot the moon: scored −26." in page
    assert "Seat 2 (Ben) shot the moon: every other player scored +26." in page
    assert "Seat 3 (Cat) shot the sun: every other player scored +52." in page
    assert ">Bid<" not in page and ">Bags<" not in page
    for hand in MATCH[5:]:
        editor.post(score_url(sheet), fields(hand))
    audit = text(editor.get(reverse("clubsite:match", args=["riverside", sheet.pk])).content)
    assert '<p class="verified"><strong>verified</strong>' in audit
    # Dan's 108 ended the match; Cat's 58 is the lowest of 68, 92, 58, 108.
    assert "Won by seat 3 (Cat): the lowest score when a player reached the end score." in audit
    assert re.findall(r'class="total grand">([^<]+)<', audit) == ["68", "92", "58", "108"]


def test_black_marias_form_counts_its_spades_for_three_players(cast: Cast, editor: Client) -> None:
    table = create_ruleset(cast.club, slug="hearts", title="Black Maria", actor=cast.owner)
    publish_next(table, (LIBRARY_DIR / "black-maria.yaml").read_bytes(), cast.owner, "Pagat")
    url = reverse("clubsite:open_sheet", args=["riverside", "hearts"])
    response = editor.post(url, {"version": 1, "players": "Ann, Ben, Cat"})
    sheet = Match.objects.get()
    assert response.url == score_url(sheet)
    page = text(editor.get(score_url(sheet)).content)
    # Black Maria (Pagat): hearts 1 each, Q♠ 13, K♠ 10, A♠ 7: 43 in all; no moon is played.
    assert "1 for each heart, 13 for the Q♠, 10 for the K♠ and 7 for the A♠" in page
    assert "7 for the A♠. They add up to 43." in page and "moon" not in page
    assert "id_points_3" in page and "id_points_4" not in page and "id_moon_choice" not in page
    assert editor.post(score_url(sheet), fields({"points": [13, 20, 10]})).status_code == 302
    sheet.refresh_from_db()
    assert sheet.log["hands"][0]["standing"]["scores"] == [13, 20, 10]


def test_a_doubling_ten_of_hearts_asks_who_took_it(cast: Cast, editor: Client) -> None:
    doubles = OMNIBUS.replace(b"jack_of_diamonds: -10", b"jack_of_diamonds: null").replace(
        b"moon: others_add ", b"ten_of_hearts: doubles\n  moon: others_add "
    )
    table = create_ruleset(cast.club, slug="hearts", title="Doubling ten", actor=cast.owner)
    publish_next(table, doubles, cast.owner, "The 10♥ doubles")
    sheet = open_sheet(editor)
    page = text(editor.get(score_url(sheet)).content)
    assert '<label for="id_ten_of_hearts">Took the 10♥</label>' in page
    assert "id_jack_of_diamonds" not in page
    refused = text(editor.post(score_url(sheet), fields({"points": [0, 5, 13, 8]})).content)
    assert field_errors(refused, "ten_of_hearts") == ["Who took the 10♥?"]
    # Ben took the 10♥ among his 5 points: he scores double, 10.
    data = fields({"points": [0, 5, 13, 8], "ten_of_hearts": 2})
    assert editor.post(score_url(sheet), data).status_code == 302
    sheet.refresh_from_db()
    assert sheet.log["hands"][0]["standing"]["scores"] == [0, 10, 13, 8]
