"""An option added after `houserules/1` was published (`rulesets.base.AddedLater`) is left out
of the canonical form while it is at its default, so the digest of every version stored
before it came stays what it was. At any other value it is a rule like any other."""

from __future__ import annotations

import json
from pathlib import Path

import rulesets
from rulesets.canonical import added_later
from rulesets.options import GAMES
from rulesets.rook import RookRules

ROOK = "format: houserules/1\ngame: rook\n"
# The digest of the two-line Rook document before `play.first_lead` was added.
BEFORE_PLAY_FIRST_LEAD = "sha256:3470dda7222988ccfbf9c222a88a259f555743ebbf9cba2019569aadcbce12c2"


def test_the_two_line_rook_document_keeps_the_digest_it_had_before_the_section_came() -> None:
    assert rulesets.rules_digest(rulesets.load(ROOK)) == BEFORE_PLAY_FIRST_LEAD


def test_the_rook_play_section_is_marked_as_added_later() -> None:
    assert "play" in added_later(RookRules)


def test_at_its_default_the_new_section_is_not_in_the_canonical_form() -> None:
    canonical = json.loads(rulesets.canonical_json(rulesets.load(ROOK)))

    assert "play" not in canonical
    assert "rook_card" in canonical


def test_writing_the_default_first_lead_keeps_the_digest() -> None:
    written = rulesets.load(ROOK + "play: {first_lead: left_of_declarer}\n")

    assert rulesets.rules_digest(written) == rulesets.rules_digest(rulesets.load(ROOK))


def test_another_first_lead_is_part_of_the_rules_and_moves_the_digest() -> None:
    changed = rulesets.load(ROOK + "play: {first_lead: left_of_dealer}\n")
    canonical = json.loads(rulesets.canonical_json(changed))

    assert canonical["play"] == {"first_lead": "left_of_dealer"}
    assert rulesets.rules_digest(changed) != rulesets.rules_digest(rulesets.load(ROOK))


def test_the_digest_recipe_lists_every_option_added_later() -> None:
    # Another program recomputing a digest must know which options to leave out.
    docs = (Path(__file__).resolve().parents[2] / "docs" / "rules-language.md").read_text()
    recipe = docs.split("### Options added since", 1)[1].split("\n### ", 1)[0]
    for game, model in GAMES.items():
        for path in added_later(model):
            assert f"| {game} | `{path}`" in recipe, f"{game} {path} is not in the recipe's list"
