"""Helpers for the determinism tests: run code in a fresh interpreter whose cards were first
made in a chosen order, so that process-wide state really differs between the runs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
EVERY_CARD = (
    [rank + suit for suit in "CDHS" for rank in RANKS]
    + [str(number) + colour for colour in "BGRY" for number in range(1, 15)]
    + ["LJ", "BJ", "ROOK"]
)
"""Every card the rules language can put in a pack: the standard 52, the Rook pack's 1 to 14
in four colours, both jokers and the Rook card."""

SCRAMBLES = {
    "as listed": "names = list(EVERY_CARD)",
    "reversed": "names = list(reversed(EVERY_CARD))",
    "the standard 52 reversed": "names = list(reversed(EVERY_CARD[:52]))",
    "shuffled": "names = list(EVERY_CARD); random.Random(2026).shuffle(names)",
}
"""How a fresh process orders its first creation of every card."""

_PRELUDE = """
import json, random, sys
EVERY_CARD = {every}
{scramble}
from engine.core.cards import Card
made = [Card.parse(name) for name in names]
"""


def run_scrambled(scramble: str, body: str) -> Any:
    """The JSON that `body` prints, run in a fresh interpreter whose first act is to make
    every card in the order `SCRAMBLES[scramble]` gives."""
    prelude = _PRELUDE.format(every=repr(EVERY_CARD), scramble=SCRAMBLES[scramble])
    done = subprocess.run(
        [sys.executable, "-c", prelude + body],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def dumps(value: object) -> str:
    return json.dumps(value, sort_keys=True)
