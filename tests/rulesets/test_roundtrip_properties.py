"""Properties of the digest over random valid rulesets.

A ruleset is built from random option states (tests/rulesets/option_space.py), each kept only
if the rules stay valid with it. The digest must depend on the rules and nothing else: not on
key order, comments, quoting, flow or block style, indentation, or the prose fields; and any
change to a single rule must change it.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesets import (
    RulesetError,
    canonical_json,
    canonical_rules,
    from_data,
    parse,
    rules_digest,
)
from rulesets.formats import Ruleset
from tests.fuzzing import examples
from tests.rulesets.option_space import (
    GAMES,
    State,
    all_states,
    head,
    leaves,
    merge,
    nest,
    plain,
    value_at,
)

UNITS: dict[str, list[State]] = {
    game: [state for state in all_states(game) if not state.impossible] for game in GAMES
}
PROSE = ("name", "description", "notes")
RULE_UNITS: dict[str, list[State]] = {
    game: [state for state in states if state.leaf.dotted not in PROSE]
    for game, states in UNITS.items()
}
EXAMPLES = settings(max_examples=examples(60), deadline=None)
# Text for the prose fields: any character a YAML file can hold (no surrogates, no NUL).
prose_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"),
    max_size=60,
)


def _valid(document: dict[str, Any]) -> Ruleset | None:
    try:
        return from_data(document)
    except RulesetError:
        return None


@st.composite
def rulesets(draw: st.DrawFn) -> Ruleset:
    """A valid ruleset of a random game with random options (no prose)."""
    game = draw(st.sampled_from(sorted(GAMES)))
    chosen = draw(st.lists(st.sampled_from(UNITS[game]), max_size=10))
    document = head(game)
    rules = _valid(document)
    for state in chosen:
        candidate = merge(document, state.options())
        if (found := _valid(candidate)) is not None:
            document, rules = candidate, found
    assert rules is not None
    return rules


def _dump(rules: Ruleset) -> dict[str, Any]:
    return rules.model_dump(mode="json", exclude_defaults=True) | {
        "format": rules.format,
        "game": rules.game,
    }


def _reload(text: str) -> Ruleset:
    result = parse(text)
    assert result.ok, "\n".join([text, *(d.format() for d in result.diagnostics)])
    assert result.rules is not None
    return result.rules


@EXAMPLES
@given(rulesets())
def test_dumped_yaml_reloads_to_the_same_rules_and_digest(rules: Ruleset) -> None:
    again = _reload(yaml.safe_dump(_dump(rules)))
    assert again == rules
    assert rules_digest(again) == rules_digest(rules)


@EXAMPLES
@given(rulesets())
def test_canonical_json_validates_back_to_the_same_digest(rules: Ruleset) -> None:
    again = from_data(json.loads(canonical_json(rules)))
    assert rules_digest(again) == rules_digest(rules)
    assert canonical_json(again) == canonical_json(rules)


@EXAMPLES
@given(rulesets(), prose_text, prose_text, prose_text)
def test_name_description_and_notes_never_change_the_digest(
    rules: Ruleset, name: str, description: str, notes: str
) -> None:
    document = _dump(rules) | {"name": name, "description": description, "notes": notes}
    # ASCII output: PyYAML writes a raw NEL (U+0085) inside quotes, which then reads as a space.
    again = _reload(yaml.safe_dump(document, allow_unicode=False))
    assert (again.name, again.description, again.notes) == (name, description, notes)
    assert rules_digest(again) == rules_digest(rules)


@EXAMPLES
@given(rulesets(), st.randoms(use_true_random=False))
def test_the_digest_ignores_key_order_comments_quoting_style_and_indentation(
    rules: Ruleset, rnd: random.Random
) -> None:
    text = _Writer(rnd).document(_dump(rules))
    again = _reload(text)
    assert rules_digest(again) == rules_digest(rules), text


@EXAMPLES
@given(rulesets(), st.sampled_from([True, False, None]), st.integers(2, 8), st.booleans())
def test_the_digest_ignores_how_pyyaml_lays_the_document_out(
    rules: Ruleset, flow: bool | None, indent: int, sort_keys: bool
) -> None:
    text = yaml.safe_dump(
        _dump(rules), default_flow_style=flow, indent=indent, sort_keys=sort_keys, width=40
    )
    assert rules_digest(_reload(text)) == rules_digest(rules)


@EXAMPLES
@given(rulesets(), st.data())
def test_changing_any_single_rule_changes_the_digest(rules: Ruleset, data: st.DataObject) -> None:
    game = rules.game
    order = data.draw(st.permutations(RULE_UNITS[game]))
    canonical = canonical_rules(rules)
    for state in order:
        if plain(value_at(rules, state.leaf.path)) == state.value:
            continue
        changed = _valid(merge(canonical, nest(state.leaf.path, state.value)))
        if changed is None:
            continue  # the new value needs companions: not a single change
        assert plain(value_at(changed, state.leaf.path)) == state.value
        assert rules_digest(changed) != rules_digest(rules), state.id
        return
    raise AssertionError(f"no single valid change found for {canonical}")


def test_every_leaf_of_the_default_rules_changes_the_digest_when_changed() -> None:
    for game in GAMES:
        default = from_data(head(game))
        canonical = canonical_rules(default)
        for leaf in leaves(game):
            if leaf.dotted in ("format", "game", *PROSE):
                continue
            for state in RULE_UNITS[game]:
                if state.leaf != leaf or state.value == plain(leaf.default):
                    continue
                changed = _valid(merge(canonical, nest(leaf.path, state.value)))
                if changed is not None:
                    assert rules_digest(changed) != rules_digest(default), state.id


_PLAIN_SAFE = re.compile(r"^[A-Za-z0-9_]+$")


def _reads_as_itself(text: str) -> bool:
    return bool(_PLAIN_SAFE.match(text)) and yaml.safe_load(text) == text


class _Writer:
    """Writes plain data as YAML with random but equivalent presentation: key order at every
    level, block or flow style, indentation, quoting, comments, blank lines, markers."""

    def __init__(self, rnd: random.Random) -> None:
        self.rnd = rnd
        self.step = rnd.choice([1, 2, 3, 4])

    def document(self, data: dict[str, Any]) -> str:
        lines: list[str] = []
        if self.rnd.random() < 0.3:
            lines.append("# yaml-language-server: $schema=../rulesets/schema.json")
        if self.rnd.random() < 0.3:
            lines.append("---")
        lines += self.block_mapping(data, 0)
        if self.rnd.random() < 0.2:
            lines.append("...")
        return "\n".join(lines) + "\n"

    def comment(self) -> str:
        return self.rnd.choice(["# a comment", "#", "# key: value, [not] {yaml}", "# 2024-01-01"])

    def block_mapping(self, data: dict[str, Any], level: int) -> list[str]:
        items = list(data.items())
        self.rnd.shuffle(items)
        pad = " " * (self.step * level)
        lines: list[str] = []
        for key, value in items:
            if self.rnd.random() < 0.15:
                lines.append(" " * self.rnd.randrange(0, 6) + self.comment())
            if self.rnd.random() < 0.1:
                lines.append("")
            lines += self.entry(pad + self.key(key) + ":", value, level)
        return lines

    def entry(self, opening: str, value: Any, level: int) -> list[str]:
        trailing = "  " + self.comment() if self.rnd.random() < 0.2 else ""
        if isinstance(value, dict) and value and self.rnd.random() < 0.7:
            return [opening + trailing, *self.block_mapping(value, level + 1)]
        if isinstance(value, list) and value and self.rnd.random() < 0.6:
            pad = " " * (self.step * (level + self.rnd.choice([0, 1])))
            return [opening + trailing] + [pad + "- " + self.flow(item) for item in value]
        if value is None and self.rnd.random() < 0.3:
            return [opening + trailing]
        return [opening + " " + self.flow(value) + trailing]

    def flow(self, value: Any) -> str:
        if isinstance(value, dict):
            items = list(value.items())
            self.rnd.shuffle(items)
            inner = ", ".join(f"{self.key(key)}: {self.flow(item)}" for key, item in items)
            return "{" + inner + "}"
        if isinstance(value, list):
            return "[" + ", ".join(self.flow(item) for item in value) + "]"
        return self.scalar(value)

    def key(self, key: str) -> str:
        return key if _PLAIN_SAFE.match(key) and self.rnd.random() < 0.8 else self.quote(key)

    def scalar(self, value: Any) -> str:
        if value is None:
            return self.rnd.choice(["null", "~", "Null", "NULL"])
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            return ("+" if value > 0 and self.rnd.random() < 0.2 else "") + str(value)
        assert isinstance(value, str)
        if _reads_as_itself(value) and self.rnd.random() < 0.5:
            return value
        return self.quote(value)

    def quote(self, text: str) -> str:
        if self.rnd.random() < 0.5:
            return "'" + text.replace("'", "''") + "'"
        return json.dumps(text)
