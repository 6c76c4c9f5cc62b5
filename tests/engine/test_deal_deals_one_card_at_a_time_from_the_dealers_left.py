"""`shuffle_and_deal` deals one card at a time from the seat after the dealer, in the
direction of play; the hands it returns are the recorded input of a hand."""

import random

from engine.games.spades.deal import pack, shuffle_and_deal
from tests.factories import spades_rules


class Unshuffled(random.Random):
    """Leaves the pack in order, so the deal order shows."""

    def shuffle(self, x: object) -> None:
        return None


def test_the_seat_after_the_dealer_gets_the_first_card_and_every_fourth() -> None:
    rules = spades_rules()
    cards = pack(rules).cards
    hands = shuffle_and_deal(rules, Unshuffled(), dealer=2)
    assert hands[3] == cards[0::4]
    assert hands[0] == cards[1::4]
    assert hands[2] == cards[3::4]


def test_counterclockwise_the_deal_goes_to_the_right() -> None:
    rules = spades_rules(players={"direction": "counterclockwise"})
    cards = pack(rules).cards
    hands = shuffle_and_deal(rules, Unshuffled(), dealer=2)
    assert hands[1] == cards[0::4]
    assert hands[0] == cards[1::4]


def test_a_seeded_deal_repeats_and_deals_every_card_once() -> None:
    rules = spades_rules(players={"count": 3, "teams": "singles"}, deck={"removed_cards": ["2C"]})
    first = shuffle_and_deal(rules, random.Random(7), dealer=0)
    assert first == shuffle_and_deal(rules, random.Random(7), dealer=0)
    assert [len(hand) for hand in first] == [17, 17, 17]
    assert sorted(card.index for hand in first for card in hand) == sorted(
        card.index for card in pack(rules).cards
    )
