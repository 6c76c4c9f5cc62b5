"""What changed between two versions of a ruleset, option by option, in players' words.

Each change names the option by its dotted path and says what it was and what it is, with the
rulebook's own phrases: `Blind nil: any hand → only when your team trails by 100 or more`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pydantic import JsonValue

from rulesets.phrases import (
    ALL_PASS,
    BAG_REMAINDER,
    BID_ORDER,
    BOTH_NIL,
    BOTH_PAST_TARGET,
    BROKEN_BY,
    CAUGHT_BEFORE,
    DEALER_ROTATION,
    DIRECTION,
    DISCARDED_COUNTERS,
    ENFORCEMENT,
    FAILED_BID,
    FAILED_NIL_TRICKS,
    FIRST_HAND,
    FIRST_TRICK_SPADES,
    GAME_NAMES,
    JOKERS,
    MUST_TAKE,
    NIL_MODE,
    ON_OFF,
    PACK_KIND,
    PASS_IS_FINAL,
    ROOK_CARD_IN,
    ROOK_PLAY,
    ROOK_RANK,
    SPADES_LED,
    TEAM_BID_BLIND,
    TIES,
    TRUMP_NAMED,
    bags_phrase,
    bonus_phrase,
    cards_phrase,
    caught_after_phrase,
    counter_name,
    counter_phrase,
    first_lead_phrase,
    hands_phrase,
    losing_score_phrase,
    maximum_bid_phrase,
    minimum_team_bid_phrase,
    nest_phrase,
    overtricks_phrase,
    passing_phrase,
    points,
    promoted_phrase,
    ranks_phrase,
    redeal_phrase,
    set_penalty_phrase,
    sets_to_lose_phrase,
    target_phrase,
    team_format_phrase,
    text_phrase,
    total_bids_phrase,
    when_phrase,
)
from rulesets.rook import RookRules
from rulesets.rulebook import Rules
from rulesets.spades import SpadesRules, TeamBid

__all__ = [
    "Change",
    "TOPIC_TITLES",
    "COMMON_OPTIONS",
    "SPADES_OPTIONS",
    "ROOK_OPTIONS",
    "diff_rules",
    "format_changes",
    "leaf_values",
]

TOPIC_TITLES = {
    "about": "About",
    "players": "Players and seats",
    "deck": "The cards",
    "redeal": "Redeals",
    "bidding": "Bidding",
    "nest": "The nest",
    "auction": "The auction",
    "rook_card": "The Rook card",
    "play": "Play",
    "scoring": "Scoring",
    "match": "Winning the match",
    "reneges": "Reneges",
}
"""Every topic a change can have, in rulebook order, with its heading."""

COUNTERS = "scoring.counters."
"""Rook counters are a table keyed by rank: each key is its own option."""


@dataclass(frozen=True)
class Change:
    """One option that differs between two versions of a ruleset."""

    path: str
    """The option's dotted path, e.g. `bidding.blind_nil.allowed`."""
    old: JsonValue
    """Its old value as JSON (`null` when a Rook counter was added)."""
    new: JsonValue
    """Its new value as JSON (`null` when a Rook counter was removed)."""
    topic: str
    """The part of the game it belongs to: a key of `TOPIC_TITLES`."""
    sentence: str
    """The change for people: `Blind nil: any hand → only when your team trails by 100 or
    more`."""


Option = tuple[str, Callable[[Rules], str]]
"""An option's label, and its value in words in a given ruleset."""


def _players(rules: Rules) -> str:
    return team_format_phrase(rules.players)


