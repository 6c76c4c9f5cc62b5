"""A first hand that bids itself is logged with no bid for any seat, and replays."""

import rulesets
from engine.cli import format_score_sheet
from engine.core.actions import parse_action
from engine.core.cards import Card
from engine.match import play_match
from engine.replay import replay

RULES = rulesets.load("format: houserules/1\ngame: spades\nbidding: {first_hand: bids_itself}\n")


def test_the_first_hand_has_no_bids_and_each_side_scores_its_tricks() -> None:
    """bids_itself: each side's contract is the tricks it took, 10 a trick, no bags."""
    log = play_match(RULES, ["random"] * 4, seed=1).log
    first = log["hands"][0]
    assert first["bids"] == [None] * 4
    assert all(isinstance(parse_action(text), Card) for _, text in first["actions"])
    for side in first["score"]["sides"]:
        assert side["points"] == 10 * side["tricks"] and side["bags"] == 0
    assert str(replay(RULES, log)) == "verified"
    assert "(no bidding)" in format_score_sheet(RULES, log)
