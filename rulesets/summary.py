"""A ruleset in one line, for lists and pickers: only the facts that tell rulesets apart.

    2v2 to 500/−200 · nil ±100 · blind nil when trailing by 100 · bags 10/−100
    Rook 2v2 to 300 · bids 70–120 by 5 · nest 5 · Rook wins any trick

Options at their usual value are left out (blind nil's ±200, a game without jokers), so the
line stays short; the rulebook states everything.
"""

from __future__ import annotations

from rulesets.common import Enforcement, MatchEnd, Players, Reneges, TeamFormat
from rulesets.families import rules_family
from rulesets.formats import Ruleset as Rules
from rulesets.phrases import number

__all__ = ["honour_part", "sets_part", "summarize", "table_part"]

SEPARATOR = " · "


def summarize(rules: Rules) -> str:
    """The ruleset's most distinguishing facts on one line, separated by ` · `."""
    parts = rules_family(rules).summary(rules)
    return SEPARATOR.join(part for part in parts if part)


def table_part(players: Players, match: MatchEnd) -> str:
    """Sides and length: `2v2 to 500/−200`, `3 singles 10 hands`."""
    if players.teams is TeamFormat.SINGLES:
        sides = f"{players.count} singles"
    else:
        sides = "v".join(str(len(side)) for side in players.sides())
    return f"{sides} {_length(match)}"


def _length(match: MatchEnd) -> str:
    losing = "" if match.losing_score is None else f"/{number(match.losing_score)}"
    ends = []
    if match.target is not None:
        ends.append(f"to {number(match.target)}{losing}")
    if match.hands is not None:
        ends.append(f"{match.hands} hands" + ("" if match.target is not None else losing))
    return " or ".join(ends)


def sets_part(match: MatchEnd) -> str:
    """`3 sets lose`, or nothing when being set never loses."""
    return f"{match.sets_to_lose} sets lose" if match.sets_to_lose is not None else ""


def margin_part(match: MatchEnd) -> str:
    """`wins 300 ahead`, or nothing when no margin ends the match."""
    margin = match.winning_margin
    return "" if margin is None else f"wins {margin} ahead"


def flat_transfer_part(flat: int | None, reneges: Reneges) -> str:
    """`renege ±100`, or nothing: a flat transfer is news only when reneges can stand."""
    return f"renege ±{flat}" if flat is not None and honour_part(reneges) else ""


def honour_part(reneges: Reneges) -> str:
    """`reneges on honour`, or nothing when illegal cards are refused."""
    # Online play refuses illegal cards, so enforcement is news only at a physical table.
    return "reneges on honour" if reneges.enforcement is Enforcement.HONOUR else ""
