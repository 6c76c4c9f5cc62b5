"""Oh Hell in words: the phrases its rulebook, summary and diff share, so that a change reads
exactly as the rulebook states the rule."""

from __future__ import annotations

from rulesets.constructs.bids import NumberLimits, TotalRule
from rulesets.oh_hell.model import (
    OhHellRules,
    OhHellScoring,
    OhHellTies,
    Schedule,
    TrumpMethod,
    TrumpSuit,
)
from rulesets.phrases import SUIT_SYMBOLS, number

__all__ = [
    "SCHEDULE",
    "TIES",
    "schedule_phrase",
    "sizes_phrase",
    "trump_phrase",
    "hook_phrase",
    "must_trump_phrase",
    "made_phrase",
    "missed_phrase",
    "by_bid_phrase",
    "target_phrase",
    "suit_word",
]

SCHEDULE = {
    Schedule.UP: "up: one more card each hand",
    Schedule.DOWN: "down: one card fewer each hand",
    Schedule.UP_AND_DOWN: "up and back down",
    Schedule.DOWN_AND_UP: "down and back up",
    Schedule.FIXED: "the same number of cards every hand",
}
TIES = {
    OhHellTies.SHARED: "they share the win",
    OhHellTies.MOST_BIDS_MADE: "the one who made their bid in more hands wins; still level,"
    " they share the win",
}


def suit_word(suit: TrumpSuit) -> str:
    """`♠`, or `no trump`."""
    return "no trump" if suit is TrumpSuit.NO_TRUMP else SUIT_SYMBOLS[suit.value]


def sizes_phrase(rules: OhHellRules) -> str:
    """The hand sizes once through: `1, 2, 3 … 12, 11 … 1 (23 hands)`."""
    sizes = rules.schedule()
    shown = ", ".join(map(str, sizes)) if len(sizes) <= 8 else _runs(sizes)
    return f"{shown} ({len(sizes)} hand{'s' if len(sizes) != 1 else ''})"


def _runs(sizes: tuple[int, ...]) -> str:
    turns = [0, *(i for i in range(1, len(sizes) - 1) if _turns(sizes, i)), len(sizes) - 1]
    return " … ".join(str(sizes[i]) for i in dict.fromkeys(turns))


def _turns(sizes: tuple[int, ...], i: int) -> bool:
    return (sizes[i] - sizes[i - 1]) * (sizes[i + 1] - sizes[i]) <= 0


def schedule_phrase(rules: OhHellRules) -> str:
    """`up and back down, 1 … 12 … 1 (23 hands)`."""
    hands = rules.hands
    twice = ""
    if hands.turn_twice and hands.schedule in (Schedule.UP_AND_DOWN, Schedule.DOWN_AND_UP):
        twice = ", the turning hand played twice"
    return f"{SCHEDULE[hands.schedule]}{twice}: {sizes_phrase(rules)}"


def trump_phrase(rules: OhHellRules) -> str:
    """How trump is chosen, in words."""
    trump = rules.trump
    if trump.method is TrumpMethod.TURNED_UP:
        nt = " (a hand that deals the whole pack has no trump)" if rules.hands.no_trump_hand else ""
        return f"the top card of the undealt pack is turned up, and its suit is trump{nt}"
    if trump.method is TrumpMethod.FIXED_SUIT:
        return f"{suit_word(trump.suit)} every hand"
    if trump.method is TrumpMethod.ROTATING:
        return "by hand, in turn: " + ", ".join(map(suit_word, trump.cycle)) + ", then again"
    return "no trumps in any hand"


def hook_phrase(rules: OhHellRules) -> str:
    """The hook in words."""
    bidding = rules.bidding
    if not bidding.hook:
        return "no hook: the dealer bids freely"
    since = "" if bidding.hook_from <= 1 else f" in hands of {bidding.hook_from} cards or more"
    return (
        "the hook: the dealer may not bid the number that makes the bids add up to the"
        f" tricks{since}"
    )


def must_trump_phrase(must: bool) -> str:
    return (
        "a player who cannot follow suit must trump if they can"
        if must
        else "a player who cannot follow suit may play any card"
    )


def _terms(fixed: int, pairs: list[tuple[int, str]]) -> str:
    parts = [number(fixed)] if fixed else []
    parts += [f"{number(value)} {label}" for value, label in pairs if value]
    return " + ".join(parts).replace("+ −", "− ") if parts else "0"


def made_phrase(scoring: OhHellScoring) -> str:
    """`10 + 1 a trick`."""
    return _terms(scoring.made, [(scoring.made_per_trick, "a trick")])


def missed_phrase(scoring: OhHellScoring) -> str:
    """`1 a trick`, `−10 a trick off`."""
    return _terms(
        scoring.missed,
        [
            (scoring.missed_per_trick, "a trick"),
            (scoring.missed_per_bid_trick, "a trick bid"),
            (scoring.missed_per_trick_off, "a trick off"),
        ],
    )


def by_bid_phrase(scoring: OhHellScoring) -> str:
    """`a bid of 1 made scores 15, of 2 22`, or `none`."""
    if not scoring.made_by_bid:
        return "none"
    return ", ".join(
        f"a made bid of {bid} scores {number(value)}" for bid, value in scoring.made_by_bid.items()
    )


def target_phrase(target: int | None) -> str:
    return "none: the schedule is played once" if target is None else f"{number(target)} points"


TOTAL_HELD = {
    TotalRule.ANY: "any total",
    TotalRule.AT_MOST: "at most",
    TotalRule.AT_LEAST: "at least",
    TotalRule.NOT_EQUAL: "never",
}


def bid_range_phrase(limits: NumberLimits) -> str:
    """The numbers a player may bid: `0 to the cards in the hand`, `1 to 8, but not 2`."""
    low = limits.minimum or 0
    high = (
        "the cards in the hand"
        if limits.maximum is None
        else f"{limits.maximum} (or the cards in a smaller hand)"
    )
    listed = [str(n) for n in limits.forbidden]
    if not listed:
        return f"{low} to {high}"
    nots = listed[0] if len(listed) == 1 else f"{', '.join(listed[:-1])} or {listed[-1]}"
    return f"{low} to {high}, but not {nots}"


def total_phrase(limits: NumberLimits) -> str:
    """`limits.total` and `total_of`: `at most 10`, `never the tricks in the hand`."""
    if limits.total is TotalRule.ANY:
        return TOTAL_HELD[limits.total]
    of = "the tricks in the hand" if limits.total_of is None else str(limits.total_of)
    return f"{TOTAL_HELD[limits.total]} {of}"


def total_sentence(limits: NumberLimits) -> str:
    """The rulebook's sentence on the total of all bids, or empty under `any`."""
    if limits.total is TotalRule.ANY:
        return ""
    held = {
        TotalRule.AT_MOST: "a bid that would take it past that is refused",
        TotalRule.AT_LEAST: "the dealer's bid must bring it up to that",
        TotalRule.NOT_EQUAL: "the dealer may not bid the number that makes it come to that",
    }[limits.total]
    return f"The total of every player's bids is {total_phrase(limits)}: {held}."
