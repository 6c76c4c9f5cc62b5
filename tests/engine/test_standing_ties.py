"""`match.ties`: level winning sides play another hand, or share the match."""

from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from tests.factories import spades_rules


def standing(*scores: int, hands: int = 9) -> Standing:
    return Standing(scores, (0, 0), (0, 0), hands_played=hands)


# covers: match.ties=play_another_hand
def test_both_sides_level_past_the_target_play_another_hand() -> None:
    assert match_outcome(spades_rules(), standing(520, 520)) is None


def test_level_after_the_last_hand_plays_another_hand() -> None:
    assert (
        match_outcome(spades_rules(match={"target": None, "hands": 5}), standing(40, 40, hands=5))
        is None
    )
    outcome = match_outcome(
        spades_rules(match={"target": None, "hands": 5}), standing(40, 51, hands=6)
    )
    assert outcome == Outcome((1,), EndReason.HANDS)


# covers: match.ties=shared
def test_level_sides_past_the_target_share_the_match() -> None:
    outcome = match_outcome(spades_rules(match={"ties": "shared"}), standing(520, 520))
    assert outcome == Outcome((0, 1), EndReason.TARGET)
    assert outcome is not None and outcome.shared
