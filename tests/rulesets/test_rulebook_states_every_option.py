"""Every option reaches the rulebook: changing any leaf of the model changes the prose.

Each case names a leaf, a context that makes the leaf matter (blind nil's points only matter
when blind nil is played) and a change to it. A leaf added to a model without a case here
fails `test_every_option_has_a_case_in_this_test`.
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from rulesets.rook import RookRules
from rulesets.rulebook import render_rulebook
from rulesets.spades import SpadesBidding, SpadesRules

Tree = dict[str, Any]
Case = tuple[Tree, Tree]
"""A context overriding the defaults, and the change to make on top of it."""

# Spades forbids `bidders_win`, so a Spades match has only one legal value here.
UNCHANGEABLE = {"spades": {"match.both_past_target"}}


def at(path: str, value: object) -> Tree:
    """The nested override that sets one dotted path."""
    head, _, rest = path.partition(".")
    return {head: at(rest, value) if rest else value}


def merge(*trees: Tree) -> Tree:
    merged: Tree = {}
    for tree in trees:
        for key, value in tree.items():
            if isinstance(value, dict) and isinstance(merged.get(key), dict):
                merged[key] = merge(merged[key], value)
            else:
                merged[key] = value
    return merged


def leaf_paths(model: type[BaseModel], prefix: str = "") -> list[str]:
    """Every option of a model as a dotted path; `format` and `game` are fixed by its type."""
    paths = []
    for name, field in model.model_fields.items():
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            paths += leaf_paths(annotation, f"{prefix}{name}.")
        elif f"{prefix}{name}" not in ("format", "game"):
            paths.append(f"{prefix}{name}")
    return paths


def simple(path: str, value: object, context: Tree | None = None) -> tuple[str, Case]:
    return path, (context or {}, at(path, value))


HONOUR = at("reneges.enforcement", "honour")
COMMON: list[tuple[str, Case]] = [
    simple("name", "Another name"),
    simple("description", "A new description."),
    simple("notes", "Bring snacks."),
    simple("players.teams", "singles"),
    simple(
        "players.team_map",
        [[1, 2], [3, 4]],
        at("players", {"teams": "custom", "team_map": [[1, 3], [2, 4]]}),
    ),
    simple("players.direction", "counterclockwise"),
    simple("players.dealer_rotation", "same_dealer"),
    simple("players.first_dealer", "first_diamond"),
    simple("match.target", 1000),
    simple("match.hands", 10),
    simple("match.sets_to_lose", 3),
    simple("match.ties", "shared"),
    simple("match.winning_margin", 300),
    simple("reneges.enforcement", "honour"),
    simple("reneges.caught_before_gathered", "same_as_after", HONOUR),
    simple("reneges.caught_after_gathered", "lose_game", HONOUR),
    simple(
        "reneges.extra_penalty",
        -50,
        merge(HONOUR, at("reneges.caught_after_gathered", "set_plus_penalty")),
    ),
    simple(
        "reneges.tricks_transferred",
        2,
        merge(HONOUR, at("reneges.caught_after_gathered", "transfer_tricks")),
    ),
    simple(
        "reneges.tricks_to",
        "nobody",
        merge(HONOUR, at("reneges.caught_after_gathered", "transfer_tricks")),
    ),
]


def when(section: str, allowed: str = "any_hand", trailing_by: int | None = None) -> Tree:
    # Start from the field's default: Blind 6's differs from TeamBid's own defaults, and a
    # partial override would silently fall back to those.
    override: Tree = getattr(SpadesBidding(), section).model_dump(mode="json")
    override["allowed"] = allowed
    if trailing_by is not None:
        override["trailing_by"] = trailing_by
    return at(f"bidding.{section}", override)


def special_bid_cases(section: str, values: Tree) -> list[tuple[str, Case]]:
    """Cases for a special bid: allowed, trailing_by, and each term while it is played."""
    path = f"bidding.{section}"
    return [
        simple(f"{path}.allowed", "any_hand"),
        simple(f"{path}.trailing_by", 200, when(section, "when_trailing", 100)),
        *(simple(f"{path}.{name}", value, when(section)) for name, value in values.items()),
    ]


TWO_SINGLES = at("players", {"count": 2, "teams": "singles"})
SPADES: dict[str, Case] = dict(
    [
        *COMMON,
        simple("players.count", 2, at("players.teams", "singles")),
        simple(
            "deck.jokers",
            "big_and_little",
            merge(TWO_SINGLES, at("deck.removed_cards", ["2C", "2D"])),
        ),
        simple("deck.promoted_cards", ["2D"]),
        simple("deck.removed_cards", ["2C", "2D"], TWO_SINGLES),
        simple("redeal.triggers", ["no_spades"]),
        simple("bidding.order", "dealer_first"),
        simple("bidding.minimum_team_bid", 4),
        simple("bidding.total_bids", "not_equal_to_tricks"),
        simple(
            "bidding.total_minimum",
            11,
            at("bidding", {"total_bids": "at_least", "total_minimum": 10}),
        ),
        simple("bidding.nil.mode", "not_allowed"),
        simple("bidding.nil.success", 50),
        simple("bidding.nil.failure", -50),
        simple("bidding.nil.both_partners", "forbidden"),
        *special_bid_cases("blind_nil", {"success": 300, "failure": -300}),
        *special_bid_cases("blind_bids", {"minimum": 7, "multiplier": 3}),
        *special_bid_cases(
            "blind_six",
            {"blind": False, "tricks": 7, "must_take": "at_least", "success": 150, "failure": -150},
        ),
        *special_bid_cases(
            "ten_for_two_hundred",
            {"blind": True, "tricks": 11, "must_take": "exactly", "success": 250, "failure": -250},
        ),
        simple("bidding.first_hand", "bids_itself"),
        simple("bidding.passing.after_nil", 2),
        simple("bidding.passing.after_blind_nil", 2, when("blind_nil")),
        simple("bidding.nil.near_target", 100),
        simple("bidding.variant", "whiz"),
        simple("bidding.partnership", "hint"),
        simple("bidding.raise_round", True),
        *special_bid_cases("moon", {"success": 300, "failure": -300, "wins_match": True}),
        simple("bidding.limits.minimum", 2),
        simple("bidding.limits.maximum", 8),
        simple("bidding.limits.forbidden", [1]),
        simple("bidding.limits.side_maximum", 13),
        simple("bidding.limits.side_forbidden", [9]),
        simple("bidding.limits.partner_nil_minimum", 4),
        simple("bidding.limits.partner_nil_maximum", 6),
        simple("bidding.limits.total", "at_most"),
        simple("bidding.limits.total_of", 12, at("bidding.limits.total", "at_most")),
        simple("bidding.blind_six.overtricks", True, when("blind_six")),
        simple("bidding.ten_for_two_hundred.overtricks", True, when("ten_for_two_hundred")),
        simple("scoring.bags.kept", "when_made"),
        simple("scoring.contracts.values", [{"tricks": 7, "up_to": 9, "when_made": 100}]),
        simple("scoring.contracts.set_when_over", 4),
        simple("play.first_lead", "lowest_club"),
        simple("play.first_trick_spades", "not_led"),
        simple("play.first_trick_lowest", "clubs"),
        simple("play.exposed_card", "played_when_legal"),
        simple("play.first_lead_seat", 2, at("play", {"first_lead": "seat", "first_lead_seat": 1})),
        simple("redeal.redealer", "next_dealer", at("redeal.triggers", ["no_spades"])),
        simple("deck.trump", "last_card_dealt"),
        simple(
            "redeal.called_by",
            "holder",
            at("redeal", {"triggers": ["no_spades"], "redealer": "next_dealer"}),
        ),
        simple("bidding.passing.every_hand", 2),
        simple("bidding.passing.first", "partner", at("bidding.passing.after_nil", 2)),
        simple("bidding.passing.pass_back", "before_seeing", at("bidding.passing.after_nil", 2)),
        simple("play.spades_led", "any_time"),
        simple("play.broken_by", "any_spade"),
        simple("play.must_beat", True),
        simple("play.must_trump", True),
        simple("play.must_overtrump", True),
        simple("scoring.points_per_trick", 20),
        simple("scoring.overtricks", "nothing"),
        simple("scoring.set_penalty", "nothing"),
        simple("scoring.bags.mode", "not_counted"),
        simple("scoring.bags.threshold", 5),
        simple("scoring.bags.penalty", -50),
        simple("scoring.bags.remainder", "reset"),
        simple("scoring.failed_nil_tricks", "ignored"),
        simple("scoring.bags.charged", "once_on_made_contract"),
        simple("scoring.bonus_call.from_call", 8),
        simple("scoring.bonus_call.points", 16, at("scoring.bonus_call.from_call", 8)),
        simple("scoring.bonus_call.wins_match_at", 13),
        simple("scoring.set_bonus", 50),
        *special_bid_cases("bemo", {"tricks": [6], "points_per_trick": 20}),
        simple("scoring.first_tricks_bonus.tricks", 7),
        simple("scoring.first_tricks_bonus.points", 50, at("scoring.first_tricks_bonus.tricks", 7)),
        simple("scoring.events", [{"when": "took_no_trick", "score": -50}]),
        simple("reneges.flat_transfer", 100, HONOUR),
        simple("match.losing_score", -300),
    ]
)

# Ranks every pack shares, so that only the pack's kind changes.
SHARED_RANKS = merge(
    at("deck.ranks", ["10", "9", "8", "7", "6", "5"]),
    at("scoring.counters", {"5": 5, "10": 10, "rook": 20}),
    at("auction", {"minimum": 40, "maximum": 80}),
)
ROOK: dict[str, Case] = dict(
    [
        *COMMON,
        simple("players.count", 3, at("players.teams", "singles")),
        simple("deck.pack", "rook", SHARED_RANKS),
        simple("deck.ranks", ["K", "A", "Q", "J", "10", "9", "8", "7", "6", "5"]),
        # One card fewer cannot be dealt evenly with the same nest, so the nest shrinks too.
        (
            "deck.rook_card",
            (
                at("scoring.counters", {"5": 5, "10": 10, "A": 15}),
                merge(at("deck.rook_card", False), at("nest.size", 4)),
            ),
        ),
        simple("nest.size", 9),
        simple("nest.trump_named", "before_nest"),
        simple("nest.discards", "no_counters"),
        simple("nest.dealt", "one_per_round"),
        simple("redeal.hand_without_counters", True),
        simple("nest.top_card_face_up", True),
        simple("auction.minimum", 60),
        simple("auction.maximum", 130),
        simple("auction.step", 10),
        simple("auction.pass_is_final", False),
        simple("auction.all_pass", "dealer_bids_minimum"),
        simple("auction.moon", "ends_the_match", at("auction.maximum", None)),
        # `highest_trump` is the older name of `wins_any_trick`: the same rule, the same prose.
        simple("rook_card.rank", "lowest_trump"),
        simple("play.first_lead", "left_of_dealer"),
        simple("rook_card.play", "follows_suit"),
        simple("scoring.counters", {"5": 5, "10": 10, "A": 10, "rook": 20}),
        simple("scoring.card_values", [{"cards": "ROOK", "points": 50}]),
        simple("scoring.events", [{"when": "took_every_trick", "score": 100}]),
        simple("scoring.discarded_counters", "declarer"),
        simple("scoring.last_trick_bonus", 10),
        simple("scoring.failed_bid", "lose_bid_keep_counters"),
        simple("scoring.held_at", 430),
        simple("reneges.flat_transfer", 100, HONOUR),
        simple("scoring.held_below", 450, at("scoring.held_at", 430)),
        simple("match.losing_score", -200),
        simple("match.both_past_target", "bidders_win"),
    ]
)

MODELS: dict[str, type[SpadesRules] | type[RookRules]] = {"spades": SpadesRules, "rook": RookRules}
CASES = {"spades": SPADES, "rook": ROOK}


def build(game: str, *overrides: Tree) -> SpadesRules | RookRules:
    document = merge({"format": "houserules/1", "game": game, "name": "Test rules"}, *overrides)
    return MODELS[game].model_validate(document)


def value_at(rules: BaseModel, path: str) -> object:
    value: object = rules.model_dump(mode="json")
    for key in path.split("."):
        assert isinstance(value, dict)
        value = value[key]
    return value


@pytest.mark.parametrize("game", sorted(MODELS))
def test_every_option_has_a_case_in_this_test(game: str) -> None:
    expected = set(leaf_paths(MODELS[game])) - UNCHANGEABLE.get(game, set())
    assert set(CASES[game]) == expected


@pytest.mark.parametrize(
    ("game", "path"),
    [(game, path) for game, cases in CASES.items() for path in cases],
    ids=[f"{game}:{path}" for game, cases in CASES.items() for path in cases],
)
def test_changing_any_option_changes_the_rulebook(game: str, path: str) -> None:
    context, change = CASES[game][path]
    before = build(game, context)
    after = build(game, context, change)
    assert value_at(before, path) != value_at(after, path), "the case does not change the option"
    assert render_rulebook(before) != render_rulebook(after)
