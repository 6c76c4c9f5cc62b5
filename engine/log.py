"""The match log (`houserules-log/1`): build it, check it, read and write it.

The format is documented for a club's programmer in docs/match-log.md, and its structure is
the JSON Schema next to this module (`match_log.schema.json`). A log holds the INPUTS of a
match (per hand the dealer, the dealt cards and every action; or, for a score sheet, the bids
and tricks) and the DERIVED facts the engine worked out from them (trick winners, scores, the
running standing, the result). `engine.replay` re-derives the second from the first.

    log = read_log("match.json")      # LogError listing every problem, never a traceback
    write_log(log, "copy.json")

Seats, sides, hands, tricks and the indexes in a problem's field (`actions[3]`) count from 1.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from operator import itemgetter
from pathlib import Path
from typing import Any

from pydantic_core import from_json

import engine
from engine.core.actions import Action, ClaimRenege, ExposeCard, parse_action
from engine.core.errors import EngineError
from engine.core.game import Deal, Game, Scored, deal_json
from engine.core.memo import PerRuleset
from engine.core.points import points_from_json
from engine.core.protocol import Hand
from engine.core.seats import seating
from engine.core.sheet import SHEET_FORMAT, ScoredSheet, SheetError
from engine.core.standing import Standing
from engine.formats.log import (
    LOG_FORMAT,
    LOG_SCHEMA_PATH,
    log_inputs_are_safe_and_sound,
    log_is_safe_and_sound,
    log_structure_is_sound,
    log_structure_problems,
)
from engine.formats.sheet import SheetStart
from engine.games import family_for, game_family
from engine.sheet import score_sheet
from rulesets import safejson
from rulesets.canonical import rules_digest
from rulesets.formats import Ruleset
from rulesets.problems import Problem, problems_summary

__all__ = [
    "LOG_FORMAT",
    "SCHEMA_PATH",
    "INPUT_KEYS",
    "DERIVED_KEYS",
    "LogProblem",
    "LogError",
    "CheckedLog",
    "new_log",
    "hand_entry",
    "actions_json",
    "validate_log",
    "parse_log",
    "read_log",
    "dumps_log",
    "write_log",
    "log_from_sheet",
    "sheet_log_start",
    "with_sheet_start",
    "checked_sheet_start",
]

SCHEMA_PATH = LOG_SCHEMA_PATH
"""The JSON Schema of the format, generated from the models of `engine.formats.log`."""
_WIDTH = 96
INPUT_KEYS = ("number", "dealer", "redeals", "dealt", "nest", "actions")
"""A card-level hand's inputs, in the order a log writes them."""
DERIVED_KEYS = (
    "thrown_in",
    "bids",
    "hints",
    "raises",
    "declarer",
    "trump",
    "tricks",
    "tricks_taken",
    "reneges",
    "score",
    "standing",
)
"""A card-level hand's derived facts, in the order a log writes them and replay compares."""


LogProblem = Problem
"""One problem in a log (the one `rulesets.problems.Problem`): the hand (1-based; None for
the log as a whole), the field (`actions[3]`, `seats[2].player`; indexes 1-based), what is
wrong and its code."""


