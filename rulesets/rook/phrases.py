"""Rook's wording: the phrase table or helper of each option only Rook has.

The rulebook's Rook sections state each rule with them, and the diff words its changes with
them, so a change reads exactly as the rulebook states the rule. The wording every game
shares is in `rulesets.phrases`.
"""

from __future__ import annotations

from rulesets.phrases import (
    number,
    rank_word,
)
from rulesets.rook.model import (
    ROOK,
    AllPass,
    DiscardedCounters,
    FailedBid,
    FirstLead,
    MoonBid,
    NestDealt,
    NestDiscards,
    PackKind,
    RookPlay,
    RookRank,
    RookRules,
    TrumpNamed,
)

PACK_KIND = {
    PackKind.STANDARD: "a standard pack (suits ♠ ♥ ♦ ♣)",
    PackKind.ROOK: "a Rook pack (black, green, red and yellow, numbered 1 to 14)",
}


ROOK_CARD_IN = {True: "in", False: "out"}


PASS_IS_FINAL = {
    True: "a player who passes is out of the auction for the hand",
    False: "a player who passes may bid again later in the auction",
}


ALL_PASS = {
    AllPass.REDEAL: "the hand is thrown in and the next dealer deals",
    AllPass.DEALER_BIDS_MINIMUM: "the dealer is stuck with the minimum bid",
}


TRUMP_NAMED = {
    TrumpNamed.AFTER_NEST: "the declarer names trump after taking the nest and discarding",
    TrumpNamed.BEFORE_NEST: "the declarer names trump before seeing the nest",
}


ROOK_RANK = {
    RookRank.WINS_ANY_TRICK: "it wins any trick it is played to, above every trump",
    # The older name of the same rule: the rulebook states it in the same words.
    RookRank.HIGHEST_TRUMP: "it wins any trick it is played to, above every trump",
    RookRank.LOWEST_TRUMP: "it is the lowest trump",
    RookRank.TEN_AND_A_HALF: "it is a trump ranking just above the 10 of trumps",
}


ROOK_PLAY = {
    RookPlay.ANY_TIME: "it may be played at any time, even when its holder could follow suit;"
    " when trump is led and the Rook is its holder's only trump, it must be played",
    RookPlay.FOLLOWS_SUIT: "it is played like any trump: only to follow a trump lead, or when"
    " void in the suit led",
}


def moon_phrase(rules: RookRules) -> str:
    """What a bid of every point in the hand does (`auction.moon`)."""
    if rules.auction.moon is MoonBid.NOT_PLAYED:
        return "a bid of every point in the hand scores like any other"
    return (
        f"a bid of every point in the hand ({rules.points_available()}) shoots the moon: a"
        " side that makes it wins the match at once, and a side that is set loses it at once"
    )


MISDEAL_WITHOUT_COUNTERS = {
    True: "a misdeal: the same dealer deals again",
    False: "played like any other",
}


NEST_DEALT = {
    NestDealt.AT_THE_END: lambda size: f"the remaining {size} go face down to form the nest",
    NestDealt.ONE_PER_ROUND: lambda size: (
        f"after each round of one card to every player one"
        f" card goes face down to the nest, until it holds {size}"
    ),
}


def nest_dealt_phrase(rules: RookRules) -> str:
    """How the nest is dealt, and whether its top card is shown."""
    words = NEST_DEALT[rules.nest.dealt](rules.nest.size)
    return words + (", its top card face up" if rules.nest.top_card_face_up else "")


NEST_DISCARDS = {
    NestDiscards.ANY: "the declarer may lay aside any cards, face down",
    NestDiscards.NO_COUNTERS: "the declarer may not lay aside a counter, unless too few other"
    " cards are left; then as few counters as possible",
    NestDiscards.COUNTERS_SHOWN: "the declarer may lay aside any cards, but shows every"
    " player the counters among them",
}


FIRST_LEAD = {
    FirstLead.LEFT_OF_DECLARER: "the player after the declarer leads the first trick",
    FirstLead.DECLARER: "the declarer leads the first trick",
    FirstLead.LEFT_OF_DEALER: "the player after the dealer leads the first trick, whoever"
    " won the auction",
}


def rook_rank_phrase(rules: RookRules) -> str:
    """How the Rook card ranks, saying so when the ruleset writes the rule's older name."""
    rank = rules.rook_card.rank
    words = ROOK_RANK[rank]
    if rank is not rank.as_played():
        words += f" (written `{rank}`, the older name of `{rank.as_played()}`: the same rule)"
    return words


DISCARDED_COUNTERS = {
    DiscardedCounters.NOBODY: "counters in the declarer's discards score for nobody",
    DiscardedCounters.DECLARER: "counters in the declarer's discards score for the declarer's side",
    DiscardedCounters.LAST_TRICK: "counters in the declarer's discards go to the side that"
    " takes the last trick",
}


FAILED_BID = {
    FailedBid.LOSE_BID: "minus the bid, and nothing for its counters",
    FailedBid.LOSE_BID_KEEP_COUNTERS: "minus the bid, plus the counters it took",
}


def nest_phrase(size: int) -> str:
    return f"{size} cards" if size else "no nest"


def maximum_bid_phrase(rules: RookRules) -> str:
    """The highest bid allowed in the auction."""
    if rules.auction.maximum is not None:
        return str(rules.auction.maximum)
    return f"every point in the hand ({rules.points_available()})"


def counter_name(key: str) -> str:
    """`the Rook`, `each ace`, `each 5`."""
    return "the Rook" if key == ROOK else f"each {rank_word(key)}"


def counter_phrase(value: int | None) -> str:
    return "not a counter" if value is None else f"{number(value)} points"


def band_phrase(rules: RookRules) -> str:
    """The score band (`scoring.held_at`, `scoring.held_below`), as a clause."""
    low, high = rules.scoring.held_at, rules.scoring.held_below
    if low is None:
        return "no score band: any hand's points count in full"
    return (
        f"a side that did not make a bid in the hand stays at {number(low)} when its score"
        f" would land above {number(low)} and below {number(high)} (or where it was, if"
        " already above it); only making its own bid takes a side into that band"
    )


def flat_transfer_phrase(rules: RookRules) -> str:
    """`reneges.flat_transfer`, as a clause."""
    flat = rules.reneges.flat_transfer
    if flat is None:
        return "no flat transfer"
    return (
        f"whatever the bid, the offending side scores {number(-flat)} and the other side"
        f" {number(flat)} for each renege that stands"
    )
