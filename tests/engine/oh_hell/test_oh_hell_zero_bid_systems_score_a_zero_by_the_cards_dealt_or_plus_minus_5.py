"""Two zero-bid systems of Wikipedia's "Oh Hell" article (Scoring; mirror
http://www.liquisearch.com/oh_hell/scoring), written with the hand events (the files in
tests/engine/oh_hell/rulesets/ name their source); each test gives the inputs (cards dealt,
bid, tricks taken), the expected points and the rule.

- Adjusted 0 bid: exact → 10 + bid; a made zero → 5 + the cards dealt instead; miss → 0.
  Written `made_contract_of` at most 0 scoring 5 instead, and 1 `per: card_dealt`.
- Zero bid ±5 with ten a trick: exact → 10 × bid; a made zero → +5; a missed zero → −5;
  another miss → 0. Written `made_contract_of` / `failed_contract_of` at most 0.
"""

from pathlib import Path

import pytest

import rulesets
from engine.games.oh_hell.scoring import OhHellTally, score_hand
from engine.games.oh_hell.terms import oh_hell_terms
from rulesets.oh_hell import OhHellRules

HERE = Path(__file__).resolve().parent / "rulesets"


def points(name: str, dealt: int, bid: int, took: int) -> int:
    """Seat 1's points in a hand of `dealt` cards; seat 2 takes the tricks seat 1 does not."""
    rules = rulesets.load((HERE / f"{name}.yaml").read_text())
    assert isinstance(rules, OhHellRules)
    tally = OhHellTally((bid, 0, 0, 0), (took, dealt - took, 0, 0))
    return score_hand(oh_hell_terms(rules), tally).points[0]


@pytest.mark.parametrize(
    ("dealt", "bid", "took", "expected"),
    [
        (7, 0, 0, 12),  # a made zero in a hand of 7 cards: 5 + 7, not 10
        (1, 0, 0, 6),  # a made zero in a hand of 1 card: 5 + 1
        (13, 0, 0, 18),  # a made zero in a hand of 13 cards: 5 + 13
        (7, 3, 3, 13),  # any other exact bid: 10 + the bid of 3
        (7, 0, 2, 0),  # a missed zero: nothing
    ],
)
def test_adjusted_zero_bid_scores_5_and_the_cards_dealt(
    dealt: int, bid: int, took: int, expected: int
) -> None:
    assert points("adjusted-zero-bid", dealt, bid, took) == expected


@pytest.mark.parametrize(
    ("dealt", "bid", "took", "expected"),
    [
        (5, 0, 0, 5),  # a made zero: +5
        (5, 0, 1, -5),  # a missed zero: −5
        (5, 0, 3, -5),  # a zero missed by 3 tricks: still −5
        (5, 2, 2, 20),  # an exact 2: 10 × 2
        (5, 2, 1, 0),  # a missed 2: nothing, the −5 is for a zero only
    ],
)
def test_a_zero_bid_scores_plus_or_minus_5(dealt: int, bid: int, took: int, expected: int) -> None:
    assert points("zero-bid-plus-minus-five", dealt, bid, took) == expected


def test_the_rulebook_states_both_zero_bid_rules() -> None:
    for name, says in (
        ("adjusted-zero-bid", "a contract with 0 tricks bid scores +1 per card dealt."),
        ("zero-bid-plus-minus-five", "A player who fails a contract with 0 tricks bid"),
    ):
        rules = rulesets.load((HERE / f"{name}.yaml").read_text())
        assert says in rulesets.render_rulebook(rules)
