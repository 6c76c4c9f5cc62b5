"""`redeal.triggers`: any dealt hand that matches a trigger calls for a redeal."""

import pytest

from engine.core.cards import Card, parse_cards
from engine.games.spades.deal import needs_redeal, pack
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def deal_with(rules: SpadesRules, first_hand: str) -> tuple[tuple[Card, ...], ...]:
    """Seat 1 holds `first_hand`; the rest of the pack goes round the others in order."""
    mine = parse_cards(first_hand)
    rest = [card for card in pack(rules).cards if card not in mine]
    return (tuple(mine), tuple(rest[0::3]), tuple(rest[1::3]), tuple(rest[2::3]))


BALANCED = "AC KC 2C AD KD 2D AH KH 2H AS KS 3S 2S"


# covers: redeal.triggers=empty
def test_without_triggers_no_hand_is_redealt() -> None:
    rules = spades_rules()
    assert not needs_redeal(rules, deal_with(rules, "2C 3C 4C 5C 6C 7C 8C 9C 10C 2D 3D 4D 5D"))


@pytest.mark.parametrize(
    ("trigger", "lopsided"),
    [
        # covers: redeal.triggers=no_spades
        ("no_spades", "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"),
        # covers: redeal.triggers=at_most_one_spade
        ("at_most_one_spade", "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2S"),
        # covers: redeal.triggers=no_face_cards
        ("no_face_cards", "2C 3C 4C 5C 6C 7C 8C 9C 10C AC 2S 3S AS"),
        # covers: redeal.triggers=no_face_cards_or_aces
        ("no_face_cards_or_aces", "2C 3C 4C 5C 6C 7C 8C 9C 10C 2D 2S 3S 4S"),
        # covers: redeal.triggers=seven_or_more_spades
        ("seven_or_more_spades", "2C 3C 4C 5C 6C 2S 3S 4S 5S 6S 7S 8S 9S"),
    ],
)
def test_a_hand_matching_a_trigger_is_redealt_and_a_balanced_one_is_not(
    trigger: str, lopsided: str
) -> None:
    rules = spades_rules(redeal={"triggers": [trigger]})
    assert needs_redeal(rules, deal_with(rules, lopsided))
    assert not needs_redeal(rules, (tuple(parse_cards(BALANCED)),))


def test_jokers_count_as_spades_for_the_triggers() -> None:
    rules = spades_rules(
        deck={"jokers": "big_and_little", "removed_cards": ["2C", "2H"]},
        redeal={"triggers": ["no_spades"]},
    )
    hand = tuple(parse_cards("3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC BJ"))
    assert not needs_redeal(rules, (hand,))
