"""Interpreted, a hand built from the deal `shuffle_and_deal` just made hands its playout that
deal's cards as pack indexes, while every seat still holds what it was dealt; any other hand
(an equal copy of the deal, a hand after a pass or a card played) lists them from its masks.
Both play the same. The first playout takes the deal's lists (it plays from them, so they are
not copied): a second hand of the same deal lists its cards from its masks, and plays as the
first."""

import random

from engine.core.seats import seating
from engine.games.spades import deal as dealing
from engine.games.spades import hand as hand_module
from engine.games.spades.hand import SpadesHand
from tests.engine.test_spades_play_out_leaves_the_state_a_loop_of_apply_leaves import (
    assert_same_state,
)
from tests.engine.test_spades_random_play_keeps_the_invariants import RULES


def test_a_hand_of_the_very_deal_plays_out_as_a_hand_of_a_copy() -> None:
    taken = 0  # hands that took the deal's lists
    for name, rules in RULES:
        for seed in range(6):
            dealer = seed % seating(rules).count
            hands = dealing.shuffle_and_deal(rules, random.Random(f"{name}/{seed}"), dealer)
            dealt = dealing.dealt_masks(hands, SpadesHand(rules, hands, dealer).pack)
            copy = tuple(tuple(cards) for cards in hands)
            first, second, copied, copied_again = (
                SpadesHand(rules, deal, dealer) for deal in (hands, hands, copy, copy)
            )
            assert copied._dealt is None
            if dealing._INTERPRETED:  # the very deal's lists go to its hands, and only to them
                assert dealt is not None
                assert first._dealt is dealt[2] and second._dealt is dealt[2]
                taken += 1
            for hand in (first, second, copied, copied_again):
                hand.play_out(random.Random(seed).random)
            assert_same_state(first, copied)
            assert_same_state(second, copied_again)
    assert taken > 0 or not dealing._INTERPRETED


def test_the_deal_lists_are_taken_only_while_every_seat_holds_what_it_was_dealt() -> None:
    """A card played the long way first: the playout then lists the cards left from the
    masks, not from the deal, and still plays as a hand of a copy of the deal."""
    _, rules = RULES[0]
    for seed in range(6):
        hands = dealing.shuffle_and_deal(rules, random.Random(seed), 0)
        mine = SpadesHand(rules, hands, 0)
        copied = SpadesHand(rules, tuple(tuple(cards) for cards in hands), 0)
        for hand in (mine, copied):
            while not hand.legal_plays():
                hand.apply(hand.legal_actions()[-1])
            hand.apply(hand.legal_plays()[0])
            hand.play_out(random.Random(seed).random)
        assert_same_state(mine, copied)


def test_a_hand_of_the_very_deal_takes_its_lists_after_the_packs_were_made_anew() -> None:
    """Each memo of packs is emptied on its own once a process has used many rulesets, so the
    deal's pack and the hand's may be two objects made for the same rules: same cards, same
    indexes. The hand still takes the deal's masks and lists."""
    rules = RULES[0][1]
    hands = dealing.shuffle_and_deal(rules, random.Random(2), 0)
    # What using more rulesets than a memo keeps does: empty the memos of packs and set-ups.
    for memo in (dealing._PACKS, hand_module._SETUPS):
        memo.known.clear()
        memo._last = None
    hand = SpadesHand(rules, hands, 0)
    assert hand.pack is not dealing._DEALINGS.get(rules, dealing._work_out_dealing)[0]
    assert (hand._dealt is not None) == dealing._INTERPRETED
    copied = SpadesHand(rules, tuple(tuple(cards) for cards in hands), 0)
    hand.play_out(random.Random(2).random)
    copied.play_out(random.Random(2).random)
    assert_same_state(hand, copied)


def test_the_first_playout_takes_the_deals_lists_and_a_second_lists_its_own() -> None:
    _, rules = RULES[0]
    for seed in range(6):
        hands = dealing.shuffle_and_deal(rules, random.Random(seed), 0)
        first, second = SpadesHand(rules, hands, 0), SpadesHand(rules, hands, 0)
        copy = tuple(tuple(cards) for cards in hands)
        copied, copied_again = SpadesHand(rules, copy, 0), SpadesHand(rules, copy, 0)
        dealt = first._dealt
        if not dealing._INTERPRETED:
            assert dealt is None
            continue
        assert dealt is not None and second._dealt is dealt and dealt.indexes is not None
        first.play_out(random.Random(seed).random)
        assert dealt.indexes is None
        for hand in (second, copied, copied_again):
            hand.play_out(random.Random(seed).random)
        assert_same_state(first, copied)
        assert_same_state(second, copied_again)
