"""Each scoring system of the public rule texts, stated as data in `scoring`, scores their
worked examples: inputs (bid, tricks taken), the expected points, and the rule.

Sources:
- Wikipedia "Oh Hell", Scoring (mirror http://www.liquisearch.com/oh_hell/scoring): one point
  a trick, ten more for an exact bid; "a player who bids 3 and takes 3 scores 13".
- OpenSpiel `oh_hell.cc` ComputeScore: made → tricks + 10 (kMadeBidBonus); with
  `off_bid_penalty` a miss is −1 a trick off.
- Wizard scoring (https://yourgametips.com/card-games/how-do-you-keep-score-in-the-card-game-wizard/):
  exact → 20 + 10 a trick; a miss −10 a trick off.
- `psalaets/ohhell` README: exact → bid + 10; a miss → −(bid + 10).
- Double Whammy (Wikipedia mirror, Scoring): 1 → 15, 2 → 22, then 11 × the bid.
"""

import pytest

import rulesets
from engine.games.oh_hell.scoring import OhHellTally, score_hand
from engine.games.oh_hell.terms import oh_hell_terms
from rulesets.oh_hell import OhHellRules
from tests.engine.oh_hell.oh_hell_helpers import oh_hell_rules


def points(scoring: dict[str, object], bid: int, took: int) -> int:
    terms = oh_hell_terms(oh_hell_rules(scoring=scoring))
    score = score_hand(terms, OhHellTally((bid, 0, 0, 0), (took, 0, 0, 0)))
    return score.points[0]


# covers: scoring.made=default
# covers: scoring.made_per_trick=default
# covers: scoring.missed=default
# covers: scoring.missed_per_trick=default
# covers: scoring.missed_per_bid_trick=default
# covers: scoring.missed_per_trick_off=default
# covers: scoring.made_by_bid=default
def test_wikipedia_a_trick_a_point_and_ten_for_exact() -> None:
    assert points({}, 3, 3) == 13  # 3 tricks + 10 for the exact bid
    assert points({}, 3, 1) == 1  # a miss keeps its tricks
    assert points({}, 0, 0) == 10  # a made zero is the bonus alone


# covers: scoring.missed_per_trick=other
# covers: scoring.missed_per_trick_off=other
def test_openspiel_off_bid_penalty() -> None:
    scoring = {"missed_per_trick": 0, "missed_per_trick_off": -1}
    assert points(scoring, 2, 2) == 12
    assert points(scoring, 2, 5) == -3  # three tricks over


# covers: scoring.made=other
# covers: scoring.made_per_trick=other
def test_wizard_twenty_and_ten_a_trick_minus_ten_a_trick_off() -> None:
    scoring = {"made": 20, "made_per_trick": 10, "missed_per_trick": 0, "missed_per_trick_off": -10}
    assert points(scoring, 2, 2) == 40
    assert points(scoring, 2, 4) == -20
    assert points(scoring, 3, 0) == -30


# covers: scoring.missed=other
# covers: scoring.missed_per_bid_trick=other
def test_psalaets_plus_or_minus_the_bid_and_ten() -> None:
    scoring = {"missed": -10, "missed_per_trick": 0, "missed_per_bid_trick": -1}
    assert points(scoring, 4, 4) == 14
    assert points(scoring, 4, 2) == -14
    assert points(scoring, 0, 1) == -10


# covers: scoring.made_by_bid=other
@pytest.mark.parametrize(("bid", "expected"), [(1, 15), (2, 22), (3, 33), (4, 44)])
def test_double_whammy(bid: int, expected: int) -> None:
    scoring = {
        "made": 0,
        "made_per_trick": 11,
        "made_by_bid": {1: 15, 2: 22},
        "missed_per_trick": 0,
    }
    assert points(scoring, bid, bid) == expected
    assert points(scoring, bid, bid + 1) == 0


def test_exact_only_ten_plus_the_bid() -> None:
    assert points({"missed_per_trick": 0}, 5, 5) == 15
    assert points({"missed_per_trick": 0}, 5, 4) == 0


def test_the_library_nomination_whist_scores_pagats_example() -> None:
    # Pagat, Nomination Whist: "1 point per trick, plus 10 for making exactly the nomination".
    rules = rulesets.library("nomination-whist")
    assert isinstance(rules, OhHellRules)
    terms = oh_hell_terms(rules)
    score = score_hand(terms, OhHellTally((2, 0, 3, 1), (2, 1, 3, 4)))
    assert score.points == (12, 1, 13, 4)
