"""The Euchre family as the rules language sees it: its model and its words."""

from __future__ import annotations

from rulesets.euchre.diff import EUCHRE_LABELS, EUCHRE_OPTIONS, EUCHRE_TOPICS
from rulesets.euchre.model import EuchreRules
from rulesets.euchre.rulebook import euchre_sections
from rulesets.euchre.summary import euchre_parts
from rulesets.families import RulesFamily

__all__ = ["FAMILY"]

FAMILY: RulesFamily[EuchreRules] = RulesFamily(
    game="euchre",
    title="Euchre",
    model=EuchreRules,
    sections=euchre_sections,
    summary=euchre_parts,
    topics=EUCHRE_TOPICS,
    diff_options=EUCHRE_OPTIONS,
    labels=EUCHRE_LABELS,
    big_decisions=(
        "match.target",
        "match.hands",
        "making.all_pass",
        "making.no_trump",
        "alone.defender",
        "scoring.cases",
    ),
    standard="euchre",
)
