"""Spades's wording: the phrase table or helper of each option only Spades has.

The rulebook's Spades sections state each rule with them, and the diff words its changes with
them, so a change reads exactly as the rulebook states the rule. The wording every game
shares is in `rulesets.phrases`.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulesets.common import Players, TeamFormat
from rulesets.constructs.bids import BidLimits, TotalRule
from rulesets.constructs.contracts import Contracts, ContractValue
from rulesets.phrases import (
    card_name,
    points,
    points_word,
    tenths,
)
from rulesets.spades.model import (
    BagCharge,
    BagMode,
    BagRemainder,
    BagsKept,
    Bemo,
    BidOrder,
    BidVariant,
    BothNil,
    BrokenBy,
    ExposedCard,
    FailedNilTricks,
    FirstHand,
    FirstLead,
    FirstTrickLowest,
    FirstTrickSpades,
    Jokers,
    MisdealCaller,
    MustTake,
    NilMode,
    Overtricks,
    PartnershipBidding,
    PassBack,
    PassFirst,
    Redealer,
    RedealTrigger,
    SetPenalty,
    SpadesBidding,
    SpadesDeck,
    SpadesLed,
    SpadesScoring,
    TeamBid,
    TotalBids,
    TrumpChoice,
)

JOKERS = {
    Jokers.NONE: "no jokers",
    Jokers.BIG_AND_LITTLE: "the big and little joker added as the two highest trumps",
}


REDEAL_TRIGGERS = {
    RedealTrigger.NO_SPADES: "no trumps at all (no spade, joker or promoted card)",
    RedealTrigger.AT_MOST_ONE_SPADE: "one trump or none",
    RedealTrigger.NO_FACE_CARDS: "no jack, queen or king",
    RedealTrigger.NO_FACE_CARDS_OR_ACES: "no jack, queen, king or ace",
    RedealTrigger.SEVEN_OR_MORE_SPADES: "seven trumps or more",
    RedealTrigger.FOUR_ACES: "all four aces",
    RedealTrigger.NO_ACE_KING_OR_QUEEN: "no ace, king or queen",
    RedealTrigger.SEVEN_CARD_SUIT: "seven cards or more of one suit (trumps as one suit)",
}


BID_ORDER = {
    BidOrder.AFTER_DEALER: "the player after the dealer bids first and the dealer last",
    BidOrder.DEALER_FIRST: "the dealer bids first",
}


NIL_MODE = {
    NilMode.NIL: "a nil bid, a promise to take no tricks",
    NilMode.NOT_ALLOWED: "not allowed: every player bids at least 1",
    NilMode.ZERO_MEANS_ZERO: "an ordinary bid of no tricks, with no nil bonus",
}


BOTH_NIL = {
    BothNil.FORBIDDEN: "if your partner has bid nil (or blind nil), you may not",
    BothNil.SEPARATELY: "both partners may bid nil in the same hand, each nil scored on its own",
    BothNil.TOGETHER: "both partners may bid nil in the same hand, scored as one double nil",
}


MUST_TAKE = {MustTake.EXACTLY: "exactly", MustTake.AT_LEAST: "at least"}


TEAM_BID_BLIND = {
    True: "bid before either partner has seen their cards; the partner then does not bid",
    False: "bid by either partner after looking, replacing the other partner's bid",
}


FIRST_HAND = {
    FirstHand.BID: "the first hand of the match is bid like any other",
    FirstHand.BIDS_ITSELF: "the first hand of the match is not bid: it bids itself",
}


FIRST_TRICK_SPADES = {
    FirstTrickSpades.ALLOWED: "trumps may be played to the first trick like any other",
    FirstTrickSpades.NOT_LED: "no trump may be led to the first trick unless the leader"
    " holds nothing else",
    FirstTrickSpades.NOT_PLAYED: "no trump may be led or played to the first trick unless the"
    " player holds nothing else",
}


SPADES_LED = {
    SpadesLed.ANY_TIME: "trumps may be led at any time",
    SpadesLed.AFTER_FIRST_TRICK: "trumps may be led from the second trick on",
    SpadesLed.AFTER_BROKEN: "trumps may not be led until spades are broken, unless the leader"
    " holds nothing but trumps",
}


BROKEN_BY = {
    BrokenBy.SPADE_DISCARDED: "spades are broken when a player who cannot follow suit plays"
    " a trump",
    BrokenBy.ANY_SPADE: "spades are broken by any trump played, even one led by a player"
    " holding nothing but trumps",
}


DUTIES = {
    "must_beat": "a player following suit must beat the best card of the led suit in the"
    " trick when able, unless the trick is already trumped",
    "must_trump": "a player void in the led suit must play a trump when holding one",
    "must_overtrump": "a player who trumps, or follows a trump lead, must beat the highest"
    " trump in the trick when able",
}


BAG_REMAINDER = {
    BagRemainder.CARRY: "bags beyond the threshold carry over toward the next penalty",
    BagRemainder.RESET: "the bag count goes back to zero, even past the threshold",
}


FAILED_NIL_TRICKS = {
    FailedNilTricks.BAGS: "each is a bag, worth the overtrick value, and none helps the"
    " partner's contract",
    FailedNilTricks.PARTNER_CONTRACT: "they count toward the partner's contract, and any"
    " beyond it are bags",
    FailedNilTricks.IGNORED: "they count for nothing: no contract help, no bags, no points",
    FailedNilTricks.BAGS_WITHOUT_POINTS: "each is a bag toward the bag penalty but scores no"
    " point, and none helps the partner's contract",
}


def team_bid_name(bid: TeamBid) -> str:
    """The name players use for a team bid, from its actual terms: `Blind 6`, `10 for 200`."""
    return f"Blind {bid.tricks}" if bid.blind else f"{bid.tricks} for {bid.success}"


def redeal_phrase(triggers: Sequence[RedealTrigger]) -> str:
    """When the same dealer deals again."""
    if not triggers:
        return "never"
    # Triggers contain "or" themselves, so a comma sets each apart.
    dealt = ", or ".join(REDEAL_TRIGGERS[trigger] for trigger in triggers)
    return f"when a player is dealt {dealt}"


PASS_FIRST = {
    PassFirst.NIL_BIDDER: "the nil bidder (without a nil, the side's first bidder)",
    PassFirst.PARTNER: "the nil bidder's partner (without a nil, the side's second bidder)",
}

PASS_BACK = {
    PassBack.AFTER_SEEING: "chosen after seeing the cards received",
    PassBack.BEFORE_SEEING: "chosen before seeing them: the cards change hands together",
}

MISDEAL_CALLER = {
    MisdealCaller.ANYONE: "anyone: the deal is always thrown in",
    MisdealCaller.HOLDER: "only the holder of the hand, who may keep it and bid it instead",
}

TRUMP_CHOICE = {
    TrumpChoice.SPADES: "spades, in every hand",
    TrumpChoice.LAST_CARD_DEALT: "the suit of the last card dealt, hand by hand",
}

REDEALER = {
    Redealer.SAME_DEALER: "the same dealer deals again at once",
    Redealer.NEXT_DEALER: "the misdeal counts as a hand, unscored, and the next dealer deals",
}


def minimum_team_bid_phrase(minimum: int) -> str:
    """The smallest contract a side may bid."""
    return f"at least {minimum} tricks" if minimum else "no minimum"


def total_bids_phrase(bidding: SpadesBidding, tricks: int) -> str:
    """The restriction on the total of all bids in a hand."""
    if bidding.total_bids is TotalBids.AT_LEAST:
        return f"at least {bidding.total_minimum}, or the hand is thrown in and redealt"
    if bidding.total_bids is TotalBids.NOT_EQUAL_TO_TRICKS:
        return f"anything but {tricks}, the number of tricks: the last bidder may not make it so"
    return "any total"


def passing_phrase(cards: int) -> str:
    """Cards passed each way between partners."""
    return f"{cards} card{'s' if cards != 1 else ''} each way" if cards else "no pass"


def overtricks_phrase(scoring: SpadesScoring) -> str:
    """What a trick beyond the contract is worth."""
    if scoring.overtricks is Overtricks.ONE_POINT:
        return "1 point each"
    if scoring.overtricks is Overtricks.NOTHING:
        return "nothing"
    return f"{tenths(scoring.points_per_trick)} each, a tenth of a trick's value"


def set_penalty_phrase(scoring: SpadesScoring) -> str:
    """What a side that is set scores."""
    per_trick = scoring.points_per_trick
    if scoring.set_penalty is SetPenalty.LOSE_BID:
        return f"loses {points_word(per_trick)} per trick bid"
    if scoring.set_penalty is SetPenalty.NOTHING:
        return "scores nothing for the hand"
    return f"loses {points_word(per_trick)} for every trick short of the contract"


def bags_phrase(scoring: SpadesScoring) -> str:
    """Whether bags count, and their penalty."""
    bags = scoring.bags
    if bags.mode is BagMode.NOT_COUNTED:
        return "not counted"
    return f"every {bags.threshold} bags score {points(bags.penalty)}"


def first_lead_phrase(deck: SpadesDeck, first_lead: FirstLead, seat: int | None = None) -> str:
    """Who leads the first trick of a hand (`seat`: `first_lead_seat`, for `first_lead: seat`)."""
    if first_lead is FirstLead.SEAT:
        return f"the player in seat {seat} leads the first trick of every hand, whoever deals"
    if first_lead is FirstLead.AFTER_DEALER:
        return "the player after the dealer leads the first trick"
    if first_lead is FirstLead.DEALER:
        return "the dealer leads the first trick"
    if first_lead is FirstLead.HIGH_BIDDER:
        return (
            "the player who bid the most tricks leads the first trick (of equal bids, the"
            " first to bid)"
        )
    return f"the holder of the {lowest_club(deck)} must lead it to the first trick"


def lowest_club(deck: SpadesDeck) -> str:
    """The lowest club in the pack; a promoted club is a trump, so it is not counted."""
    clubs = [c for c in deck.cards() if c.endswith("C") and c not in deck.promoted_cards]
    return card_name(clubs[0]) if clubs else "lowest club"


def numbers_or(numbers: Sequence[int]) -> str:
    """`9`, `3 or 4`, `1, 2 or 3`."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def bid_range_phrase(bidding: SpadesBidding, tricks: int) -> str:
    """The numbers a player may bid: `1 to 13`, `2 to 12`, `1 to 8, but not 1`."""
    limits = bidding.limits
    low = 0 if bidding.nil.mode is NilMode.ZERO_MEANS_ZERO else 1
    low = low if limits.minimum is None else limits.minimum
    high = tricks if limits.maximum is None else limits.maximum
    but = f", but not {numbers_or(limits.forbidden)}" if limits.forbidden else ""
    return f"{low} to {high}{but}"


