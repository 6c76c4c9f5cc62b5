"""Spades's part of the one-line summary: the facts that tell Spades rulesets apart.

2v2 to 500/−200 · nil ±100 · blind nil when trailing by 100 · bags 10/−100
"""

from __future__ import annotations

from rulesets.common import When
from rulesets.constructs.bids import TotalRule
from rulesets.constructs.events import short_words
from rulesets.phrases import card_name, number, plus_minus
from rulesets.spades.model import (
    BagCharge,
    BagMode,
    BagRemainder,
    BagsKept,
    BidVariant,
    BrokenBy,
    FirstHand,
    FirstTrickLowest,
    FirstTrickSpades,
    Jokers,
    NilMode,
    PartnershipBidding,
    SetPenalty,
    SpadesBidding,
    SpadesDeck,
    SpadesLed,
    SpadesPlay,
    SpadesRules,
    SpadesScoring,
    TeamBid,
    TrumpChoice,
)
from rulesets.spades.phrases import (
    bid_range_phrase,
    contract_row_phrase,
    numbers_or,
    partner_nil_phrase,
    total_limit_phrase,
)
from rulesets.summary import flat_transfer_part, honour_part, margin_part, sets_part, table_part

__all__ = ["spades_summary"]


def spades_summary(rules: SpadesRules) -> list[str]:
    bidding = rules.bidding
    return [
        table_part(rules.players, rules.match),
        *_deck(rules.deck),
        _nil(bidding),
        _blind_nil(bidding),
        _blind_bids(bidding),
        _team_bid(bidding.blind_six),
        _team_bid(bidding.ten_for_two_hundred),
        _moon(bidding),
        _bemo(bidding),
        f"min team bid {bidding.minimum_team_bid}" if bidding.minimum_team_bid else "",
        *_limits(rules),
        "" if bidding.variant is BidVariant.STANDARD else str(bidding.variant),
        "side bids after a hint" if bidding.partnership is PartnershipBidding.HINT else "",
        "raise round" if bidding.raise_round else "",
        "first hand bids itself" if bidding.first_hand is FirstHand.BIDS_ITSELF else "",
        _passing(bidding),
        _leading(rules.play),
        _duties(rules.play),
        _set(rules.scoring),
        _bonus_call(rules.scoring),
        *_contracts(rules.scoring),
        _first_tricks(rules.scoring),
        *(short_words(event) for event in rules.scoring.events),
        _bags(rules.scoring),
        sets_part(rules.match),
        margin_part(rules.match),
        honour_part(rules.reneges),
        flat_transfer_part(rules.reneges.flat_transfer, rules.reneges),
    ]


def _first_tricks(scoring: SpadesScoring) -> str:
    opening = scoring.first_tricks_bonus
    return "" if opening.tricks is None else f"first {opening.tricks} {opening.points:+d}"


def _deck(deck: SpadesDeck) -> list[str]:
    jokers = "jokers" if deck.jokers is Jokers.BIG_AND_LITTLE else ""
    promoted = " ".join(card_name(card) for card in deck.promoted_cards)
    turned = "trump from the last card dealt" if deck.trump is TrumpChoice.LAST_CARD_DEALT else ""
    return [jokers, f"{promoted} promoted" if promoted else "", turned]


def _nil(bidding: SpadesBidding) -> str:
    nil = bidding.nil
    if nil.mode is NilMode.NOT_ALLOWED:
        return "no nil"
    if nil.mode is NilMode.ZERO_MEANS_ZERO:
        return "zero bids, no nil"
    near = "" if nil.near_target is None else f" (not within {nil.near_target} of target)"
    return f"nil {plus_minus(nil.success, nil.failure)}{near}"


def _when(allowed: When, trailing_by: int | None) -> str:
    return f" when trailing by {trailing_by}" if allowed is When.WHEN_TRAILING else ""


def _blind_nil(bidding: SpadesBidding) -> str:
    blind = bidding.blind_nil
    if blind.allowed is When.NEVER:
        return ""
    # ±200 is what everyone means by blind nil; only a different value is news.
    usual = (blind.success, blind.failure) == (200, -200)
    value = "" if usual else f" {plus_minus(blind.success, blind.failure)}"
    return f"blind nil{value}{_when(blind.allowed, blind.trailing_by)}"


def _blind_bids(bidding: SpadesBidding) -> str:
    blind = bidding.blind_bids
    if blind.allowed is When.NEVER:
        return ""
    when = _when(blind.allowed, blind.trailing_by)
    return f"blind {blind.minimum}+ ×{blind.multiplier}{when}"


def _team_bid(bid: TeamBid) -> str:
    if bid.allowed is When.NEVER:
        return ""
    name = f"Blind {bid.tricks}" if bid.blind else f"{bid.tricks}-for-{bid.success}"
    over = " with overtricks" if bid.overtricks else ""
    return name + over + _when(bid.allowed, bid.trailing_by)


