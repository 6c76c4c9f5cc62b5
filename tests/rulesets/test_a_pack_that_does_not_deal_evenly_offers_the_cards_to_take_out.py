"""A Spades pack that does not divide among the players comes with its way out, read from
the editor's option values (which need not make valid rules): take out the lowest cards
still in the pack, never a promoted one, as the library's joker rulesets do; or put back
cards taken out."""

from __future__ import annotations

from rulesets.fixes import Fix, fixes_for
from rulesets.spades.model import SpadesRules

FOUR = {"players.count": 4, "deck.removed_cards": [], "deck.promoted_cards": []}


def test_jokers_in_take_out_the_two_of_clubs_and_of_diamonds() -> None:
    found = fixes_for(SpadesRules, {**FOUR, "deck.jokers": "big_and_little"})

    assert found == [
        Fix(
            "deal-evenly",
            "Remove the 2♣ and the 2♦ so 52 cards deal evenly",
            {"deck.removed_cards": ["2C", "2D"]},
        )
    ]


def test_promoted_deuces_stay_in_the_pack() -> None:
    values = {**FOUR, "deck.jokers": "big_and_little", "deck.promoted_cards": ["2D", "2S"]}

    (fix,) = fixes_for(SpadesRules, values)

    assert fix.changes == {"deck.removed_cards": ["2C", "2H"]}  # as joker-joker-deuce-deuce


def test_jokers_out_again_offers_to_put_the_deuces_back() -> None:
    values = {**FOUR, "deck.jokers": "none", "deck.removed_cards": ["2C", "2D"]}

    labels = {fix.label: fix.changes for fix in fixes_for(SpadesRules, values)}

    assert labels["Put back the 2♣ and the 2♦ so 52 cards deal evenly"] == {
        "deck.removed_cards": []
    }


def test_a_pack_that_deals_evenly_needs_no_fix() -> None:
    assert fixes_for(SpadesRules, {**FOUR, "deck.jokers": "none"}) == []
    assert fixes_for(SpadesRules, {**FOUR, "players.count": "x", "deck.jokers": "none"}) == []
