"""The option space of the rules language, walked generically from the models.

Every leaf option of every game, and each of its states: every enum member, both booleans,
`null` and a value for optional options, a non-default number. A state that a cross-field
rule forbids on its own comes with the companion options that make it valid (`COMPANIONS`).
Options whose shape the walker does not know (a list of cards, the counters table) take
their values from `VALUES`; a new option of an unknown shape raises `UnhandledOption`, so the
tests fail until it is taught here.

Shared by test_every_option_state_is_accepted.py and test_roundtrip_properties.py.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field as attribute
from enum import Enum
from typing import Any, Final

import annotated_types
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from rulesets import CURRENT_FORMAT, RookRules, SpadesRules
from rulesets.base import RuleModel
from rulesets.hearts import HeartsRules

GAMES: Final[dict[str, type[SpadesRules] | type[RookRules] | type[HeartsRules]]] = {
    "spades": SpadesRules,
    "rook": RookRules,
    "hearts": HeartsRules,
}

ANY: Final = "<any state>"
"""In `COMPANIONS`: the companions apply to every state of the option."""
SOME: Final = "<any state but null>"
"""In `COMPANIONS`: the companions apply to every state except `null`."""

# Values for options whose shape has no generic states, or whose generic "one more than the
# default" breaks a cross-field rule (a bid step of 6 does not divide the minimum of 70).
# Keyed by (game, dotted path); game "*" means every game that has the option.
VALUES: Final[dict[tuple[str, str], list[Any]]] = {
    ("*", "scoring.card_values"): [[], [{"cards": "QH", "points": 13}]],
    ("*", "scoring.events"): [[], [{"when": "took_no_trick", "score": -5}]],
    ("*", "players.count"): [3],
    ("*", "players.team_map"): [[[1, 3], [2, 4]]],
    ("spades", "deck.promoted_cards"): [[], ["2D", "2S"]],
    ("spades", "deck.removed_cards"): [[], ["2C", "2D", "2H", "2S"]],
    ("rook", "deck.ranks"): [["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4"]],
    ("rook", "nest.size"): [1],
    ("rook", "auction.minimum"): [75],
    ("rook", "auction.maximum"): [125],
    ("rook", "auction.step"): [10],
    ("rook", "scoring.counters"): [{"5": 5, "10": 10, "A": 20, "rook": 20}],
    ("hearts", "deck.removed_cards"): [[], ["2C", "2D", "2H", "2S"]],
    ("spades", "bidding.nil.near_target"): [100],
    ("spades", "scoring.bonus_call.from_call"): [8],
    ("spades", "scoring.bonus_call.wins_match_at"): [13],
    ("spades", "bidding.limits.minimum"): [2],
    ("spades", "bidding.limits.maximum"): [8],
    ("spades", "bidding.limits.forbidden"): [[], [1]],
    ("spades", "bidding.limits.side_maximum"): [13],
    ("spades", "bidding.limits.side_forbidden"): [[], [9]],
    ("spades", "bidding.bemo.tricks"): [[9, 6], [6]],
    ("spades", "scoring.contracts.values"): [
        [],
        [{"tricks": 7, "up_to": 9, "when_made": 100, "when_set": -100, "overtricks": False}],
    ],
    ("spades", "bidding.limits.partner_nil_minimum"): [4],
    ("spades", "bidding.limits.partner_nil_maximum"): [6],
    ("spades", "bidding.limits.total_of"): [12],
}

_ROOK_PACK_RANKS = ["1", "14", "13", "12", "11", "10", "9", "8", "7", "6", "5"]

# The companion options a state needs to pass the cross-field rules, as nested plain data.
# Keyed by (game, dotted path, state); the state may be ANY or SOME.
COMPANIONS: Final[dict[tuple[str, str, Any], dict[str, Any]]] = {
    ("spades", "players.count", ANY): {
        "players": {"teams": "singles"},
        "deck": {"removed_cards": ["2C"]},
    },
    ("rook", "players.count", ANY): {"players": {"teams": "singles"}},
    # Three players: nobody sits across.
    ("hearts", "players.count", ANY): {"passing": {"directions": ["left", "right", "hold"]}},
    ("hearts", "match.end_score", None): {"match": {"hands": 10}},
    ("*", "players.teams", "custom"): {"players": {"team_map": [[1, 3], [2, 4]]}},
    ("*", "players.team_map", SOME): {"players": {"teams": "custom"}},
    ("*", "match.target", None): {"match": {"hands": 10}},
    ("spades", "deck.jokers", "big_and_little"): {"deck": {"removed_cards": ["2C", "2D"]}},
    ("spades", "bidding.total_bids", "at_least"): {"bidding": {"total_minimum": 10}},
    ("spades", "bidding.total_minimum", SOME): {"bidding": {"total_bids": "at_least"}},
    ("spades", "bidding.passing.after_blind_nil", ANY): {
        "bidding": {"blind_nil": {"allowed": "any_hand"}}
    },
    ("rook", "deck.pack", "rook"): {
        "deck": {"ranks": _ROOK_PACK_RANKS},
        "scoring": {"counters": {"1": 15, "5": 5, "10": 10, "rook": 20}},
    },
    ("rook", "deck.rook_card", False): {
        "nest": {"size": 4},
        "scoring": {"counters": {"5": 5, "10": 10, "A": 15}},
    },
    ("rook", "auction.moon", "ends_the_match"): {"auction": {"maximum": None}},
    ("spades", "play.first_lead", "seat"): {"play": {"first_lead_seat": 1}},
    ("spades", "play.first_lead_seat", SOME): {"play": {"first_lead": "seat"}},
    ("spades", "bidding.limits.total_of", SOME): {"bidding": {"limits": {"total": "at_most"}}},
    ("*", "reneges.tricks_to", "nobody"): {
        "reneges": {"enforcement": "honour", "caught_after_gathered": "transfer_tricks"}
    },
}
for _section in ("blind_nil", "blind_bids", "blind_six", "ten_for_two_hundred", "moon", "bemo"):
    COMPANIONS["spades", f"bidding.{_section}.allowed", "when_trailing"] = {
        "bidding": {_section: {"trailing_by": 100}}
    }
    COMPANIONS["spades", f"bidding.{_section}.trailing_by", SOME] = {
        "bidding": {_section: {"allowed": "when_trailing"}}
    }

IMPOSSIBLE: Final[dict[tuple[str, str, Any], str]] = {
    ("spades", "match.both_past_target", "bidders_win"): "a Rook rule: in Spades every side bids",
    ("rook", "reneges.caught_after_gathered", "points_to_opponents"): (
        "a Spades-family penalty: Rook plays offender_set with flat_transfer"
    ),
}
"""States a game refuses whatever the companions, with the reason."""


class UnhandledOption(TypeError):
    """The walker met an option whose shape it has no states for: teach it in this module."""


@dataclass(frozen=True)
class Leaf:
    """One option that holds a value rather than a section."""

    game: str
    path: tuple[str, ...]
    info: FieldInfo = attribute(repr=False, compare=False)
    default: Any = attribute(repr=False, compare=False)
    """The option's value in the default ruleset of its game (not its class default)."""

    @property
    def dotted(self) -> str:
        return ".".join(self.path)


