"""The one-line summary: sides and match length first, then what sets the ruleset apart."""

import pytest

from rulesets.rook import RookRules
from rulesets.spades import SpadesRules
from rulesets.summary import summarize
from tests.factories import rook_rules, spades_rules


def test_summary_of_classic_spades_with_blind_nil_when_trailing() -> None:
    rules = spades_rules(bidding={"blind_nil": {"allowed": "when_trailing", "trailing_by": 100}})
    assert (
        summarize(rules)
        == "2v2 to 500/−200 · nil ±100 · blind nil when trailing by 100 · bags 10/−100"
    )


def test_summary_of_three_singles_over_a_fixed_number_of_hands() -> None:
    rules = spades_rules(
        players={"count": 3, "teams": "singles"},
        deck={"removed_cards": ["2C"]},
        match={"target": None, "hands": 5, "losing_score": None},
    )
    assert summarize(rules) == "3 singles 5 hands · nil ±100 · bags 10/−100"


def test_summary_of_rook_as_the_seed_plays_it() -> None:
    rules = rook_rules(name="R")
    assert summarize(rules) == "Rook 2v2 to 300 · bids 70–120 by 5 · nest 5 · Rook wins any trick"


def test_summary_of_rook_won_by_a_margin() -> None:
    rules = rook_rules(name="R", match={"target": 300, "winning_margin": 200})
    assert summarize(rules) == (
        "Rook 2v2 to 300 · bids 70–120 by 5 · nest 5 · Rook wins any trick · wins 200 ahead"
    )


def test_summary_of_rook_without_a_maximum_bid_or_rook_card() -> None:
    rules = rook_rules(
        name="R",
        deck={"rook_card": False},
        nest={"size": 4},
        scoring={"counters": {"5": 5, "10": 10, "A": 15}},
        auction={"maximum": None},
    )
    assert summarize(rules) == "Rook 2v2 to 300 · bids 70+ by 5 · nest 4 · no Rook card"


@pytest.mark.parametrize("game", ["spades", "rook"])
def test_summary_is_a_single_line(game: str) -> None:
    model = SpadesRules if game == "spades" else RookRules
    rules = model.model_validate({"format": "houserules/1", "game": game, "notes": "a\nb"})
    assert "\n" not in summarize(rules)
