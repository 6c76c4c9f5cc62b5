"""The Spades options added for issue 13 are marked `AddedLater`: at their default they are
left out of the canonical form, so the three-line Spades document (and every library file)
keeps the digest it had before they came; set, they move the digest like any rule."""

from pathlib import Path

import rulesets
from rulesets.canonical import added_later
from rulesets.spades import SpadesRules

SPADES = "format: houserules/1\ngame: spades\n"
# The digest docs/rules-language.md gives for the three-line Spades ruleset.
BEFORE = "sha256:99efff20361690ee270b6d5c7ecb9684e0d8ffae3cfbbcac3423da57eec5f096"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules-language.md"


def test_the_three_line_spades_document_keeps_its_digest() -> None:
    assert rulesets.rules_digest(rulesets.load(SPADES)) == BEFORE


def test_writing_the_default_limits_keeps_the_digest() -> None:
    written = rulesets.load(SPADES + "bidding: {limits: {minimum: null, forbidden: []}}\n")
    assert rulesets.rules_digest(written) == BEFORE


def test_a_limit_is_a_rule_and_moves_the_digest() -> None:
    assert rulesets.rules_digest(rulesets.load(SPADES + "bidding: {limits: {maximum: 8}}\n")) != (
        BEFORE
    )


def test_every_spades_option_added_later_is_in_the_digest_recipe() -> None:
    recipe = DOCS.read_text().split("### Options added since", 1)[1].split("\n### ", 1)[0]
    for path in added_later(SpadesRules):
        assert f"| spades | `{path}`" in recipe
