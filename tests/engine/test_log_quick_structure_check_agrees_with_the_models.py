"""The quick structure check of a log (`log_structure_is_sound`, the models read as plain
dicts) says sound exactly when the pydantic models find no problem: on every golden log, on
sheet logs of each game, and on hundreds of broken copies of them (each value replaced by
one of another type, or by a near miss of its own; each key removed; an unknown key added)."""

import copy
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine.formats.log import log_structure_is_sound, log_structure_problems
from engine.log import log_from_sheet
from rulesets import library
from tests.engine.rook_helpers import rook_rules

GOLDEN = Path(__file__).with_name("golden")
STAND_INS: list[Any] = [None, True, False, 0, 1, 1.0, -1, 13, 2**40, "", "x", "QS", "1.5", [], {}]


def sound_logs() -> list[dict[str, Any]]:
    logs = [
        json.loads(path.read_text())
        for path in sorted(GOLDEN.glob("*.json"))
        if path.name != "MANIFEST.json"
    ]
    for log in logs:
        del log["hands"][2:]  # the kinds of value are all in the first hands
    spades = {"hands": [{"dealer": 1, "bids": ["4", "nil", "3", "5"], "tricks": [5, 1, 4, 3]}]}
    rook = {"hands": [{"dealer": 1, "bidder": 2, "bid": 85, "trump": "H", "points": [50, 90]}]}
    logs.append(log_from_sheet(library("classic"), spades))
    logs.append(log_from_sheet(rook_rules(), rook))
    return logs


def places(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from places(item, (*path, index))


def at(log: dict[str, Any], path: tuple[Any, ...]) -> Any:
    for step in path:
        log = log[step]
    return log


def broken_copies(log: dict[str, Any], rng: random.Random) -> Iterator[dict[str, Any]]:
    paths = [path for path in places(log) if path]
    for path in rng.sample(paths, min(len(paths), 25)):
        *parent, last = path
        for stand_in in rng.sample(STAND_INS, 3):
            broken = copy.deepcopy(log)
            at(broken, tuple(parent))[last] = stand_in
            yield broken
        if isinstance(at(log, tuple(parent)), dict):
            broken = copy.deepcopy(log)
            del at(broken, tuple(parent))[last]
            yield broken
        if isinstance(at(log, path), dict):
            broken = copy.deepcopy(log)
            at(broken, path)["unknown"] = 1
            yield broken


def test_the_quick_check_finds_every_golden_and_sheet_log_sound() -> None:
    for log in sound_logs():
        assert log_structure_problems(log) == []
        assert log_structure_is_sound(log)


def test_the_quick_check_refuses_exactly_the_broken_logs_the_models_refuse() -> None:
    rng = random.Random(15)
    refused = 0
    for log in sound_logs():
        for broken in broken_copies(log, rng):
            sound = log_structure_problems(broken) == []
            assert log_structure_is_sound(broken) == sound, broken
            refused += not sound
    assert refused > 200  # the copies do break logs: the agreement is not on sound ones only


def test_the_quick_check_refuses_what_is_not_a_log() -> None:
    for thing in (None, [], "log", 7, {"format": "houserules-log/1"}):
        assert not log_structure_is_sound(thing)
