"""Scoring a Rook table on the club pages: the hand's form asks for who won the auction, the
bid, the trump and each side's points (the last trick and the discards where the rules need
them); each hand is scored by the engine as it is entered, the sheet grows below with running
totals, and a refused hand shows the engine's reasons next to their fields."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from registry.models import MatchStatus, Ruleset
from registry.services.library import LIBRARY_DIR
from tests.clubsite.conftest import Cast, publish_next
from tests.clubsite.sheet_pages import field_errors, open_sheet, published, score_url
from tests.clubsite.sheet_pages import page_text as text

ROOK = (LIBRARY_DIR / "rook.yaml").read_bytes()
"""Seed 004: 140 points in a hand, bids 70 to 120 by 5, discards out of play, to 300."""
BONUS = ROOK.replace(b"discarded_counters: nobody", b"discarded_counters: declarer").replace(
    b"last_trick_bonus: 0 ", b"last_trick_bonus: 20 "
)
"""Version 2: the discards count for the declarer, and the last trick earns 20."""
PLAYERS = "Ann, Ben, Cat, Dan"


def hand(bidder: int, bid: int, points: list[int], **extra: Any) -> dict[str, Any]:
    fields = {"bidder": bidder, "bid": bid, "trump": extra.pop("trump", "H")}
    fields.update({f"points_{side}": taken for side, taken in enumerate(points, start=1)})
    return {**fields, **extra}


@pytest.fixture
def rook(cast: Cast) -> Ruleset:
    return published(cast, "rook", "Thursday Rook", ROOK, "Seed 004")


def test_the_open_page_offers_the_rook_versions(rook: Ruleset, editor: Client) -> None:
    url = reverse("clubsite:open_sheet", args=["riverside", "rook"])
    page = text(editor.get(url).content)
    assert '<option value="1" selected>version 1: Seed 004</option>' in page


def test_the_rook_form_asks_for_the_auction_and_each_sides_points(
    rook: Ruleset, editor: Client
) -> None:
    page = text(editor.get(score_url(open_sheet(editor, "rook"))).content)
    assert "<legend>The auction</legend>" in page and "<legend>Points taken</legend>" in page
    assert '<label for="id_bidder">Won the auction</label>' in page
    assert '<option value="2">seat 2: Ben</option>' in page
    assert '<label for="id_bid">Bid</label>' in page
    assert '<option value="H">hearts</option>' in page
    assert '<label for="id_points_1">Points taken by side 1 (Ann &amp; Cat)</label>' in page
    assert '<label for="id_points_2">Points taken by side 2 (Ben &amp; Dan)</label>' in page
    assert '<label for="id_discarded">Counters discarded (out of play)</label>' in page
    assert "id_last_trick" not in page and "id_tricks_1" not in page and "id_bid_1" not in page
    assert "They add up to 140, less the counters discarded" in page


def test_each_hand_is_scored_as_it_is_entered_and_the_sheet_grows(
    rook: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "rook")
    assert editor.post(score_url(sheet), hand(2, 85, [50, 90])).status_code == 302
    assert editor.post(score_url(sheet), hand(1, 120, [100, 30], discarded=10)).status_code == 302
    sheet.refresh_from_db()
    assert [h["standing"]["scores"] for h in sheet.log["hands"]] == [[50, 90], [-70, 120]]
    page = text(editor.get(score_url(sheet)).content)
    assert "Hand 3" in page
    assert "Seat 2 (Ben) declared 85 in hearts and made it." in page
    assert "Seat 1 (Ann) declared 120 in hearts and was set." in page
    assert "10 points of counters discarded, out of play." in page
    assert re.findall(r'class="total grand">([^<]+)<', page) == ["−70", "120"]
    assert ">Bags<" not in page
    assert 'colspan="4" class="total grand"' in page


def test_a_bid_the_auction_cannot_end_on_is_refused_at_the_bid(
    rook: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "rook")
    page = text(editor.post(score_url(sheet), hand(2, 65, [50, 90])).content)
    assert field_errors(page, "bid") == [
        "65 cannot win the auction: a bid runs from 70 to 120 in steps of 5"
        " (auction.minimum, auction.maximum, auction.step)"
    ]
    sheet.refresh_from_db()
    assert sheet.log["hands"] == []


def test_points_that_do_not_add_up_are_refused_above_the_points(
    rook: Ruleset, editor: Client
) -> None:
    page = text(editor.post(score_url(open_sheet(editor, "rook")), hand(2, 85, [50, 80])).content)
    found = re.search(r'id="points-errors"><li>([^<]+)</li>', page)
    assert found and found[1].startswith("The points add up to 130, not the 140 points")
    assert "write their points as discarded" in found[1]


def test_a_sides_impossible_points_are_refused_at_that_side(rook: Ruleset, editor: Client) -> None:
    page = text(editor.post(score_url(open_sheet(editor, "rook")), hand(2, 85, [150, -10])).content)
    assert field_errors(page, "points_1") == [
        "Side 1 cannot take 150 points: a side takes from 0 to 140 in a hand"
    ]
    assert field_errors(page, "points_2") == [
        "Side 2 cannot take -10 points: a side takes from 0 to 140 in a hand"
    ]


def test_a_hand_without_its_bidder_or_points_is_refused_by_the_form(
    rook: Ruleset, editor: Client
) -> None:
    data = {"bidder": "", "bid": "", "trump": "", "points_1": "70"}
    page = text(editor.post(score_url(open_sheet(editor, "rook")), data).content)
    assert field_errors(page, "bidder") == ["Who won the auction?"]
    assert field_errors(page, "bid") == ["Write the winning bid."]
    assert field_errors(page, "points_2") == ["Write the points side 2 took."]


def test_a_renege_call_under_rules_that_refuse_illegal_cards_is_refused_at_the_calls(
    rook: Ruleset, editor: Client
) -> None:
    data = hand(2, 85, [50, 90], renege1_offender=1, renege1_claimant=2)
    page = text(editor.post(score_url(open_sheet(editor, "rook")), data).content)
    assert '<details class="reneges" open>' in page
    assert "These rules refuse illegal cards (reneges.enforcement: prevent)" in page


def test_a_last_trick_bonus_asks_who_took_the_last_trick(
    rook: Ruleset, cast: Cast, editor: Client
) -> None:
    publish_next(rook, BONUS, cast.editor, "Last trick 20, nest to the declarer")
    sheet = open_sheet(editor, "rook", version=2)
    page = text(editor.get(score_url(sheet)).content)
    assert '<label for="id_last_trick">Took the last trick</label>' in page
    assert "id_discarded" not in page
    assert (
        "A side’s points are the counters in its tricks, the declarer’s discards if it is the"
        " declarer’s side and 20 if it took the last trick. They add up to 160, unless a renege"
        " call ended the hand early."
    ) in page
    refused = text(editor.post(score_url(sheet), hand(1, 110, [115, 45])).content)
    assert field_errors(refused, "last_trick") == [
        "The last trick earns 20 points (scoring.last_trick_bonus): write the seat that took it"
    ]
    assert editor.post(score_url(sheet), hand(1, 110, [115, 45], last_trick=3)).status_code == 302
    page = text(editor.get(score_url(sheet)).content)
    assert "Seat 3 (Cat) took the last trick." in page


def test_the_hand_that_wins_finishes_the_match_and_its_audit_page_verifies(
    rook: Ruleset, editor: Client
) -> None:
    sheet = open_sheet(editor, "rook")
    for _ in range(3):
        editor.post(score_url(sheet), hand(2, 120, [10, 130]))
    sheet.refresh_from_db()
    assert sheet.status == MatchStatus.FINISHED and sheet.result["winners"] == [2]
    page = text(editor.get(score_url(sheet)).content)
    assert "This match is over. Won by side 2 (Ben &amp; Dan): reached the target." in page
    assert "Score hand" not in page
    audit = text(editor.get(reverse("clubsite:match", args=["riverside", sheet.pk])).content)
    assert '<p class="verified"><strong>verified</strong>' in audit
    assert audit.count('<tr class="hand">') == 3
    assert re.findall(r'class="total grand">([^<]+)<', audit) == ["30", "390"]