def side_cap_phrase(cap: int | None) -> str:
    """The most a side's bids may add up to."""
    return "no cap" if cap is None else f"at most {cap}"


def side_forbidden_phrase(totals: Sequence[int]) -> str:
    """Totals a side's bids may not come to."""
    return f"never {numbers_or(totals)}" if totals else "any total"


def near_target_phrase(near_target: int | None, players: Players) -> str:
    """When nil is barred by the score: `nil is open at any score`, `no nil (or blind nil)
    for a side within 100 points of the target`."""
    who = "player" if players.teams is TeamFormat.SINGLES else "side"
    if near_target is None:
        return "nil is open at any score"
    if near_target == 0:
        return f"no nil (or blind nil) for a {who} that has reached the target"
    return f"no nil (or blind nil) for a {who} within {near_target} points of the target"


PARTNERSHIP = {
    PartnershipBidding.SEPARATE: "each partner bids their own number",
    PartnershipBidding.HINT: "one binding number per side after a partner's hint",
}
"""How partners reach their side's contract (`bidding.partnership`)."""
BID_VARIANT = {
    BidVariant.STANDARD: "any bid the other rules allow",
    BidVariant.SUICIDE: "suicide: exactly one player of each side bids nil; the last of a"
    " side to bid must bid nil if nobody else on it has",
    BidVariant.WHIZ: "whiz: each player bids nil or the number of trumps they hold",
    BidVariant.MIRROR: "mirror: each player's bid is the number of trumps they hold (nil"
    " with none)",
}