COMMON_OPTIONS: dict[str, Option] = {
    "name": ("Name", lambda r: text_phrase(r.name)),
    "description": ("Description", lambda r: text_phrase(r.description)),
    "notes": ("Club notes", lambda r: text_phrase(r.notes)),
    "players.count": ("Players", lambda r: str(r.players.count)),
    "players.teams": ("Sides", _players),
    "players.team_map": ("Sides", _players),
    "players.direction": ("Direction of play", lambda r: DIRECTION[r.players.direction]),
    "players.dealer_rotation": ("Dealer", lambda r: DEALER_ROTATION[r.players.dealer_rotation]),
    "match.target": ("Target score", lambda r: target_phrase(r.match.target)),
    "match.hands": ("Number of hands", lambda r: hands_phrase(r.match.hands)),
    "match.losing_score": ("Losing score", lambda r: losing_score_phrase(r.match.losing_score)),
    "match.sets_to_lose": ("Sets that lose", lambda r: sets_to_lose_phrase(r.match.sets_to_lose)),
    "match.both_past_target": (
        "More than one side past the target",
        lambda r: BOTH_PAST_TARGET[r.match.both_past_target],
    ),
    "match.ties": ("Level scores", lambda r: TIES[r.match.ties]),
    "reneges.enforcement": ("Illegal cards", lambda r: ENFORCEMENT[r.reneges.enforcement]),
    "reneges.caught_before_gathered": (
        "Renege caught before the trick is gathered",
        lambda r: CAUGHT_BEFORE[r.reneges.caught_before_gathered],
    ),
    "reneges.caught_after_gathered": (
        "Renege caught after the trick is gathered",
        lambda r: caught_after_phrase(r.reneges),
    ),
    "reneges.extra_penalty": ("Extra renege penalty", lambda r: points(r.reneges.extra_penalty)),
    "reneges.tricks_transferred": (
        "Tricks passed for a renege",
        lambda r: str(r.reneges.tricks_transferred),
    ),
}
"""The options every game has, by path."""

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
    }


