"""How the Rook card ranks in a trick (`rook_card.rank`). It is always a trump."""

import random

from engine.core.cards import Card
from engine.core.protocol import PlayedCard
from engine.games.rook.pack import RookTricks, rook_pack
from tests.engine.rook_helpers import ROOK_PACK, rook_rules


def winner(extra: str, cards: str, trump: str) -> int:
    """The seat that wins a trick of `cards`, played by seats 0, 1, 2, 3 in turn."""
    trick = [PlayedCard(seat, Card.parse(name)) for seat, name in enumerate(cards.split())]
    return RookTricks(rook_rules(extra)).trick_winner(trick, trump)


# covers: rook_card.rank=wins_any_trick
def test_the_rook_wins_any_trick_it_is_played_in() -> None:
    assert winner("", "AH ROOK AS KH", trump="S") == 1
    assert winner("", "ROOK AS KS QS", trump="S") == 0


# covers: rook_card.rank=highest_trump
def test_highest_trump_is_the_older_name_of_wins_any_trick_and_plays_the_same() -> None:
    # The two values are one rule (tests/rulesets/test_rook_highest_trump_is_the_older_name_of
    # _wins_any_trick.py): every trick the Rook is in goes to the same seat under both.
    rng = random.Random(13)
    pack = list(rook_pack(rook_rules()).cards)
    for _ in range(2_000):
        cards = " ".join(str(card) for card in rng.sample(pack, 4))
        trump = rng.choice("CDHS")
        expected = winner("", cards, trump)
        assert winner("rook_card: {rank: highest_trump}\n", cards, trump) == expected
    assert winner("rook_card: {rank: highest_trump}\n", "AS 5H ROOK KS", trump="S") == 2


# covers: rook_card.rank=lowest_trump
def test_as_the_lowest_trump_the_rook_loses_to_every_trump_but_beats_the_other_suits() -> None:
    rules = "rook_card: {rank: lowest_trump}\n"
    assert winner(rules, "AH ROOK 5S KH", trump="S") == 2
    assert winner(rules, "AH ROOK KH QH", trump="S") == 1


# covers: rook_card.rank=ten_and_a_half
def test_as_ten_and_a_half_the_rook_beats_the_ten_of_trumps_and_loses_to_the_jack() -> None:
    rules = "rook_card: {rank: ten_and_a_half}\n"
    assert winner(rules, "10S ROOK 9S 5S", trump="S") == 1
    assert winner(rules, "10S ROOK JS 5S", trump="S") == 2


# covers: rook_card.rank=ten_and_a_half
def test_in_a_rook_pack_ten_and_a_half_sits_above_the_10_and_below_the_11() -> None:
    rules = ROOK_PACK + "rook_card: {rank: ten_and_a_half}\n"
    assert winner(rules, "10R ROOK 9R 5R", trump="R") == 1
    assert winner(rules, "10R ROOK 11R 5R", trump="R") == 2


def test_without_a_ten_in_the_pack_ten_and_a_half_sits_below_the_lowest_rank_above_ten() -> None:
    rules = (
        "deck: {ranks: [A, K, Q, J, 9, 8, 7, 6, 5]}\nnest: {size: 1}\n"
        "scoring: {counters: {'5': 10, A: 15, rook: 20}}\nrook_card: {rank: ten_and_a_half}\n"
    )
    assert winner(rules, "9S ROOK JS 5S", trump="S") == 2
    assert winner(rules, "9S ROOK 8S 5S", trump="S") == 1


def test_without_trumps_the_highest_card_of_the_suit_led_wins() -> None:
    assert winner("", "KH AH AC 10H", trump="S") == 1
