"""`SpadesHand.play_out` bids the plain turns (every number open, nil the only other bid, the
seat has looked) in one pass (`Bidding.bid_at_random`) and every other turn the long way. The
bidding it leaves, at its end and where a pick fails at any bid, is the bidding a loop of
`legal_actions()` and `apply()` with the same picks leaves, under every option combination of
the random-play suite and every library ruleset."""

import random
from collections.abc import Callable

import pytest

from engine.core.actions import BidKind
from engine.core.protocol import Phase
from engine.games.spades.bidding import Bidding
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.engine.test_spades_play_out_leaves_the_state_a_loop_of_apply_leaves import (
    assert_same_state,
    looped,
    picks,
    stops,
)
from tests.engine.test_spades_play_out_plays_what_a_loop_of_apply_plays import dealt_hand
from tests.engine.test_spades_random_play_keeps_the_invariants import RULES
from tests.factories import spades_rules

BIDDING_FIELDS = ("bids", "done", "looked", "hints", "raises", "raising", "to_act", "_raisers")


def assert_same_bidding(mine: Bidding | None, theirs: Bidding | None) -> None:
    assert (mine is None) == (theirs is None)
    if mine is None or theirs is None:
        return
    for name in BIDDING_FIELDS:
        assert getattr(mine, name) == getattr(theirs, name), name
    assert mine.legal_actions() == theirs.legal_actions()


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_play_out_leaves_the_bidding_a_loop_leaves_whichever_bid_fails(
    name: str, rules: SpadesRules
) -> None:
    for number, fail_at in enumerate((None, 1, 2, 3, 4, 5, None, 3)):
        by_loop = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        by_play_out = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        assert stops(looped, by_loop, picks(number, fail_at)) == stops(
            SpadesHand.play_out, by_play_out, picks(number, fail_at)
        )
        assert_same_bidding(by_play_out._bidding, by_loop._bidding)
        assert_same_state(by_play_out, by_loop)


def test_a_pick_beyond_the_bids_is_refused_and_leaves_the_bids_made_before_it() -> None:
    rules = RULES[0][1]
    hand = dealt_hand(rules, random.Random(9), 1)
    answers = iter((0.0, 0.5, 1.0))
    with pytest.raises(IndexError):
        hand.play_out(lambda: next(answers))
    bidding = hand._bidding
    assert bidding is not None
    assert len(hand.actions) == 2
    assert [bid for _, bid in hand.actions] == [bidding.bids[seat] for seat, _ in hand.actions]
    assert bidding.to_act == bidding.order[2]


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_a_partner_after_a_nil_gets_the_choice_the_loop_gives(
    name: str, rules: SpadesRules
) -> None:
    """Picks at the top of every choice bid nil where it is open (listed last), so the seats
    after a nil meet its rules (`nil.both_partners`), and those near the target `near_target`."""
    for number in range(4):
        by_loop = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        by_play_out = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        looped(by_loop, lambda: 0.999)
        by_play_out.play_out(lambda: 0.999)
        assert_same_bidding(by_play_out._bidding, by_loop._bidding)
        assert_same_state(by_play_out, by_loop)


def test_a_side_near_the_target_bids_no_nil_in_play_out_as_in_the_loop() -> None:
    """`nil.near_target: 100` to 500: a side on 420 may not bid nil, one on 380 may; picks at
    the top of every choice take nil wherever it is open."""
    rules = spades_rules(bidding={"nil": {"near_target": 100}})
    for scores in ((420, 380), (380, 420), (0, 0)):
        hands = [
            SpadesHand(rules, shuffle_and_deal(rules, random.Random(3), 0), 0, scores=scores)
            for _ in range(2)
        ]
        looped(hands[0], lambda: 0.999)
        hands[1].play_out(lambda: 0.999)
        assert_same_bidding(hands[1]._bidding, hands[0]._bidding)
        assert_same_state(hands[1], hands[0])
        barred = {side for side, score in enumerate(scores) if score >= 400}
        nils = [bid is not None and bid.kind is BidKind.NIL for bid in hands[1].bids]
        assert nils == [seat % 2 not in barred for seat in range(4)]


def test_a_pick_that_looks_sees_the_seat_to_bid_and_its_choices() -> None:
    """The pick is not meant to look at the hand, but one that does sees each turn of the
    bidding as the loop shows it: the seat to bid and that seat's legal bids. Under
    classic.yaml, picks at the top bid nil, and a nil bidder's partner may not."""
    rules = dict(RULES)["classic.yaml"]
    by_loop, by_play_out = (dealt_hand(rules, random.Random(4), 1) for _ in range(2))
    seen_by_loop: list[tuple[int | None, tuple[object, ...]]] = []
    seen_by_play_out: list[tuple[int | None, tuple[object, ...]]] = []
    looped(by_loop, watching(by_loop, seen_by_loop, lambda: 0.999))
    by_play_out.play_out(watching(by_play_out, seen_by_play_out, lambda: 0.999))
    assert len({choices for _, choices in seen_by_loop}) > 1
    assert len(seen_by_play_out) == 4
    assert seen_by_play_out == seen_by_loop


def watching(
    hand: SpadesHand,
    seen: list[tuple[int | None, tuple[object, ...]]],
    stream: Callable[[], float],
) -> Callable[[], float]:
    """`stream`'s picks, noting at each pick of the bidding the seat to act and its choices."""

    def pick() -> float:
        if hand.phase is Phase.BID:
            seen.append((hand.to_act, tuple(hand.legal_actions())))
        return stream()

    return pick