class LogError(EngineError):
    """A log that is not a well-formed `houserules-log/1` log; `problems` lists every
    problem found."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__(problems_summary(self.problems, "the match log"))


class CheckedLog(dict[str, Any]):
    """A log `parse_log` has checked: `engine.replay` takes it as it is instead of checking
    it again (the check is most of a replay's time). A copy is a plain dict, checked again."""

    __slots__ = ()

    def copy(self) -> dict[str, Any]:
        return dict(self)

    def __copy__(self) -> dict[str, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return copy.deepcopy(dict(self), memo)


_DIGESTS: PerRuleset[Ruleset, str] = PerRuleset()
"""Each ruleset's digest: a replay and a match each write one log head."""


# --- Building ---------------------------------------------------------------------------------


def new_log(
    rules: Ruleset, players: Sequence[str], seed: int | None, kind: str = "cards"
) -> dict[str, Any]:
    """The head of a log for a match under `rules`, with no hands and no result yet."""
    return {
        "format": LOG_FORMAT,
        "game": family_for(rules).game,
        "rules_digest": _DIGESTS.get(rules, rules_digest),
        "engine_version": engine.__version__,
        "kind": kind,
        "seats": [{"seat": seat, "player": name} for seat, name in enumerate(players, start=1)],
        "seed": seed,
        "hands": [],
        "result": None,
    }


def actions_json(actions: Sequence[tuple[int, Action]]) -> list[list[Any]]:
    """Actions as `[seat, notation]` pairs (seats 1-based)."""
    return [[seat + 1, str(action)] for seat, action in actions]


def hand_entry(
    game: Game,
    number: int,
    dealer: int,
    redeals: Sequence[Deal],
    deal: Deal,
    actions: Sequence[tuple[int, Action]],
    hand: Hand,
    scored: Scored,
    *,
    written: list[list[Any]] | None = None,
    dealt: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """A finished card-level hand as the log writes it: its inputs, then its derived facts.
    `written`: the actions as `actions_json` writes them, and `dealt` the deal as `deal_json`
    writes it, when the caller has them."""
    nest = game_family(game.name).has_nest if redeals or dealt is None else False
    entry: dict[str, Any] = {"number": number, "dealer": dealer + 1}
    if redeals:
        entry["redeals"] = [
            {**deal_json(thrown, nest), "reason": game.redeal_reason(thrown)} for thrown in redeals
        ]
    entry.update(deal_json(deal, nest) if dealt is None else dealt)
    entry["actions"] = actions_json(actions) if written is None else written
    facts = game.facts(hand)
    entry.update({key: facts[key] for key in DERIVED_KEYS if key in facts})
    entry["score"] = scored.score
    entry["standing"] = scored.standing.to_json()
    return entry


# --- Checking ---------------------------------------------------------------------------------


def validate_log(log: object) -> None:
    """Check a parsed log's structure (the JSON Schema) and notation (cards, bids, actions,
    seat numbers, hand numbers). Raises `LogError` listing every problem: the notation of
    each hand whose structure is sound is checked even when other hands are not."""
    # The models' own check builds every model of the log and words each problem: asked
    # only when the quick one (the same check, read into plain dicts) finds one.
    problems = [] if log_structure_is_sound(log) else log_structure_problems(log)
    if isinstance(log, Mapping) and not any(problem.hand is None for problem in problems):
        unsound = {problem.hand for problem in problems}
        problems += _notation_problems(log, unsound)
    if problems:
        raise LogError(problems)


def _notation_problems(log: Mapping[str, Any], unsound: set[int | None]) -> list[Problem]:
    problems: list[Problem] = []
    seats = len(log["seats"])
    for index, entry in enumerate(log["seats"], start=1):
        if entry["seat"] != index:
            problems.append(Problem(None, f"seats[{index}].seat", f"expected {index}", code="seat"))
    for number, hand in enumerate(log["hands"], start=1):
        if number not in unsound:
            problems += _hand_problems(number, hand, seats)
    return problems


def _hand_problems(number: int, hand: Mapping[str, Any], seats: int) -> list[Problem]:
    found: list[tuple[str, str]] = []
    if hand.get("number", number) != number:
        found.append(("number", f"this is hand {number} of the log"))
    for key in ("dealer", "declarer", "last_trick"):
        if isinstance(hand.get(key), int) and hand[key] > seats:
            found.append((key, f"there is no seat {hand[key]} (the log has {seats} seats)"))
    actions = hand.get("actions", [])
    # Nearly every action of every log is one of the few hundred notations seen before, by
    # a seat of the table: told in C, or action by action.
    if not (
        _PLAIN_ACTIONS.issuperset(map(_TEXT, actions))
        and max(map(_SEAT, actions), default=1) <= seats
    ):
        for index, (seat, text) in enumerate(actions, start=1):
            problem = _action_problem(seat, text, seats)
            if problem:
                found.append((f"actions[{index}]", problem))
    # A card needs no look here: the models' card pattern admits exactly the names
    # `Card.parse` reads (tests/engine/test_log_card_pattern_is_the_card_notation.py).
    for index, bid in enumerate(hand.get("bids") or [], start=1):
        problem = _bid_problem(bid)
        if problem:
            found.append((f"bids[{index}]", problem))
    return [Problem(number, field, message, code="notation") for field, message in found]


_PLAIN_ACTIONS: set[str] = set()
"""Action notations that parse and are not renege claims (whose claimant is a seat), so any
seat may take them (at most the few hundred of the games' notations)."""
_SEAT, _TEXT = itemgetter(0), itemgetter(1)


@lru_cache(maxsize=8192)
def read_action(text: str) -> Action:
    """`parse_action`, remembered: a log writes the same few hundred notations again and
    again, and actions are immutable. Raises `ValueError`."""
    return parse_action(text)


@lru_cache(maxsize=8192)
def read_written_action(text: str) -> tuple[Action, str]:
    """`read_action(text)`, and the notation a log writes for it (`str` of it), remembered
    as `read_action` is: what a replay asks of every action. Raises `ValueError`."""
    action = read_action(text)
    return action, str(action)


def _action_problem(seat: int, text: str, seats: int) -> str:
    if seat > seats:
        return f"there is no seat {seat} (the log has {seats} seats)"
    try:
        action = read_action(text)
    except ValueError as error:
        return f"{text!r} is not an action: {error}"
    if isinstance(action, ClaimRenege):
        if action.claimant != seat - 1:
            return f"a claim is made by its claimant, seat {action.claimant + 1}"
    elif isinstance(action, ExposeCard):
        if action.seat != seat - 1:
            return f"an exposed card is its holder's, seat {action.seat + 1}"
    elif len(_PLAIN_ACTIONS) < 8192:
        _PLAIN_ACTIONS.add(text)
    return ""


def _bid_problem(text: str | None) -> str:
    if text is None:
        return ""
    try:
        read_action(text)
    except ValueError as error:
        return str(error)
    return ""


# --- Reading and writing ----------------------------------------------------------------------


def parse_log(data: Mapping[str, Any] | str | bytes) -> CheckedLog:
    """A checked log from JSON text (or already parsed JSON), checked once: a `CheckedLog`
    is returned as it is. Raises `LogError`."""
    if isinstance(data, CheckedLog):
        return data
    quick = _read_quickly(data) if isinstance(data, str | bytes) else data
    if isinstance(quick, dict) and _checks_quickly(quick):
        return CheckedLog(quick)
    try:
        # The site's one guard on bodies: nesting, lone surrogates, out-of-range numbers.
        if isinstance(data, str | bytes):
            data = safejson.loads(data)
        else:
            safejson.check(data)
    except ValueError as error:
        raise LogError([Problem(None, "log", f"not valid JSON: {error}", code="json")]) from None
    validate_log(data)
    assert isinstance(data, Mapping)
    return CheckedLog(data)


def _read_quickly(text: str | bytes) -> Any:
    """JSON `text` read by pydantic's parser, which refuses a lone surrogate and a number
    of thousands of digits unread; None when it refuses the text (the careful read then says
    why, in the words it always has)."""
    try:
        return from_json(text, allow_inf_nan=False)
    except ValueError:
        return None


def _checks_quickly(log: dict[str, Any], lean: bool = False) -> bool:
    """Whether parsed `log` is a sound log the body guard admits, as most are, in one
    validation that is the guard's and the models' check together (`log_is_safe_and_sound`),
    then the notation's. False for any doubt: the careful check of `parse_log` then says
    what is wrong. `lean`: by `log_inputs_are_safe_and_sound` instead."""
    sound = log_inputs_are_safe_and_sound(log) if lean else log_is_safe_and_sound(log)
    return sound and not _notation_problems(log, set())


def read_log_inputs(data: Mapping[str, Any] | str | bytes) -> dict[str, Any] | None:
    """The log in JSON `data` (text or parsed) checked as `parse_log` checks it, except the
    largest facts each card-level hand derives (`LEAN_FIELDS`: its tricks and score): for
    `engine.replay`, which derives them again and compares them type for type. A log is still
    checked once: facts equal to the engine's are facts the models admit (the engine writes
    no other), and replay asks `parse_log` about any log that does not verify. None for any
    doubt (`parse_log` then says what is wrong)."""
    quick = _read_quickly(data) if isinstance(data, str | bytes) else data
    if isinstance(quick, CheckedLog) or not isinstance(quick, dict):
        return None
    return quick if _checks_quickly(quick, lean=True) else None


def read_log(path: str | Path) -> CheckedLog:
    """Read and check the log in the file at `path`. Raises `LogError`."""
    try:
        text = Path(path).read_bytes()
    except OSError as error:
        problem = Problem(None, "log", f"cannot read {path}: {error.strerror}", code="read")
        raise LogError([problem]) from None
    return parse_log(text)


def dumps_log(log: Mapping[str, Any]) -> str:
    """The log as JSON text: one line per field of the log and of each hand, and one line per
    trick, so a diff of two logs shows what changed."""
    return _dump(log, 0) + "\n"


def _dump(value: object, depth: int) -> str:
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if len(flat) + depth <= _WIDTH or depth >= 4:
        return flat
    pad, inner = " " * depth, " " * (depth + 1)
    if isinstance(value, Mapping):
        items = [
            f"{inner}{json.dumps(key)}: {_dump(item, depth + 1)}" for key, item in value.items()
        ]
        return "{\n" + ",\n".join(items) + f"\n{pad}}}"
    if isinstance(value, list) and all(isinstance(item, Mapping) for item in value):
        items = [f"{inner}{_dump(item, depth + 1)}" for item in value]
        return "[\n" + ",\n".join(items) + f"\n{pad}]"
    return flat


def write_log(log: Mapping[str, Any], path: str | Path) -> None:
    """Write `log` to the file at `path` (see `dumps_log`)."""
    Path(path).write_text(dumps_log(log), encoding="utf-8")


# --- Score sheets -----------------------------------------------------------------------------


def log_from_sheet(
    rules: Ruleset, sheet: Mapping[str, Any] | str | bytes, players: Sequence[str] = ()
) -> dict[str, Any]:
    """The log of a score-sheet match (`kind: sheet`): each hand's bids, tricks and reneges
    (Rook: its declarer, bid, trump and points) as recorded, with its score and the running
    standing. `players`: a name per seat (default `seat 1`, `seat 2`, ...). Raises
    `engine.sheet.SheetError` listing every problem."""
    result = score_sheet(rules, sheet)
    count = seating(rules).count
    names = list(players) or [f"seat {seat}" for seat in range(1, count + 1)]
    log = with_sheet_start(new_log(rules, names, None, kind="sheet"), sheet_log_start(result))
    log["hands"] = sheet_log_hands(result)
    log["result"] = None if result.outcome is None else result.outcome.to_json()
    return log


def sheet_log_start(result: ScoredSheet) -> dict[str, Any] | None:
    """The `start` a sheet log writes for a scored sheet (None when the sheet gave none)."""
    return None if result.start is None else _start_entry(result.start)


def _start_entry(start: Standing) -> dict[str, Any]:
    """A standing as a sheet log's `start`: the scores; the bags, sets and hands played when
    there are any."""
    written = start.to_json()
    entry: dict[str, Any] = {"scores": written["scores"]}
    for key in ("bags", "sets"):
        if any(written[key]):
            entry[key] = written[key]
    if start.hands_played:
        entry["hands_played"] = start.hands_played
    return entry


def with_sheet_start(log: dict[str, Any], start: Mapping[str, Any] | None) -> dict[str, Any]:
    """A sheet log's head with its `start` before its hands (None: none)."""
    if start is None:
        return log
    head = {key: value for key, value in log.items() if key not in ("hands", "result")}
    return {**head, "start": dict(start), "hands": log["hands"], "result": log["result"]}


def checked_sheet_start(rules: Ruleset, start: object) -> dict[str, Any]:
    """A sheet's `start` (parsed JSON, docs/score-sheets.md) checked against `rules` before
    any hand is written (a sheet opened from a paper standing), as a sheet log writes it.
    Raises `engine.sheet.SheetError` listing its problems (`start.scores`, `start.bags`,
    ...), and a standing at which the match is already over (`start.scores`, code
    `ended`)."""
    # The sheet's own check, on a sheet whose one hand is empty: that hand's problems are
    # the probe's (every game's sheet hand needs something written), the others the start's.
    if start is None:
        raise SheetError([Problem(None, "start", "a start is an object with scores", code="type")])
    probe = {"format": SHEET_FORMAT, "start": start, "hands": [{}]}
    try:
        score_sheet(rules, probe)
    except SheetError as error:
        problems = [
            # The sheet as a whole is only the probe around the start (a number out of range).
            replace(problem, field="start") if problem.field == "sheet" else problem
            for problem in error.problems
            if problem.hand is None
        ]
        if problems:
            raise SheetError(problems) from None
    typed = SheetStart.model_validate(start)
    scores = tuple(points_from_json(score) for score in typed.scores)
    nothing = (0,) * len(scores)
    bags, sets = tuple(typed.bags or nothing), tuple(typed.sets or nothing)
    return _start_entry(Standing(scores, bags, sets, typed.hands_played))


def sheet_log_hands(result: ScoredSheet) -> list[dict[str, Any]]:
    """The hands of a scored sheet as log hands (`kind: sheet`), as its game writes them."""
    return result.log_hands()
