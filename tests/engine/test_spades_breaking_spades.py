"""`play.broken_by`: what breaks spades."""

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from tests.factories import spades_rules

# Seat 2 holds nothing but spades and leads first; seat 4 holds spades and other cards.
ALL_SPADES = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C 2D 3D 4D 5D",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
    "JC QC KC AC 6D 7D 8D 9D 10D 2H 3H 4H 5H",
    "JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH",
)


def first_trick(broken_by: str) -> SpadesHand:
    rules = spades_rules(play={"broken_by": broken_by})
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in ALL_SPADES), 0)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    for card in ("2S", "JC", "JD", "2C"):
        hand.apply(Card.parse(card))
    return hand


# covers: play.broken_by=spade_discarded
def test_a_spade_led_by_a_player_with_only_spades_does_not_break_them() -> None:
    hand = first_trick("spade_discarded")
    assert hand.tricks[0].winner == 1
    assert not hand.spades_broken


# covers: play.broken_by=any_spade
def test_any_spade_played_breaks_spades() -> None:
    assert first_trick("any_spade").spades_broken


def test_a_spade_played_to_another_suit_breaks_them() -> None:
    rules = spades_rules()
    hands = (
        "2C 3C 4C 5C 6C 7C 8C 9C 10C 2D 3D 4D 5D",
        "JC QC KC AC 6D 7D 8D 9D 10D 2H 3H 4H 5H",
        "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
        "JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH",
    )
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in hands), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    hand.apply(Card.parse("2C"))
    hand.apply(Card.parse("JC"))
    assert not hand.spades_broken
    hand.apply(Card.parse("2S"))
    assert hand.spades_broken
