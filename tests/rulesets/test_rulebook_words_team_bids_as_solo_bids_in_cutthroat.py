"""In a cutthroat game the rulebook words a team bid as what it is there: a solo bid."""

from rulesets.rulebook import render_rulebook
from tests.factories import spades_rules


def test_ten_for_two_hundred_in_singles_is_a_solo_bid_made_after_looking() -> None:
    rules = spades_rules(
        players={"teams": "singles"}, bidding={"ten_for_two_hundred": {"allowed": "any_hand"}}
    )
    assert (
        "10 for 200 is a solo bid: the player promises to take at least 10 tricks, for +200"
        " if they do and −200 if not. It is bid after looking."
    ) in render_rulebook(rules)


def test_ten_for_two_hundred_between_partners_stays_a_team_bid() -> None:
    rules = spades_rules(bidding={"ten_for_two_hundred": {"allowed": "any_hand"}})
    assert "10 for 200 is a team bid: the side promises" in render_rulebook(rules)
