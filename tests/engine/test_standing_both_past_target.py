"""`match.both_past_target`: who wins when several sides reach the target in one hand."""

from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from tests.factories import rook_rules, spades_rules


def standing(*scores: int) -> Standing:
    return Standing(scores, (0, 0), (0, 0), hands_played=9)


# covers: match.both_past_target=higher_score_wins
def test_both_sides_past_500_the_higher_score_wins() -> None:
    rules = spades_rules()
    assert match_outcome(rules, standing(510, 530)) == Outcome((1,), EndReason.TARGET)


# covers: match.both_past_target=bidders_win
def test_rook_bidder_goes_out_even_with_the_lower_score() -> None:
    rules = rook_rules(match={"both_past_target": "bidders_win"})
    outcome = match_outcome(rules, standing(305, 340), bidders_side=0)
    assert outcome == Outcome((0,), EndReason.TARGET)


def test_rook_bidders_below_the_target_leave_the_higher_score_to_win() -> None:
    rules = rook_rules(match={"both_past_target": "bidders_win"})
    assert match_outcome(rules, standing(305, 290), bidders_side=1) == Outcome(
        (0,), EndReason.TARGET
    )
