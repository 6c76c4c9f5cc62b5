"""The pack (`deck.lowest_rank`: 24 cards from the 9, 32 from the 7, Hoyle and euchrelinks),
the cards dealt each (`deal.cards_each`) and the packets (`deal.packets`: Bicycle deals 3
then 2); the rest is the kitty, its first card turned up."""

import random

from engine.games.euchre.pack import shuffle_and_deal
from engine.games.euchre.terms import euchre_terms
from tests.engine.euchre.euchre_helpers import euchre_rules


# covers: deck.lowest_rank=default
# covers: deal.cards_each=default
def test_the_usual_pack_is_24_cards_five_each_and_a_kitty_of_four() -> None:
    terms = euchre_terms(euchre_rules())
    hands, kitty = shuffle_and_deal(terms, random.Random(1), 3)

    assert len(terms.pack) == 24
    assert [len(hand) for hand in hands] == [5, 5, 5, 5] and len(kitty) == 4


# covers: deck.lowest_rank=other
# covers: deal.cards_each=other
def test_a_32_card_pack_deals_seven_each() -> None:
    terms = euchre_terms(
        euchre_rules(deck={"lowest_rank": 7}, deal={"cards_each": 7, "packets": [3, 4]})
    )
    hands, kitty = shuffle_and_deal(terms, random.Random(1), 3)

    assert len(terms.pack) == 32
    assert [len(hand) for hand in hands] == [7, 7, 7, 7] and len(kitty) == 4


def dealt_to_first_seat(packets: list[int]) -> set[str]:
    terms = euchre_terms(euchre_rules(deal={"packets": packets}))
    hands, _ = shuffle_and_deal(terms, random.Random(5), 3)
    return {str(card) for card in hands[0]}


def shuffled() -> list[str]:
    pack = list(euchre_terms(euchre_rules()).pack)
    random.Random(5).shuffle(pack)
    return [str(card) for card in pack]


# covers: deal.packets=default
def test_three_then_two_gives_the_first_seat_cards_1_to_3_and_13_and_14() -> None:
    order = shuffled()
    assert dealt_to_first_seat([3, 2]) == set(order[0:3] + order[12:14])


# covers: deal.packets=other
def test_two_then_three_gives_the_first_seat_cards_1_2_and_9_to_11() -> None:
    order = shuffled()
    assert dealt_to_first_seat([2, 3]) == set(order[0:2] + order[8:11])
