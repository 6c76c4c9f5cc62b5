"""`SpadesHand.take_all(actions)` takes a run of actions as `apply` takes each one: a replay
of every hand of the random-play suite (illegal cards at an honest table, renege claims,
passes, misdeal calls) leaves the same hand, and an action that does not stand raises what
`apply` raises, with the choices of the hand listed where it stopped."""

import random

import pytest

from engine.core.actions import Action
from engine.core.cards import Card
from engine.core.errors import ClaimRejected, IllegalActionError, IllegalPlayError
from engine.core.protocol import Phase
from engine.core.seats import seating
from engine.games.spades.deal import needs_redeal, shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.engine.test_spades_random_play_keeps_the_invariants import RULES, choose
from tests.factories import spades_rules

Setting = tuple[tuple[tuple[Card, ...], ...], int, tuple[int, ...], bool]


def setting(rules: SpadesRules, rng: random.Random, number: int) -> Setting:
    table = seating(rules)
    dealer = number % table.count
    dealt = shuffle_and_deal(rules, rng, dealer)
    while needs_redeal(rules, dealt):
        dealt = shuffle_and_deal(rules, rng, dealer)
    scores = tuple(rng.choice((0, -120, 150)) for _ in table.sides)
    return dealt, dealer, scores, number == 0


def start(rules: SpadesRules, at: Setting) -> SpadesHand:
    dealt, dealer, scores, first = at
    return SpadesHand(rules, dealt, dealer, scores=scores, first_hand=first)


def played(rules: SpadesRules, at: Setting, rng: random.Random) -> SpadesHand:
    hand = start(rules, at)
    while hand.phase is not Phase.DONE:
        try:
            hand.apply(choose(hand, rng))
        except (ClaimRejected, IllegalPlayError):
            hand.apply(rng.choice(hand.legal_actions()))
    return hand


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
        at = setting(rules, rng, number)
        by_apply = played(rules, at, rng)
        by_take_all = start(rules, at)
        by_take_all.take_all([action for _, action in by_apply.actions])
        same(by_take_all, by_apply)


def test_an_action_that_does_not_stand_stops_take_all_as_it_stops_apply() -> None:
    rules = spades_rules()
    at = setting(rules, random.Random(8), 1)
    whole = played(rules, at, random.Random(8))
    actions: list[Action] = [action for _, action in whole.actions]
    # Seat to act after ten cards plays a card it does not hold.
    cut = 4 + 10
    by_apply = start(rules, at)
    for action in actions[:cut]:
        by_apply.apply(action)
    seat = by_apply.to_act
    assert seat is not None
    foreign = next(card for other in range(4) if other != seat for card in by_apply.hand(other))
    with pytest.raises(IllegalActionError) as from_apply:
        by_apply.apply(foreign)
    by_take_all = start(rules, at)
    with pytest.raises(IllegalActionError) as from_take_all:
        by_take_all.take_all([*actions[:cut], foreign, *actions[cut:]])
    assert str(from_take_all.value) == str(from_apply.value)
    same(by_take_all, by_apply)  # its choices listed where it stopped
    assert by_take_all.legal_actions() == by_apply.legal_actions() != ()
