"""`SpadesHand.play_out(pick)` plays the rest of a hand at random in one call: at each turn
the action at `int(pick() * len(legal))` of `legal_actions()`. It plays exactly what a
caller's loop of `legal_actions()` and `apply()` with the same picks plays, under every
option combination of the random-play suite and every library ruleset, and each card still
goes through the legality check."""

import random

import pytest

from engine.core.cards import Card
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.core.seats import seating
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.engine.test_spades_random_play_keeps_the_invariants import RULES
from tests.factories import spades_rules


def dealt_hand(rules: SpadesRules, rng: random.Random, number: int) -> SpadesHand:
    dealer = number % seating(rules).count
    scores = tuple(rng.choice((0, -120, 150)) for _ in seating(rules).sides)
    return SpadesHand(
        rules, shuffle_and_deal(rules, rng, dealer), dealer, scores=scores, first_hand=number == 0
    )


def looped(hand: SpadesHand, pick: random.Random) -> None:
    while hand.phase is not Phase.DONE:
        legal = hand.legal_actions()
        hand.apply(legal[int(pick.random() * len(legal))])


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_play_out_plays_the_actions_a_loop_of_apply_plays(name: str, rules: SpadesRules) -> None:
    for number in range(12):
        by_loop = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        by_play_out = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        looped(by_loop, random.Random(number))
        by_play_out.play_out(random.Random(number).random)
        assert by_play_out.phase is Phase.DONE
        assert by_play_out.actions == by_loop.actions
        assert by_play_out.thrown_in == by_loop.thrown_in
        if not by_loop.thrown_in:
            assert by_play_out.tally() == by_loop.tally()


def test_play_out_goes_on_from_where_the_hand_stands() -> None:
    rules = spades_rules()
    hand = dealt_hand(rules, random.Random(5), 0)
    for _ in range(4):  # the bids, by hand, and two cards
        hand.apply(hand.legal_actions()[0])
    first, second = hand.legal_actions()[0], None
    hand.apply(first)
    second = hand.legal_actions()[-1]
    hand.apply(second)
    hand.play_out(random.Random(1).random)
    cards = [action for _, action in hand.actions if isinstance(action, Card)]
    assert cards[:2] == [first, second] and len(cards) == 52
    assert sum(hand.tricks_taken) == 13


def test_play_out_of_a_finished_hand_does_nothing() -> None:
    hand = dealt_hand(spades_rules(), random.Random(2), 0)
    hand.play_out(random.Random(2).random)
    actions = list(hand.actions)
    hand.play_out(lambda: 0.0)
    assert hand.actions == actions


def test_play_out_checks_every_card_as_apply_does() -> None:
    """A pick that lands beyond the legal cards is an error, not a card played unchecked;
    and every card it plays applies again through `apply`'s checks."""
    hand = dealt_hand(spades_rules(), random.Random(3), 0)
    for _ in range(4):
        hand.apply(hand.legal_actions()[0])
    with pytest.raises(IndexError):
        hand.play_out(lambda: 1.0)
    hand.play_out(random.Random(3).random)
    rerun = dealt_hand(spades_rules(), random.Random(3), 0)
    for _, action in hand.actions:
        rerun.apply(action)
    assert rerun.tally() == hand.tally()


def test_a_card_the_seat_does_not_hold_is_refused_by_play_out() -> None:
    """play_out checks each card it picks against the seat's hand: a tampered choice of
    another seat's card is refused, as `apply` refuses it."""
    hand = dealt_hand(spades_rules(), random.Random(4), 0)
    for _ in range(4):
        hand.apply(hand.legal_actions()[0])
    seat = hand.to_act
    assert seat is not None
    other = next(card for s in range(4) if s != seat for card in hand.hand(s))
    play = hand._play
    assert play is not None
    play._legal = 1 << play.pack.index[other]
    with pytest.raises(IllegalActionError, match="does not hold"):
        hand.play_out(lambda: 0.0)
