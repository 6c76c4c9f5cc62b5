"""What changed between two versions of a ruleset, option by option, in players' words.

Each change names the option by its dotted path and says what it was and what it is, with the
rulebook's own phrases: `Blind nil: any hand → only when your team trails by 100 or more`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import JsonValue

from rulesets.families import RulesFamily, rules_families, rules_family
from rulesets.formats import Ruleset as Rules
from rulesets.phrases import (
    BOTH_PAST_TARGET,
    CAUGHT_BEFORE,
    DEALER_ROTATION,
    DIRECTION,
    ENFORCEMENT,
    FIRST_DEALER,
    TIES,
    TRICKS_TO,
    caught_after_phrase,
    hands_phrase,
    losing_score_phrase,
    margin_phrase,
    points,
    sets_to_lose_phrase,
    target_phrase,
    team_format_phrase,
    text_phrase,
)

__all__ = [
    "Change",
    "TOPIC_TITLES",
    "COMMON_OPTIONS",
    "COMMON_LABELS",
    "option_label",
    "topic_titles",
    "diff_rules",
    "format_changes",
    "leaf_values",
]

OPENING_TOPICS: Mapping[str, str] = {"about": "About", "players": "Players and seats"}
"""The topics every game opens with; each family's own topics come next."""
CLOSING_TOPICS: Mapping[str, str] = {"match": "Winning the match", "reneges": "Reneges"}
"""The topics every game closes with."""


def topic_titles(game_or_rules: str | Rules) -> dict[str, str]:
    """The topics of one game's changes, in its rulebook order, with their headings."""
    return {**OPENING_TOPICS, **rules_family(game_or_rules).topics, **CLOSING_TOPICS}


class _AllTopics(Mapping[str, str]):
    """Every topic of every known game: each game's in its order, a topic new to a later game
    placed before the first of its successors already listed."""

    def _merged(self) -> dict[str, str]:
        keys: list[str] = []
        titles: dict[str, str] = {}
        for family in rules_families():
            order = list(topic_titles(family.game))
            for index, key in enumerate(order):
                titles.setdefault(key, topic_titles(family.game)[key])
                if key in keys:
                    continue
                after = [k for k in order[index + 1 :] if k in keys]
                keys.insert(keys.index(after[0]) if after else len(keys), key)
        return {key: titles[key] for key in keys}

    def __getitem__(self, key: str) -> str:
        return self._merged()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._merged())

    def __len__(self) -> int:
        return len(self._merged())


TOPIC_TITLES: Mapping[str, str] = _AllTopics()
"""Every topic a change can have, across the known games in rulebook order, with its
heading; one game's are `topic_titles(rules)`."""


@dataclass(frozen=True)
class Change:
    """One option that differs between two versions of a ruleset."""

    path: str
    """The option's dotted path, e.g. `bidding.blind_nil.allowed`."""
    old: JsonValue
    """Its old value as JSON (`null` when a Rook counter was added)."""
    new: JsonValue
    """Its new value as JSON (`null` when a Rook counter was removed)."""
    topic: str
    """The part of the game it belongs to: a key of `TOPIC_TITLES`."""
    sentence: str
    """The change for people: `Blind nil: any hand → only when your team trails by 100 or
    more`."""


Option = tuple[str, Callable[[Any], str]]
"""An option's label, and its value in words in a given ruleset. `Any`: the shared options
read the `players`, `match` and `reneges` sections of `rulesets.common`, and a path is worded
only in a ruleset that has it."""


def _players(rules: Any) -> str:
    return team_format_phrase(rules.players)


COMMON_OPTIONS: dict[str, Option] = {
    "name": ("Name", lambda r: text_phrase(r.name)),
    "description": ("Description", lambda r: text_phrase(r.description)),
    "notes": ("Club notes", lambda r: text_phrase(r.notes)),
    "players.count": ("Players", lambda r: str(r.players.count)),
    "players.teams": ("Sides", _players),
    "players.team_map": ("Sides", _players),
    "players.direction": ("Direction of play", lambda r: DIRECTION[r.players.direction]),
    "players.dealer_rotation": ("Dealer", lambda r: DEALER_ROTATION[r.players.dealer_rotation]),
    "players.first_dealer": ("First dealer", lambda r: FIRST_DEALER[r.players.first_dealer]),
    "match.target": ("Target score", lambda r: target_phrase(r.match.target)),
    "match.hands": ("Number of hands", lambda r: hands_phrase(r.match.hands)),
    "match.losing_score": ("Losing score", lambda r: losing_score_phrase(r.match.losing_score)),
    "match.sets_to_lose": ("Sets that lose", lambda r: sets_to_lose_phrase(r.match.sets_to_lose)),
    "match.both_past_target": (
        "More than one side past the target",
        lambda r: BOTH_PAST_TARGET[r.match.both_past_target],
    ),
    "match.ties": ("Level scores", lambda r: TIES[r.match.ties]),
    "match.winning_margin": (
        "Point-spread win",
        lambda r: margin_phrase(r.match.winning_margin),
    ),
    "reneges.enforcement": ("Illegal cards", lambda r: ENFORCEMENT[r.reneges.enforcement]),
    "reneges.caught_before_gathered": (
        "Renege caught before the trick is gathered",
        lambda r: CAUGHT_BEFORE[r.reneges.caught_before_gathered],
    ),
    "reneges.caught_after_gathered": (
        "Renege caught after the trick is gathered",
        lambda r: caught_after_phrase(r.reneges),
    ),
    "reneges.extra_penalty": ("Extra renege penalty", lambda r: points(r.reneges.extra_penalty)),
    "reneges.tricks_transferred": (
        "Tricks passed for a renege",
        lambda r: str(r.reneges.tricks_transferred),
    ),
    "reneges.tricks_to": ("Tricks a renege costs go to", lambda r: TRICKS_TO[r.reneges.tricks_to]),
}
"""The options every game has, by path."""


