"""The match ends after the schedule (`match.target: null`) or when a player reaches the
target; the highest score wins, level scores shared or (`match.ties: most_bids_made`) won by
the player who made more bids."""

from engine.core.standing import EndReason, Outcome, Standing
from engine.games.oh_hell.scoring import OhHellTally, oh_hell_outcome, score_hand
from engine.games.oh_hell.terms import OhHellTerms, oh_hell_terms
from tests.engine.oh_hell.oh_hell_helpers import oh_hell_rules

THREE = {"schedule": "up", "most": 3}


def play(
    rules_terms: OhHellTerms, hands: list[tuple[tuple[int, ...], tuple[int, ...]]]
) -> tuple[Standing, Outcome | None]:
    standing = Standing.start(4)
    outcome: Outcome | None = None
    for bids, tricks in hands:
        standing = standing.after(score_hand(rules_terms, OhHellTally(bids, tricks)))
        outcome = oh_hell_outcome(rules_terms, standing)
    return standing, outcome


# covers: match.target=null
def test_the_match_ends_after_the_last_hand_of_the_schedule() -> None:
    terms = oh_hell_terms(oh_hell_rules(hands=THREE))
    hands = [((1, 0, 0, 1), (1, 0, 0, 0)), ((0, 1, 0, 0), (0, 1, 1, 0))]
    _, outcome = play(terms, hands)
    assert outcome is None
    standing, outcome = play(terms, [*hands, ((1, 1, 0, 0), (1, 1, 1, 0))])
    assert standing.scores == (32, 32, 12, 20)
    assert outcome is not None and outcome.reason is EndReason.HANDS


# covers: match.ties=shared
def test_level_leaders_share_the_win() -> None:
    terms = oh_hell_terms(oh_hell_rules(hands=THREE))
    hands = [
        ((1, 0, 0, 1), (1, 0, 0, 0)),
        ((0, 1, 0, 0), (0, 1, 1, 0)),
        ((1, 1, 0, 0), (1, 1, 1, 0)),
    ]
    _, outcome = play(terms, hands)
    assert outcome is not None and outcome.winners == (0, 1)


# covers: match.ties=most_bids_made
def test_level_leaders_are_parted_by_the_bids_they_made() -> None:
    terms = oh_hell_terms(oh_hell_rules(hands=THREE, match={"ties": "most_bids_made"}))
    # After the schedule seats 1 and 2 are level on 30; seat 1 missed one bid, seat 2 none.
    standing = Standing((30, 30, 5, 5), (0, 0, 0, 0), (1, 0, 2, 2), 3)
    outcome = oh_hell_outcome(terms, standing)
    assert outcome is not None and outcome.winners == (1,)
    both_missed = Standing((30, 30, 5, 5), (0, 0, 0, 0), (1, 1, 2, 2), 3)
    outcome = oh_hell_outcome(terms, both_missed)
    assert outcome is not None and outcome.winners == (0, 1)


# covers: match.target=other
def test_a_target_ends_the_match_when_reached_and_the_schedule_repeats() -> None:
    terms = oh_hell_terms(oh_hell_rules(hands=THREE, match={"target": 35}))
    hands = [
        ((1, 0, 0, 1), (1, 0, 0, 0)),
        ((0, 1, 0, 0), (0, 1, 1, 0)),
        ((1, 1, 0, 0), (1, 1, 1, 0)),
    ]
    _, outcome = play(terms, hands)
    assert outcome is None  # 32 is short of 35: the schedule starts again
    _, outcome = play(terms, [*hands, ((1, 0, 0, 0), (1, 0, 0, 0))])
    assert outcome is not None and outcome.winners == (0,) and outcome.reason is EndReason.TARGET
