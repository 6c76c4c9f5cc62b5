"""Bid limits, for every game whose players bid a number of tricks: the one reader of the
construct `rulesets.constructs.bids.BidLimits` beyond a game's own number range.

A game's bidding reads a ruleset's limits once (`read_total`, `read_partner`, each given
the option values as its game reads them) and asks, for each bid it
considers, `total_problem` (the total of all bids) and `partner_problem` (the number beside
a partner's nil). A game's older options that say the same thing (Spades' `total_bids:
not_equal_to_tricks`) are read as a `TotalLimit` too, so one path checks both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rulesets.constructs.bids import TotalRule

__all__ = [
    "TotalLimit",
    "PartnerLimit",
    "read_total",
    "read_partner",
    "total_problem",
    "partner_problem",
]

Problem = tuple[str, str]
"""(rule path, reason) for a bid that is not allowed."""

_AT_MOST: Final = TotalRule.AT_MOST
_AT_LEAST: Final = TotalRule.AT_LEAST
_NOT_EQUAL: Final = TotalRule.NOT_EQUAL


@dataclass(frozen=True, slots=True)
class TotalLimit:
    """The total of all bids held to `target` by `rule`; `path` names the option."""

    rule: TotalRule
    target: int | None
    """None: the tricks in the hand."""
    path: str


@dataclass(frozen=True, slots=True)
class PartnerLimit:
    """The numbers a player may bid beside a partner's nil."""

    low: int | None
    high: int | None


def read_total(rule: TotalRule, total_of: int | None, path: str) -> TotalLimit | None:
    """`limits.total` and `limits.total_of`, the option at `path`; None under `any`."""
    if rule is TotalRule.ANY:
        return None
    return TotalLimit(rule, total_of, path)


def read_partner(low: int | None, high: int | None) -> PartnerLimit | None:
    """`limits.partner_nil_minimum` and `_maximum`; None when neither is set."""
    return None if low is None and high is None else PartnerLimit(low, high)


def total_problem(
    limit: TotalLimit, tricks: int, total: int, least_to_come: int, last: bool
) -> Problem | None:
    """Why a bid that brings the total of all bids to `total`, in a hand of `tricks` tricks,
    breaks `limit`, or None. `least_to_come`: the least the players still to bid can add;
    `last`: every player has bid once this bid is made."""
    rule = limit.rule
    target = tricks if limit.target is None else limit.target
    if rule is _AT_MOST and total + least_to_come > target:
        return (limit.path, f"the bids may add up to at most {target}")
    if rule is _AT_LEAST and last and total < target:
        return (limit.path, f"the last bid must bring the total to at least {target}")
    if rule is _NOT_EQUAL and last and total == target:
        plural = "trick" if target == 1 else "tricks"
        what = f"the {target} {plural}" if limit.target is None else str(target)
        return (limit.path, f"the last bid may not bring the total to {what}")
    return None


def partner_problem(limit: PartnerLimit, number: int, path: str) -> Problem | None:
    """Why a number of `number` beside a partner's nil breaks `limit`, or None."""
    if limit.low is not None and number < limit.low:
        return (f"{path}.partner_nil_minimum", f"beside a nil, a partner bids at least {limit.low}")
    if limit.high is not None and number > limit.high:
        return (f"{path}.partner_nil_maximum", f"beside a nil, a partner bids at most {limit.high}")
    return None
