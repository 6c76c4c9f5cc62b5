"""How a diff words each option only Spades has: its label, and its value in the rulebook's
phrases.
"""

from __future__ import annotations

from collections.abc import Callable

from rulesets.common import TeamFormat
from rulesets.constructs.events import events_phrase
from rulesets.phrases import (
    ON_OFF,
    bonus_phrase,
    cards_phrase,
    points,
    promoted_phrase,
    when_phrase,
)
from rulesets.spades.model import SpadesRules, TeamBid
from rulesets.spades.phrases import (
    BAG_CHARGE,
    BAG_REMAINDER,
    BAGS_KEPT,
    BID_ORDER,
    BID_VARIANT,
    BOTH_NIL,
    BROKEN_BY,
    EXPOSED_CARD,
    FAILED_NIL_TRICKS,
    FIRST_HAND,
    FIRST_TRICK_LOWEST,
    FIRST_TRICK_SPADES,
    JOKERS,
    MISDEAL_CALLER,
    MUST_TAKE,
    NIL_MODE,
    PARTNERSHIP,
    PASS_BACK,
    PASS_FIRST,
    REDEALER,
    SPADES_LED,
    TEAM_BID_BLIND,
    TEAM_OVERTRICKS,
    TRUMP_CHOICE,
    bags_phrase,
    bemo_phrase,
    bid_range_phrase,
    bonus_call_phrase,
    contract_values_phrase,
    first_lead_phrase,
    first_tricks_phrase,
    instant_win_phrase,
    minimum_team_bid_phrase,
    near_target_phrase,
    overtricks_phrase,
    partner_nil_phrase,
    passing_phrase,
    redeal_phrase,
    set_penalty_phrase,
    set_when_over_phrase,
    side_cap_phrase,
    side_forbidden_phrase,
    spades_flat_transfer_phrase,
    total_bids_phrase,
    total_limit_phrase,
)

__all__ = ["SPADES_OPTIONS", "SPADES_CARRIED_BY", "SPADES_LABELS"]

SpadesOption = tuple[str, Callable[[SpadesRules], str]]


def _special_bid(section: str, label: str) -> dict[str, SpadesOption]:
    """When a blind or team bid may be made; its threshold reads in the same phrase."""

    def allowed(rules: SpadesRules) -> str:
        bid = getattr(rules.bidding, section)
        return when_phrase(bid.allowed, bid.trailing_by, rules.players)

    path = f"bidding.{section}"
    return {f"{path}.allowed": (label, allowed), f"{path}.trailing_by": (label, allowed)}


def _team_bid(section: str, label: str) -> dict[str, SpadesOption]:
    def bid(rules: SpadesRules) -> TeamBid:
        team_bid: TeamBid = getattr(rules.bidding, section)
        return team_bid

    path = f"bidding.{section}"
    return _special_bid(section, label) | {
        f"{path}.blind": (f"{label} bid", lambda r: TEAM_BID_BLIND[bid(r).blind]),
        f"{path}.tricks": (f"{label} tricks", lambda r: str(bid(r).tricks)),
        f"{path}.must_take": (f"{label} must take", lambda r: MUST_TAKE[bid(r).must_take]),
        f"{path}.success": (f"{label} made", lambda r: points(bid(r).success)),
        f"{path}.failure": (f"{label} failed", lambda r: points(bid(r).failure)),
        f"{path}.overtricks": (
            f"{label} overtricks",
            lambda r: TEAM_OVERTRICKS[bid(r).overtricks],
        ),
    }


def _bid_range(rules: SpadesRules) -> str:
    return bid_range_phrase(rules.bidding, rules.tricks_per_hand)


