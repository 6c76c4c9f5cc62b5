"""`python -m engine`: play a match, replay a match log, score a score sheet.

    python -m engine play RULES --seed N [--bots heuristic,heuristic,random,random] [--log FILE]
    python -m engine replay RULES LOG
    python -m engine score RULES SHEET
    python -m engine duel RULES --bots search,heuristic --deals N --seed S [--json]

Every command prints problems (bad rules, a malformed log or sheet) as plain lines and exits
with status 1, never with a traceback.

Adding a command: write `add_NAME_command(commands)` taking the argparse sub-parsers object,
adding one parser and setting its `run` default to a function of the parsed arguments that
returns the exit status; then list it in `COMMANDS`. A command living in another module that
may not be present (`engine.simulate`) is listed in `OPTIONAL_COMMANDS` as
(module, function): it is added when the module imports, and silently left out when it does
not exist.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.bots import BOTS
from engine.core.errors import EngineError
from engine.core.seats import seating
from engine.core.sheet import SheetError
from engine.games import family_for
from engine.log import LogError, log_from_sheet, read_log, write_log
from engine.match import play_match
from engine.replay import replay
from rulesets.formats import Ruleset
from rulesets.loader import parse

__all__ = [
    "main",
    "add_commands",
    "COMMANDS",
    "OPTIONAL_COMMANDS",
    "format_score_sheet",
    "load_rules",
]

Subcommands = Any
"""argparse's sub-parsers object (its class is private to argparse)."""


# --- Shared -----------------------------------------------------------------------------------


def load_rules(path: str) -> Ruleset | None:
    """The rules in the YAML file at `path`, or None after printing every diagnostic."""
    try:
        source = Path(path).read_bytes()
    except OSError as error:
        print(f"{path}: cannot read the file: {error.strerror}", file=sys.stderr)
        return None
    result = parse(source)
    for diagnostic in result.diagnostics:
        print(diagnostic.format(path), file=sys.stderr)
    return result.rules if result.ok else None


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 1


# --- play -------------------------------------------------------------------------------------


def default_bot() -> str:
    """`heuristic` when that bot is registered, else `random`."""
    return "heuristic" if "heuristic" in BOTS else "random"


def _bots(text: str | None, seats: int) -> list[str]:
    names = [name.strip() for name in (text or default_bot()).split(",")]
    return names * seats if len(names) == 1 else names


def cmd_play(args: argparse.Namespace) -> int:
    rules = load_rules(args.rules)
    if rules is None:
        return 1
    players = _bots(args.bots, seating(rules).count)
    try:
        record = play_match(rules, players, args.seed, max_hands=args.max_hands)
    except EngineError as error:
        return _fail(f"error: {error}")
    if args.log:
        write_log(record.log, args.log)
    print(format_score_sheet(rules, record.log))
    return 0


def add_play_command(commands: Subcommands) -> None:
    play = commands.add_parser("play", help="play a whole match between bots")
    play.add_argument("rules", metavar="RULES", help="the ruleset (YAML)")
    play.add_argument("--seed", type=int, required=True, metavar="N", help="the match's seed")
    play.add_argument(
        "--bots",
        metavar="NAMES",
        help="a bot per seat, separated by commas (one name: every seat); default heuristic"
        " when it is available, else random",
    )
    play.add_argument("--log", metavar="FILE", help="write the match log (JSON) to FILE")
    play.add_argument("--max-hands", type=int, default=500, metavar="N", help=argparse.SUPPRESS)
    play.set_defaults(run=cmd_play)


# --- replay -----------------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace) -> int:
    rules = load_rules(args.rules)
    if rules is None:
        return 1
    try:
        result = replay(rules, read_log(args.log))
    except LogError as error:
        return _fail(str(error))
    if args.derived:
        write_log(result.log, args.derived)
    print(result)
    return 0 if result.verified else 1


def add_replay_command(commands: Subcommands) -> None:
    command = commands.add_parser("replay", help="replay a match log and verify every fact")
    command.add_argument("rules", metavar="RULES", help="the ruleset (YAML) the log pins")
    command.add_argument("log", metavar="LOG", help="the match log (JSON)")
    command.add_argument(
        "--derived", metavar="FILE", help="write the log with every fact re-derived to FILE"
    )
    command.set_defaults(run=cmd_replay)


# --- score ------------------------------------------------------------------------------------


def cmd_score(args: argparse.Namespace) -> int:
    rules = load_rules(args.rules)
    if rules is None:
        return 1
    try:
        log = log_from_sheet(rules, Path(args.sheet).read_bytes())
    except OSError as error:
        return _fail(f"{args.sheet}: cannot read the file: {error.strerror}")
    except SheetError as error:
        return _fail(str(error))
    if args.log:
        write_log(log, args.log)
    print(format_score_sheet(rules, log))
    return 0


