"""The Spades family as the rules language sees it: its model and its words."""

from __future__ import annotations

from rulesets.families import RulesFamily
from rulesets.spades.diff import SPADES_CARRIED_BY, SPADES_LABELS, SPADES_OPTIONS
from rulesets.spades.fixes import spades_fixes
from rulesets.spades.model import BagMode, SpadesRules
from rulesets.spades.rulebook import spades_sections
from rulesets.spades.summary import spades_summary

__all__ = ["FAMILY"]

FAMILY: RulesFamily[SpadesRules] = RulesFamily(
    game="spades",
    title="Spades",
    model=SpadesRules,
    sections=spades_sections,
    summary=spades_summary,
    topics={
        "deck": "The cards",
        "redeal": "Redeals",
        "bidding": "Bidding",
        "play": "Play",
        "scoring": "Scoring",
    },
    diff_options=SPADES_OPTIONS,
    carried_by=SPADES_CARRIED_BY,
    counts_bags=lambda rules: rules.scoring.bags.mode is not BagMode.NOT_COUNTED,
    big_decisions=(
        "match.target",
        "match.losing_score",
        "scoring.bags.mode",
        "scoring.bags.threshold",
        "scoring.bags.penalty",
        "bidding.nil.mode",
        "bidding.nil.success",
        "bidding.blind_nil.allowed",
        "bidding.blind_nil.trailing_by",
        "deck.jokers",
        "deck.removed_cards",
        "reneges.enforcement",
        "reneges.caught_after_gathered",
        "reneges.extra_penalty",
    ),
    standard="classic",
    fixes=spades_fixes,
    labels=SPADES_LABELS,
)
"""Spades, and the Spades-family games (Call Break, cutthroat, Joker Joker Deuce Deuce) that
are sets of its options."""
