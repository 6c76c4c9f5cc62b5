"""Issue 13, "for every game": the club page opens a score sheet from the standing a paper
sheet reached (the scores and bags before hand 1, and the hands played on paper). The hands
entered after it are scored from there; a start that does not fit the rules is refused next
to its field, and nothing is stored."""

from __future__ import annotations

import re
from html import unescape

from django.test import Client
from django.urls import reverse

from registry.models import Match, MatchStatus, Ruleset
from registry.services.matches import verify_match
from tests.clubsite.test_web_score_sheet import PLAYERS, errors, hand

OPEN = reverse("clubsite:open_sheet", args=["riverside", "house"])


def field_errors(html: str, field: str) -> list[str]:
    found = re.search(rf'id="id_{field}_errors">(.*?)</ul>', html, re.S)
    return [unescape(text) for text in re.findall(r"<li>([^<]+)</li>", found[1])] if found else []


def test_the_page_asks_for_the_paper_standing(house: Ruleset, editor: Client) -> None:
    html = editor.get(OPEN).content.decode()
    assert "A match continued from paper (optional)" in html
    for field in ("start_scores", "start_bags", "start_sets", "start_hands"):
        assert f'name="{field}"' in html


def test_a_sheet_continued_from_paper_is_scored_from_its_standing(
    house: Ruleset, editor: Client
) -> None:
    data = {"version": 2, "players": PLAYERS, "start_scores": "250, 100", "start_bags": "8, 2"}
    response = editor.post(OPEN, {**data, "start_hands": "5"})
    match = Match.objects.get()
    assert response.status_code == 302
    assert match.log["start"] == {"scores": [250, 100], "bags": [8, 2], "hands_played": 5}
    score = reverse("clubsite:score", args=["riverside", match.pk])
    # Seats 1 and 3 bid 7 and take 7; seats 2 and 4 bid 6 and take 6: 250 + 70 passes 300.
    assert editor.post(score, hand(["4", "3", "3", "3"], [4, 3, 3, 3])).status_code == 302
    match.refresh_from_db()
    assert match.status == MatchStatus.FINISHED
    assert match.result["standing"]["scores"] == [320, 160]
    assert match.result["standing"]["hands_played"] == 6
    assert verify_match(match).verified
    html = re.sub(r"\s+", " ", editor.get(score).content.decode())
    assert re.findall(r'class="total grand">([^<]+)<', html) == ["320", "160"]


def test_a_start_that_does_not_fit_the_table_is_refused_next_to_its_field(
    house: Ruleset, editor: Client
) -> None:
    data = {"version": 2, "players": PLAYERS, "start_scores": "250, 100", "start_bags": "1, 2, 3"}
    html = editor.post(OPEN, data).content.decode()
    assert field_errors(html, "start_bags") == [
        "One number per side is needed, side 1 first: 2, not 3."
    ]
    assert not Match.objects.exists()


def test_scores_the_form_cannot_read_are_refused_by_the_form(
    house: Ruleset, editor: Client
) -> None:
    html = editor.post(
        OPEN, {"version": 2, "players": PLAYERS, "start_scores": "250, a lot", "start_bags": "-1"}
    ).content.decode()
    assert field_errors(html, "start_scores") == [
        "Write each side's score as a whole number (or with one decimal, 3.1), separated by"
        " commas: 420, 350."
    ]
    assert field_errors(html, "start_bags") == [
        "Write each side's bags as a whole number from 0, separated by commas: 8, 2."
    ]
    html = editor.post(
        OPEN, {"version": 2, "players": PLAYERS, "start_bags": "8, 2"}
    ).content.decode()
    assert "Write the scores the paper sheet reached, or leave the bags, sets and hands empty." in (
        errors(html)
    )
    assert not Match.objects.exists()


def test_the_sheet_shows_the_paper_standing_before_and_after_the_first_hand(
    house: Ruleset, editor: Client
) -> None:
    data = {"version": 2, "players": PLAYERS, "start_scores": "120, 100", "start_bags": "8, 0"}
    editor.post(OPEN, {**data, "start_sets": "1, 0", "start_hands": "5"})
    match = Match.objects.get()
    assert match.log["start"]["sets"] == [1, 0]
    score = reverse("clubsite:score", args=["riverside", match.pk])

    before = re.sub(r"\s+", " ", unescape(editor.get(score).content.decode()))
    assert (
        "Continued from paper after 5 hands: Side 1: 120 (8 bags, 1 set) · Side 2: 100." in before
    )
    assert "No hand scored yet." in before

    editor.post(score, hand(["4", "3", "3", "3"], [4, 3, 3, 3]))
    after = re.sub(r"\s+", " ", editor.get(score).content.decode())
    paper = re.search(r'<tr class="paper">.*?</tr>', after)
    assert paper is not None
    assert re.findall(r'class="total">([^<]+)<', paper.group(0)) == ["120", "100"]
    assert "5 hands" in paper.group(0)
