"""`match.hands`: after that many hands the highest score wins. `null`: no limit."""

from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from tests.factories import spades_rules


def standing(*scores: int, hands: int) -> Standing:
    count = len(scores)
    return Standing(scores, (0,) * count, (0,) * count, hands_played=hands)


# covers: match.hands=other
def test_after_5_hands_the_highest_score_wins() -> None:
    assert (
        match_outcome(spades_rules(match={"target": None, "hands": 5}), standing(12, 30, hands=4))
        is None
    )
    outcome = match_outcome(
        spades_rules(match={"target": None, "hands": 5}), standing(12, 30, hands=5)
    )
    assert outcome == Outcome((1,), EndReason.HANDS)


def test_a_target_reached_before_the_last_hand_ends_the_match_first() -> None:
    outcome = match_outcome(
        spades_rules(match={"target": 300, "hands": 10}), standing(310, 30, hands=6)
    )
    assert outcome == Outcome((0,), EndReason.TARGET)


# covers: match.hands=null
def test_without_a_hand_limit_the_hundredth_hand_plays_on() -> None:
    assert match_outcome(spades_rules(), standing(120, 300, hands=100)) is None
