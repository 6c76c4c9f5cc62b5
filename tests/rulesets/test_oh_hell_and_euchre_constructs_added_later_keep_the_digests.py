"""The constructs Oh Hell and Euchre took on (`bidding.limits`, `scoring.events`) came after
`houserules/1` was published: at their default they are left out of the canonical form, so
every stored Oh Hell and Euchre version keeps its digest, written out or not; at any other
value they are rules and move it."""

import json

import pytest

import rulesets
from rulesets.canonical import added_later
from rulesets.euchre import EuchreRules
from rulesets.oh_hell import OhHellRules

OH_HELL = "format: houserules/1\ngame: oh_hell\n"
EUCHRE = "format: houserules/1\ngame: euchre\n"


def test_the_new_options_are_marked_as_added_later() -> None:
    assert {"bidding.limits", "scoring.events"} <= set(added_later(OhHellRules))
    assert "scoring.events" in added_later(EuchreRules)


@pytest.mark.parametrize(
    ("base", "written"),
    [
        (OH_HELL, "bidding:\n  limits: {minimum: null, forbidden: [], total: any}\n"),
        (OH_HELL, "scoring:\n  events: []\n"),
        (EUCHRE, "scoring:\n  events: []\n"),
    ],
)
def test_writing_the_defaults_keeps_the_digest(base: str, written: str) -> None:
    plain, explicit = rulesets.load(base), rulesets.load(base + written)
    assert rulesets.rules_digest(explicit) == rulesets.rules_digest(plain)
    canonical = json.loads(rulesets.canonical_json(explicit))
    assert "limits" not in canonical.get("bidding", {})
    assert "events" not in canonical["scoring"]


@pytest.mark.parametrize(
    ("base", "written"),
    [
        (OH_HELL, "bidding:\n  limits: {maximum: 8}\n"),
        (OH_HELL, "scoring:\n  events: [{when: took_no_trick, score: -5}]\n"),
        (EUCHRE, "scoring:\n  events: [{when: played_alone, at_least: 5, score: 1}]\n"),
    ],
)
def test_another_value_is_a_rule_and_moves_the_digest(base: str, written: str) -> None:
    assert rulesets.rules_digest(rulesets.load(base + written)) != rulesets.rules_digest(
        rulesets.load(base)
    )
