"""Hearts' refusals come with their ways out, through its rules family: a pack that does not
deal evenly (the usual cards out, or the lowest cards that score nothing), a pass across
with nobody across, and a pass of more cards than a hand holds. Each fix, applied, gives
valid rules; the problem speaks the club's words, not rule paths."""

from __future__ import annotations

import re

import pytest
from pydantic import JsonValue

import rulesets
from clubsite.editing import Edit, apply_fix, edit_from_changes
from registry.services.library import LIBRARY_DIR

SOURCE = (LIBRARY_DIR / "hearts.yaml").read_text()
BASE = rulesets.parse(SOURCE).rules
assert BASE is not None


def _edit(changes: dict[str, JsonValue]) -> Edit:
    assert BASE is not None
    return edit_from_changes(SOURCE, BASE, changes)


@pytest.mark.parametrize(
    ("changes", "key", "label"),
    [
        (
            {"players.count": 6, "deck.removed_cards": ["2C"]},
            "deal-evenly-usual",
            "Take out the usual cards for 6 players",
        ),
        (
            {"players.count": 6, "deck.removed_cards": ["2C"]},
            "deal-evenly",
            "Remove the 2♦, the 2♠ and the 3♣ so 48 cards deal evenly",
        ),
        (
            {"players.count": 5},
            "pass-without-across",
            "Leave out the pass across: pass left, right and hold",
        ),
        ({"passing.cards": 13}, "pass-fewer", "Pass 3 cards: a hand holds 13"),
    ],
)
def test_each_refusal_offers_a_fix_that_makes_valid_rules(
    changes: dict[str, JsonValue], key: str, label: str
) -> None:
    assert BASE is not None
    refused = _edit(changes)
    assert not refused.ok
    assert not [p for p in refused.problems() if re.search(r"[a-z]+[._][a-z_]+", p)]
    offered = {fix.key: fix.label for fix in refused.fixes}

    fixed = apply_fix(SOURCE, BASE, refused, key)

    assert offered.get(key) == label, offered
    assert fixed is not None and fixed.ok, fixed and fixed.problems()


def test_the_usual_pack_is_left_alone() -> None:
    assert _edit({"players.count": 5, "passing.directions": ["left", "right"]}).fixes == []
