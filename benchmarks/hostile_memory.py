"""Time and memory of refusing each case of the hostile corpus (tests/reliability/hostile_corpus).

Each case is loaded in a fresh Python, as `python -m rulesets validate` loads a file: read the
bytes, parse them. Printed as a Markdown table, one row per case: its size, the seconds parse
takes, the peak of memory allocated during parse (tracemalloc) and the process's peak RSS,
next to the same figures for classic Spades itself.

    .venv/bin/python benchmarks/hostile_memory.py            # every case
    .venv/bin/python benchmarks/hostile_memory.py --biggest  # the bombs only
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulesets.yamlsource import MAX_BYTES  # noqa: E402
from tests.reliability.hostile_corpus import BIGGEST, BY_NAME, CASES, CLASSIC, measure  # noqa: E402


def _size(count: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if count < 1024 or unit == "GiB":
            return f"{count:,.0f} {unit}" if unit == "B" else f"{count:,.1f} {unit}"
        count /= 1024
    return ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--biggest", action="store_true", help="only the bombs")
    args = parser.parse_args()
    cases = [BY_NAME[name] for name in BIGGEST] if args.biggest else CASES
    print("| case | size | parse | peak allocated | peak RSS | refused with |")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    worst, ratio = 0.0, 0.0
    with tempfile.TemporaryDirectory() as folder:
        rows = [("classic Spades (valid)", CLASSIC, "nothing")]
        for case in cases:
            rows.append((case.name, case.data, ", ".join(sorted({c for c, _ in case.expected()}))))
        for name, data, codes in rows:
            figures = measure(name, data, Path(folder))
            print(
                f"| {name} | {_size(len(data))} | {figures['seconds'] * 1000:,.1f} ms"
                f" | {_size(figures['traced_peak'])} | {_size(figures['peak_rss'])} | {codes} |",
                flush=True,
            )
            worst = max(worst, figures["seconds"])
            if len(data) >= 1024:
                ratio = max(ratio, figures["traced_peak"] / min(len(data), MAX_BYTES))
    print(f"\nslowest parse: {worst * 1000:,.0f} ms over {len(cases)} cases")
    print(
        f"most allocated per byte read, documents of 1 KiB or more (at most {MAX_BYTES:,}"
        f" bytes are read): {ratio:,.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