SPADES_OPTIONS: dict[str, SpadesOption] = {
    "deck.jokers": ("Jokers", lambda r: JOKERS[r.deck.jokers]),
    "deck.promoted_cards": ("Promoted cards", lambda r: promoted_phrase(r.deck.promoted_cards)),
    "deck.removed_cards": ("Cards taken out", lambda r: cards_phrase(r.deck.removed_cards)),
    "redeal.triggers": ("Redeal", lambda r: redeal_phrase(r.redeal.triggers)),
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
    "bidding.nil.mode": ("A bid of zero", lambda r: NIL_MODE[r.bidding.nil.mode]),
    "bidding.nil.success": ("Nil made", lambda r: points(r.bidding.nil.success)),
    "bidding.nil.failure": ("Nil failed", lambda r: points(r.bidding.nil.failure)),
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
    "bidding.first_hand": ("First hand", lambda r: FIRST_HAND[r.bidding.first_hand]),
    "bidding.passing.after_nil": (
        "Pass after a nil",
        lambda r: passing_phrase(r.bidding.passing.after_nil),
    ),
    "bidding.passing.after_blind_nil": (
        "Pass after a blind nil",
        lambda r: passing_phrase(r.bidding.passing.after_blind_nil),
    ),
    "play.first_lead": ("First lead", lambda r: first_lead_phrase(r.deck, r.play.first_lead)),
    "play.first_trick_spades": (
        "First trick",
        lambda r: FIRST_TRICK_SPADES[r.play.first_trick_spades],
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
    "scoring.failed_nil_tricks": (
        "A failed nil bidder's tricks",
        lambda r: FAILED_NIL_TRICKS[r.scoring.failed_nil_tricks],
    ),
    "scoring.set_bonus": ("Set bonus", lambda r: bonus_phrase(r.scoring.set_bonus)),
}
"""The options only Spades has, by path."""

RookOption = tuple[str, Callable[[RookRules], str]]

ROOK_OPTIONS: dict[str, RookOption] = {
    "deck.pack": ("Pack", lambda r: PACK_KIND[r.deck.pack]),
    "deck.ranks": ("Ranks, highest first", lambda r: ranks_phrase(r.deck.ranks)),
    "deck.rook_card": ("Rook card", lambda r: ROOK_CARD_IN[r.deck.rook_card]),
    "nest.size": ("Nest", lambda r: nest_phrase(r.nest.size)),
    "nest.trump_named": ("Naming trump", lambda r: TRUMP_NAMED[r.nest.trump_named]),
    "auction.minimum": ("Lowest bid", lambda r: str(r.auction.minimum)),
    "auction.maximum": ("Highest bid", maximum_bid_phrase),
    "auction.step": ("Bids go up by", lambda r: str(r.auction.step)),
    "auction.pass_is_final": ("Passing", lambda r: PASS_IS_FINAL[r.auction.pass_is_final]),
    "auction.all_pass": ("If nobody bids", lambda r: ALL_PASS[r.auction.all_pass]),
    "rook_card.rank": ("Rook card rank", lambda r: ROOK_RANK[r.rook_card.rank]),
    "rook_card.play": ("Playing the Rook card", lambda r: ROOK_PLAY[r.rook_card.play]),
    "scoring.discarded_counters": (
        "Discarded counters",
        lambda r: DISCARDED_COUNTERS[r.scoring.discarded_counters],
    ),
    "scoring.last_trick_bonus": (
        "Last-trick bonus",
        lambda r: bonus_phrase(r.scoring.last_trick_bonus),
    ),
    "scoring.failed_bid": ("A failed bid scores", lambda r: FAILED_BID[r.scoring.failed_bid]),
}
"""The options only Rook has, by path; the counters (`scoring.counters.<rank>`) read on their
own."""

CARRIED_BY = {
    **{
        f"bidding.{section}.trailing_by": f"bidding.{section}.allowed"
        for section in ("blind_nil", "blind_bids", "blind_six", "ten_for_two_hundred")
    },
    "bidding.total_minimum": "bidding.total_bids",
    "players.team_map": "players.teams",
    "scoring.bags.threshold": "scoring.bags.mode",
    "scoring.bags.penalty": "scoring.bags.mode",
    "reneges.extra_penalty": "reneges.caught_after_gathered",
    "reneges.tricks_transferred": "reneges.caught_after_gathered",
}
"""Options whose value the sentence of another option already states: when both change, only
that other option is reported (`Blind nil: any hand → only when your team trails by 100 or
more` says the threshold too)."""


def diff_rules(old: Rules, new: Rules) -> list[Change]:
    """Every option that differs from `old` to `new`, in the order of the model. A change of
    game is a single change at `game`: the other options cannot be compared."""
    if old.game != new.game:
        sentence = f"Game: {GAME_NAMES[old.game]} → {GAME_NAMES[new.game]}"
        return [Change("game", old.game, new.game, "about", sentence)]
    before, after = _leaves(old.model_dump(mode="json")), _leaves(new.model_dump(mode="json"))
    paths = [path for path in {**before, **after} if before.get(path) != after.get(path)]
    reported = [path for path in paths if CARRIED_BY.get(path) not in paths]
    return [
        Change(path, before.get(path), after.get(path), topic(path), _sentence(path, old, new))
        for path in reported
    ]


def topic(path: str) -> str:
    """The topic of an option: its section, or `about` for the name, description and notes."""
    section = path.split(".")[0]
    return section if section in TOPIC_TITLES else "about"


def format_changes(changes: Sequence[Change]) -> str:
    """The changes as text, grouped under a heading per topic in rulebook order."""
    if not changes:
        return "No changes."
    blocks = []
    for key, title in TOPIC_TITLES.items():
        lines = [f"- {change.sentence}" for change in changes if change.topic == key]
        if lines:
            blocks.append("\n".join([title, *lines]))
    return "\n\n".join(blocks)


def leaf_values(rules: Rules) -> dict[str, JsonValue]:
    """Every option of `rules` by dotted path, as JSON: the units a diff (and a merge)
    compares. A list is one option; each Rook counter (`scoring.counters.<rank>`) is its own."""
    return _leaves(rules.model_dump(mode="json"))


def _leaves(data: dict[str, JsonValue], prefix: str = "") -> dict[str, JsonValue]:
    # Lists are one option each (a pack's removed cards are a set, not numbered options).
    leaves: dict[str, JsonValue] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            leaves.update(_leaves(value, f"{prefix}{key}."))
        else:
            leaves[f"{prefix}{key}"] = value
    return leaves


def _sentence(path: str, old: Rules, new: Rules) -> str:
    label, before, after = _wording(path, old, new)
    if before == after:
        # Two texts that differ only past the quoted part.
        return f"{label}: changed"
    return f"{label}: {before} → {after}"


def _wording(path: str, old: Rules, new: Rules) -> tuple[str, str, str]:
    if path in COMMON_OPTIONS:
        label, phrase = COMMON_OPTIONS[path]
        return label, phrase(old), phrase(new)
    if isinstance(old, SpadesRules) and isinstance(new, SpadesRules) and path in SPADES_OPTIONS:
        label, spades_phrase = SPADES_OPTIONS[path]
        return label, spades_phrase(old), spades_phrase(new)
    if isinstance(old, RookRules) and isinstance(new, RookRules):
        if path.startswith(COUNTERS):
            key = path.removeprefix(COUNTERS)
            before, after = old.scoring.counters.get(key), new.scoring.counters.get(key)
            return f"Points for {counter_name(key)}", counter_phrase(before), counter_phrase(after)
        if path in ROOK_OPTIONS:
            label, rook_phrase = ROOK_OPTIONS[path]
            return label, rook_phrase(old), rook_phrase(new)
    # An option this module has no words for yet: its raw values are still the truth.
    return path, str(_value(old, path)), str(_value(new, path))


def _value(rules: Rules, path: str) -> JsonValue:
    return _leaves(rules.model_dump(mode="json")).get(path)
