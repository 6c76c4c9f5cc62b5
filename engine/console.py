"""The `houserules` console script: every command of `python -m rulesets` and
`python -m engine`, and `pull`, `publish` and `check` against a houserules server.

    houserules validate house.yaml
    houserules play house.yaml --seed 7
    houserules pull demo/friday-night -o house.yaml
    houserules check house.yaml demo/friday-night
    houserules publish house.yaml demo/friday-night -m "Play to 300" --revision REV

The server is `--server` or `HOUSERULES_SERVER` (default http://127.0.0.1:8000), the API
token `--token` or `HOUSERULES_TOKEN` (docs/api.md). Problems are printed as plain lines
and the status is 1, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine import cli as engine_cli
from rulesets import cli as rulesets_cli
from rulesets.remote import Answer, Registry, RemoteError, parse_ref

__all__ = ["DEFAULT_SERVER", "build_parser", "main"]

DEFAULT_SERVER = "http://127.0.0.1:8000"
"""The server `make run` starts."""
CHECK_MESSAGE = "houserules check (a dry run)"


def _registry(args: argparse.Namespace) -> Registry:
    server = args.server or os.environ.get("HOUSERULES_SERVER") or DEFAULT_SERVER
    return Registry(server, args.token or os.environ.get("HOUSERULES_TOKEN") or None)


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 1


def _read(path: str) -> bytes | None:
    try:
        return Path(path).read_bytes()
    except OSError as error:
        print(f"{path}: cannot read the file: {error.strerror}", file=sys.stderr)
        return None


# --- pull ---------------------------------------------------------------------------------


def cmd_pull(args: argparse.Namespace) -> int:
    try:
        club, ruleset, number = parse_ref(args.ref)
        pulled = _registry(args).pull(club, ruleset, number)
    except (ValueError, RemoteError) as error:
        return _fail(str(error))
    if args.output:
        Path(args.output).write_bytes(pulled.source)
    else:
        sys.stdout.buffer.write(pulled.source)
        sys.stdout.flush()
    print(
        f"{club}/{ruleset}@{pulled.number} {pulled.rules_digest}"
        f" (publish an edit of it with --revision {pulled.revision})",
        file=sys.stderr,
    )
    return 0


# --- publish and check ------------------------------------------------------------------------


def _published(answer: Answer) -> int:
    version = answer.body
    verb = "published" if answer.status == 201 else "unchanged, the head already is"
    print(f"{verb} {version['ref']} {version['rules_digest']}")
    print(f"revision {version['revision']}")
    return 0


def _print_refusal(path: str, error: RemoteError) -> None:
    print(f"error: {error}", file=sys.stderr)
    for diagnostic in error.problem.get("diagnostics", []):
        print(_diagnostic_line(path, diagnostic), file=sys.stderr)
    errors = error.problem.get("errors")
    for field, problems in errors.items() if isinstance(errors, dict) else []:
        listed = problems if isinstance(problems, list) else [problems]
        print(f"  {field}: {' '.join(map(str, listed))}", file=sys.stderr)
    for change in error.problem.get("changes", []):
        print(f"  changed since your revision: {change['sentence']}", file=sys.stderr)


def _diagnostic_line(path: str, diagnostic: dict[str, Any]) -> str:
    where = f"{path}:{diagnostic.get('line', 1)}:{diagnostic.get('column', 1)}"
    return f"{where}: {diagnostic.get('code', 'invalid')}: {diagnostic.get('message', '')}"


def cmd_publish(args: argparse.Namespace) -> int:
    source = _read(args.file)
    if source is None:
        return 1
    try:
        club, ruleset, _ = parse_ref(args.ref)
        api = _registry(args)
        revision = args.revision or api.revision(club, ruleset)
        return _published(api.publish(club, ruleset, source, args.message, revision))
    except ValueError as error:
        return _fail(str(error))
    except RemoteError as error:
        _print_refusal(args.file, error)
        return 1


def cmd_check(args: argparse.Namespace) -> int:
    source = _read(args.file)
    if source is None:
        return 1
    try:
        club, ruleset, _ = parse_ref(args.ref)
        answer = _registry(args).check(club, ruleset, source, args.message, args.revision)
    except ValueError as error:
        return _fail(str(error))
    except RemoteError as error:
        _print_refusal(args.file, error)
        return 1
    return _report_check(args.file, answer.body)


def _report_check(path: str, report: dict[str, Any]) -> int:
    diagnostics, locked = report.get("diagnostics") or [], report.get("locked")
    for diagnostic in diagnostics:
        print(_diagnostic_line(path, diagnostic))
    for change in report.get("changes") or []:
        print(f"change: {change.get('sentence') or change.get('path')}")
    if locked:
        until = f" until {locked['until']}" if locked.get("until") else ""
        print(f"locked{until}: {locked.get('reason', '')}")
    if report.get("no_op"):
        print("no change: the head already has these bytes")
    ok = not diagnostics and not locked
    print(f"{'ok' if ok else 'would be refused'} {report.get('digest') or ''}".rstrip())
    return 0 if ok else 1


# --- The command line -------------------------------------------------------------------------


def _server_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--server", metavar="URL", help=f"default $HOUSERULES_SERVER, else {DEFAULT_SERVER}"
    )
    command.add_argument("--token", metavar="KEY", help="API token; default $HOUSERULES_TOKEN")


def _add_remote_commands(commands: Any) -> None:
    pull = commands.add_parser("pull", help="download a version's YAML from a server")
    pull.add_argument("ref", metavar="CLUB/RULESET[@N]", help="default: the latest version")
    pull.add_argument("-o", "--output", metavar="FILE", help="write to FILE, not stdout")
    pull.set_defaults(run=cmd_pull)
    for name, run, text in (
        ("publish", cmd_publish, "publish FILE as the ruleset's next version"),
        ("check", cmd_check, "what publishing FILE would do, storing nothing"),
    ):
        command = commands.add_parser(name, help=text)
        command.add_argument("file", metavar="FILE", help="the ruleset (YAML)")
        command.add_argument("ref", metavar="CLUB/RULESET")
        # A publish needs a change message (the server refuses one without); a check is
        # sent as a publish would be, with a stand-in when none is given.
        message = {"required": True} if name == "publish" else {"default": CHECK_MESSAGE}
        command.add_argument("-m", "--message", help="what changed and why", **message)
        command.add_argument(
            "--revision",
            metavar="REV",
            help="the revision your edit started from (pull prints it); publish reads the "
            "ruleset's current one when it is left out",
        )
        command.set_defaults(run=run)
    for command in (pull, commands.choices["publish"], commands.choices["check"]):
        _server_options(command)


def build_parser() -> argparse.ArgumentParser:
    """The parser of `houserules`, with every command."""
    parser = argparse.ArgumentParser(
        prog="houserules", description="House rules for trick-taking games: check, play, share."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    rulesets_cli.add_commands(commands)
    engine_cli.add_commands(commands)
    _add_remote_commands(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the console script; returns the exit status."""
    args = build_parser().parse_args(argv)
    status: int = args.run(args)
    return status
