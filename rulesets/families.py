"""The game families of the rules language: what varies by game, reached by the `game:` key.

Each game has a package (`rulesets/spades/`, `rulesets/rook/`) whose `family.py` defines its
`RulesFamily`: the model, the name players use, its rulebook sections, summary parts, diff
phrases and section headings. The generic modules (rulebook, summary, diff, form, schema,
loader) ask `rules_family(rules)` and never name a game.

    >>> rules_family("rook").title
    'Rook'
    >>> [family.game for family in rules_families()]
    ['spades', 'rook']
    >>> rules_family("pinochle")
    Traceback (most recent call last):
    ...
    rulesets.families.UnknownGame: unknown game 'pinochle'; the known games are spades, rook

A new game adds its package, one line to `BUILT_IN` below, and its model to the `Ruleset`
union in `rulesets.formats` (the type checker's view of the same list; a test keeps the two
equal). A program may also add a family at run time with `register_rules_family`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar

from pydantic import BaseModel, JsonValue

if TYPE_CHECKING:
    from rulesets.fixes import Fix

from rulesets.base import RuleModel

__all__ = [
    "BUILT_IN",
    "DiffOption",
    "RulesFamily",
    "UnknownGame",
    "register_rules_family",
    "rules_families",
    "rules_family",
]

BUILT_IN: Final = (
    "rulesets.spades.family",
    "rulesets.rook.family",
    "rulesets.hearts.family",
    "rulesets.oh_hell.family",
)
"""The modules of the built-in families, in the order games are listed; each defines
`FAMILY`."""

R = TypeVar("R", bound=RuleModel)

DiffOption = tuple[str, Callable[[R], str]]
"""An option's label in a diff, and its value in words in a given ruleset."""

Section = tuple[str, list[str]]
"""A rulebook section: its heading and its paragraphs (as `rulesets.phrases.Section`)."""


@dataclass(frozen=True)
class RulesFamily(Generic[R]):
    """Everything the rules language needs to know about one game."""

    game: str
    """The key a document names in `game:` (`spades`)."""
    title: str
    """The game's name for players (`Spades`): the rulebook's title when a ruleset has none."""
    model: type[R]
    """The pydantic model of a ruleset of this game; its `game` field is `Literal[game]`."""
    sections: Callable[[R], list[Section]]
    """The game's own rulebook sections, in the order players need them; the rulebook puts
    them between the players and the match and reneges every game shares."""
    summary: Callable[[R], list[str]]
    """The facts that tell this game's rulesets apart, for the one-line summary; empty
    strings are left out."""
    topics: Mapping[str, str]
    """The model's own top-level sections in rulebook order, each with its heading: how the
    diff groups changes and the editor orders and titles its sections."""
    diff_options: Mapping[str, DiffOption[R]] = field(default_factory=dict)
    """Each option only this game has, by dotted path, with its label and its words."""
    diff_wording: Callable[[str, R, R], tuple[str, str, str] | None] | None = None
    """For options a fixed table cannot list (Rook's counters, keyed by rank): the label,
    old words and new words of the option at a path, or None if it is not one of them."""
    carried_by: Mapping[str, str] = field(default_factory=dict)
    """Options whose value the diff sentence of another option already states."""
    named_types: tuple[tuple[Any, str, str], ...] = ()
    """Annotated types of this game's options that the option reference names in words: the
    type, how it calls one (`a rank`) and several (`ranks (like A, 10, 14)`)."""
    lowest_wins: bool = False
    """Whether the lowest score wins the match (Hearts), not the highest: how the club pages
    word a standing's leader and a match's result."""
    counts_bags: Callable[[R], bool] | None = None
    """Whether a ruleset counts bags (the score sheet's Bags column); None: the game has none."""
    big_decisions: tuple[str, ...] = ()
    """The options clubs change most, by dotted path, in the order a secretary decides them:
    the guided editor opens on them, the rest of the form folded by section."""
    standard: str = ""
    """The library ruleset (its file's stem, `classic`) a new ruleset of the game starts from
    unless the secretary picks another."""
    fixes: Callable[[Mapping[str, JsonValue]], list[Fix]] | None = None
    """The one-click ways out of this game's problems (`rulesets.fixes`), read from the
    editor's option values by path, which need not make valid rules."""
    labels: Mapping[str, str] = field(default_factory=dict)
    """The editor's labels of options the diff words together under one label (a Bemo's
    tricks and its points are one sentence, "Bemo bids"), or has no label for: every other
    option's label is its label in `diff_options`."""

    def words(self, path: str, old: R, new: R) -> tuple[str, str, str] | None:
        """The label, old words and new words of this game's option at `path`, or None."""
        if path in self.diff_options:
            label, phrase = self.diff_options[path]
            return label, phrase(old), phrase(new)
        return self.diff_wording(path, old, new) if self.diff_wording else None


class UnknownGame(LookupError):
    """A game no family is registered for."""

    def __init__(self, game: object, known: tuple[str, ...]) -> None:
        self.game = game
        self.known = known
        super().__init__(f"unknown game {game!r}; the known games are {', '.join(known)}")

    def __str__(self) -> str:
        return str(self.args[0])


_REGISTERED: dict[str, RulesFamily[Any]] = {}
_loaded = False
_importing = False


def register_rules_family(family: RulesFamily[Any]) -> RulesFamily[Any]:
    """Make `family` known by its `game` key (replacing a family of the same key)."""
    _load_built_in()
    _REGISTERED[family.game] = family
    return family


def rules_families() -> tuple[RulesFamily[Any], ...]:
    """Every known family, the built-in ones first, in `BUILT_IN` order."""
    _load_built_in()
    return tuple(_REGISTERED.values())


def rules_family(game_or_rules: str | BaseModel | type[BaseModel]) -> RulesFamily[Any]:
    """The family of a game key (`"spades"`), a ruleset, or a ruleset model.
    Raises `UnknownGame` naming the game and the known ones."""
    _load_built_in()
    if isinstance(game_or_rules, type):
        owners = [f for f in _REGISTERED.values() if f.model is game_or_rules]
        if not owners:
            raise UnknownGame(game_or_rules.__name__, tuple(_REGISTERED))
        return owners[0]
    game = game_or_rules if isinstance(game_or_rules, str) else getattr(game_or_rules, "game", None)
    found = _REGISTERED.get(game) if isinstance(game, str) else None
    if found is None:
        raise UnknownGame(game, tuple(_REGISTERED))
    return found


_loading = threading.RLock()


def _load_built_in() -> None:
    # Imported on first use: the families' modules import the generic prose modules, which
    # import this one. Under a lock, and marked loaded only once all are in: a server's other
    # threads must not see a half-filled registry (they refused valid rules as unknown games).
    # Re-entrant: a family's import may itself ask for the registry.
    global _loaded, _importing
    if _loaded:
        return
    with _loading:
        if _loaded or _importing:
            return
        _importing = True
        try:
            for name in BUILT_IN:
                family: RulesFamily[Any] = import_module(name).FAMILY
                _REGISTERED.setdefault(family.game, family)
        finally:
            _importing = False
        _loaded = True
