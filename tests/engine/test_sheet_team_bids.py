"""Team bids on a sheet: a Blind 6 pre-empts the partner (null), a 10-for-200 made second
supersedes the partner's bid (written null too)."""

from pathlib import Path

import pytest

import rulesets
from engine.sheet import SheetError, score_sheet

LIBRARY = Path(rulesets.__file__).parent / "library"
TOURNAMENT = rulesets.load_file(LIBRARY / "tournament.yaml")


def test_blind_6_with_its_partner_null_scores_120() -> None:
    # Seat 4 deals, so seat 1 bids first, before its partner has seen a card.
    hand = {"dealer": 4, "bids": ["team blind 6", "4", None, "3"], "tricks": [3, 4, 3, 3]}
    sheet = {"hands": [hand]}
    assert score_sheet(TOURNAMENT, sheet).hands[0].score.points == (120, 70)


def test_a_bid_from_the_partner_of_a_blind_6_is_refused() -> None:
    hand = {"dealer": 4, "bids": ["team blind 6", "4", "2", "3"], "tricks": [3, 4, 3, 3]}
    sheet = {"hands": [hand]}
    with pytest.raises(SheetError) as raised:
        score_sheet(TOURNAMENT, sheet)
    assert [p.field for p in raised.value.problems] == ["bids[3]"]


def test_ten_for_200_bid_after_the_partner_supersedes_a_bid_left_null() -> None:
    # Seat 1 deals: seat 2 bids first, then seat 3 (null: superseded), seat 4, seat 1.
    sheet = {"hands": [{"bids": ["team 10", "2", None, "1"], "tricks": [6, 2, 4, 1]}]}
    assert score_sheet(TOURNAMENT, sheet).hands[0].score.points == (200, 30)


def test_blind_6_after_the_partner_has_bid_is_refused() -> None:
    # Seat 1 deals: seat 3 bids before seat 1, so seat 1 can no longer bid blind.
    sheet = {"hands": [{"bids": ["team blind 6", "4", None, "3"], "tricks": [3, 4, 3, 3]}]}
    with pytest.raises(SheetError, match="before either partner has seen their cards"):
        score_sheet(TOURNAMENT, sheet)


def test_a_team_bid_for_another_number_of_tricks_is_refused() -> None:
    sheet = {"hands": [{"bids": ["team 9", "2", None, "1"], "tricks": [6, 2, 4, 1]}]}
    with pytest.raises(SheetError, match="team 9 is not a bid under these rules"):
        score_sheet(TOURNAMENT, sheet)
