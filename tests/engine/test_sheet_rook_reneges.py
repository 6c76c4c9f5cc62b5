"""Renege calls on a Rook sheet: refused where the rules refuse illegal cards, and otherwise
scored with the penalty of `reneges.caught_after_gathered`, by the same scoring function as a
card-level hand. Side 1 (seats 1 and 3) declares 90 in every hand here."""

import pytest

from engine.core.standing import EndReason, Outcome
from engine.games.rook.sheet import RookSheetResult
from engine.sheet import SheetError, score_sheet
from rulesets.rook import RookRules
from tests.engine.rook_helpers import rook_rules

HONOUR = "reneges: {enforcement: honour, caught_after_gathered: %s}\n"


def honour(penalty: str, extra: str = "") -> RookRules:
    return rook_rules(HONOUR % penalty + extra)


def sheet(rules: RookRules, points: list[int], offender: int, **call: object) -> RookSheetResult:
    renege = {"offender": offender, "claimant": 2 if offender in (1, 3) else 1, **call}
    hand = {"bidder": 1, "bid": 90, "points": points, "reneges": [renege]}
    return score_sheet(rules, {"hands": [hand]})


def problems(rules: RookRules, hand: dict) -> list[tuple[str, str]]:
    with pytest.raises(SheetError) as refused:
        score_sheet(rules, {"hands": [hand]})
    return [(problem.field, problem.message) for problem in refused.value.problems]


# covers: reneges.enforcement=prevent
def test_under_prevent_no_renege_can_stand() -> None:
    hand = {"bidder": 1, "bid": 90, "points": [90, 50], "reneges": [{"offender": 2, "claimant": 1}]}
    assert problems(rook_rules(), hand) == [
        (
            "reneges",
            "these rules refuse illegal cards (reneges.enforcement: prevent): no renege can stand",
        )
    ]


# covers: reneges.enforcement=honour
# covers: reneges.caught_after_gathered=offender_set
def test_offender_set_the_defenders_renege_gives_the_declarer_its_bid_and_them_nothing() -> None:
    # The call ended the hand after 70 points were taken: they may add up to less than 140.
    result = sheet(honour("offender_set"), [40, 30], offender=2, trick=4)
    assert result.hands[0].score.points == (90, 0)
    assert result.to_json()["hands"][0]["reneges"] == [
        {"offender": 2, "claimant": 1, "caught": "after_gathered", "trick": 4}
    ]


def test_offender_set_the_declarers_renege_sets_it() -> None:
    hand = sheet(honour("offender_set"), [40, 30], offender=3).hands[0]
    assert hand.score.points == (-90, 0) and hand.standing.sets == (1, 0)


# covers: reneges.caught_after_gathered=set_plus_penalty
# covers: reneges.extra_penalty=default
def test_set_plus_penalty_adds_minus_100_to_the_offending_side() -> None:
    assert sheet(honour("set_plus_penalty"), [40, 30], offender=2).hands[0].score.points == (
        90,
        -100,
    )


# covers: reneges.extra_penalty=other
def test_set_plus_penalty_adds_the_penalty_the_rules_give() -> None:
    rules = rook_rules(
        "reneges: {enforcement: honour, caught_after_gathered: set_plus_penalty,"
        " extra_penalty: -50}\n"
    )
    assert sheet(rules, [40, 30], offender=2).hands[0].score.points == (90, -50)


# covers: reneges.caught_after_gathered=lose_game
def test_lose_game_scores_the_hand_as_played_and_the_offenders_forfeit() -> None:
    result = sheet(honour("lose_game"), [95, 20], offender=2)
    assert result.hands[0].score.points == (95, 20)
    assert result.outcome == Outcome((0,), EndReason.FORFEIT)


# covers: reneges.caught_after_gathered=transfer_tricks
# covers: reneges.tricks_transferred=default
def test_transfer_tricks_scores_the_points_as_written_after_the_transfer() -> None:
    result = sheet(honour("transfer_tricks"), [105, 35], offender=2)
    assert result.hands[0].score.points == (105, 35) and result.outcome is None


def test_transfer_tricks_plays_the_hand_out_so_the_points_make_140() -> None:
    hand = {"bidder": 1, "bid": 90, "points": [60, 40], "reneges": [{"offender": 2, "claimant": 1}]}
    [(field, message)] = problems(honour("transfer_tricks"), hand)
    assert field == "points" and message.startswith("the points add up to 100, not the 140")


def test_a_call_on_the_own_side_or_past_the_ninth_trick_is_refused() -> None:
    calls = [
        {"offender": 3, "claimant": 1},
        {"offender": 2, "claimant": 1, "trick": 10, "caught": "later", "when": "then"},
    ]
    hand = {"bidder": 1, "bid": 90, "points": [40, 30], "reneges": calls}
    assert problems(honour("offender_set"), hand) == [
        ("reneges[1]", "seat 1 cannot call a renege on its own side"),
        ("reneges[2].when", "unknown field (expected offender, claimant, caught, trick)"),
        ("reneges[2].caught", "'later': write after_gathered or before_gathered"),
        ("reneges[2].trick", "10 is not a trick: write a number from 1 to 9"),
    ]
