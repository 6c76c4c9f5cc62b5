"""The rulebook lists the trumps in order when jokers or promoted cards change them."""

from rulesets.rulebook import render_rulebook
from tests.factories import spades_rules


def test_rulebook_ranks_joker_joker_deuce_deuce_from_the_top() -> None:
    rules = spades_rules(
        name="JJDD",
        deck={
            "jokers": "big_and_little",
            "promoted_cards": ["2D", "2S"],
            "removed_cards": ["2C", "2H"],
        },
    )
    text = render_rulebook(rules)
    assert "with the big and little joker added as the two highest trumps." in text
    assert "Before the deal, the 2♣ and the 2♥ are taken out." in text
    assert "The trumps, highest first: big joker, little joker, 2♦, 2♠, then A♠ down to 3♠." in text
    assert "The 52 cards are all dealt, 13 to each player, so every hand has 13 tricks." in text


def test_rulebook_shows_a_gap_left_by_a_removed_spade() -> None:
    rules = spades_rules(
        name="Gap",
        players={"count": 3, "teams": "singles"},
        deck={"jokers": "big_and_little", "removed_cards": ["2C", "5S", "LJ"]},
    )
    assert "big joker, then A♠, K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 4♠, 3♠, 2♠." in render_rulebook(
        rules
    )


def test_rulebook_names_the_lowest_club_left_in_the_pack() -> None:
    rules = spades_rules(
        name="Three",
        players={"count": 3, "teams": "singles"},
        deck={"removed_cards": ["2C"]},
        play={"first_lead": "lowest_club"},
    )
    assert "The holder of the 3♣ must lead it to the first trick." in render_rulebook(rules)
