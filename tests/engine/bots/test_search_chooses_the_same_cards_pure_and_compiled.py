"""The search bot chooses the same cards from the same seed whether the engine runs as pure
Python or compiled (`make test-compiled` runs this file against the compiled modules): its
choices at fixed positions of every family's standard ruleset are the ones recorded, from
the pure engine, in search_choices.json. Regenerate the file only for a change meant to
change the bot's play, by running this file with `PYTHONPATH=.` from the repository."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.bots.search import SearchBot
from engine.match import bot_view
from tests.engine.bots.search_helpers import library, positions

RECORDED = Path(__file__).with_name("search_choices.json")
STANDARD = ("classic", "hearts", "rook")


def choices(name: str) -> list[str]:
    """The casual search bot's card at each of a dozen positions of `name`."""
    rules = library(name)
    bot = SearchBot(rules, "casual")
    chosen = []
    for number, hand in enumerate(positions(rules, 12, seed=7)):
        seat = hand.to_act
        rng = random.Random(f"{name}:{number}")
        chosen.append(str(bot.choose(bot_view(bot, hand, seat), hand.legal_actions(), rng)))
    return chosen


@pytest.mark.parametrize("name", STANDARD)
def test_the_search_bot_plays_the_recorded_cards(name: str) -> None:
    assert choices(name) == json.loads(RECORDED.read_text())[name]


if __name__ == "__main__":
    RECORDED.write_text(json.dumps({name: choices(name) for name in STANDARD}, indent=1) + "\n")
