"""The table of docs/performance.md, measured: `make bench` prints it, `make bench-check` compares.

    perf_table.py run --out FILE     run engine_bench.py and replay_bench.py on the engine as it
                                     is (pure Python, or compiled by `make compile`), by CPU
                                     time, and write each row's ratio to FILE (JSON)
    perf_table.py table FILE...      print the rows of those runs as docs/performance.md's table
    perf_table.py check FILE...      compare each measured ratio with docs/performance.md and
                                     report every one more than 20% below it; exit 1 for such
                                     a drop only with --strict (CI reports, a person decides)

Every figure is a ratio to an anchor timed in the same run, round by round, so that it holds
from one machine to another and on a loaded machine, where rates do not. The benchmarks
themselves are engine_bench.py and replay_bench.py; this script runs them as they are and reads
the lines they print.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PERFORMANCE = ROOT / "docs" / "performance.md"
DROP = 0.20
"""A ratio more than this fraction below the table's is reported."""

ENGINE = ["benchmarks/engine_bench.py", "--clock", "cpu", "--skip-hooks"]
REPLAY = ["benchmarks/replay_bench.py", "--clock", "cpu"]
REFERENCE = "the reference simulator (`pure_python_spades.py` of the bench anchors), same run"


@dataclass(frozen=True)
class Row:
    what: str
    build: str
    anchor: str
    command: list[str]
    pattern: str
    """A regular expression whose first group is the ratio in the benchmark's output."""
    rate: str
    """A regular expression whose first group is the measured rate, for the conditions."""

    def label(self) -> str:
        return f"{self.what}, {self.build}"


def both_builds(what: str, anchor: str, command: list[str], ratio: str, rate: str) -> list[Row]:
    return [Row(what, build, anchor, command, ratio, rate) for build in ("pure Python", "compiled")]


ROWS = [
    *both_builds(
        "random play of a classic hand by `play_out` (deal, 4 bids, 52 cards, score)",
        REFERENCE,
        ENGINE,
        r"playout / reference: ([\d.]+)x",
        r"median  playout: ([\d,]+ hands/s)",
    ),
    *both_builds(
        "the same hands through `legal_actions()` and `apply()`, a call per action",
        REFERENCE,
        ENGINE,
        r"houserules / reference: ([\d.]+)x",
        r"median  houserules: ([\d,]+ hands/s)",
    ),
    *both_builds(
        "replay of random-bot match logs read from JSON text, per hand",
        REFERENCE,
        REPLAY,
        r"/ the reference simulator's random hands: ([\d.]+)x",
        r"read from JSON text: ([\d,]+ hands/s)",
    ),
    *both_builds(
        "replay of heuristic-bot match logs read from JSON text",
        "playing the same matches, same run",
        REPLAY,
        r"replay / play of the same heuristic matches: ([\d.]+)x",
        r"replay ([\d,]+ hands/s)",
    ),
]


def engine_build(output: str) -> str:
    if "engine compiled" in output:
        return "compiled"
    if "engine pure Python" in output:
        return "pure Python"
    raise SystemExit(f"cannot tell the engine's build from:\n{output}")


def row_result(row: Row, output: str) -> dict[str, object]:
    """The row's ratio in a benchmark's output, and its rates for the conditions."""
    found = re.search(row.pattern, output)
    if found is None:
        raise SystemExit(f"no ratio for {row.label()!r} in:\n{output}")
    rate = re.search(row.rate, output)
    reference = re.search(
        r"median  reference: ([\d,]+) hands/s|\(the reference ([\d,]+) hands/s\)", output
    )
    detail = rate.group(1) if rate else ""
    if reference and row.anchor == REFERENCE:
        detail += f", the reference {reference.group(1) or reference.group(2)} hands/s"
    return {"row": row.label(), "ratio": float(found.group(1)), "detail": detail}


