"""The highest trump wins a trick, else the highest card of the suit led; the winner leads."""

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.protocol import Phase, PlayedCard
from engine.games.spades.hand import SpadesHand, trick_winner
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

HANDS = (
    "5C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    "2S 3S 4S 5S AD 2H 3H 4H 5H 6H 7H 8H 9H",
    "2C KC 10H JH QH KH AH 6S 7S 8S 9S 10S JS",
    "3C 4C 6C 7C 8C 9C 10C JC QC AC QS KS AS",
)


def spades() -> SpadesRules:
    return spades_rules()


def plays(cards: str, leader: int = 0) -> list[PlayedCard]:
    return [
        PlayedCard((leader + offset) % 4, card) for offset, card in enumerate(parse_cards(cards))
    ]


def test_the_highest_card_of_the_suit_led_wins_when_no_spade_is_played() -> None:
    assert trick_winner(spades(), plays("5C AH KC 3C")) == 2


def test_the_lowest_spade_beats_the_ace_of_the_suit_led() -> None:
    assert trick_winner(spades(), plays("5C 2S KC AC")) == 1
    assert trick_winner(spades(), plays("5C 2S KS AC", leader=2)) == 0


def test_the_winner_takes_the_trick_and_leads_the_next() -> None:
    hand = SpadesHand(spades(), tuple(tuple(parse_cards(cards)) for cards in HANDS), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    for card in ("5C", "2H", "KC", "AC"):
        hand.apply(Card.parse(card))
    assert hand.tricks[0].winner == 3 and hand.tricks[0].leader == 0
    assert hand.tricks_taken == (0, 0, 0, 1)
    assert hand.to_act == 3 and hand.trick_number == 2
    assert hand.trick_winner(hand.tricks[0].plays) == 3


def test_counterclockwise_play_passes_to_the_right() -> None:
    rules = spades_rules(players={"direction": "counterclockwise"})
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in HANDS), 1)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    assert hand.to_act == 0
    hand.apply(Card.parse("5C"))
    assert hand.to_act == 3
