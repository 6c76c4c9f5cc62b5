"""`play.spades_led`: when a trump may be led."""

import pytest

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalPlayError
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

MIXED = (
    "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S",
    "6C 7C 8C 5D 6D 7D 5H 6H 7H 5S 6S 7S 8S",
    "9C 10C JC 8D 9D 10D JD 8H 9H 10H 9S 10S JS",
    "QC KC AC QD KD AD JH QH KH AH QS KS AS",
)
# Seat 2 holds nothing but spades.
ALL_SPADES = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C 2D 3D 4D 5D",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
    "JC QC KC AC 6D 7D 8D 9D 10D 2H 3H 4H 5H",
    "JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH",
)


def ready(rules: SpadesRules, hands: tuple[str, ...], dealer: int = 3) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in hands), dealer)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand


def play(hand: SpadesHand, cards: str) -> None:
    for card in cards.split():
        hand.apply(Card.parse(card))


# covers: play.spades_led=after_broken
def test_spades_cannot_be_led_until_broken() -> None:
    hand = ready(spades_rules(play={"spades_led": "after_broken"}), MIXED)
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("2S"))
    assert refused.value.rule == "play.spades_led"
    play(hand, "2C 6C 9C QC")  # seat 4 wins with the queen
    assert not any(card.suit == "S" for card in hand.legal_plays())
    play(hand, "QD 2D 5D 8D")  # seat 4 again; no spade yet
    play(hand, "AD 3D 6D 9D")
    play(hand, "KD 4D 7D 10D")  # seat 1 is out of diamonds now
    play(hand, "KC 3C 7C 10C")
    play(hand, "JH 2H 5H 8H")
    play(hand, "AC 4C 8C JC")
    play(hand, "KH 3H 6H 9H")
    play(hand, "AH 4H 7H 10H")
    play(hand, "QH 2S 5S JD")  # seat 1, void in hearts, breaks spades; seat 2 overtrumps
    assert hand.spades_broken
    assert hand.to_act == 1 and Card.parse("8S") in hand.legal_plays()


def test_a_leader_holding_nothing_but_spades_may_lead_one() -> None:
    hand = ready(spades_rules(play={"spades_led": "after_broken"}), ALL_SPADES, dealer=0)
    assert hand.to_act == 1
    assert len(hand.legal_plays()) == 13


# covers: play.spades_led=any_time
def test_spades_may_be_led_at_any_time() -> None:
    hand = ready(spades_rules(play={"spades_led": "any_time"}), MIXED)
    assert Card.parse("2S") in hand.legal_plays()
    play(hand, "2S")
    assert hand.to_act == 1


# covers: play.spades_led=after_first_trick
def test_spades_may_be_led_from_the_second_trick() -> None:
    hand = ready(spades_rules(play={"spades_led": "after_first_trick"}), MIXED)
    assert Card.parse("2S") not in hand.legal_plays()
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("2S"))
    assert refused.value.rule == "play.spades_led"
    play(hand, "2C 6C 9C QC")
    assert not hand.spades_broken and Card.parse("AS") in hand.legal_plays()