def add_score_command(commands: Subcommands) -> None:
    command = commands.add_parser("score", help="score a score sheet (JSON)")
    command.add_argument("rules", metavar="RULES", help="the ruleset (YAML)")
    command.add_argument("sheet", metavar="SHEET", help="the score sheet (docs/score-sheets.md)")
    command.add_argument("--log", metavar="FILE", help="write the sheet's match log to FILE")
    command.set_defaults(run=cmd_score)


# --- The score sheet, printed -----------------------------------------------------------------


def format_score_sheet(rules: Ruleset, log: Mapping[str, Any]) -> str:
    """A log's hands as a table (hand, dealer, bids, tricks, then per side the hand's points,
    its bags with the running count, and the running total), then the result."""
    sides = seating(rules).sides
    bags = family_for(rules).has_bags
    head = ["hand", "dealer", "bids", "tricks"]
    for number in range(1, len(sides) + 1):
        head += [f"S{number} pts", f"S{number} bags"] if bags else [f"S{number} pts"]
        head.append(f"S{number} total")
    rows = [head] + [_row(hand, len(sides), bags) for hand in log["hands"]]
    lines = [_title(rules, log), _side_names(sides), "", *_table(rows)]
    return "\n".join([*lines, "", _result_line(log.get("result"))])


def _title(rules: Ruleset, log: Mapping[str, Any]) -> str:
    title = rules.name or log["game"]
    title += f", seed {log['seed']}" if log.get("seed") is not None else ""
    title += ", score sheet" if log.get("kind") == "sheet" else ""
    if any(seat["player"] != f"seat {seat['seat']}" for seat in log["seats"]):
        title += ". Seats: " + ", ".join(f"{s['seat']} {s['player']}" for s in log["seats"])
    return title + "."


def _side_names(sides: Sequence[Sequence[int]]) -> str:
    return "; ".join(
        f"S{index} = seat{'s' if len(seats) > 1 else ''} {' '.join(str(s + 1) for s in seats)}"
        for index, seats in enumerate(sides, start=1)
    )


def _row(hand: Mapping[str, Any], sides: int, bags: bool) -> list[str]:
    row = [str(hand.get("number", "")), str(hand.get("dealer", "")), _bids_cell(hand)]
    row.append(" ".join(str(count) for count in hand.get("tricks_taken", [])))
    score, standing = hand.get("score"), hand.get("standing") or {}
    totals = [json.dumps(total) for total in standing.get("scores", [""] * sides)]
    for index in range(sides):
        side = score["sides"][index] if score else {}
        row.append(str(side.get("points", "-")).strip('"'))
        if bags:
            row.append(f"{side['bags']} ({side['bags_after']})" if "bags" in side else "-")
        row.append(totals[index].strip('"'))
    return row


def _bids_cell(hand: Mapping[str, Any]) -> str:
    if hand.get("thrown_in"):
        return "thrown in"
    if "declarer" in hand:
        bid, trump = (hand.get("score") or {}).get("bid", ""), hand.get("trump") or "-"
        if bid == "":  # trump made without a bid (Euchre)
            return f"seat {hand['declarer']} makes trump {trump}"
        return f"seat {hand['declarer']} bids {bid}, trump {trump}"
    bids = hand.get("bids")
    if not bids or all(bid is None for bid in bids):
        return "(no bidding)" if "bids" in hand else ""
    return ", ".join("-" if bid is None else bid for bid in bids)


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        "  ".join(
            cell.ljust(width) if column in (2, 3) else cell.rjust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]


def _result_line(result: Mapping[str, Any] | None) -> str:
    if result is None:
        return "Result: the match is not over."
    winners = [f"S{side}" for side in result["winners"]]
    verb = "wins" if len(winners) == 1 else "share the match"
    return f"Result: {' and '.join(winners)} {verb} ({result['reason']})."


# --- The command line -------------------------------------------------------------------------

COMMANDS: list[Callable[[Subcommands], None]] = [
    add_play_command,
    add_replay_command,
    add_score_command,
]
"""The commands, in the order `--help` lists them."""
OPTIONAL_COMMANDS: list[tuple[str, str]] = [
    ("engine.simulate", "add_simulate_command"),
    ("engine.duel", "add_duel_command"),
]
"""Commands from modules that may be absent: (module, function adding the command)."""


def _optional_commands() -> list[Callable[[Subcommands], None]]:
    found = []
    for module_name, function in OPTIONAL_COMMANDS:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as missing:
            if missing.name != module_name:
                raise  # the module exists but is broken: say so, don't hide the command
            continue
        found.append(getattr(module, function))
    return found


def build_parser() -> argparse.ArgumentParser:
    """The parser of `python -m engine`, with every command available."""
    parser = argparse.ArgumentParser(
        prog="python -m engine", description="Play, replay and score matches under a ruleset."
    )
    add_commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    return parser


def add_commands(commands: Subcommands) -> None:
    """Add every command to argparse sub-parsers (also used by the `houserules` script)."""
    for add in [*COMMANDS, *_optional_commands()]:
        add(commands)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    status: int = args.run(args)
    return status
