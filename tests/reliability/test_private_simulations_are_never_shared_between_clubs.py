"""Finding 6 (issue 16): simulating exactly the rules and settings another club had simulated
privately answered at once, "simulated before", with the other club's finish time: proof that
the other club ran those rules, and when. Runs are now shared within a club only."""

from __future__ import annotations

from clubsite.models import SimulationRun
from clubsite.simulations import ask
from registry.models import Ruleset
from registry.services import create_club, create_ruleset
from tests.cast import CLASSIC, Cast, publish_next, with_target


def _house(cast: Cast, slug: str) -> Ruleset:
    club = create_club(slug=slug, name=slug.title(), owner=cast.owner)
    house = create_ruleset(club, slug="house", title="House", actor=cast.owner)
    publish_next(house, CLASSIC, cast.owner)
    publish_next(house, with_target(300), cast.owner)
    return house


def _ask(house: Ruleset, cast: Cast) -> SimulationRun:
    first, second = house.versions.get(number=1), house.versions.get(number=2)
    return ask(house, first, second, matches=10, seed=5, user=cast.owner).run


def test_the_same_question_in_another_club_gets_a_run_of_its_own(cast: Cast) -> None:
    mine, theirs = _house(cast, "mine"), _house(cast, "theirs")
    assert mine.head.rules_digest == theirs.head.rules_digest
    their_run = _ask(theirs, cast)
    my_run = _ask(mine, cast)
    assert my_run.pk != their_run.pk
    assert not my_run.simulations.exclude(ruleset=mine).exists()


def test_the_same_question_in_the_same_club_is_still_answered_from_its_run(cast: Cast) -> None:
    house = _house(cast, "mine")
    assert _ask(house, cast).pk == _ask(house, cast).pk