EXPOSED_CARD = {
    ExposedCard.PICKED_UP: "a card exposed or dropped face up during the play is picked up,"
    " with no penalty",
    ExposedCard.PLAYED_WHEN_LEGAL: "a card exposed or dropped face up during the play stays"
    " face up, and its holder must play it the next time it is legal to",
}


FIRST_TRICK_LOWEST = {
    FirstTrickLowest.NONE: "no duty to play a lowest card to the first trick",
    FirstTrickLowest.CLUBS: "every player plays their lowest club to the first trick when"
    " able: the leader leads it, and each player following clubs plays their lowest",
    FirstTrickLowest.DIAMONDS: "every player plays their lowest diamond to the first trick"
    " when able: the leader leads it, and each player following diamonds plays their lowest",
    FirstTrickLowest.HEARTS: "every player plays their lowest heart to the first trick when"
    " able: the leader leads it, and each player following hearts plays their lowest",
}


BAG_CHARGE = {
    BagCharge.EACH_THRESHOLD: "each time the threshold is reached",
    BagCharge.ONCE_ON_MADE_CONTRACT: "at most once a hand, on a made contract",
}


def bonus_call_phrase(from_call: int | None, value: int) -> str:
    """The bonus call: `none`, `a call of 8 or more made scores +13`."""
    return "none" if from_call is None else f"a call of {from_call} or more made scores {value:+d}"


