"""The rulebook says which teammate a nil bidder exchanges cards with on a side of three or
more (issue 13, defect 1), and says nothing of it when every side is a pair."""

from rulesets.rulebook import render_rulebook
from tests.factories import spades_rules

SENTENCE = "the next teammate in the direction of play who did not bid nil"


def test_a_side_of_three_is_told_who_its_nil_bidder_exchanges_with() -> None:
    rules = spades_rules(
        players={"count": 6, "teams": "custom", "team_map": [[1, 3, 5], [2, 4, 6]]},
        deck={"removed_cards": ["2C", "2D", "2H", "3C"]},
        bidding={"passing": {"after_nil": 2}},
    )
    assert SENTENCE in render_rulebook(rules)


def test_partnerships_need_no_word_on_it() -> None:
    assert SENTENCE not in render_rulebook(spades_rules(bidding={"passing": {"after_nil": 2}}))
