"""The pack comes from `deck`: a standard 52, plus jokers, less removed cards; trumps are
big joker > little joker > promoted cards in the order listed > A♠ ... 2♠."""

from engine.core.cards import Card, parse_cards
from engine.core.protocol import PlayedCard
from engine.games.spades.deal import TRUMPS, pack
from engine.games.spades.hand import trick_winner
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def trumps_low_to_high(rules: SpadesRules) -> list[str]:
    the_pack = pack(rules)
    return [str(card) for card in the_pack.cards if the_pack.is_trump(card)]


# covers: deck.jokers=none
# covers: deck.promoted_cards=default
# covers: deck.removed_cards=default
def test_the_standard_pack_has_52_cards_and_the_ace_of_spades_on_top() -> None:
    the_pack = pack(spades_rules())
    assert len(the_pack.cards) == 52 and the_pack.hand_size == 13
    assert Card.parse("BJ") not in the_pack.index
    assert trumps_low_to_high(spades_rules())[-1] == "AS"
    assert trumps_low_to_high(spades_rules())[0] == "2S"


# covers: deck.jokers=big_and_little
# covers: deck.removed_cards=other
def test_jokers_are_the_two_top_trumps_and_removed_cards_leave_the_pack() -> None:
    rules = spades_rules(deck={"jokers": "big_and_little", "removed_cards": ["2C", "2H"]})
    the_pack = pack(rules)
    assert len(the_pack.cards) == 52
    assert Card.parse("2C") not in the_pack.index and Card.parse("2H") not in the_pack.index
    assert trumps_low_to_high(rules)[-3:] == ["AS", "LJ", "BJ"]
    assert the_pack.suit_of(Card.parse("LJ")) == TRUMPS


# covers: deck.promoted_cards=other
def test_promoted_cards_rank_above_the_ace_in_the_order_listed_and_count_as_spades() -> None:
    rules = spades_rules(
        deck={
            "jokers": "big_and_little",
            "promoted_cards": ["2D", "2S"],
            "removed_cards": ["2C", "2H"],
        }
    )
    assert trumps_low_to_high(rules)[-5:] == ["AS", "2S", "2D", "LJ", "BJ"]
    assert trumps_low_to_high(rules)[0] == "3S"
    assert pack(rules).is_trump(Card.parse("2D"))
    # The 2 of diamonds is no diamond: it beats the ace of diamonds led, as a trump.
    plays = [PlayedCard(seat, card) for seat, card in enumerate(parse_cards("AD 2D KD AS"))]
    assert trick_winner(rules, plays) == 1


def test_three_players_share_51_cards_seventeen_each() -> None:
    rules = spades_rules(players={"count": 3, "teams": "singles"}, deck={"removed_cards": ["2C"]})
    assert len(pack(rules).cards) == 51 and pack(rules).hand_size == 17
