"""The registry of game families: everything that varies by game in the engine, reached by
the ruleset's `game:`, so the match loop, the log, replay, the CLI, the registry and the site
never ask which game they are playing.

    family = family_for(rules)                 # or game_family("spades")
    game = family.adapter(rules)               # the match loop's `Game` (engine.core.game)
    result = family.score_sheet(rules, sheet)  # a physical table's score sheet
    bot = family.bots["heuristic"](rules)

A game lives in its own package, engine/games/<game>/, whose `family.py` holds its
`GameFamily`. Adding a game is one line in `_BUILT_IN` below (or `register_game_family` from
outside the engine); its rules model and prose register with `rulesets.families`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, Protocol

from engine.core.bot import BotFactory
from engine.core.errors import EngineError
from engine.core.figures import GameFigures
from engine.core.game import Deal, Game, Scored, deal_from_json, deal_json
from engine.core.sheet import ScoredSheet
from engine.core.table import TableFacts
from engine.formats.log import LogHead
from engine.formats.sheet import SheetHandModel
from rulesets.formats import Ruleset

__all__ = [
    "GameFamily",
    "UnknownGame",
    "family_for",
    "game_family",
    "game_families",
    "register_game_family",
    "game_for",
    "Deal",
    "Game",
    "Scored",
    "deal_json",
    "deal_from_json",
]


class GameFamily(Protocol):
    """What varies by game in the engine. One object per game, registered by its key.

    A family may also offer `duel_hands(rules) -> int`: how many hands a match's schedule
    deals before it repeats, when hands differ by their number (Oh Hell's sizes); a duel
    (engine.duel) plays its deals through them in turn, and plays hand 1 for a family
    without it.

    A family may also offer `hand_credits` (engine.core.credits.HandCredits): the facts its
    recorded hands offer a club event to credit a player for (Euchre's loners made and
    marches); a family without it offers none."""

    game: str
    """The key: the ruleset's `game:` and the match log's `game`."""
    has_bags: bool
    """Whether its standing counts bags (the CLI's and the pages' bag columns)."""
    has_nest: bool
    """Whether a deal sets cards aside (the log writes a deal's `nest`)."""
    bots: Mapping[str, BotFactory]
    """The bots it offers by name (`heuristic`), beside engine.bots' game-free ones."""
    figures: GameFigures
    """What a simulation counts in its match logs and reports beside the common figures
    (engine.simulate)."""

    @property
    def log_models(self) -> Mapping[str, type[LogHead]]:
        """Its match-log models (engine.formats.log) by the log's `kind` (`cards`, `sheet`):
        the log's JSON Schema, the API's components and the log check are built from them."""
        ...

    def adapter(self, rules: Ruleset) -> Game:
        """The adapter the match loop, the log and replay use for a match under `rules`."""
        ...

    def score_sheet(self, rules: Ruleset, sheet: Mapping[str, Any] | str | bytes) -> ScoredSheet:
        """Check and score a physical table's score sheet; raises `SheetError`."""
        ...

    @property
    def sheet_hand(self) -> type[SheetHandModel]:
        """The model of one hand of its score sheet (engine.formats.sheet): the sheet's JSON
        Schema, the API's `SheetHand` and the scorer read a hand through it."""
        ...

    def sheet_hand_from_log(self, recorded: Mapping[str, Any]) -> dict[str, Any]:
        """The score-sheet hand a sheet log's hand records (to score the sheet again)."""
        ...

    def log_field(self, field: str) -> str:
        """A sheet hand's field (in a `SheetProblem`) as a sheet log names it."""
        ...

    def table(self, rules: Ruleset) -> TableFacts:
        """What a live table shows of a match under `rules` beyond the cards and tricks
        (engine.core.table): a pass direction, points taken, marked cards, the declarer,
        and each side's score of a finished hand in words."""
        ...


class UnknownGame(EngineError):
    """A ruleset (or log) for a game no family is registered for."""


# The built-in families, one line each: the module whose `FAMILY` is the game's GameFamily.
_BUILT_IN: tuple[str, ...] = (
    "engine.games.spades.family",
    "engine.games.rook.family",
    "engine.games.hearts.family",
    "engine.games.oh_hell.family",
    "engine.games.euchre.family",
)

_FAMILIES: dict[str, GameFamily] = {}


def register_game_family(family: GameFamily) -> None:
    """Make `family` the engine's family for rulesets with `game: <family.game>`."""
    _FAMILIES[family.game] = family


def game_families() -> tuple[GameFamily, ...]:
    """Every registered family, in registration order."""
    return tuple(_FAMILIES.values())


def game_family(game: str) -> GameFamily:
    """The family registered for `game`; `UnknownGame` names the game and the known ones."""
    try:
        return _FAMILIES[game]
    except KeyError:
        known = ", ".join(sorted(_FAMILIES)) or "none"
        raise UnknownGame(f"no game family called {game!r}; known games: {known}") from None


def family_for(rules: Ruleset) -> GameFamily:
    """The family of the game `rules` is for."""
    return game_family(rules.game)


def game_for(rules: Ruleset) -> Game:
    """The adapter of the game `rules` is for (`family_for(rules).adapter(rules)`)."""
    return family_for(rules).adapter(rules)


for _module in _BUILT_IN:
    register_game_family(importlib.import_module(_module).FAMILY)
