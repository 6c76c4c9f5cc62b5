"""The 10♥ variant (a house rule): its taker scores double for the hand, but not when they
shoot the moon."""

from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import hearts_rules

START = Standing.start(4)


# covers: scoring.ten_of_hearts=ordinary
def test_the_ten_of_hearts_is_an_ordinary_heart_by_default() -> None:
    terms = hearts_terms(hearts_rules())

    assert score_hand(terms, HeartsTally((4, 9, 13, 0), ten=0), START).points == (4, 9, 13, 0)


# covers: scoring.ten_of_hearts=doubles
def test_the_ten_of_hearts_doubles_its_takers_points() -> None:
    terms = hearts_terms(hearts_rules(scoring={"ten_of_hearts": "doubles"}))
    score = score_hand(terms, HeartsTally((4, 9, 13, 0), ten=0), START)

    # Seat 1 took four hearts, the 10♥ among them: 4 × 2 = 8.
    assert (score.points, score.doubled) == ((8, 9, 13, 0), 0)


def test_the_ten_of_hearts_does_not_double_a_moon() -> None:
    terms = hearts_terms(hearts_rules(scoring={"ten_of_hearts": "doubles"}))

    assert score_hand(terms, HeartsTally((26, 0, 0, 0), ten=0), START).points == (0, 26, 26, 26)
