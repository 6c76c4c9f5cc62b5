"""A side that forfeits (a renege under `lose_game`) loses the match at once."""

from engine.core.actions import Bid
from engine.core.reneges import Caught, RenegeCall
from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def test_a_renege_under_lose_game_ends_the_match_for_the_other_side() -> None:
    rules = spades_rules(reneges={"enforcement": "honour", "caught_after_gathered": "lose_game"})
    call = RenegeCall(offender=0, claimant=1, caught=Caught.AFTER_GATHERED, trick=3)
    tally = SpadesTally(tuple(Bid.parse(b) for b in ("4", "3", "3", "3")), (5, 2, 4, 2), (call,))
    standing = Standing((480, 100), (0, 0), (0, 0)).after(score_hand(rules, tally, (0, 0)))
    assert standing.scores[0] >= 500
    assert match_outcome(rules, standing) == Outcome((1,), EndReason.FORFEIT)
