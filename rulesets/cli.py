"""`python -m rulesets`: validate, digest, render, summarize, diff and describe rulesets."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rulesets.canonical import rules_digest
from rulesets.diagnostics import Diagnostic
from rulesets.formats import Ruleset
from rulesets.loader import parse

__all__ = ["main", "add_commands"]


def _read(path: str) -> tuple[Ruleset | None, list[Diagnostic]]:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        return None, [Diagnostic("unreadable", "", 1, 1, f"cannot read the file: {exc.strerror}")]
    result = parse(data)
    return result.rules, result.diagnostics


def _load_or_report(path: str) -> Ruleset | None:
    rules, diagnostics = _read(path)
    for diagnostic in diagnostics:
        print(diagnostic.format(path), file=sys.stderr)
    return rules


def cmd_validate(args: argparse.Namespace) -> int:
    failed = 0
    for path in args.files:
        rules, diagnostics = _read(path)
        for diagnostic in diagnostics:
            print(diagnostic.format(path))
        if rules is None:
            failed += 1
            continue
        # Warnings never fail the check: the rules are valid, only probably not meant.
        for warning in _warnings(path):
            print(
                f"{path}:{warning.line}:{warning.column}: warning {warning.code}"
                f" {warning.message} ({warning.path})"
            )
        if not args.quiet:
            print(f"{path}: ok {rules_digest(rules)}")
    return 1 if failed else 0


def _warnings(path: str) -> list[Diagnostic]:
    return parse(Path(path).read_bytes()).warnings


def _with_rules(action: Callable[[Ruleset], str]) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        rules = _load_or_report(args.file)
        if rules is None:
            return 1
        print(action(rules))
        return 0

    return run


def _render(rules: Ruleset) -> str:
    from rulesets.rulebook import render_rulebook

    return render_rulebook(rules)


def _summary(rules: Ruleset) -> str:
    from rulesets.summary import summarize

    return summarize(rules)


def cmd_diff(args: argparse.Namespace) -> int:
    from rulesets.diff import diff_rules, format_changes

    old, new = _load_or_report(args.old), _load_or_report(args.new)
    if old is None or new is None:
        return 2
    changes = diff_rules(old, new)
    print(format_changes(changes) if changes else "No rule changes.")
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from rulesets.schema import schema_text

    sys.stdout.write(schema_text())
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rulesets", description=__doc__)
    add_commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    return parser


def add_commands(commands: Any) -> None:
    """Add validate, digest, render, summary, diff and schema to argparse sub-parsers (also
    used by the `houserules` console script)."""
    validate = commands.add_parser("validate", help="check rulesets; exit 1 on any problem")
    validate.add_argument("files", nargs="+", metavar="FILE")
    validate.add_argument("-q", "--quiet", action="store_true", help="print problems only")
    validate.set_defaults(run=cmd_validate)
    for name, action, text in (
        ("digest", rules_digest, "print the rules digest"),
        ("render", _render, "print the rulebook (Markdown)"),
        ("summary", _summary, "print the one-line summary"),
    ):
        command = commands.add_parser(name, help=text)
        command.add_argument("file", metavar="FILE")
        command.set_defaults(run=_with_rules(action))
    diff = commands.add_parser("diff", help="the rule changes from OLD to NEW, in sentences")
    diff.add_argument("old", metavar="OLD")
    diff.add_argument("new", metavar="NEW")
    diff.set_defaults(run=cmd_diff)
    schema = commands.add_parser("schema", help="print the JSON Schema of the rules language")
    schema.set_defaults(run=cmd_schema)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    status: int = args.run(args)
    return status
