"""How many examples the property and fuzz tests draw: a share of the full fuzz in the suite
(`make test`, CI), the full fuzz by hand.

    .venv/bin/pytest tests/reliability                          # the suite's share
    HYPOTHESIS_PROFILE=fuzz .venv/bin/pytest tests/reliability  # the full fuzz
    HOUSERULES_FUZZ_EXAMPLES=10000 .venv/bin/pytest tests/reliability  # a count of its own

Every test names its full count, `examples(500)`; the suite draws a fifth of it (at least
ten), with the same fixed seed each run (the fuzz tests are derandomized), so a failure in the
suite is the same failure on every machine. The `fuzz` profile draws the full count;
`HOUSERULES_FUZZ_EXAMPLES` sets the count of the fuzz tests that read it outright.

Imports nothing from Django: the engine and rules tests run with the Django plugin off.
"""

from __future__ import annotations

import os

__all__ = ["FULL", "examples", "fuzz_examples"]

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "").strip()
FULL = PROFILE == "fuzz"
SHARE = 5
"""The suite draws one example in SHARE of the full count."""


def examples(full: int) -> int:
    """The examples to draw of a test whose full fuzz is `full`."""
    return full if FULL else max(10, full // SHARE)


def fuzz_examples(full: int) -> int:
    """As `examples`, unless HOUSERULES_FUZZ_EXAMPLES names the count outright."""
    given = os.environ.get("HOUSERULES_FUZZ_EXAMPLES", "").strip()
    return int(given) if given else examples(full)
