"""The search bot's play from a seed is pinned: its cards at fixed positions of every
family's standard ruleset at each level, and the figures of a short duel against the
heuristic bot, are the ones recorded in search_play.json. A change to how worlds are built
or played out (the families' kernels, copying a prepared world) must leave every one of them
as it is; regenerate the file only for a change meant to change the bot's play, by running
this file with `PYTHONPATH=.` from the repository."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.bots.search import LEVELS, SearchBot
from engine.duel import duel
from engine.match import bot_view
from tests.engine.bots.search_helpers import library, positions

RECORDED = Path(__file__).with_name("search_play.json")
STANDARD = ("classic", "hearts", "rook", "euchre", "oh-hell")


def choices(name: str, level: str) -> list[str]:
    """The search bot's card at `level` at each of six positions of `name`."""
    rules = library(name)
    bot = SearchBot(rules, level)
    chosen = []
    for number, hand in enumerate(positions(rules, 6, seed=11)):
        rng = random.Random(f"{name}:{level}:{number}")
        view = bot_view(bot, hand, hand.to_act)
        chosen.append(str(bot.choose(view, hand.legal_actions(), rng)))
    return chosen


def duel_figures(name: str) -> dict[str, Any]:
    """The casual search bot's duel of three deals against the heuristic bot, seed 5."""
    figures = duel(library(name), ("search:casual", "heuristic"), deals=3, seed=5).to_json()
    return {key: figures[key] for key in ("score_difference_per_hand", "match_win_rate")}


def recorded() -> dict[str, Any]:
    return {
        name: {
            "choices": {level: choices(name, level) for level in LEVELS},
            "duel": duel_figures(name),
        }
        for name in STANDARD
    }


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("name", STANDARD)
def test_the_search_bot_plays_the_recorded_cards(name: str, level: str) -> None:
    assert choices(name, level) == json.loads(RECORDED.read_text())[name]["choices"][level]


@pytest.mark.parametrize("name", STANDARD)
def test_a_short_duel_comes_out_as_recorded(name: str) -> None:
    assert duel_figures(name) == json.loads(RECORDED.read_text())[name]["duel"]


if __name__ == "__main__":
    RECORDED.write_text(json.dumps(recorded(), indent=1) + "\n")
