"""Options that are off get one short sentence, not a paragraph of their terms."""

import pytest

from rulesets.rulebook import render_rulebook
from tests.factories import spades_rules

CLASSIC = render_rulebook(spades_rules(name="Classic"))


@pytest.mark.parametrize(
    "sentence",
    [
        "Blind nil is not played.",
        "Blind numeric bids are not played.",
        "Blind 6 is not played.",
        "10 for 200 is not played.",
        "Cards are never passed.",
        "There are no redeals: every deal is bid and played.",
        "No cards are promoted to trumps.",
        "There is no minimum team bid.",
        "There is no bonus for setting an opponent.",
    ],
)
def test_rulebook_says_an_option_that_is_off_in_one_sentence(sentence: str) -> None:
    assert sentence in CLASSIC


def test_rulebook_of_an_online_table_needs_no_renege_penalties() -> None:
    assert "an illegal card is refused and the player must choose another, so a renege" in CLASSIC
    assert "Caught after" not in CLASSIC
