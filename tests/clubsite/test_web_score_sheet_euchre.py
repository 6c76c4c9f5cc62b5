"""Scoring a Euchre table on the club pages: the hand's form asks who made trump and the
tricks the makers took (or who reneged), and whether the maker went alone or a defender
defended alone when the rules allow it; a whole game entered through the pages scores as the
engine's own sheet scorer scores it (Bicycle's points), and a refused hand shows the
engine's reason at its field."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import rulesets
from engine.sheet import SHEET_FORMAT, score_sheet
from registry.models import MatchStatus, Ruleset
from registry.services.library import LIBRARY_DIR
from tests.clubsite.conftest import Cast
from tests.clubsite.sheet_pages import field_errors, open_sheet, published, score_url
from tests.clubsite.sheet_pages import page_text as text

EUCHRE = (LIBRARY_DIR / "euchre.yaml").read_bytes()
PLAYERS = "Ann, Ben, Cat, Dan"

GAME: list[dict[str, Any]] = [
    {"maker": 1, "won": 3},
    {"maker": 2, "trump": "S", "won": 5},
    {"maker": 1, "alone": True, "won": 5},
    {"maker": 2, "won": 2},
    {"maker": 3, "won": 4},
    {"maker": 4, "renege": 4},
]
"""A game to 10 (Bicycle's scoring): Ann and Cat 1, 4, 2, 1 and 2 for Dan's renege, 10 to 2."""


@pytest.fixture
def euchre(cast: Cast) -> Ruleset:
    return published(cast, "euchre", "Thursday Euchre", EUCHRE, "Bicycle")


def test_the_euchre_form_asks_for_the_maker_and_the_tricks(euchre: Ruleset, editor: Client) -> None:
    page = text(editor.get(score_url(open_sheet(editor, "euchre"))).content)
    assert '<label for="id_maker">Made trump</label>' in page
    assert '<label for="id_won">Tricks the makers took</label>' in page
    assert '<label for="id_alone">The maker went alone</label>' in page
    assert "id_lone_defender" not in page  # Bicycle: nobody defends alone
    assert "Renege calls" not in page


def test_a_whole_game_entered_on_the_pages_scores_as_the_engines_sheet_scorer(
    euchre: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "euchre")
    for number, hand in enumerate(GAME, start=1):
        response = editor.post(score_url(sheet), hand)
        assert response.status_code == 302, f"hand {number} was refused"
    sheet.refresh_from_db()
    engine = score_sheet(rulesets.load(EUCHRE), {"format": SHEET_FORMAT, "hands": GAME}).to_json()
    assert [h["standing"]["scores"] for h in sheet.log["hands"]] == [
        h["standing"]["scores"] for h in engine["hands"]
    ]
    assert sheet.status == MatchStatus.FINISHED
    assert sheet.result["standing"]["scores"] == [10, 2]
    audit = text(editor.get(reverse("clubsite:match", args=["riverside", sheet.pk])).content)
    assert '<p class="verified"><strong>verified</strong>' in audit


def test_more_tricks_than_a_hand_has_are_refused_at_the_tricks(
    euchre: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "euchre")
    page = text(editor.post(score_url(sheet), {"maker": 1, "won": 3, "renege": 2}).content)
    assert any("not both" in error for error in field_errors(page, "won")), page[-3000:]
    sheet.refresh_from_db()
    assert sheet.log["hands"] == []
