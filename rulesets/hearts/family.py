"""The Hearts family as the rules language sees it: its model and its words."""

from __future__ import annotations

from rulesets.families import RulesFamily
from rulesets.hearts.diff import HEARTS_OPTIONS, HEARTS_TOPICS
from rulesets.hearts.fixes import hearts_fixes
from rulesets.hearts.model import HeartsRules
from rulesets.hearts.rulebook import hearts_sections
from rulesets.hearts.summary import hearts_parts

__all__ = ["FAMILY"]

FAMILY: RulesFamily[HeartsRules] = RulesFamily(
    game="hearts",
    title="Hearts",
    model=HeartsRules,
    sections=hearts_sections,
    summary=hearts_parts,
    topics={"deck": "The cards", **HEARTS_TOPICS, "play": "Play", "scoring": "Scoring"},
    diff_options=HEARTS_OPTIONS,
    fixes=hearts_fixes,
    lowest_wins=True,
    big_decisions=(
        "match.end_score",
        "passing.directions",
        "passing.cards",
        "scoring.moon",
        "scoring.jack_of_diamonds",
        "play.hearts_led",
        "play.points_on_first_trick",
    ),
    standard="hearts",
)
"""Hearts, Omnibus Hearts and Black Maria."""
