"""The end of a Hearts match: after the hand in which a score reaches the end score (100 on
Pagat's Hearts page), or after a fixed number of hands; the lowest score wins, and level
lowest scores follow the tie policy."""

from engine.core.standing import EndReason, Outcome, Standing
from engine.games.hearts.scoring import hearts_outcome
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import hearts_rules


def outcome(scores: tuple[int, ...], played: int = 1, **match: object) -> Outcome | None:
    standing = Standing(scores, (0,) * 4, (0,) * 4, hands_played=played)
    return hearts_outcome(hearts_terms(hearts_rules(match=match)), standing)


# covers: match.end_score=default
def test_the_match_ends_at_100_and_the_lowest_score_wins() -> None:
    assert outcome((100, 40, 35, 60)) == Outcome((2,), EndReason.TARGET)
    assert outcome((99, 40, 35, 60)) is None


# covers: match.end_score=other
def test_the_end_score_is_the_rules_own() -> None:
    assert outcome((50, 40, 35, 60), end_score=50) == Outcome((2,), EndReason.TARGET)


# covers: match.end_score=null
# covers: match.hands=other
def test_a_fixed_number_of_hands_ends_the_match() -> None:
    assert outcome((150, 40, 35, 60), 2, end_score=None, hands=3) is None
    assert outcome((150, 40, 35, 60), 3, end_score=None, hands=3) == Outcome((2,), EndReason.HANDS)


# covers: match.hands=null
def test_without_a_number_of_hands_only_the_end_score_ends_it() -> None:
    assert outcome((90, 40, 35, 60), 500) is None


# covers: match.ties=play_another_hand
def test_level_lowest_scores_play_another_hand() -> None:
    assert outcome((100, 35, 35, 60)) is None


# covers: match.ties=shared
def test_level_lowest_scores_share_the_match() -> None:
    assert outcome((100, 35, 35, 60), ties="shared") == Outcome((1, 2), EndReason.TARGET)
