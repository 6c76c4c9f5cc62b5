"""`SpadesHand.take_all(actions)` takes a run of actions as `apply` takes each one: a replay
of every hand of the random-play suite (illegal cards at an honest table, renege claims,
passes, misdeal calls) leaves the same hand, and an action that does not stand raises what
`apply` raises, with the choices of the hand listed where it stopped."""

import random

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.engine.test_spades_random_play_keeps_the_invariants import RULES, play_hand
from tests.factories import spades_rules


def dealt_again(hand: SpadesHand) -> SpadesHand:
    """A fresh hand of the same deal, dealer, scores and first-hand bidding as `hand`."""
    return SpadesHand(
        hand.rules, hand.dealt, hand.dealer, scores=hand.scores, first_hand=hand.bids_itself
    )


def same(one: SpadesHand, other: SpadesHand) -> None:
    assert one.actions == other.actions and one.phase is other.phase
    assert one.legal_actions() == other.legal_actions()
    seats = range(one.table.count)
    assert [one.hand(seat) for seat in seats] == [other.hand(seat) for seat in seats]
    assert one.reneges == other.reneges and one.renege_calls == other.renege_calls
    if one.phase is Phase.DONE and not one.thrown_in:
        assert one.tally() == other.tally()


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_take_all_leaves_the_hand_that_apply_leaves(name: str, rules: SpadesRules) -> None:
    rng = random.Random(name)
    for number in range(15):
        by_apply = play_hand(rules, rng, number)
        by_take_all = dealt_again(by_apply)
        by_take_all.take_all([action for _, action in by_apply.actions])
        same(by_take_all, by_apply)


def test_an_action_that_does_not_stand_stops_take_all_as_it_stops_apply() -> None:
    whole = play_hand(spades_rules(), random.Random(8), 1)
    actions: list[Action] = [action for _, action in whole.actions]
    # Seat to act after ten cards plays a card it does not hold.
    cut = 4 + 10
    by_apply = dealt_again(whole)
    for action in actions[:cut]:
        by_apply.apply(action)
    seat = by_apply.to_act
    assert seat is not None
    foreign = next(card for other in range(4) if other != seat for card in by_apply.hand(other))
    with pytest.raises(IllegalActionError) as from_apply:
        by_apply.apply(foreign)
    by_take_all = dealt_again(whole)
    with pytest.raises(IllegalActionError) as from_take_all:
        by_take_all.take_all([*actions[:cut], foreign, *actions[cut:]])
    assert str(from_take_all.value) == str(from_apply.value)
    same(by_take_all, by_apply)  # its choices listed where it stopped
    assert by_take_all.legal_actions() == by_apply.legal_actions() != ()
