"""A game added with `register_rules_family` alone is loaded, and gets its rulebook sections,
its summary, its diff phrases, its editor's sections and its place in the JSON Schema, with
no other change to the rules language: what a new family (Hearts, say) relies on."""

from collections.abc import Iterator
from typing import Literal

import pytest

import rulesets
from rulesets import families
from rulesets.base import RuleModel
from rulesets.common import MatchEnd, Players, Reneges
from rulesets.diff import diff_rules, format_changes
from rulesets.families import RulesFamily, register_rules_family, rules_family
from rulesets.form import build_form
from rulesets.options import GAMES
from rulesets.rulebook import render_rulebook
from rulesets.schema import json_schema
from rulesets.summary import summarize


class Passing(RuleModel):
    """Passing cards before the play."""

    cards: int = 3
    """Cards passed to the left before each hand."""


class ToyRules(RuleModel):
    """A toy trick-taking game, registered only by this test."""

    format: Literal["houserules/1"]
    game: Literal["toy"]
    name: str = ""
    description: str = ""
    notes: str = ""
    players: Players = Players()
    passing: Passing = Passing()
    match: MatchEnd = MatchEnd()
    reneges: Reneges = Reneges()


TOY: RulesFamily[ToyRules] = RulesFamily(
    game="toy",
    title="Toy",
    model=ToyRules,
    sections=lambda r: [("Passing", [f"Each player passes {r.passing.cards} cards left."])],
    summary=lambda r: [f"pass {r.passing.cards}"],
    topics={"passing": "Passing cards"},
    diff_options={"passing.cards": ("Cards passed", lambda r: f"{r.passing.cards} cards")},
)


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    families.rules_families()  # the built-in ones first, as in any program
    monkeypatch.setattr(families, "_REGISTERED", dict(families._REGISTERED))
    register_rules_family(TOY)
    yield


def toy(cards: int = 3) -> ToyRules:
    rules = rulesets.load(f"format: houserules/1\ngame: toy\npassing:\n  cards: {cards}\n")
    assert isinstance(rules, ToyRules)
    return rules


def test_a_registered_family_is_found_by_key_rules_and_model() -> None:
    assert rules_family("toy") is rules_family(toy()) is rules_family(ToyRules) is TOY
    assert GAMES["toy"] is ToyRules
    games = [family.game for family in families.rules_families()]
    built_in = [module.split(".")[1] for module in families.BUILT_IN]
    assert games == [*built_in, "toy"]


def test_the_rulebook_puts_the_familys_sections_between_the_shared_ones() -> None:
    book = render_rulebook(toy())
    assert book.startswith("# Toy\n")
    headings = [line for line in book.splitlines() if line.startswith("## ")]
    assert headings == [
        "## Players and seats",
        "## Passing",
        "## Winning the match",
        "## Reneges",
    ]
    assert "Each player passes 3 cards left." in book


def test_the_summary_uses_the_familys_parts() -> None:
    assert summarize(toy(4)) == "pass 4"


def test_the_diff_words_the_familys_options_under_its_topics() -> None:
    changes = diff_rules(toy(3), toy(4))
    assert [(c.path, c.topic, c.sentence) for c in changes] == [
        ("passing.cards", "passing", "Cards passed: 3 cards → 4 cards")
    ]
    assert format_changes(changes) == "Passing cards\n- Cards passed: 3 cards → 4 cards"
    (game,) = diff_rules(toy(), rulesets.library("classic"))
    assert game.sentence == "Game: Toy → Spades"


def test_the_editor_titles_and_orders_the_familys_sections() -> None:
    titles = [section.title for section in build_form(ToyRules)]
    assert titles == ["About", "Players and seats", "Passing cards", "Winning the match", "Reneges"]


def test_the_schema_includes_the_familys_model_by_its_game() -> None:
    schema = json_schema()
    built_in = {module.split(".")[1] for module in families.BUILT_IN}
    assert set(schema["discriminator"]["mapping"]) == {*built_in, "toy"}
    assert "ToyRules" in schema["$defs"]