COMMON_LABELS: dict[str, str] = {"players.team_map": "Seats of each side"}
"""The editor's labels of the shared options that share their diff label with another."""


CARRIED_BY = {
    "players.team_map": "players.teams",
    "reneges.extra_penalty": "reneges.caught_after_gathered",
    "reneges.tricks_transferred": "reneges.caught_after_gathered",
    "reneges.tricks_to": "reneges.caught_after_gathered",
}
"""Options every game has whose value the sentence of another option already states: when
both change, only that other option is reported. Each family adds its own
(`RulesFamily.carried_by`)."""


def option_label(family: RulesFamily[Any], path: str) -> str | None:
    """An option's label for people (the editor's, the diff's), or None if it has none: the
    family's own label where the diff words it together with another option, else its diff
    label."""
    for labels in (family.labels, COMMON_LABELS):
        if path in labels:
            return labels[path]
    for options in (family.diff_options, COMMON_OPTIONS):
        if path in options:
            return str(options[path][0])
    return None


def diff_rules(old: Rules, new: Rules) -> list[Change]:
    """Every option that differs from `old` to `new`, in the order of the model. A change of
    game is a single change at `game`: the other options cannot be compared."""
    if old.game != new.game:
        sentence = f"Game: {_title(old)} → {_title(new)}"
        return [Change("game", old.game, new.game, "about", sentence)]
    before, after = _leaves(old.model_dump(mode="json")), _leaves(new.model_dump(mode="json"))
    paths = [path for path in {**before, **after} if before.get(path) != after.get(path)]
    carried = {**CARRIED_BY, **rules_family(old).carried_by}
    reported = [path for path in paths if carried.get(path) not in paths]
    return [
        Change(path, before.get(path), after.get(path), topic(path), _sentence(path, old, new))
        for path in reported
    ]


def topic(path: str) -> str:
    """The topic of an option: its section, or `about` for the name, description and notes."""
    section = path.split(".")[0]
    return section if section in TOPIC_TITLES else "about"


def format_changes(changes: Sequence[Change]) -> str:
    """The changes as text, grouped under a heading per topic in rulebook order."""
    if not changes:
        return "No changes."
    blocks = []
    # Changes of one game keep its order; topics of several games (a change of game is one
    # change, under "about") follow the order of all of them.
    for key, title in TOPIC_TITLES.items():
        lines = [f"- {change.sentence}" for change in changes if change.topic == key]
        if lines:
            blocks.append("\n".join([title, *lines]))
    return "\n\n".join(blocks)


def leaf_values(rules: Rules) -> dict[str, JsonValue]:
    """Every option of `rules` by dotted path, as JSON: the units a diff (and a merge)
    compares. A list is one option; each Rook counter (`scoring.counters.<rank>`) is its own."""
    return _leaves(rules.model_dump(mode="json"))


def _leaves(data: dict[str, JsonValue], prefix: str = "") -> dict[str, JsonValue]:
    # Lists are one option each (a pack's removed cards are a set, not numbered options).
    leaves: dict[str, JsonValue] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            leaves.update(_leaves(value, f"{prefix}{key}."))
        else:
            leaves[f"{prefix}{key}"] = value
    return leaves


def _sentence(path: str, old: Rules, new: Rules) -> str:
    label, before, after = _wording(path, old, new)
    if before == after:
        # Two texts that differ only past the quoted part.
        return f"{label}: changed"
    return f"{label}: {before} → {after}"


def _wording(path: str, old: Rules, new: Rules) -> tuple[str, str, str]:
    if path in COMMON_OPTIONS:
        label, phrase = COMMON_OPTIONS[path]
        return label, phrase(old), phrase(new)
    words = rules_family(old).words(path, old, new)
    if words is not None:
        return words
    # An option this module has no words for yet: its raw values are still the truth.
    return path, str(_value(old, path)), str(_value(new, path))


def _value(rules: Rules, path: str) -> JsonValue:
    return _leaves(rules.model_dump(mode="json")).get(path)


def _title(rules: Rules) -> str:
    return rules_family(rules).title
