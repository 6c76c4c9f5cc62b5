"""Issue 13, defect 4: a renege call on a score sheet honours `reneges.caught_before_gathered`.
Under `corrected` a renege caught before its trick was gathered was taken back and play went
on (seed 001: "the card is taken back and the correct card played"): the call is recorded and
takes no penalty, and every trick or point is on the sheet. Under `same_as_after` it takes the
penalty of a renege caught after (`caught_after_gathered: offender_set` here), and the call may
have ended the hand. Before the fix both states scored the penalty."""

import pytest

import rulesets
from engine.sheet import SheetError, score_sheet
from tests.engine.rook_helpers import rook_rules

CAUGHT_BEFORE = {"offender": 2, "claimant": 1, "caught": "before_gathered", "trick": 7}


def spades(before: str) -> rulesets.Ruleset:
    return rulesets.load(
        "format: houserules/1\ngame: spades\nreneges:\n  enforcement: honour\n"
        f"  caught_after_gathered: offender_set\n  caught_before_gathered: {before}\n"
    )


def spades_points(before: str, tricks: list[int]) -> tuple[int, ...]:
    # Seats 1 and 3 bid 4 + 3 = 7; seats 2 and 4 bid 3 + 3 = 6; seat 2 reneged in trick 7.
    hand = {"bids": ["4", "3", "3", "3"], "tricks": tricks, "reneges": [CAUGHT_BEFORE]}
    points = score_sheet(spades(before), {"hands": [hand]}).hands[0].score.points
    return tuple(int(side) for side in points)


# covers: reneges.caught_before_gathered=corrected
def test_spades_corrected_the_call_takes_no_penalty() -> None:
    # Both sides made their bids exactly: 7 tricks for 70, 6 for 60.
    assert spades_points("corrected", [4, 3, 3, 3]) == (70, 60)


def test_spades_corrected_every_trick_was_played() -> None:
    with pytest.raises(SheetError, match="the tricks add up to 7, not the 13 tricks in a hand"):
        spades_points("corrected", [2, 2, 2, 1])


# covers: reneges.caught_before_gathered=same_as_after
def test_spades_same_as_after_the_offenders_are_set() -> None:
    # offender_set: seats 2 and 4 are set on their 6 (-60), seats 1 and 3 made their 7 (70).
    assert spades_points("same_as_after", [4, 3, 3, 3]) == (70, -60)
    # The call ended the hand after trick 7: only 7 tricks are on the sheet.
    assert spades_points("same_as_after", [2, 2, 2, 1]) == (70, -60)


def rook_points(before: str, points: list[int]) -> tuple[int, ...]:
    # Seat 1 (side 1) declares 90 of the 140 points; seat 2, a defender, reneged.
    rules = rook_rules(
        "reneges: {enforcement: honour, caught_after_gathered: offender_set,"
        f" caught_before_gathered: {before}}}\n"
    )
    call = {"offender": 2, "claimant": 1, "caught": "before_gathered"}
    hand = {"bidder": 1, "bid": 90, "points": points, "reneges": [call]}
    scored = score_sheet(rules, {"hands": [hand]}).hands[0].score.points
    return tuple(int(side) for side in scored)


# covers: reneges.caught_before_gathered=corrected
def test_rook_corrected_each_side_scores_what_it_took() -> None:
    # The declarer made its 90 with 90; the defenders keep their 50.
    assert rook_points("corrected", [90, 50]) == (90, 50)


# covers: reneges.caught_before_gathered=same_as_after
def test_rook_same_as_after_the_declarer_gets_its_bid_and_the_defenders_nothing() -> None:
    assert rook_points("same_as_after", [90, 50]) == (90, 0)
    assert rook_points("same_as_after", [40, 30]) == (90, 0)


def test_the_corrected_call_stays_on_the_scored_sheet() -> None:
    hand = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3], "reneges": [CAUGHT_BEFORE]}
    result = score_sheet(spades("corrected"), {"hands": [hand]})
    assert result.to_json()["hands"][0]["reneges"] == [CAUGHT_BEFORE]
    assert result.log_hands()[0]["reneges"] == [CAUGHT_BEFORE]
