"""Every state of every option loads from a minimal document and holds the state written.

The options are found by walking the models (tests/rulesets/option_space.py), not listed by
hand: a new option is tested as soon as it exists, and an option of a shape the walker does
not know fails `test_the_walker_has_states_for_every_option` until it is taught.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from rulesets import parse
from rulesets.base import RuleModel
from tests.rulesets.option_space import (
    COMPANIONS,
    GAMES,
    IMPOSSIBLE,
    VALUES,
    Leaf,
    State,
    UnhandledOption,
    default_rules,
    leaves,
    leaves_of,
    plain,
    states,
    value_at,
)


def _all_states() -> list[State]:
    found = []
    for game in GAMES:
        for leaf in leaves(game):
            try:
                found += states(leaf)
            except UnhandledOption:
                continue  # reported by test_the_walker_has_states_for_every_option
    return found


STATES = _all_states()
POSSIBLE = [state for state in STATES if not state.impossible]


def _load(document: dict[str, Any]) -> Any:
    text = yaml.safe_dump(document, sort_keys=False)
    result = parse(text)
    assert result.ok, "\n".join([text, *(d.format() for d in result.diagnostics)])
    return result.rules


def test_the_walker_has_states_for_every_option() -> None:
    for game in GAMES:
        for leaf in leaves(game):
            found = [state.value for state in states(leaf)]
            if leaf.dotted in ("format", "game"):
                continue
            assert any(value != plain(leaf.default) for value in found), (
                f"{game}: {leaf.dotted} has no state other than its default"
            )


def test_the_walker_refuses_an_option_of_an_unknown_shape() -> None:
    class Odd(RuleModel):
        seats: frozenset[int] = frozenset()

    (leaf,) = leaves_of(Odd)
    with pytest.raises(UnhandledOption, match="seats"):
        states(leaf)


def test_the_walker_finds_options_in_every_section() -> None:
    spades = {leaf.dotted for leaf in leaves("spades")}
    rook = {leaf.dotted for leaf in leaves("rook")}
    assert {"bidding.blind_six.must_take", "scoring.bags.remainder", "reneges.enforcement"} <= (
        spades
    )
    assert {"auction.step", "rook_card.play", "scoring.counters", "match.ties"} <= rook


def test_every_table_entry_names_a_real_option() -> None:
    known = {(game, leaf.dotted) for game in GAMES for leaf in leaves(game)}
    keys = [key[:2] for key in (*VALUES, *COMPANIONS, *IMPOSSIBLE)]
    for game, dotted in keys:
        games = list(GAMES) if game == "*" else [game]
        assert any((name, dotted) in known for name in games), f"{game}: {dotted}"


@pytest.mark.parametrize("state", POSSIBLE, ids=lambda state: state.id)
def test_state_loads_and_holds_its_value(state: State) -> None:
    rules = _load(state.document())
    assert plain(value_at(rules, state.leaf.path)) == state.value


def _written(options: dict[str, Any], leaf: Leaf) -> bool:
    current: Any = options
    for part in leaf.path:
        if not isinstance(current, dict) or part not in current:
            return False
        current = current[part]
    return True


@pytest.mark.parametrize("state", POSSIBLE, ids=lambda state: state.id)
def test_every_option_not_written_keeps_its_default(state: State) -> None:
    rules = _load(state.document())
    default = default_rules(state.leaf.game)
    options = state.options()
    changed = [
        leaf.dotted
        for leaf in leaves(state.leaf.game)
        if value_at(rules, leaf.path) != value_at(default, leaf.path)
        and not _written(options, leaf)
    ]
    assert not changed


@pytest.mark.parametrize(
    "state", [state for state in STATES if state.impossible], ids=lambda state: state.id
)
def test_impossible_state_is_refused_at_its_option(state: State) -> None:
    result = parse(yaml.safe_dump(state.document(), sort_keys=False))
    assert result.rules is None
    assert [(d.code, d.path) for d in result.diagnostics] == [("conflict", state.leaf.dotted)]


def test_six_players_with_four_cards_removed_is_a_valid_game() -> None:
    document = {
        "format": "houserules/1",
        "game": "spades",
        "players": {"count": 6},
        "deck": {"removed_cards": ["2C", "2D", "2H", "2S"]},
    }
    assert _load(document).hand_size == 8