def run(out: Path, rounds: int) -> None:
    """Run each benchmark once and write the ratios of this build's rows to `out`."""
    outputs: dict[tuple[str, ...], str] = {}
    results = []
    load_before = os.getloadavg()
    for row in ROWS:
        key = tuple(row.command)
        if key not in outputs:
            command = [sys.executable, *row.command, "--rounds", str(rounds)]
            print("$", " ".join(command[1:]), flush=True)
            done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
            print(done.stdout, flush=True)
            outputs[key] = done.stdout
        output = outputs[key]
        if engine_build(output) != row.build:
            continue
        results.append(row_result(row, output))
    load_after = os.getloadavg()
    conditions = (
        f"{os.cpu_count()} CPUs, load average {load_before[0]:.1f} -> {load_after[0]:.1f},"
        f" Python {sys.version.split()[0]}, {rounds} rounds, CPU time"
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"conditions": conditions, "rows": results}, indent=2) + "\n")
    print(f"wrote {out}: {conditions}")


def measured(files: list[Path]) -> tuple[dict[str, float], list[str]]:
    ratios: dict[str, float] = {}
    conditions = []
    for file in files:
        data = json.loads(file.read_text())
        conditions.append(f"{file.name}: {data['conditions']}")
        for result in data["rows"]:
            ratios[result["row"]] = result["ratio"]
    return ratios, conditions


def command_text(row: Row) -> str:
    prefix = "make compile && " if row.build == "compiled" else ""
    return f"`{prefix}.venv/bin/python {' '.join(row.command)}`"


def ratio_text(ratio: float) -> str:
    return f"{ratio:.3f}×" if ratio < 0.1 else f"{ratio:.2f}×"


def table(files: list[Path]) -> None:
    print("| what is measured | anchor | ratio | command | conditions |")
    print("| --- | --- | ---: | --- | --- |")
    results = {}
    for file in files:
        data = json.loads(file.read_text())
        for result in data["rows"]:
            results[result["row"]] = (result, data["conditions"])
    for row in ROWS:
        if row.label() in results:
            result, conditions = results[row.label()]
            ratio = ratio_text(result["ratio"])
            where = f"{result.get('detail', '')}; {conditions}".lstrip("; ")
            print(f"| {row.label()} | {row.anchor} | {ratio} | {command_text(row)} | {where} |")


def stated() -> dict[str, float]:
    """The ratios of docs/performance.md's table, by row."""
    found = {}
    for line in PERFORMANCE.read_text().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 3:
            ratio = re.fullmatch(r"\**([\d.]+)×\**", cells[2])
            if ratio:
                found[cells[0]] = float(ratio.group(1))
    return found


def check(files: list[Path], strict: bool) -> int:
    ratios, conditions = measured(files)
    table_ratios = stated()
    drops = 0
    for row in ROWS:
        label = row.label()
        if label not in table_ratios:
            print(f"not in docs/performance.md: {label}")
            drops += 1
            continue
        if label not in ratios:
            print(f"not measured: {label}")
            continue
        now, then = ratios[label], table_ratios[label]
        verdict = "ok"
        if now < then * (1 - DROP):
            verdict = f"DROP of {1 - now / then:.0%} (more than {DROP:.0%})"
            drops += 1
        print(f"{label}: {ratio_text(now)} measured, {ratio_text(then)} in the table: {verdict}")
    for line in conditions:
        print(line)
    if drops:
        print(f"{drops} row(s) below the table by more than {DROP:.0%} (or missing from it)")
    return 1 if drops and strict else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run")
    run_parser.add_argument("--out", type=Path, required=True)
    run_parser.add_argument("--rounds", type=int, default=5)
    table_parser = commands.add_parser("table")
    table_parser.add_argument("files", type=Path, nargs="+")
    check_parser = commands.add_parser("check")
    check_parser.add_argument("files", type=Path, nargs="+")
    check_parser.add_argument("--strict", action="store_true", help="exit 1 on a drop")
    args = parser.parse_args(argv)
    if args.command == "run":
        run(args.out, args.rounds)
    elif args.command == "table":
        table(args.files)
    else:
        return check(args.files, args.strict)
    return 0


if __name__ == "__main__":
    sys.exit(main())
