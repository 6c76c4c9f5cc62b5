"""Optional mypyc build of the engine's hot modules (metadata lives in pyproject.toml).

`pip install .` installs pure Python. With HOUSERULES_COMPILE=1 in the environment it compiles
the modules below with mypyc (the build backend, tools/build_backend, then asks for mypy), which
needs a C compiler and the Python headers and takes several minutes on two cores; without
them it says why and installs pure Python. The .py files are always shipped, and Python
imports a compiled module in preference to its source.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path
from typing import Any

from setuptools import setup

# The hot path of a hand: deal, bid, play, tally, score. Each compiles unchanged.
COMPILED = [
    # The pieces every game shares (engine/core).
    "engine/core/actions.py",
    "engine/core/cards.py",
    "engine/core/errors.py",
    # The shared rule constructs a compiled hand asks at every bid (bid limits: Oh Hell's
    # total) and at every contract it scores (contract values: Call Break's bonus call).
    "engine/core/bid_limits.py",
    "engine/core/contracts.py",
    "engine/core/memo.py",
    "engine/core/points.py",
    "engine/core/protocol.py",
    "engine/core/reneges.py",
    "engine/core/seats.py",
    "engine/core/standing.py",
    # The Spades family's hand (engine/games/spades).
    "engine/games/spades/bidding.py",
    "engine/games/spades/deal.py",
    "engine/games/spades/hand.py",
    "engine/games/spades/play.py",
    "engine/games/spades/scoring.py",
    "engine/games/spades/tally.py",
    # The bots and the match loop's own pieces: a simulation's time is mostly the
    # heuristic bots'.
    "engine/core/bot.py",
    "engine/core/figures.py",
    "engine/core/game.py",
    "engine/match.py",
    "engine/games/spades/heuristic.py",
    "engine/games/spades/heuristic_play.py",
    "engine/games/rook/hand.py",
    "engine/games/rook/heuristic.py",
    "engine/games/rook/pack.py",
    "engine/games/rook/scoring.py",
    "engine/games/hearts/bot.py",
    "engine/games/hearts/hand.py",
    "engine/games/hearts/legal.py",
    "engine/games/hearts/pack.py",
    "engine/games/hearts/scoring.py",
    "engine/games/hearts/terms.py",
    "engine/games/euchre/bot.py",
    "engine/games/euchre/hand.py",
    "engine/games/euchre/pack.py",
    "engine/games/euchre/scoring.py",
    "engine/games/euchre/terms.py",
    "engine/games/euchre/tricks.py",
    "engine/games/oh_hell/deal.py",
    "engine/games/oh_hell/hand.py",
    "engine/games/oh_hell/heuristic.py",
    "engine/games/oh_hell/scoring.py",
    "engine/games/oh_hell/terms.py",
    # The search bot and the worlds it samples: every decision plays each legal card out in
    # every sampled deal.
    "engine/bots/search.py",
    "engine/core/worlds.py",
    # Replay, the log it reads and the Spades adapter it asks for each hand's facts and score:
    # outside the engine's hand, most of a replay's time was these modules' own.
    "engine/games/spades/family.py",
    "engine/games/spades/misdeal.py",
    "engine/games/spades/trump.py",
    "engine/log.py",
    "engine/replay.py",
]


def _why_pure() -> str | None:
    if os.environ.get("HOUSERULES_COMPILE") != "1":
        return "set HOUSERULES_COMPILE=1 to compile the engine with mypyc"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc is not installed"
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    if not Path(sysconfig.get_paths()["include"], "Python.h").exists():
        return "no Python headers (Python.h)"
    return None


def _ext_modules() -> list[Any]:
    why = _why_pure()
    if why is not None:
        print(f"houserules: installing pure Python ({why})", file=sys.stderr)
        return []
    from mypyc.build import mypycify

    print(
        f"houserules: compiling {len(COMPILED)} engine modules with mypyc; this takes several"
        " minutes on two cores (pip install -v shows the compiler's progress)",
        file=sys.stderr,
    )
    return mypycify(COMPILED, opt_level="3", group_name="houserules_engine")


setup(ext_modules=_ext_modules())
