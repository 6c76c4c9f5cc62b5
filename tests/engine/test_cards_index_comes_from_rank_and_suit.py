"""A card's index comes from its rank and suit, never from the order a process met it.

Bots and the Rook nest order cards by index, so an index that depended on which card the
process happened to make first would let the same seed play another match.
"""

from __future__ import annotations

from engine.core.cards import Card, parse_cards
from tests.engine.card_order_helpers import EVERY_CARD, SCRAMBLES, run_scrambled

INDEXES = """
from engine.core.cards import Card
print(json.dumps({name: Card.parse(name).index for name in EVERY_CARD}))
"""


def test_every_card_has_its_own_index() -> None:
    indexes = sorted(Card.parse(name).index for name in EVERY_CARD)
    assert indexes == list(range(len(EVERY_CARD)))


def test_the_index_is_the_same_whatever_order_the_cards_were_made_in() -> None:
    here = {name: Card.parse(name).index for name in EVERY_CARD}
    for scramble in SCRAMBLES:
        assert run_scrambled(scramble, INDEXES) == here, scramble


def test_within_a_suit_the_index_runs_from_the_highest_rank_down() -> None:
    for hand in ("AS KS QS JS 10S 9S 2S", "14R 13R 11R 2R 1R", "AC KD QH JS"):
        cards = parse_cards(hand)
        assert sorted(cards, key=lambda card: card.index) == cards


def test_the_jokers_and_the_rook_card_come_before_every_suited_card() -> None:
    specials = parse_cards("LJ BJ ROOK")
    suited = [Card.parse(name) for name in EVERY_CARD if Card.parse(name) not in specials]
    assert max(card.index for card in specials) < min(card.index for card in suited)
