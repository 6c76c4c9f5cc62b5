"""`match.losing_score`: a side at or below it loses at once. `null`: nobody loses that way."""

from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from tests.factories import spades_rules


def standing(*scores: int) -> Standing:
    count = len(scores)
    return Standing(scores, (0,) * count, (0,) * count, hands_played=4)


# covers: match.losing_score=default
def test_a_side_falling_to_minus_200_loses_and_the_other_side_wins() -> None:
    outcome = match_outcome(spades_rules(), standing(-200, -350 + 400))
    assert outcome == Outcome((1,), EndReason.LOSING_SCORE)


def test_minus_199_plays_on() -> None:
    assert match_outcome(spades_rules(), standing(-199, 50)) is None


# covers: match.losing_score=other
def test_a_losing_score_of_minus_500_lets_minus_400_play_on() -> None:
    assert match_outcome(spades_rules(match={"losing_score": -500}), standing(-400, 50)) is None
    assert match_outcome(spades_rules(match={"losing_score": -500}), standing(-500, 50)) == Outcome(
        (1,), EndReason.LOSING_SCORE
    )


# covers: match.losing_score=null
def test_without_a_losing_score_any_score_plays_on() -> None:
    assert match_outcome(spades_rules(match={"losing_score": None}), standing(-5000, 50)) is None


def test_with_three_sides_the_highest_remaining_score_wins() -> None:
    cutthroat = spades_rules(
        players={"count": 3, "teams": "singles"}, deck={"removed_cards": ["2C"]}
    )
    outcome = match_outcome(cutthroat, standing(120, -210, 180))
    assert outcome == Outcome((2,), EndReason.LOSING_SCORE)


def test_when_every_side_falls_at_once_the_higher_score_wins() -> None:
    outcome = match_outcome(spades_rules(), standing(-230, -210))
    assert outcome == Outcome((1,), EndReason.LOSING_SCORE)
