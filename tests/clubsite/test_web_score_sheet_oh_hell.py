"""Scoring an Oh Hell table on the club pages: each hand's form asks for every player's bid
and tricks and says the hand's size from the schedule; a night entered through the pages
scores exactly as the engine's own sheet scorer scores the same sheet, and a refused hand (a
bid that breaks the hook, tricks that do not add up) shows the engine's reason at its field
in the club's words."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

import rulesets
from engine.sheet import SHEET_FORMAT, score_sheet
from registry.models import Ruleset
from registry.services.library import LIBRARY_DIR
from tests.clubsite.conftest import Cast
from tests.clubsite.sheet_pages import open_sheet, published, score_url
from tests.clubsite.sheet_pages import page_text as text

OH_HELL = (LIBRARY_DIR / "oh-hell.yaml").read_bytes()
PLAYERS = "Ann, Ben, Cat, Dan"
NIGHT: list[dict[str, Any]] = [
    {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
    {"bids": [0, 1, 0, 0], "tricks": [0, 1, 1, 0]},
    {"bids": [1, 1, 0, 2], "tricks": [1, 1, 0, 1]},
]
"""The first three hands of a night: one card, two, three."""


def fields(hand: dict[str, Any]) -> dict[str, Any]:
    """The form's fields for a sheet hand."""
    data = {f"bid_{seat}": bid for seat, bid in enumerate(hand["bids"], start=1)}
    return data | {f"tricks_{seat}": took for seat, took in enumerate(hand["tricks"], start=1)}


@pytest.fixture
def oh_hell(cast: Cast) -> Ruleset:
    return published(cast, "oh-hell", "Holiday Oh Hell", OH_HELL, "Wikipedia's standard game")


def test_the_form_asks_each_players_bid_and_tricks_and_says_the_hand_size(
    oh_hell: Ruleset, editor: Client
) -> None:
    page = text(editor.get(score_url(open_sheet(editor, "oh-hell"))).content)
    for seat, name in enumerate(["Ann", "Ben", "Cat", "Dan"], start=1):
        assert f'<label for="id_bid_{seat}">{name} bid</label>' in page
        assert f'<label for="id_tricks_{seat}">Tricks taken by {name}</label>' in page
    assert "Hand 1: 1 card each. The tricks add up to 1." in page
    assert "Renege calls" not in page


def test_a_night_entered_on_the_pages_scores_as_the_engines_sheet_scorer(
    oh_hell: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "oh-hell")
    for number, hand in enumerate(NIGHT, start=1):
        response = editor.post(score_url(sheet), fields(hand))
        assert response.status_code == 302, f"hand {number} was refused"
    sheet.refresh_from_db()
    engine = score_sheet(rulesets.load(OH_HELL), {"format": SHEET_FORMAT, "hands": NIGHT})
    assert [h["standing"]["scores"] for h in sheet.log["hands"]] == [
        h["standing"]["scores"] for h in engine.to_json()["hands"]
    ]
    assert sheet.log["hands"][-1]["standing"]["scores"] == [32, 32, 21, 11]
    page = text(editor.get(score_url(sheet)).content)
    assert "Hand 4: 4 cards each." in page


def test_a_dealers_bid_that_breaks_the_hook_is_refused_at_the_bid(
    oh_hell: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "oh-hell")
    page = text(
        editor.post(
            score_url(sheet), fields({"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1]})
        ).content
    )
    found = re.search(r'id="id_bid_1_errors">(.*?)</ul>', page)
    assert (
        found
        and "The dealer (seat 1) may not bid 0: the last bid may not bring the total to the"
        " 1 trick<"
        in found[1]
    )
    sheet.refresh_from_db()
    assert sheet.log["hands"] == []


def test_tricks_that_do_not_add_up_are_refused_above_the_tricks(
    oh_hell: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "oh-hell")
    page = text(
        editor.post(
            score_url(sheet), fields({"bids": [1, 0, 0, 1], "tricks": [1, 1, 0, 0]})
        ).content
    )
    found = re.search(r'id="tricks-errors"><li>([^<]+)</li>', page)
    assert found and found[1] == "The tricks add up to 2; a hand of 1 card has 1 trick"
