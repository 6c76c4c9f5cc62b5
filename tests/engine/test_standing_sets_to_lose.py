"""`match.sets_to_lose`: a side set that many times loses. `null`: never that way."""

from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from tests.factories import spades_rules


# covers: match.sets_to_lose=other
def test_a_side_set_three_times_loses() -> None:
    standing = Standing((150, 90), (0, 0), (3, 1), hands_played=7)
    assert match_outcome(spades_rules(match={"sets_to_lose": 3}), standing) == Outcome(
        (1,), EndReason.SETS
    )
    assert match_outcome(spades_rules(match={"sets_to_lose": 4}), standing) is None


# covers: match.sets_to_lose=null
def test_without_a_set_limit_any_number_of_sets_plays_on() -> None:
    standing = Standing((150, 90), (0, 0), (30, 1), hands_played=40)
    assert match_outcome(spades_rules(), standing) is None
