"""Shooting the sun: taking every trick, not only every penalty card (a house variant, often
worth double the moon, 52), scored the way the moon is."""

from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import hearts_rules

SUN = HeartsTally((0, 26, 0, 0), sun=1)


# covers: scoring.sun=null
def test_without_a_sun_taking_every_trick_is_a_moon() -> None:
    terms = hearts_terms(hearts_rules())

    assert score_hand(terms, SUN, Standing.start(4)).points == (26, 0, 26, 26)


# covers: scoring.sun=other
def test_the_sun_is_worth_its_own_points() -> None:
    terms = hearts_terms(hearts_rules(scoring={"sun": 52}))
    score = score_hand(terms, SUN, Standing.start(4))

    assert score.points == (52, 0, 52, 52)
    assert score.to_json()["shot"] == {"seat": 2, "kind": "sun", "scored": "others_add"}
