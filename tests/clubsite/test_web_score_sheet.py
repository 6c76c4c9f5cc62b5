"""Scoring a physical table: open a sheet under a chosen version, enter hands one by one,
each scored by the engine as it is entered; impossible hands are refused with the reason next
to their field, and nothing of them is stored."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from registry.models import Match, MatchStatus, Ruleset

PLAYERS = "Ann, Ben, Cat, Dan"


def hand(bids: list[str], tricks: list[int], **extra: Any) -> dict[str, Any]:
    """The form's fields for a hand: bids as the notation (`4`, `nil`, `blind 6`)."""
    data: dict[str, Any] = {}
    for seat, (bid, took) in enumerate(zip(bids, tricks, strict=True), start=1):
        number = re.search(r"\d+", bid)
        data[f"bid_{seat}"] = number[0] if number else ""
        data[f"mark_{seat}"] = re.sub(r"\s*\d+\s*", "", bid).strip()
        data[f"tricks_{seat}"] = took
    return {**data, **extra}


def errors(html: str) -> list[str]:
    return re.findall(
        r"<li>([^<]+)</li>", "".join(re.findall(r'<ul class="errors"[^>]*>.*?</ul>', html, re.S))
    )


@pytest.fixture
def sheet(house: Ruleset, editor: Client) -> Match:
    """An open sheet under house version 2 (classic Spades to 300)."""
    url = reverse("clubsite:open_sheet", args=["riverside", "house"])
    response = editor.post(url, {"version": 2, "players": PLAYERS})
    match = Match.objects.get()
    assert response.url == reverse("clubsite:score", args=["riverside", match.pk])
    return match


def score_url(match: Match) -> str:
    return reverse("clubsite:score", args=["riverside", match.pk])


def test_opening_a_sheet_pins_the_version_and_names_the_seats(sheet: Match) -> None:
    assert sheet.status == MatchStatus.OPEN and sheet.version.number == 2
    assert [seat["player"] for seat in sheet.seats] == ["Ann", "Ben", "Cat", "Dan"]


def test_the_wrong_number_of_players_is_refused_at_the_field(
    house: Ruleset, editor: Client
) -> None:
    url = reverse("clubsite:open_sheet", args=["riverside", "house"])
    html = editor.post(url, {"version": 2, "players": "Ann, Ben, Cat"}).content.decode()
    assert "Version 2 seats 4 players; you named 3." in errors(html)
    assert re.search(r"id_players_errors", html) and not Match.objects.exists()


def test_each_hand_is_scored_as_it_is_entered(sheet: Match, editor: Client) -> None:
    response = editor.post(score_url(sheet), hand(["4", "nil", "3", "5"], [5, 1, 4, 3]))
    assert response.status_code == 302
    sheet.refresh_from_db()
    assert sheet.log["hands"][0]["standing"]["scores"] == [72, -149]
    html = re.sub(r"\s+", " ", editor.get(score_url(sheet)).content.decode())
    assert "Hand 2" in html and "Nil by seat 2 (Ben) failed: −100." in html
    assert re.findall(r'class="total grand">([^<]+)<', html) == ["72", "−149"]


def test_tricks_that_do_not_add_up_are_refused_and_not_stored(sheet: Match, editor: Client) -> None:
    html = editor.post(score_url(sheet), hand(["4", "nil", "3", "5"], [5, 1, 4, 2])).content
    assert "The tricks add up to 12, not the 13 tricks in a hand" in errors(html.decode())
    sheet.refresh_from_db()
    assert sheet.log["hands"] == []


def test_a_bid_the_rules_forbid_is_refused_next_to_that_seat(sheet: Match, editor: Client) -> None:
    html = editor.post(score_url(sheet), hand(["4", "blind nil", "3", "5"], [5, 1, 4, 3]))
    page = html.content.decode()
    reason = "Seat 2 may not bid blind nil: it is not allowed under these rules"
    found = re.search(r'id="id_bid_2_errors"><li>([^<]+)</li>', page)
    assert found and found[1].startswith(reason)
    assert "bidding.blind_nil" not in found[1]  # the table's words, not the rule's path


def test_a_nil_with_a_number_is_refused_by_the_form(sheet: Match, editor: Client) -> None:
    data = hand(["4", "nil", "3", "5"], [5, 1, 4, 3], bid_2="2")
    html = editor.post(score_url(sheet), data).content.decode()
    assert "Leave the number empty for nil." in errors(html)


def test_a_renege_call_is_scored_and_noted(sheet: Match, editor: Client) -> None:
    data = hand(
        ["4", "nil", "3", "5"], [5, 1, 4, 3],
        renege1_offender=2, renege1_claimant=1, renege1_caught="after_gathered", renege1_trick=7,
    )  # fmt: skip
    assert editor.post(score_url(sheet), data).status_code == 302
    sheet.refresh_from_db()
    assert sheet.log["hands"][0]["reneges"][0]["offender"] == 2
    html = re.sub(r"\s+", " ", editor.get(score_url(sheet)).content.decode())
    assert "Renege by seat 2 (Ben) in trick 7, called by seat 1 (Ann)" in html


def test_a_renege_call_on_the_own_side_is_refused_at_the_call(sheet: Match, editor: Client) -> None:
    data = hand(["4", "nil", "3", "5"], [5, 1, 4, 3], renege1_offender=3, renege1_claimant=1)
    html = editor.post(score_url(sheet), data).content.decode()
    assert any("cannot call a renege on its own side" in error for error in errors(html))


def test_the_hand_that_wins_the_match_finishes_it(sheet: Match, editor: Client) -> None:
    for _ in range(3):
        editor.post(score_url(sheet), hand(["7", "1", "6", "1"], [7, 0, 6, 0]))
    sheet.refresh_from_db()
    assert sheet.status == MatchStatus.FINISHED and sheet.result["winners"] == [1]
    html = re.sub(r"\s+", " ", editor.get(score_url(sheet)).content.decode())
    assert "This match is over. Won by side 1 (Ann &amp; Cat): reached the target." in html
    assert "Score hand" not in html
    refused = editor.post(score_url(sheet), hand(["7", "1", "6", "1"], [7, 0, 6, 0]))
    assert refused.status_code == 200
    sheet.refresh_from_db()
    assert len(sheet.log["hands"]) == 3


def test_a_finished_sheet_verifies_on_its_audit_page(sheet: Match, editor: Client) -> None:
    for _ in range(3):
        editor.post(score_url(sheet), hand(["7", "1", "6", "1"], [7, 0, 6, 0]))
    html = editor.get(reverse("clubsite:match", args=["riverside", sheet.pk])).content.decode()
    assert '<p class="verified"><strong>verified</strong>' in html
    assert html.count('<tr class="hand">') == 3


def test_the_versions_are_offered_with_the_head_chosen(house: Ruleset, editor: Client) -> None:
    html = editor.get(reverse("clubsite:open_sheet", args=["riverside", "house"])).content.decode()
    assert '<option value="2" selected>' in html and '<option value="1">' in html
