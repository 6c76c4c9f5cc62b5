"""The Oh Hell family as the rules language sees it: its model and its words."""

from __future__ import annotations

from rulesets.families import RulesFamily
from rulesets.oh_hell.diff import (
    OH_HELL_CARRIED_BY,
    OH_HELL_LABELS,
    OH_HELL_OPTIONS,
    OH_HELL_TOPICS,
)
from rulesets.oh_hell.model import OhHellRules
from rulesets.oh_hell.rulebook import oh_hell_sections
from rulesets.oh_hell.summary import oh_hell_parts

__all__ = ["FAMILY"]

FAMILY: RulesFamily[OhHellRules] = RulesFamily(
    game="oh_hell",
    title="Oh Hell",
    model=OhHellRules,
    sections=oh_hell_sections,
    summary=oh_hell_parts,
    topics=OH_HELL_TOPICS,
    diff_options=OH_HELL_OPTIONS,
    labels=OH_HELL_LABELS,
    carried_by=OH_HELL_CARRIED_BY,
    big_decisions=(
        "hands.schedule",
        "hands.most",
        "trump.method",
        "bidding.hook",
        "scoring.made",
        "scoring.missed_per_trick",
        "scoring.missed_per_trick_off",
        "match.target",
    ),
    standard="oh-hell",
)
"""Oh Hell, Up and Down the River, Nomination Whist."""
