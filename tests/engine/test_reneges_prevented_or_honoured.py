"""`reneges.enforcement`: an illegal card is refused naming its rule (`prevent`), or stands
and is recorded until someone calls it (`honour`)."""

import pytest

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalActionError, IllegalPlayError
from engine.core.protocol import Phase
from engine.core.reneges import FOLLOW_SUIT, Renege
from engine.games.spades.hand import SpadesHand
from tests.factories import spades_rules

# Seat 1 leads 5C; seat 3 holds 2C and KC.
HANDS = (
    "5C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    "2S 3S 4S 5S AD 2H 3H 4H 5H 6H 7H 8H 9H",
    "2C KC 10H JH QH KH AH 6S 7S 8S 9S 10S JS",
    "3C 4C 6C 7C 8C 9C 10C JC QC AC QS KS AS",
)


def ready(enforcement: str) -> SpadesHand:
    rules = spades_rules(reneges={"enforcement": enforcement})
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in HANDS), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    hand.apply(Card.parse("5C"))
    hand.apply(Card.parse("2H"))
    return hand


# covers: reneges.enforcement=prevent
def test_a_renege_is_refused_naming_the_rule_it_breaks() -> None:
    hand = ready("prevent")
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("10H"))
    assert refused.value.rule == FOLLOW_SUIT
    assert "you hold a club: follow suit" in str(refused.value)
    assert hand.to_act == 2 and Card.parse("10H") in hand.hand(2)


# covers: reneges.enforcement=honour
def test_a_renege_stands_and_is_recorded_at_an_honest_table() -> None:
    hand = ready("honour")
    hand.apply(Card.parse("10H"))
    assert hand.to_act == 3
    assert hand.reneges == (
        Renege(2, 1, Card.parse("10H"), FOLLOW_SUIT, "you hold a club: follow suit"),
    )
    assert hand.view(0).extra["renege_calls"] == ()


def test_a_card_not_held_is_refused_even_at_an_honest_table() -> None:
    hand = ready("honour")
    with pytest.raises(IllegalActionError):
        hand.apply(Card.parse("AS"))
