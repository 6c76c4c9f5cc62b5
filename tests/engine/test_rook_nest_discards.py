"""What the declarer may lay aside after taking the nest (`nest.discards`).

Seed 004: the declarer sets "any five cards from their hand face down out of play". The
Breckinridge County Fair Rook rules, rule 8: "Bidder must hold all count cards (5-10-14) in
his hand." Counters here are seed 004's: fives, tens, aces and the Rook.
"""

import pytest

from engine.core.actions import Discard
from engine.core.cards import parse_cards
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.games.rook.hand import RookHand
from tests.engine.rook_helpers import TINY, act, rook_hand, rook_rules

DECLARER = "AS KS QS JS 10S 9S 5H 10H AH"
NEST = "9H 8H 7H 6H 5C"
BURY_COUNTERS = "discard 5H 10H AH 5C 10S"
BURY_OTHERS = "discard 9H 8H 7H 6H 9S"


def at_the_nest(extra: str, declarer: str = DECLARER, nest: str = NEST) -> RookHand:
    """Seat 1 wins the auction at the minimum and has taken the nest."""
    hand = rook_hand(rook_rules(extra), {1: declarer}, nest=nest, dealer=0)
    act(hand, [str(hand.legal_bids()[0]), "pass", "pass", "pass"])
    assert hand.phase is Phase.NEST and hand.declarer == 1
    return hand


# covers: nest.discards=any
def test_by_default_any_cards_may_be_laid_aside_and_nobody_else_sees_them() -> None:
    hand = at_the_nest("")
    act(hand, [BURY_COUNTERS])
    assert hand.phase is Phase.TRUMP
    assert "shown_discards" not in hand.view(2).extra


# covers: nest.discards=no_counters
def test_no_counter_may_be_laid_aside_while_other_cards_are_held() -> None:
    hand = at_the_nest("nest: {discards: no_counters}\n")
    counters = set(parse_cards("5H 10H AH 5C 10S AS"))
    assert all(not counters & set(d.cards) for d in hand.listed_discards())
    with pytest.raises(IllegalActionError, match=r"nest\.discards"):
        act(hand, [BURY_COUNTERS])
    act(hand, [BURY_OTHERS])
    assert hand.phase is Phase.TRUMP


def test_a_hand_of_counters_buries_as_few_as_it_can() -> None:
    # A 17-card pack (A K 10 5 and the Rook), nest of one: a declarer holding only counters
    # must lay one aside; holding one K among them, it must lay aside the K.
    rules = TINY.replace("{size: 1}", "{size: 1, discards: no_counters}")
    hand = at_the_nest(rules, declarer="AS 10S 5S ROOK", nest="AH")
    assert len(hand.listed_discards()) == 5
    act(hand, ["discard AH"])
    with_king = at_the_nest(rules, declarer="AS 10S 5S KS", nest="AH")
    assert with_king.listed_discards() == [Discard(tuple(parse_cards("KS")))]


# covers: nest.discards=counters_shown
def test_buried_counters_are_shown_to_every_player() -> None:
    hand = at_the_nest("nest: {discards: counters_shown}\n")
    act(hand, ["discard 5H 9H 8H 7H 6H"])
    for seat in range(4):
        assert hand.view(seat).extra["shown_discards"] == tuple(parse_cards("5H"))
