"""The play kernel keeps each seat's cards by suit (`TrickPlay._held`) and hands out those
tuples as the choice: at every turn they must be exactly the cards of the legal mask, under
every library ruleset of the Spades family, renege corrections included."""

import random

import pytest

from engine.core.actions import ClaimRenege
from engine.core.bot import random_index
from engine.core.protocol import Phase
from engine.core.seats import seating
from engine.games.spades.deal import pack, shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from tests.factories import library_spades

LIBRARY = ["classic", "call-break", "cutthroat-3", "joker-joker-deuce-deuce", "tournament"]


def agree(hand: SpadesHand) -> None:
    play = hand._play
    assert play is not None
    assert list(hand.legal_actions()) == pack(hand.rules).cards_of(play.legal_mask())
    for seat in range(hand.table.count):
        assert sum(play._held[seat], ()) == hand.hand(seat)


@pytest.mark.parametrize("name", LIBRARY)
def test_the_choice_is_the_cards_of_the_legal_mask(name: str) -> None:
    rules = library_spades(name)
    rng = random.Random(name)
    for number in range(40):
        dealer = number % seating(rules).count
        hand = SpadesHand(rules, shuffle_and_deal(rules, rng, dealer), dealer)
        while hand.phase is not Phase.DONE:
            if hand.phase is Phase.PLAY:
                agree(hand)
            legal = hand.legal_actions()
            hand.apply(legal[random_index(rng, len(legal))])


def test_a_renege_taken_back_returns_the_cards_to_the_choice() -> None:
    rules = library_spades("classic")  # reneges under honour, corrected before gathered
    rng = random.Random(5)
    for number in range(60):
        hand = SpadesHand(rules, shuffle_and_deal(rules, rng, number % 4), number % 4)
        while hand.phase is not Phase.PLAY:
            legal = hand.legal_actions()
            hand.apply(legal[random_index(rng, len(legal))])
        seat = hand.to_act
        assert seat is not None
        illegal = [card for card in hand.hand(seat) if hand.why_illegal(card) is not None]
        if not illegal or hand.current_trick:
            continue
        hand.apply(illegal[0])  # stands under honour, until called
        hand.apply(ClaimRenege((seat + 1) % 4, seat, hand.trick_number))
        agree(hand)
        return
    pytest.fail("no deal gave a renege to take back")


@pytest.mark.parametrize("seed", range(20))
def test_random_index_draws_as_randrange_does(seed: int) -> None:
    mine, theirs = random.Random(seed), random.Random(seed)
    for count in [*range(1, 60), 1000, 2**40 + 3]:
        assert random_index(mine, count) == theirs.randrange(count)
    assert mine.getstate() == theirs.getstate()
