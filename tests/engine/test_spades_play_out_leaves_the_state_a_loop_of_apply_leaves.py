"""`SpadesHand.play_out` leaves the hand in the state a loop of `legal_actions()` and `apply()`
with the same picks leaves: every field of the play (the cards played, the winners, the tricks
taken, where spades broke, the seat to act, the choices listed), at the end of the hand and
where a pick fails part way, under every option combination of the random-play suite and
every library ruleset. Interpreted, the playout runs on sorted lists and writes the play's
state back once (`engine.games.spades.listed`); this holds it to the loop's."""

import ast
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.core.protocol import Phase
from engine.games.spades import play as play_module
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.engine.test_spades_play_out_plays_what_a_loop_of_apply_plays import dealt_hand
from tests.engine.test_spades_random_play_keeps_the_invariants import RULES


def play_fields() -> tuple[str, ...]:
    """`TrickPlay.__slots__`, read from its source: the compiled class has none to read."""
    source = (Path(play_module.__file__).parent / "play.py").read_text()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef) and node.name == "TrickPlay":
            for statement in node.body:
                if isinstance(statement, ast.Assign) and any(
                    isinstance(target, ast.Name) and target.id == "__slots__"
                    for target in statement.targets
                ):
                    fields = ast.literal_eval(statement.value)
                    assert isinstance(fields, tuple)
                    return fields
    raise AssertionError("TrickPlay has no __slots__ in its source")


FIELDS = play_fields()


class Stop(Exception):
    """The pick that fails part way."""


def picks(seed: int, fail_at: int | None = None) -> Callable[[], float]:
    """`random.Random(seed).random`, raising `Stop` on its call number `fail_at`."""
    rnd, calls = random.Random(seed).random, 0

    def pick() -> float:
        nonlocal calls
        calls += 1
        if calls == fail_at:
            raise Stop
        return rnd()

    return pick


def stops(
    run: Callable[[SpadesHand, Callable[[], float]], None],
    hand: SpadesHand,
    pick: Callable[[], float],
) -> bool:
    """Whether `run(hand, pick)` stopped at the failing pick (a hand thrown in may end
    before it)."""
    try:
        run(hand, pick)
    except Stop:
        return True
    return False


def looped(hand: SpadesHand, pick: Callable[[], float]) -> None:
    while hand.phase is not Phase.DONE:
        legal = hand.legal_actions()
        hand.apply(legal[int(pick() * len(legal))])


def assert_same_state(mine: SpadesHand, theirs: SpadesHand) -> None:
    assert mine.phase is theirs.phase
    assert mine.actions == theirs.actions
    assert mine.legal_actions() == theirs.legal_actions()
    assert mine.to_act == theirs.to_act
    play, other = mine._play, theirs._play
    assert (play is None) == (other is None)
    if play is None or other is None:
        return
    for name in FIELDS:
        if name == "_dealt":  # what was dealt, kept for the playout: a hand of a copy has none
            continue
        if name == "watch":
            assert play.watch.reneges == other.watch.reneges
        else:
            assert getattr(play, name) == getattr(other, name), name
    assert play.tricks() == other.tricks()


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_play_out_leaves_every_field_of_the_play_as_the_loop_does(
    name: str, rules: SpadesRules
) -> None:
    for number in range(8):
        by_loop = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        by_play_out = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        looped(by_loop, picks(number))
        by_play_out.play_out(picks(number))
        assert_same_state(by_play_out, by_loop)


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_a_pick_that_fails_part_way_leaves_the_cards_played_before_it(
    name: str, rules: SpadesRules
) -> None:
    for number, fail_at in enumerate((2, 6, 9, 23, 38, 55)):
        by_loop = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        by_play_out = dealt_hand(rules, random.Random(f"{name}/{number}"), number)
        assert stops(looped, by_loop, picks(number, fail_at)) == stops(
            SpadesHand.play_out, by_play_out, picks(number, fail_at)
        )
        assert_same_state(by_play_out, by_loop)
        # Both go on from there alike.
        rest = random.Random(number + 100)
        looped(by_loop, random.Random(number + 100).random)
        by_play_out.play_out(rest.random)
        assert_same_state(by_play_out, by_loop)
