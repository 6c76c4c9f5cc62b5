"""Issue 13, "Done when": a bad combination is refused with a located error that names both
options. These refusals named the other option only in words ("singles", "the pack", "no
jokers") until now."""

from typing import Any

import pytest

from rulesets import RulesetError
from tests.factories import rules_for

CASES: list[tuple[str, dict[str, Any], str, str]] = [
    (
        "spades",
        {
            "players": {"count": 3, "teams": "singles"},
            "deck": {"removed_cards": ["2C"]},
            "bidding": {"passing": {"after_nil": 2}},
        },
        "bidding.passing.after_nil",
        "players.teams",
    ),
    ("spades", {"deck": {"removed_cards": ["BJ"]}}, "deck.removed_cards", "deck.jokers"),
    (
        "spades",
        {"deck": {"promoted_cards": ["2D"], "removed_cards": ["2D", "2C", "2H", "3C"]}},
        "deck.promoted_cards",
        "deck.removed_cards",
    ),
    (
        "spades",
        {"players": {"count": 5}, "deck": {"removed_cards": ["2C", "2D"]}},
        "players.teams",
        "players.count",
    ),
    ("spades", {"match": {"target": None}}, "match.target", "match.hands"),
    ("rook", {"match": {"target": None}}, "match.target", "match.hands"),
    ("spades", {"deck": {"removed_cards": ["2C"]}}, "deck.removed_cards", "players.count"),
    ("rook", {"nest": {"size": 4}}, "nest.size", "players.count"),
    ("rook", {"auction": {"maximum": 500}}, "auction.maximum", "scoring.counters"),
    (
        "spades",
        {"bidding": {"total_bids": "not_equal_to_tricks", "limits": {"total": "at_most"}}},
        "bidding.limits.total",
        "bidding.total_bids",
    ),
    (
        "spades",
        {"bidding": {"nil": {"mode": "not_allowed"}, "limits": {"partner_nil_minimum": 4}}},
        "bidding.limits.partner_nil_minimum",
        "bidding.nil.mode",
    ),
    (
        "spades",
        {
            "scoring": {
                "bonus_call": {"from_call": 8},
                "contracts": {"values": [{"tricks": 7, "when_made": 100}]},
            }
        },
        "scoring.contracts.values",
        "scoring.bonus_call.from_call",
    ),
    (
        "spades",
        {"reneges": {"enforcement": "honour", "tricks_to": "nobody"}},
        "reneges.tricks_to",
        "reneges.caught_after_gathered",
    ),
]


@pytest.mark.parametrize(("game", "sections", "path", "other"), CASES)
def test_the_refusal_is_at_one_option_and_names_the_other(
    game: str, sections: dict[str, Any], path: str, other: str
) -> None:
    with pytest.raises(RulesetError) as refused:
        rules_for(game, **sections)
    found = [d for d in refused.value.diagnostics if d.path == path]
    assert found, [str(d) for d in refused.value.diagnostics]
    assert other in found[0].message
