"""The deal: the whole pack, one card at a time from the dealer's left, with the usual cards
taken out to deal evenly (3 players: 2♦; 5: 2♦ 2♣; 6: 2♦ 3♦ 2♣ 3♣), or the club's own."""

import random

import pytest

from engine.games.hearts.pack import shuffle_and_deal
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import hearts_rules

NO_ACROSS = {"directions": ["left", "right", "hold"]}


def dealt(**options: object) -> tuple[tuple[str, ...], ...]:
    terms = hearts_terms(hearts_rules(**options))
    hands = shuffle_and_deal(terms, random.Random(1), 0)
    return tuple(tuple(str(card) for card in hand) for hand in hands)


def missing(hands: tuple[tuple[str, ...], ...]) -> set[str]:
    from rulesets.base import standard_deck

    return set(standard_deck()) - {card for hand in hands for card in hand}


# covers: players.count=default
# covers: deck.removed_cards=null
def test_four_players_get_thirteen_cards_each_from_the_whole_pack() -> None:
    hands = dealt()

    assert [len(hand) for hand in hands] == [13] * 4 and not missing(hands)


# covers: players.count=other
@pytest.mark.parametrize(
    ("count", "out", "each"),
    [(3, {"2D"}, 17), (5, {"2D", "2C"}, 10), (6, {"2D", "3D", "2C", "3C"}, 8)],
)
def test_other_counts_take_out_the_usual_cards(count: int, out: set[str], each: int) -> None:
    passing = NO_ACROSS if count % 2 else {}
    hands = dealt(players={"count": count}, passing=passing)

    assert [len(hand) for hand in hands] == [each] * count and missing(hands) == out


def test_a_club_may_take_out_its_own_cards() -> None:
    hands = dealt(players={"count": 3}, passing=NO_ACROSS, deck={"removed_cards": ["2C"]})

    assert missing(hands) == {"2C"}


def test_the_same_seed_deals_the_same_hands() -> None:
    assert dealt() == dealt()