SPADES_OPTIONS: dict[str, SpadesOption] = {
    "deck.jokers": ("Jokers", lambda r: JOKERS[r.deck.jokers]),
    "deck.promoted_cards": ("Promoted cards", lambda r: promoted_phrase(r.deck.promoted_cards)),
    "deck.removed_cards": ("Cards taken out", lambda r: cards_phrase(r.deck.removed_cards)),
    "deck.trump": ("Trump suit", lambda r: TRUMP_CHOICE[r.deck.trump]),
    "redeal.triggers": ("Redeal", lambda r: redeal_phrase(r.redeal.triggers)),
    "redeal.redealer": ("Who deals after a misdeal", lambda r: REDEALER[r.redeal.redealer]),
    "redeal.called_by": (
        "Who may call a misdeal",
        lambda r: MISDEAL_CALLER[r.redeal.called_by],
    ),
    "bidding.order": ("Bidding order", lambda r: BID_ORDER[r.bidding.order]),
    "bidding.minimum_team_bid": (
        "Minimum team bid",
        lambda r: minimum_team_bid_phrase(r.bidding.minimum_team_bid),
    ),
    "bidding.total_bids": (
        "Total of all bids",
        lambda r: total_bids_phrase(r.bidding, r.tricks_per_hand),
    ),
    "bidding.total_minimum": (
        "Total of all bids",
        lambda r: total_bids_phrase(r.bidding, r.tricks_per_hand),
    ),
    **{
        f"bidding.limits.{name}": ("Numbers a player may bid", _bid_range)
        for name in ("minimum", "maximum", "forbidden")
    },
    "bidding.limits.side_maximum": (
        "Cap on a side's bids",
        lambda r: side_cap_phrase(r.bidding.limits.side_maximum),
    ),
    **{
        f"bidding.limits.{name}": (
            "Partner of a nil bids",
            lambda r: partner_nil_phrase(r.bidding.limits),
        )
        for name in ("partner_nil_minimum", "partner_nil_maximum")
    },
    **{
        f"bidding.limits.{name}": (
            "Total of all bids held to",
            lambda r: total_limit_phrase(r.bidding.limits, r.tricks_per_hand),
        )
        for name in ("total", "total_of")
    },
    "bidding.limits.side_forbidden": (
        "Totals a side may not bid",
        lambda r: side_forbidden_phrase(r.bidding.limits.side_forbidden),
    ),
    "bidding.nil.mode": ("A bid of zero", lambda r: NIL_MODE[r.bidding.nil.mode]),
    "bidding.nil.success": ("Nil made", lambda r: points(r.bidding.nil.success)),
    "bidding.nil.failure": ("Nil failed", lambda r: points(r.bidding.nil.failure)),
    "bidding.variant": ("Bidding variant", lambda r: BID_VARIANT[r.bidding.variant]),
    "bidding.partnership": ("Partners' bids", lambda r: PARTNERSHIP[r.bidding.partnership]),
    "bidding.raise_round": ("Raise round", lambda r: ON_OFF[r.bidding.raise_round]),
    "bidding.nil.near_target": (
        "Nil near the target",
        lambda r: near_target_phrase(r.bidding.nil.near_target, r.players),
    ),
    "bidding.nil.both_partners": (
        "Both partners nil",
        lambda r: BOTH_NIL[r.bidding.nil.both_partners],
    ),
    **_special_bid("blind_nil", "Blind nil"),
    "bidding.blind_nil.success": ("Blind nil made", lambda r: points(r.bidding.blind_nil.success)),
    "bidding.blind_nil.failure": (
        "Blind nil failed",
        lambda r: points(r.bidding.blind_nil.failure),
    ),
    **_special_bid("blind_bids", "Blind bids"),
    "bidding.blind_bids.minimum": (
        "Smallest blind bid",
        lambda r: f"{r.bidding.blind_bids.minimum} tricks",
    ),
    "bidding.blind_bids.multiplier": (
        "Blind bid multiplier",
        lambda r: f"×{r.bidding.blind_bids.multiplier}",
    ),
    **_team_bid("blind_six", "Blind 6"),
    **_team_bid("ten_for_two_hundred", "10-for-200"),
    **_special_bid("moon", "Moon"),
    "bidding.moon.success": ("Moon made", lambda r: points(r.bidding.moon.success)),
    "bidding.moon.failure": ("Moon failed", lambda r: points(r.bidding.moon.failure)),
    "bidding.moon.wins_match": (
        "Moon wins the match",
        lambda r: ON_OFF[r.bidding.moon.wins_match],
    ),
    **_special_bid("bemo", "Bemo"),
    "bidding.bemo.tricks": ("Bemo bids", lambda r: bemo_phrase(r.bidding.bemo)),
    "bidding.bemo.points_per_trick": ("Bemo bids", lambda r: bemo_phrase(r.bidding.bemo)),
    "bidding.first_hand": ("First hand", lambda r: FIRST_HAND[r.bidding.first_hand]),
    "bidding.passing.after_nil": (
        "Pass after a nil",
        lambda r: passing_phrase(r.bidding.passing.after_nil),
    ),
    "bidding.passing.after_blind_nil": (
        "Pass after a blind nil",
        lambda r: passing_phrase(r.bidding.passing.after_blind_nil),
    ),
    "bidding.passing.every_hand": (
        "Pass every hand",
        lambda r: passing_phrase(r.bidding.passing.every_hand),
    ),
    "bidding.passing.first": ("Who passes first", lambda r: PASS_FIRST[r.bidding.passing.first]),
    "bidding.passing.pass_back": (
        "Passing back",
        lambda r: PASS_BACK[r.bidding.passing.pass_back],
    ),
    "play.first_lead": (
        "First lead",
        lambda r: first_lead_phrase(r.deck, r.play.first_lead, r.play.first_lead_seat),
    ),
    "play.first_lead_seat": (
        "Seat that leads first",
        lambda r: "none" if r.play.first_lead_seat is None else f"seat {r.play.first_lead_seat}",
    ),
    "play.exposed_card": ("Exposed card", lambda r: EXPOSED_CARD[r.play.exposed_card]),
    "play.first_trick_spades": (
        "First trick",
        lambda r: FIRST_TRICK_SPADES[r.play.first_trick_spades],
    ),
    "play.first_trick_lowest": (
        "Lowest card to the first trick",
        lambda r: FIRST_TRICK_LOWEST[r.play.first_trick_lowest],
    ),
    "play.spades_led": ("Leading trumps", lambda r: SPADES_LED[r.play.spades_led]),
    "play.broken_by": ("Breaking spades", lambda r: BROKEN_BY[r.play.broken_by]),
    "play.must_beat": ("Duty to beat the trick", lambda r: ON_OFF[r.play.must_beat]),
    "play.must_trump": ("Duty to trump", lambda r: ON_OFF[r.play.must_trump]),
    "play.must_overtrump": ("Duty to overtrump", lambda r: ON_OFF[r.play.must_overtrump]),
    "scoring.points_per_trick": (
        "Points per trick bid",
        lambda r: str(r.scoring.points_per_trick),
    ),
    "scoring.overtricks": ("Overtricks", lambda r: overtricks_phrase(r.scoring)),
    "scoring.set_penalty": ("A side that is set", lambda r: set_penalty_phrase(r.scoring)),
    "scoring.bags.mode": ("Bags", lambda r: bags_phrase(r.scoring)),
    "scoring.bags.threshold": ("Bags per penalty", lambda r: str(r.scoring.bags.threshold)),
    "scoring.bags.penalty": ("Bag penalty", lambda r: points(r.scoring.bags.penalty)),
    "scoring.bags.remainder": (
        "Bags past the penalty",
        lambda r: BAG_REMAINDER[r.scoring.bags.remainder],
    ),
    **{
        f"scoring.bonus_call.{name}": (
            "Bonus call",
            lambda r: bonus_call_phrase(
                r.scoring.bonus_call.from_call, r.scoring.bonus_call.points
            ),
        )
        for name in ("from_call", "points")
    },
    "scoring.bonus_call.wins_match_at": (
        "Call that wins the match",
        lambda r: instant_win_phrase(r.scoring.bonus_call.wins_match_at),
    ),
    "scoring.bags.kept": ("Bags kept", lambda r: BAGS_KEPT[r.scoring.bags.kept]),
    "scoring.contracts.values": (
        "Contract values",
        lambda r: contract_values_phrase(r.scoring.contracts),
    ),
    "scoring.contracts.set_when_over": (
        "Set for taking too many",
        lambda r: set_when_over_phrase(r.scoring.contracts.set_when_over),
    ),
    "scoring.bags.charged": (
        "Bag penalty charged",
        lambda r: BAG_CHARGE[r.scoring.bags.charged],
    ),
    "scoring.failed_nil_tricks": (
        "A failed nil bidder's tricks",
        lambda r: FAILED_NIL_TRICKS[r.scoring.failed_nil_tricks],
    ),
    "scoring.set_bonus": ("Set bonus", lambda r: bonus_phrase(r.scoring.set_bonus)),
    **{
        f"scoring.first_tricks_bonus.{name}": (
            "First tricks bonus",
            lambda r: first_tricks_phrase(
                r.scoring.first_tricks_bonus.tricks, r.scoring.first_tricks_bonus.points
            ),
        )
        for name in ("tricks", "points")
    },
    "scoring.events": (
        "Bonuses and penalties",
        lambda r: events_phrase(
            r.scoring.events, "player" if r.players.teams is TeamFormat.SINGLES else "side"
        ),
    ),
    "reneges.flat_transfer": (
        "Renege as a flat transfer",
        lambda r: spades_flat_transfer_phrase(r.reneges.flat_transfer),
    ),
}
"""The options only Spades has, by path."""

