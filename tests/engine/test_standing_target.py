"""`match.target`: a side at or above it at the end of a hand wins. `null`: no target."""

from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from tests.factories import spades_rules


def standing(*scores: int, hands: int = 5) -> Standing:
    count = len(scores)
    return Standing(scores, (0,) * count, (0,) * count, hands_played=hands)


# covers: match.target=default
def test_a_side_reaching_500_wins() -> None:
    assert match_outcome(spades_rules(), standing(500, 320)) == Outcome((0,), EndReason.TARGET)


def test_below_the_target_the_match_goes_on() -> None:
    assert match_outcome(spades_rules(), standing(499, 320)) is None


# covers: match.target=other
def test_a_side_reaching_a_target_of_300_wins() -> None:
    assert match_outcome(spades_rules(match={"target": 300}), standing(120, 301)) == Outcome(
        (1,), EndReason.TARGET
    )


# covers: match.target=null
def test_without_a_target_no_score_ends_the_match() -> None:
    assert (
        match_outcome(
            spades_rules(match={"target": None, "hands": 10}), standing(5000, 320, hands=9)
        )
        is None
    )
