"""The demo club's ruleset says the same thing everywhere: its title is its rulebook's
name, and its description and its club's words state the target its rules play to."""

from __future__ import annotations

import rulesets
from registry.models import Ruleset
from registry.services import create_demo
from rulesets.summary import summarize


def test_the_demo_rulesets_title_description_and_summary_agree(db: None) -> None:
    create_demo("a-long-demo-password")
    ruleset = Ruleset.objects.get(club__slug="demo")
    head = ruleset.head
    assert head is not None
    rules = rulesets.load(head.text)
    line = summarize(rules)
    assert "to 300" in line
    assert rules.name == ruleset.title
    assert "to 300" in ruleset.description and "500" not in ruleset.description
    assert rules.description and "to 300" in rules.description
    assert "500" not in rules.description
    target_line = next(row for row in head.text.splitlines() if row.startswith("  target:"))
    assert "five hundred" not in target_line