@dataclass(frozen=True)
class State:
    """One state of one option, as the minimal document that selects it."""

    leaf: Leaf
    value: Any
    """The plain (YAML) value written; the loaded option must equal it."""

    @property
    def id(self) -> str:
        return f"{self.leaf.game}:{self.leaf.dotted}={_short(self.value)}"

    def __repr__(self) -> str:
        return f"State({self.id})"

    def companions(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for state in (ANY, SOME if self.value is not None else ANY, _key(self.value)):
            for game in ("*", self.leaf.game):
                extra = COMPANIONS.get((game, self.leaf.dotted, state))
                if extra:
                    found = merge(found, extra)
        return found

    def options(self) -> dict[str, Any]:
        """Companions and the option itself, without format and game."""
        return merge(self.companions(), nest(self.leaf.path, self.value))

    def document(self) -> dict[str, Any]:
        """A complete minimal document selecting this state."""
        return merge(head(self.leaf.game), self.options())

    @property
    def impossible(self) -> str | None:
        return IMPOSSIBLE.get((self.leaf.game, self.leaf.dotted, _key(self.value)))


def _key(value: Any) -> Any:
    return value if isinstance(value, (str, int, bool, type(None))) else repr(value)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def head(game: str) -> dict[str, Any]:
    """The two lines every document starts with."""
    return {"format": CURRENT_FORMAT, "game": game}


def default_rules(game: str) -> SpadesRules | RookRules | HeartsRules:
    return GAMES[game].model_validate(head(game))


def nest(path: tuple[str, ...], value: Any) -> dict[str, Any]:
    """`{"a": {"b": value}}` for the path `("a", "b")`."""
    result: Any = value
    for part in reversed(path):
        result = {part: result}
    assert isinstance(result, dict)
    return result


def merge(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """A deep merge of two option trees; `extra` wins where both give a value."""
    merged = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict) and key != "counters":
            merged[key] = merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def value_at(rules: BaseModel, path: tuple[str, ...]) -> Any:
    current: Any = rules
    for part in path:
        current = getattr(current, part)
    return current


def plain(value: Any) -> Any:
    """A model value as YAML writes it (enum members as their text)."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, BaseModel):  # a row of a construct: as written, defaults left out
        return value.model_dump(mode="json", exclude_defaults=True)
    if isinstance(value, list):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    return value


def leaves(game: str) -> list[Leaf]:
    """Every leaf option of a game, in declaration order."""
    return list(_walk(game, default_rules(game), ()))


def _walk(game: str, instance: BaseModel, path: tuple[str, ...]) -> Iterator[Leaf]:
    for name, info in type(instance).model_fields.items():
        value = getattr(instance, name)
        if isinstance(value, RuleModel):
            yield from _walk(game, value, (*path, name))
        else:
            yield Leaf(game, (*path, name), info, value)


def leaves_of(model: type[BaseModel], game: str = "test") -> list[Leaf]:
    """The leaves of any model class with defaults (for testing the walker itself)."""
    return list(_walk(game, model(), ()))


def states(leaf: Leaf) -> list[State]:
    """Every state of a leaf option. Raises `UnhandledOption` for an unknown shape."""
    return [State(leaf, value) for value in _values(leaf)]


def all_states(game: str) -> list[State]:
    return [state for leaf in leaves(game) for state in states(leaf)]


def _values(leaf: Leaf) -> list[Any]:
    annotation, optional = _unwrap_optional(leaf.info.annotation)
    override = VALUES.get((leaf.game, leaf.dotted)) or VALUES.get(("*", leaf.dotted))
    values = _generic_values(leaf, annotation, override)
    if optional:
        values = [None, *[value for value in values if value is not None]]
    if not values:
        raise UnhandledOption(f"{leaf.game}: no states for {leaf.dotted}")
    return values


def _generic_values(leaf: Leaf, annotation: Any, override: list[Any] | None) -> list[Any]:
    base = _base_type(annotation)
    origin = typing.get_origin(base)
    if origin is typing.Literal:
        return list(typing.get_args(base))
    if isinstance(base, type) and issubclass(base, Enum):
        return [member.value for member in base]
    if base is bool:
        return [True, False]
    if base is int:
        return override or [_another_int(leaf, annotation)]
    if base is str:
        return override or ["", "Our club's rules: a sentence, with punctuation."]
    if origin is list and not override:
        (item,) = typing.get_args(base)
        item = _base_type(item)
        if isinstance(item, type) and issubclass(item, Enum):
            return [[], *[[member.value] for member in item]]
    if origin in (list, dict) and override:
        return override
    raise UnhandledOption(
        f"{leaf.game}: the option {leaf.dotted} has the type {leaf.info.annotation!r}, which"
        " the walker in tests/rulesets/option_space.py has no states for: add a case or VALUES"
    )


def _unwrap_optional(annotation: Any) -> tuple[Any, bool]:
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
        if len(args) != 1:
            raise UnhandledOption(f"a union of several types: {annotation!r}")
        return args[0], len(args) < len(typing.get_args(annotation))
    return annotation, False


def _base_type(annotation: Any) -> Any:
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    return annotation


def _bounds(leaf: Leaf, annotation: Any) -> tuple[int, int]:
    low, high = -(10**9), 10**9
    metadata: list[Any] = list(leaf.info.metadata)
    if typing.get_origin(annotation) is typing.Annotated:
        metadata += list(typing.get_args(annotation)[1:])
    for item in metadata:
        if isinstance(item, FieldInfo):
            metadata.extend(item.metadata)
        elif isinstance(item, annotated_types.Ge):
            low = max(low, int(item.ge))
        elif isinstance(item, annotated_types.Le):
            high = min(high, int(item.le))
    return low, high


def _another_int(leaf: Leaf, annotation: Any) -> int:
    low, high = _bounds(leaf, annotation)
    if leaf.default is None:
        return max(low, 1) if low <= 1 <= high else low
    return leaf.default + 1 if leaf.default + 1 <= high else leaf.default - 1
