"""A Rook score sheet records per hand who won the auction, the bid, the trump and the points
each side took; the engine scores each hand with the function that scores a hand played card
by card (`engine.games.rook.scoring.score_rook_hand`) and keeps a running standing.

The library's rook.yaml follows seed 004: seats 1 and 3 are side 1, seats 2 and 4 side 2;
fives 5, tens 10, aces 15 and the Rook 20 make 140 points in a hand; bids 70 to 120 by 5."""

import json
from pathlib import Path

import rulesets
from engine.games.rook.sheet import RookSheetResult
from engine.sheet import score_sheet
from rulesets.rook import RookRules
from tests.engine.rook_helpers import rook_rules

LIBRARY = Path(rulesets.__file__).parent / "library"
ROOK = rulesets.load_file(LIBRARY / "rook.yaml")
assert isinstance(ROOK, RookRules)

THREE_HANDS = {
    "hands": [
        {"dealer": 1, "bidder": 2, "bid": 85, "trump": "H", "points": [50, 90]},
        {"bidder": 3, "bid": 100, "trump": "spades", "points": [120, 10], "discarded": 10},
        {"bidder": 1, "bid": 120, "trump": "D", "points": [110, 30]},
    ]
}


def scored(rules: RookRules, *hands: dict) -> RookSheetResult:
    return score_sheet(rules, {"hands": list(hands)})


def test_a_made_bid_scores_all_the_sides_points_and_the_defenders_score_theirs() -> None:
    # Seed 004: made, "they receive all the points for their counters"; "the opposing team
    # receives the score for their counters regardless".
    hand = scored(ROOK, {"bidder": 2, "bid": 85, "points": [50, 90]}).hands[0]
    assert hand.score.made and hand.score.points == (50, 90)
    assert hand.score.declarer_side == 1


def test_a_bid_not_made_loses_the_bid_and_scores_nothing_for_the_counters() -> None:
    # Seed 004: "they lose an equal number of points to their bid and receive no points for
    # counters taken". 110 of a bid of 120: -120; the defenders keep their 30.
    hand = scored(ROOK, {"bidder": 1, "bid": 120, "points": [110, 30]}).hands[0]
    assert not hand.score.made and hand.score.points == (-120, 30)
    assert hand.standing.sets == (1, 0)


def test_taking_exactly_the_bid_makes_it() -> None:
    hand = scored(ROOK, {"bidder": 4, "bid": 70, "points": [70, 70]}).hands[0]
    assert hand.score.made and hand.score.points == (70, 70)


def test_three_hands_keep_a_running_standing_and_the_deal_passes_to_the_left() -> None:
    result = score_sheet(ROOK, THREE_HANDS)
    assert [hand.score.points for hand in result.hands] == [(50, 90), (120, 10), (-120, 30)]
    assert [hand.standing.scores for hand in result.hands] == [(50, 90), (170, 100), (50, 130)]
    assert [hand.dealer for hand in result.hands] == [0, 1, 2]
    assert result.standing.sets == (1, 0) and result.standing.hands_played == 3
    assert result.outcome is None


# covers: players.dealer_rotation=same_dealer
def test_under_same_dealer_the_first_dealer_deals_every_hand() -> None:
    rules = rook_rules("players: {dealer_rotation: same_dealer}\n")
    result = scored(rules, *(dict(hand) for hand in THREE_HANDS["hands"][1:]))
    assert [hand.dealer for hand in result.hands] == [0, 0]


def test_the_json_result_reads_each_hand_back_with_its_score_and_the_standing() -> None:
    out = score_sheet(ROOK, json.dumps(THREE_HANDS)).to_json()
    assert out["format"] == "houserules-sheet/1" and out["outcome"] is None
    second = out["hands"][1]
    assert {key: second[key] for key in ("hand", "dealer", "bidder", "bid", "trump")} == {
        "hand": 2,
        "dealer": 2,
        "bidder": 3,
        "bid": 100,
        "trump": "S",  # "spades", written as the pack's letter
    }
    assert (second["points"], second["discarded"]) == ([120, 10], 10)
    assert second["score"] == {
        "sides": [
            {"side": 1, "seats": [1, 3], "taken": 120, "points": 120},
            {"side": 2, "seats": [2, 4], "taken": 10, "points": 10},
        ],
        "declarer": 3,
        "bid": 100,
        "made": True,
        "forfeits": [],
    }
    assert second["standing"]["scores"] == [170, 100]
    assert out["standing"]["scores"] == [50, 130]


def test_each_hand_read_back_scores_the_same_again() -> None:
    first = score_sheet(ROOK, THREE_HANDS)
    again_hands = [
        {key: value for key, value in hand.items() if key not in ("hand", "score", "standing")}
        for hand in first.to_json()["hands"]
    ]
    again = score_sheet(ROOK, {"hands": again_hands})
    assert again.to_json() == first.to_json()
