"""Oh Hell hand events (`scoring.events`), scored after the made or missed points. A
player's contract is their bid, made only when exact: each test states its inputs (bids and
tricks), the expected points and the rule."""

from engine.games.oh_hell.scoring import OhHellTally, score_hand
from engine.games.oh_hell.terms import oh_hell_terms
from tests.engine.oh_hell.oh_hell_helpers import oh_hell_rules


def scored(events: list[dict[str, object]], bids: tuple[int, ...], tricks: tuple[int, ...]):
    terms = oh_hell_terms(oh_hell_rules(scoring={"events": events}))
    return score_hand(terms, OhHellTally(bids, tricks)).points


# covers: scoring.events=default
def test_without_events_a_player_who_takes_no_trick_scores_as_the_bid_says() -> None:
    terms = oh_hell_terms(oh_hell_rules())
    # Seat 1 bid 1 took 0: 0; seat 2 bid 0 took 0: 10; seats 3 and 4 bid 1 took 1 and 2.
    assert score_hand(terms, OhHellTally((1, 0, 1, 1), (0, 0, 1, 2))).points == (0, 10, 11, 2)


# covers: scoring.events=other
def test_a_player_who_takes_no_trick_scores_minus_5_more() -> None:
    # Rule: {when: took_no_trick, score: -5}. Seats 1 and 2 took nothing: 0 − 5 and 10 − 5.
    events = [{"when": "took_no_trick", "score": -5}]
    assert scored(events, (1, 0, 1, 1), (0, 0, 1, 2)) == (-5, 5, 11, 2)


def test_a_made_zero_earns_a_bonus_of_5() -> None:
    # Rule: "bid zero and made it": made_contract_of with at_most 0. Only seat 2's exact 0.
    events = [{"when": "made_contract_of", "at_most": 0, "score": 5}]
    assert scored(events, (1, 0, 0, 1), (0, 0, 1, 2)) == (0, 15, 1, 2)


def test_a_miss_under_the_bid_loses_the_bid_and_a_miss_over_it_does_not() -> None:
    # Rule: failed_contract at_least 1 (tricks short of the bid), −1 per trick bid. Seat 1
    # bid 3 took 1: 1 − 3 = −2; seat 2 bid 0 took 2 (over): 2; seats 3 and 4 exact: 11, 10.
    events = [{"when": "failed_contract", "at_least": 1, "per": "bid", "score": -1}]
    assert scored(events, (3, 0, 1, 0), (1, 2, 1, 0)) == (-2, 2, 11, 10)


def test_an_exact_bid_is_a_made_contract_and_a_bid_passed_is_not() -> None:
    # Rule: made_contract scores 1. Seat 1 bid 1 took 2: over its bid, so no point.
    events = [{"when": "made_contract", "score": 1}]
    assert scored(events, (1, 1, 1, 0), (2, 1, 0, 0)) == (2, 12, 0, 11)
