"""Random legal play of many hands under every library Hearts ruleset: every card is played
once, every trick has a card from each seat, and the penalty points taken add up."""

import random

import pytest

from engine.core.cards import Card
from engine.core.protocol import Phase
from engine.games.hearts.hand import HeartsHand
from engine.games.hearts.pack import shuffle_and_deal
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import library_hearts


def index(card: Card) -> int:
    return card.index


@pytest.mark.parametrize("name", ["hearts", "omnibus-hearts", "black-maria"])
def test_every_card_is_played_once_and_the_points_add_up(name: str) -> None:
    rules = library_hearts(name)
    rng, terms = random.Random(name), hearts_terms(rules)
    for number in range(1, 41):
        dealer = number % 3
        hand = HeartsHand(rules, shuffle_and_deal(terms, rng, dealer), dealer, number)
        while hand.to_act is not None:
            legal = hand.legal_actions()
            assert legal, f"seat {hand.to_act + 1} has nothing legal to do"
            hand.apply(legal[rng.randrange(len(legal))])
        assert hand.phase is Phase.DONE
        played = [card.card for card in hand.played]
        assert sorted(played, key=index) == sorted(terms.pack, key=index)
        assert len(hand.gathered) == terms.hand_size
        assert sum(hand.tally().taken) == terms.moon_total
