"""Rook's refusals come with their ways out, through its rules family: a nest that leaves
cards that do not deal evenly offers the nearest nest sizes that do, and a nest dealt one
card a round that a hand is too small for offers dealing it at the end. Each fix, applied,
gives valid rules."""

from __future__ import annotations

import rulesets
from clubsite.editing import apply_fix, edit_from_changes
from registry.services.library import LIBRARY_DIR

SOURCE = (LIBRARY_DIR / "rook.yaml").read_text()
BASE = rulesets.parse(SOURCE).rules
assert BASE is not None


def test_a_nest_of_four_offers_a_nest_of_one_or_five() -> None:
    assert BASE is not None
    refused = edit_from_changes(SOURCE, BASE, {"nest.size": 4})
    assert refused.problems() == [
        "Nest: 41 cards less a nest of 4 cannot be dealt evenly to 4 players"
    ]

    offered = {fix.key: fix.label for fix in refused.fixes}
    fixed = apply_fix(SOURCE, BASE, refused, "nest-of-5")

    assert offered == {
        "nest-of-1": "Make the nest 1 card, so 40 deal evenly",
        "nest-of-5": "Make the nest 5 cards, so 36 deal evenly",
    }
    assert fixed is not None and fixed.ok and fixed.values()["nest.size"] == 5


def test_a_nest_too_big_to_deal_one_a_round_is_dealt_at_the_end() -> None:
    assert BASE is not None
    refused = edit_from_changes(SOURCE, BASE, {"nest.size": 9, "nest.dealt": "one_per_round"})

    fixed = apply_fix(SOURCE, BASE, refused, "nest-at-the-end")

    assert [fix.key for fix in refused.fixes] == ["nest-at-the-end"]
    assert fixed is not None and fixed.ok and fixed.values()["nest.dealt"] == "at_the_end"
