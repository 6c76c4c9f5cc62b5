"""Every rule option of every game is read in exactly one place in the engine.

OpenSpiel's Spades declared a rule it never applied; this test makes that impossible here.
The engine reads options only as full attribute chains from a variable named `rules`
(`rules.bidding.nil.mode`), so counting those chains finds options read nowhere, or twice.

Games share option paths (`match.hands`, `deck.removed_cards`) without sharing their meaning,
so the count is per game: a game's option is read in its own package (engine/games/<game>/)
if it reads it there, and otherwise in the shared engine (everything outside the game
packages: engine/core, the match loop, ...). Another game's package never counts.
"""

import re
from pathlib import Path

import pytest

from rulesets.options import GAMES, leaf_options

ENGINE = Path(__file__).resolve().parents[2] / "engine"
PACKAGES = ENGINE / "games"

# Options the engine reads through a method of the rules model instead of directly.
READ_THROUGH = {
    "players.teams": "rules.players.sides()",
    "players.team_map": "rules.players.sides()",
    # Hearts states its usual card values in its card-value table (rulesets.constructs),
    # which the engine reads once, whole.
    "scoring.queen_of_spades": "rules.scoring.card_table()",
    "scoring.king_of_spades": "rules.scoring.card_table()",
    "scoring.ace_of_spades": "rules.scoring.card_table()",
    "scoring.jack_of_diamonds": "rules.scoring.card_table()",
    "scoring.card_values": "rules.scoring.card_table()",
    # So does Rook its counters.
    "scoring.counters": "rules.scoring.card_table()",
}


def sources(under: Path, *, outside_packages: bool = False) -> dict[str, str]:
    return {
        str(path.relative_to(ENGINE.parent)): path.read_text()
        for path in under.rglob("*.py")
        if not outside_packages or PACKAGES not in path.parents
    }


def all_option_paths() -> list[tuple[str, str]]:
    return sorted(
        {(game, option.path) for game, model in GAMES.items() for option in leaf_options(model)}
    )


def places_reading(path: str, found: dict[str, str]) -> list[str]:
    pattern = re.compile(r"\brules\." + re.escape(path) + r"(?![\w.])")
    return [
        f"{name}:{source.count(chr(10), 0, match.start()) + 1}"
        for name, source in found.items()
        for match in pattern.finditer(source)
    ]


@pytest.mark.parametrize(("game", "path"), all_option_paths())
def test_each_option_is_read_in_exactly_one_place(game: str, path: str) -> None:
    if path in READ_THROUGH:
        everywhere = sources(ENGINE)
        assert any(READ_THROUGH[path] in source for source in everywhere.values())
        return
    places = places_reading(path, sources(PACKAGES / game)) or places_reading(
        path, sources(ENGINE, outside_packages=True)
    )
    assert len(places) == 1, f"{game}: rules.{path} is read in {len(places)} places: {places}"
