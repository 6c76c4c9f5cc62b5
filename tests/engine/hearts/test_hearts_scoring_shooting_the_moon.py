"""Shooting the moon: taking every penalty card. Pagat's Hearts page: usually every other
player scores 26 and the shooter nothing; some tables have the shooter subtract 26, or let
the shooter choose."""

from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from rulesets.hearts import MoonShot
from tests.engine.hearts.hearts_helpers import hearts_rules

MOON = HeartsTally((0, 26, 0, 0))


def points(
    moon: str, standing: Standing | None = None, tally: HeartsTally = MOON
) -> tuple[int, ...]:
    terms = hearts_terms(hearts_rules(scoring={"moon": moon}))
    return score_hand(terms, tally, standing or Standing.start(4)).points


# covers: scoring.moon=not_played
def test_without_a_moon_the_shooter_scores_all_26() -> None:
    assert points("not_played") == (0, 26, 0, 0)


# covers: scoring.moon=others_add
def test_the_moon_gives_every_other_player_26() -> None:
    assert points("others_add") == (26, 0, 26, 26)


# covers: scoring.moon=shooter_subtracts
def test_the_moon_takes_26_off_the_shooter() -> None:
    assert points("shooter_subtracts") == (0, -26, 0, 0)


# covers: scoring.moon=shooters_choice
def test_the_shooter_gives_26_to_the_others_when_the_match_goes_on() -> None:
    assert points("shooters_choice") == (26, 0, 26, 26)


def test_the_shooter_subtracts_26_rather_than_end_the_match_behind() -> None:
    # Seat 2 (80) shoots; +26 would take seat 1 (80) to 106 and end the match with seat 3
    # (10) winning, so the shooter subtracts: 80 − 26 = 54.
    before = Standing((80, 80, 10, 90), (0,) * 4, (0,) * 4, hands_played=5)

    assert points("shooters_choice", before) == (0, -26, 0, 0)


def test_a_recorded_choice_is_the_shooters() -> None:
    chosen = HeartsTally((0, 26, 0, 0), choice=MoonShot.SHOOTER_SUBTRACTS)

    assert points("shooters_choice", tally=chosen) == (0, -26, 0, 0)


def test_25_points_is_not_a_moon() -> None:
    assert points("others_add", tally=HeartsTally((1, 25, 0, 0))) == (1, 25, 0, 0)