def bemo_phrase(bemo: Bemo) -> str:
    """`bidding.bemo`'s bids and values: `the first 9 for ±90 or the first 6 for ±60`."""
    return " or ".join(
        f"the first {tricks} for ±{tricks * bemo.points_per_trick}" for tricks in bemo.tricks
    )


def first_tricks_phrase(tricks: int | None, value: int) -> str:
    """`scoring.first_tricks_bonus`: `none`, `the first 7 tricks won by one side score +100`."""
    if tricks is None:
        return "none"
    return f"the first {tricks} tricks won by one side score {value:+d}"


def spades_flat_transfer_phrase(flat: int | None) -> str:
    """`reneges.flat_transfer`, as a clause."""
    if flat is None:
        return "no flat transfer"
    return (
        f"whatever the bids, the offending side scores {-flat:+d} and every other side"
        f" {flat:+d} for each renege that stands, and nothing else is scored for the hand"
    )


def instant_win_phrase(wins_at: int | None) -> str:
    """The call that wins the match outright."""
    return "none" if wins_at is None else f"a call of {wins_at} made wins the match"


def partner_nil_phrase(limits: BidLimits) -> str:
    """`limits.partner_nil_minimum` and `_maximum`: what a nil's partner may bid."""
    low, high = limits.partner_nil_minimum, limits.partner_nil_maximum
    if low is None and high is None:
        return "as anyone"
    if high is None:
        return f"at least {low}"
    if low is None:
        return f"at most {high}"
    return f"{low} to {high}"


TOTAL_RULE = {
    TotalRule.ANY: "any total",
    TotalRule.AT_MOST: "at most",
    TotalRule.AT_LEAST: "at least",
    TotalRule.NOT_EQUAL: "never",
}


def total_limit_phrase(limits: BidLimits, tricks: int) -> str:
    """`limits.total` and `total_of`: `at most 12`, `never 13 (the tricks in a hand)`."""
    if limits.total is TotalRule.ANY:
        return TOTAL_RULE[limits.total]
    of = f"{tricks} (the tricks in a hand)" if limits.total_of is None else str(limits.total_of)
    return f"{TOTAL_RULE[limits.total]} {of}"


def contract_row_phrase(row: ContractValue) -> str:
    """One row of `scoring.contracts.values`: `7 to 9 made: +100, set: −100`."""
    size = str(row.tricks) if row.up_to is None else f"{row.tricks} to {row.up_to}"
    made = f"{size} made: {points(row.when_made)}"
    if not row.overtricks:
        made += " flat"
    return made if row.when_set is None else f"{made}, set: {points(row.when_set)}"


def contract_values_phrase(contracts: Contracts) -> str:
    """`scoring.contracts.values`: every row, or `by the points per trick`."""
    if not contracts.values:
        return "by the points per trick"
    return "; ".join(contract_row_phrase(row) for row in contracts.values)


def set_when_over_phrase(over: int | None) -> str:
    """`scoring.contracts.set_when_over`."""
    return "never" if over is None else f"{over} or more tricks over the contract"


BAGS_KEPT = {
    BagsKept.ALWAYS: "in every hand",
    BagsKept.WHEN_MADE: "only in a hand whose contract was made",
}

TEAM_OVERTRICKS = {
    False: "no overtrick points",
    True: "overtrick points too",
}