SPADES_CARRIED_BY = {
    **{
        f"bidding.{section}.trailing_by": f"bidding.{section}.allowed"
        for section in (
            "blind_nil",
            "blind_bids",
            "blind_six",
            "ten_for_two_hundred",
            "moon",
            "bemo",
        )
    },
    "bidding.total_minimum": "bidding.total_bids",
    "bidding.limits.maximum": "bidding.limits.minimum",
    "scoring.bonus_call.points": "scoring.bonus_call.from_call",
    "bidding.limits.partner_nil_maximum": "bidding.limits.partner_nil_minimum",
    "bidding.limits.total_of": "bidding.limits.total",
    "scoring.first_tricks_bonus.points": "scoring.first_tricks_bonus.tricks",
    "bidding.bemo.points_per_trick": "bidding.bemo.tricks",
    "bidding.limits.forbidden": "bidding.limits.minimum",
    "scoring.bags.threshold": "scoring.bags.mode",
    "scoring.bags.penalty": "scoring.bags.mode",
    "play.first_lead_seat": "play.first_lead",
}
"""Spades options whose value the sentence of another option already states (`Blind nil: any
hand → only when your team trails by 100 or more` says the threshold too)."""

SPADES_LABELS: dict[str, str] = {
    "bidding.total_minimum": "Smallest total of all bids played",
    "bidding.blind_nil.trailing_by": "Blind nil only when trailing by",
    "bidding.blind_bids.trailing_by": "Blind bids only when trailing by",
    "bidding.blind_six.trailing_by": "Blind 6 only when trailing by",
    "bidding.ten_for_two_hundred.trailing_by": "10-for-200 only when trailing by",
    "bidding.limits.minimum": "Smallest bid",
    "bidding.limits.maximum": "Largest bid",
    "bidding.limits.forbidden": "Numbers nobody may bid",
    "bidding.moon.trailing_by": "Moon only when trailing by",
    "bidding.bemo.trailing_by": "Bemo only when trailing by",
    "bidding.bemo.tricks": "Bemo bids offered",
    "bidding.bemo.points_per_trick": "Bemo points per trick",
    "scoring.bonus_call.from_call": "Bonus call from",
    "scoring.bonus_call.points": "Bonus call scores",
    "scoring.first_tricks_bonus.tricks": "First tricks bonus: tricks",
    "scoring.first_tricks_bonus.points": "First tricks bonus: points",
    "bidding.limits.partner_nil_minimum": "Partner of a nil bids at least",
    "bidding.limits.partner_nil_maximum": "Partner of a nil bids at most",
    "bidding.limits.total": "Limit on the total of all bids",
    "bidding.limits.total_of": "Number the total of all bids is held to",
}
"""The editor's labels of the Spades options that share their diff label with another
(`RulesFamily.labels`)."""
