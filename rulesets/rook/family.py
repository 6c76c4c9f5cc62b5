"""The Rook family as the rules language sees it: its model and its words."""

from __future__ import annotations

from rulesets.families import RulesFamily
from rulesets.rook.diff import ROOK_LABELS, ROOK_OPTIONS, counter_wording
from rulesets.rook.fixes import rook_fixes
from rulesets.rook.model import RankName, RookRules
from rulesets.rook.rulebook import rook_sections
from rulesets.rook.summary import rook_summary

__all__ = ["FAMILY"]

FAMILY: RulesFamily[RookRules] = RulesFamily(
    game="rook",
    title="Rook",
    model=RookRules,
    sections=rook_sections,
    summary=rook_summary,
    topics={
        "deck": "The cards",
        "redeal": "Redeals",
        "nest": "The nest",
        "auction": "The auction",
        "rook_card": "The Rook card",
        "play": "Play",
        "scoring": "Scoring",
    },
    diff_options=ROOK_OPTIONS,
    labels=ROOK_LABELS,
    fixes=rook_fixes,
    diff_wording=counter_wording,
    carried_by={"scoring.held_below": "scoring.held_at"},
    named_types=((RankName, "a rank", "ranks (like `A`, `10`, `14`)"),),
    big_decisions=(
        "match.target",
        "auction.minimum",
        "auction.step",
        "nest.size",
        "rook_card.rank",
        "scoring.counters",
        "scoring.last_trick_bonus",
        "reneges.enforcement",
    ),
    standard="rook",
)
"""Rook, with a Rook pack or a standard one."""
