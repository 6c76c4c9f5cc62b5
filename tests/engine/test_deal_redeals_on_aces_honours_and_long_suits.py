"""`redeal.triggers` for misdeals by the cards (issue 13): all four aces in one hand, no ace,
king or queen, and seven cards or more of one suit."""

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


@pytest.mark.parametrize(
    ("trigger", "lopsided", "ordinary"),
    [
        # covers: redeal.triggers=four_aces
        ("four_aces", "AC AD AH AS 2C 3C 4D 5D 6H 7H 8S 9S 10S", "AC AD AH KS 2C 3C 4D 5D"),
        # covers: redeal.triggers=no_ace_king_or_queen
        ("no_ace_king_or_queen", "JC 2C 3C JD 2D 3D JH 2H 3H JS 2S 3S 4S", "QC 2C 3C JD 2D"),
        # covers: redeal.triggers=seven_card_suit
        ("seven_card_suit", "2D 3D 4D 5D 6D 7D 8D AC KC AH KH AS KS", "2D 3D 4D 5D 6D 7D AC"),
    ],
)
def test_a_hand_matching_the_trigger_is_redealt_and_one_short_of_it_is_not(
    trigger: str, lopsided: str, ordinary: str
) -> None:
    rules = spades_rules(redeal={"triggers": [trigger]})
    assert needs_redeal(rules, deal_with(rules, lopsided))
    assert not needs_redeal(rules, (tuple(parse_cards(ordinary)),))


def test_trumps_make_one_suit_for_the_seven_card_rule() -> None:
    rules = spades_rules(deck={"promoted_cards": ["2D"]}, redeal={"triggers": ["seven_card_suit"]})
    assert needs_redeal(rules, (tuple(parse_cards("2D 2S 3S 4S 5S 6S 7S AC")),))