def _duties(play: SpadesPlay) -> str:
    duties = {"beat": play.must_beat, "trump": play.must_trump, "overtrump": play.must_overtrump}
    owed = [name for name, on in duties.items() if on]
    if len(owed) == len(duties):
        return "call break duties"
    return f"must {' & '.join(owed)}" if owed else ""


def _bags(scoring: SpadesScoring) -> str:
    bags = scoring.bags
    if bags.mode is BagMode.NOT_COUNTED:
        return "bags off"
    reset = " reset" if bags.remainder is BagRemainder.RESET else ""
    once = " once on a made contract" if bags.charged is BagCharge.ONCE_ON_MADE_CONTRACT else ""
    kept = " kept when made" if bags.kept is BagsKept.WHEN_MADE else ""
    return f"bags {bags.threshold}/{number(bags.penalty)}{reset}{once}{kept}"


def _limits(rules: SpadesRules) -> list[str]:
    limits = rules.bidding.limits
    bids = ""
    if (limits.minimum, limits.maximum, limits.forbidden) != (None, None, []):
        bids = f"bids {bid_range_phrase(rules.bidding, rules.tricks_per_hand)}"
    cap = "" if limits.side_maximum is None else f"side bids ≤ {limits.side_maximum}"
    never = f"side total never {numbers_or(limits.side_forbidden)}" if limits.side_forbidden else ""
    partner = ""
    if limits.partner_nil_minimum is not None or limits.partner_nil_maximum is not None:
        partner = f"nil's partner bids {partner_nil_phrase(limits)}"
    total = ""
    if limits.total is not TotalRule.ANY:
        total = f"all bids {total_limit_phrase(limits, rules.tricks_per_hand)}"
    return [bids, cap, never, partner, total]


def _passing(bidding: SpadesBidding) -> str:
    passing = bidding.passing
    legs = [
        f"{cards} {when}"
        for cards, when in (
            (passing.after_nil, "after nil"),
            (passing.after_blind_nil, "after blind nil"),
            (passing.every_hand, "every hand"),
        )
        if cards
    ]
    return f"pass {', '.join(legs)}" if legs else ""


def _leading(play: SpadesPlay) -> str:
    first = {
        FirstTrickSpades.ALLOWED: "",
        FirstTrickSpades.NOT_LED: "no spade led to trick 1",
        FirstTrickSpades.NOT_PLAYED: "no spade on trick 1",
    }[play.first_trick_spades]
    led = {
        SpadesLed.ANY_TIME: "spades led any time",
        SpadesLed.AFTER_FIRST_TRICK: "spades led from trick 2",
        SpadesLed.AFTER_BROKEN: "any spade breaks" if play.broken_by is BrokenBy.ANY_SPADE else "",
    }[play.spades_led]
    lowest = play.first_trick_lowest
    low = "" if lowest is FirstTrickLowest.NONE else f"lowest {lowest.value[:-1]} to trick 1"
    seat = "" if play.first_lead_seat is None else f"seat {play.first_lead_seat} leads trick 1"
    return " · ".join(part for part in (seat, low, first, led) if part)


def _set(scoring: SpadesScoring) -> str:
    penalty = {
        SetPenalty.LOSE_BID: "",
        SetPenalty.NOTHING: "set scores 0",
        SetPenalty.LOSE_SHORTFALL: "set loses the shortfall",
    }[scoring.set_penalty]
    bonus = f"set bonus {number(scoring.set_bonus)}" if scoring.set_bonus else ""
    return " · ".join(part for part in (penalty, bonus) if part)


def _moon(bidding: SpadesBidding) -> str:
    moon = bidding.moon
    if moon.allowed is When.NEVER:
        return ""
    value = "wins" if moon.wins_match else plus_minus(moon.success, moon.failure)
    return f"moon {value}{_when(moon.allowed, moon.trailing_by)}"


def _bemo(bidding: SpadesBidding) -> str:
    bemo = bidding.bemo
    if bemo.allowed is When.NEVER:
        return ""
    bids = "/".join(str(tricks) for tricks in bemo.tricks)
    return f"bemo {bids} ±{bemo.points_per_trick}/trick{_when(bemo.allowed, bemo.trailing_by)}"


def _contracts(scoring: SpadesScoring) -> list[str]:
    contracts = scoring.contracts
    over = contracts.set_when_over
    return [
        *(contract_row_phrase(row) for row in contracts.values),
        "" if over is None else f"set at {over}+ over",
    ]


def _bonus_call(scoring: SpadesScoring) -> str:
    bonus = scoring.bonus_call
    parts = []
    if bonus.from_call is not None:
        parts.append(f"{bonus.from_call}+ call scores {number(bonus.points)}")
    if bonus.wins_match_at is not None:
        parts.append(f"{bonus.wins_match_at} call wins")
    return " · ".join(parts)
