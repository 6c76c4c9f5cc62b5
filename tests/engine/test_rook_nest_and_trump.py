"""The declarer takes the nest, discards as many cards, and names trump, in the order the
rules give."""

import pytest

from engine.core.actions import Discard, NameTrump
from engine.core.cards import parse_cards
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.games.rook.hand import MAX_LISTED_DISCARDS
from tests.engine.rook_helpers import TINY, act, rook_hand, rook_rules


# covers: nest.trump_named=after_nest
# covers: nest.size=default
def test_the_declarer_takes_the_nest_discards_five_then_names_trump() -> None:
    hand = rook_hand(rook_rules(), {1: "5C 6C 7C 8C 9C AS KS QS JS"}, nest="AH 5H 10H ROOK 5S")
    act(hand, ["70", "pass", "pass", "pass"])  # seat 1 declares
    assert hand.phase is Phase.NEST and hand.to_act == 1
    assert len(hand.hands[1]) == 14
    act(hand, ["discard 5C 6C 7C 8C 9C"])
    assert hand.phase is Phase.TRUMP and hand.to_act == 1
    assert hand.discards == tuple(parse_cards("5C 6C 7C 8C 9C"))
    act(hand, ["trump H"])
    assert hand.phase is Phase.PLAY and hand.trump == "H"


# covers: nest.trump_named=before_nest
def test_trump_named_before_the_nest_is_named_before_seeing_it() -> None:
    hand = rook_hand(rook_rules("nest: {trump_named: before_nest}\n"), {}, dealer=0)
    act(hand, ["70", "pass", "pass", "pass"])
    assert hand.phase is Phase.TRUMP and len(hand.hands[1]) == 9
    act(hand, ["trump S"])
    assert hand.phase is Phase.NEST and len(hand.hands[1]) == 14
    hand.apply(Discard(hand.nest))
    assert hand.phase is Phase.PLAY and hand.trump == "S"


# covers: nest.size=other
def test_a_nest_of_one_means_a_discard_of_one() -> None:
    hand = rook_hand(rook_rules(TINY), {1: "AS KS 10S 5S"}, nest="ROOK", dealer=0)
    act(hand, ["70", "pass", "pass", "pass"])
    with pytest.raises(IllegalActionError, match="1 different cards"):
        act(hand, ["discard 5S KS"])
    act(hand, ["discard 5S"])
    assert "ROOK" in [str(card) for card in hand.hands[1]]


# covers: nest.size=other
def test_with_no_nest_there_is_nothing_to_take_or_discard() -> None:
    rules = rook_rules(
        "deck: {ranks: [A, K, Q, J, 10, 9, 8, 7, 6, 5], rook_card: false}\nnest: {size: 0}\n"
        "scoring: {counters: {'5': 5, '10': 10, A: 15}}\n"
    )
    hand = rook_hand(rules, {}, dealer=0)
    act(hand, ["70", "pass", "pass", "pass", "trump C"])
    assert hand.phase is Phase.PLAY and len(hand.hands[1]) == 10


def test_a_discard_must_be_cards_in_the_declarers_hand_without_repeats() -> None:
    hand = rook_hand(rook_rules(), {1: "AC KC QC JC 10C 9C 8C 7C 6C"}, dealer=0)
    act(hand, ["70", "pass", "pass", "pass"])
    with pytest.raises(IllegalActionError, match="only cards in their hand"):
        act(hand, ["discard AS KC QC JC 10C"])
    with pytest.raises(IllegalActionError, match="different cards"):
        act(hand, ["discard KC KC QC JC 10C"])


def test_every_discard_of_a_standard_hand_is_listed() -> None:
    hand = rook_hand(rook_rules(), {}, dealer=0)
    act(hand, ["70", "pass", "pass", "pass"])
    listed = hand.legal_actions()
    assert len(listed) == 2002  # 14 cards choose 5
    assert listed[0] == Discard(tuple(sorted(hand.nest, key=lambda card: card.index)))


def test_a_discard_outside_a_long_list_is_still_accepted() -> None:
    rules = rook_rules(
        "deck: {ranks: [A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2]}\nnest: {size: 9}\n"
        "auction: {maximum: null}\n"
    )
    hand = rook_hand(rules, {}, dealer=0)
    act(hand, ["70", "pass", "pass", "pass"])
    listed = hand.legal_actions()
    assert len(listed) == MAX_LISTED_DISCARDS  # 20 cards choose 9 would be 167,960
    unlisted = Discard(tuple(hand.hands[1][-9:]))
    assert unlisted not in listed
    hand.apply(unlisted)
    assert hand.phase is Phase.TRUMP


def test_trump_is_one_of_the_suits_of_the_pack() -> None:
    hand = rook_hand(rook_rules(), {}, dealer=0)
    act(hand, ["70", "pass", "pass", "pass", "discard " + " ".join(map(str, hand.nest))])
    assert hand.legal_actions() == [NameTrump(suit) for suit in "CDHS"]
    with pytest.raises(IllegalActionError, match="not a suit"):
        act(hand, ["trump R"])
