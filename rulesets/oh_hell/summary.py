"""Oh Hell in one line, for lists and pickers: only the facts that tell Oh Hell rulesets apart.

Oh Hell 4 players · 1…12…1 · trump turned up · hook · exact 10 + 1/trick, miss 1/trick
Oh Hell 4 players · 10…1…10 · trump S H C D NT · hook · exact 10 + 1/trick, miss 1/trick
"""

from __future__ import annotations

from rulesets.constructs.bids import TotalRule
from rulesets.constructs.events import short_words
from rulesets.oh_hell.model import OhHellRules, OhHellScoring, TrumpMethod
from rulesets.oh_hell.phrases import bid_range_phrase, total_phrase
from rulesets.phrases import number

__all__ = ["oh_hell_parts"]


def oh_hell_parts(rules: OhHellRules) -> list[str]:
    """The summary's parts, in rulebook order; empty parts are dropped by the caller."""
    sizes = rules.schedule()
    return [
        f"Oh Hell {rules.players.count} players",
        _sizes(sizes),
        _trump(rules),
        _hook(rules),
        _limits(rules),
        "must trump" if rules.play.must_trump else "",
        f"exact {_per(rules.scoring.made, rules.scoring.made_per_trick)}",
        f"miss {_missed(rules.scoring)}",
        *(short_words(event) for event in rules.scoring.events),
        "" if rules.match.target is None else f"to {number(rules.match.target)}",
    ]


def _sizes(sizes: tuple[int, ...]) -> str:
    if len(set(sizes)) == 1:
        return f"{len(sizes)}×{sizes[0]} cards"
    marks = [sizes[0], *(s for i, s in enumerate(sizes[1:-1], 1) if _turn(sizes, i)), sizes[-1]]
    return "…".join(map(str, marks))


def _turn(sizes: tuple[int, ...], i: int) -> bool:
    return (sizes[i] - sizes[i - 1]) * (sizes[i + 1] - sizes[i]) < 0


def _trump(rules: OhHellRules) -> str:
    trump = rules.trump
    if trump.method is TrumpMethod.TURNED_UP:
        return "trump turned up" + (", NT hand" if rules.hands.no_trump_hand else "")
    if trump.method is TrumpMethod.FIXED_SUIT:
        return f"trump {trump.suit.value}"
    if trump.method is TrumpMethod.ROTATING:
        return "trump " + " ".join(suit.value for suit in trump.cycle)
    return "no trump"


def _hook(rules: OhHellRules) -> str:
    if not rules.bidding.hook:
        return "no hook"
    return "hook" if rules.bidding.hook_from <= 1 else f"hook from {rules.bidding.hook_from}"


def _limits(rules: OhHellRules) -> str:
    limits = rules.bidding.limits
    parts = []
    if limits.minimum or limits.maximum is not None or limits.forbidden:
        parts.append(f"bids {bid_range_phrase(limits)}")
    if limits.total_of is not None or limits.total is not TotalRule.ANY:
        parts.append(f"total {total_phrase(limits)}")
    return ", ".join(parts)


def _per(fixed: int, per_trick: int) -> str:
    parts = [number(fixed)] if fixed else []
    if per_trick:
        parts.append(f"{number(per_trick)}/trick")
    return " + ".join(parts) or "0"


def _missed(scoring: OhHellScoring) -> str:
    parts = [number(scoring.missed)] if scoring.missed else []
    for value, label in (
        (scoring.missed_per_trick, "trick"),
        (scoring.missed_per_bid_trick, "bid trick"),
        (scoring.missed_per_trick_off, "trick off"),
    ):
        if value:
            parts.append(f"{number(value)}/{label}")
    return " ".join(parts) or "0"
