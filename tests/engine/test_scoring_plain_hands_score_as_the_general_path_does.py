"""`score_hand` scores a plain hand (numeric bids and nils, no renege) on a path of its own,
which must give exactly what the general path gives: the same values, and the same types (an
int stays an int, a whole Fraction never stands in for one), for every ruleset and tally."""

import random

import pytest

from engine.core.actions import Bid, BidKind
from engine.core.seats import seating
from engine.games.spades.deal import needs_redeal, shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from engine.games.spades.scoring import HandScore, _score_in_general, _values, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.engine.test_spades_random_play_keeps_the_invariants import RULES
from tests.factories import spades_rules

# Each scoring option the plain path reads, away from its default.
VARIANTS: dict[str, dict[str, object]] = {
    "shortfall, tenths, nils together": {
        "scoring": {"set_penalty": "lose_shortfall", "overtricks": "tenth", "points_per_trick": 7},
        "bidding": {"nil": {"both_partners": "together"}, "blind_bids": {"multiplier": 3}},
    },
    "nothing for a set, nil tricks to the partner": {
        "scoring": {"set_penalty": "nothing", "failed_nil_tricks": "partner_contract"},
    },
    "bags without points, reset": {
        "scoring": {
            "failed_nil_tricks": "bags_without_points",
            "overtricks": "nothing",
            "bags": {"threshold": 5, "remainder": "reset", "penalty": -50},
        },
    },
    "ignored nil tricks, once on a made contract": {
        "scoring": {
            "failed_nil_tricks": "ignored",
            "bags": {"threshold": 3, "charged": "once_on_made_contract"},
        },
    },
    "bags not counted": {"scoring": {"bags": {"mode": "not_counted"}}},
    "singles, tenths": {
        "players": {"teams": "singles"},
        "scoring": {"overtricks": "tenth", "points_per_trick": 15},
    },
    # Rules the plain path leaves to the general one.
    "set bonus": {"scoring": {"set_bonus": 50}},
    "first tricks bonus": {"scoring": {"first_tricks_bonus": {"tricks": 3}}},
    "bonus call": {"scoring": {"bonus_call": {"from_call": 8, "wins_match_at": 10}}},
}

ALL_RULES: list[tuple[str, SpadesRules]] = [
    *RULES,
    *((name, spades_rules(**sections)) for name, sections in VARIANTS.items()),
]
IDS = [name for name, _ in ALL_RULES]

PLAIN_KINDS = ("nil", "blind nil")
ODD_BIDS = ("team blind 6", "team 10", "moon", "bemo 6", "pass")


def random_bid(rng: random.Random, size: int) -> Bid | None:
    roll = rng.random()
    if roll < 0.25:
        return Bid.parse(rng.choice(PLAIN_KINDS))
    if roll < 0.35:
        return Bid(BidKind.BLIND, rng.randint(1, size))
    if roll < 0.37:
        return Bid.parse(rng.choice(ODD_BIDS))
    if roll < 0.38:
        return None
    return Bid(BidKind.NUMBER, rng.randint(0, min(size, 8) if rng.random() < 0.8 else size))


def random_tricks(rng: random.Random, count: int, size: int) -> tuple[int, ...]:
    tricks = [0] * count
    for _ in range(size):
        tricks[rng.randrange(count)] += 1
    return tuple(tricks)


def random_bags(rng: random.Random, sides: int, threshold: int) -> tuple[int, ...]:
    """Often just under the threshold, where a hand's bags take a penalty."""
    near = range(max(threshold - 3, 0), threshold + 1)
    return tuple(
        rng.choice(near) if rng.random() < 0.5 else rng.randint(0, 2 * threshold)
        for _ in range(sides)
    )


def assert_same(rules: SpadesRules, tally: SpadesTally, bags: tuple[int, ...]) -> HandScore:
    fast = score_hand(rules, tally, bags)
    general = _score_in_general(rules, tally, bags)
    assert type(fast) is HandScore
    assert fast == general
    # `==` takes 1 for Fraction(1) and True for 1: the reprs tell the types apart.
    assert repr(fast) == repr(general)
    assert fast.to_json() == general.to_json()
    return fast


def took_the_plain_path(rules: SpadesRules, tally: SpadesTally) -> bool:
    plain_kinds = (BidKind.NUMBER, BidKind.BLIND, BidKind.NIL, BidKind.BLIND_NIL)
    return (
        _values(rules).plain
        and not tally.reneges
        and not tally.bids_itself
        and all(bid is not None and bid.kind in plain_kinds for bid in tally.bids)
    )


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=IDS)
def test_random_tallies_score_as_the_general_path_scores_them(
    name: str, rules: SpadesRules
) -> None:
    rng = random.Random(name)
    table = seating(rules)
    size, threshold = rules.hand_size, rules.scoring.bags.threshold
    plain = 0
    for _ in range(600):
        bids = tuple(random_bid(rng, size) for _ in range(table.count))
        tally = SpadesTally(bids, random_tricks(rng, table.count, size))
        assert_same(rules, tally, random_bags(rng, len(table.sides), threshold))
        plain += took_the_plain_path(rules, tally)
    assert plain > 100 or not _values(rules).plain


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=IDS)
def test_every_nil_and_blind_nil_scores_as_the_general_path_scores_it(
    name: str, rules: SpadesRules
) -> None:
    """Nils on every seat, taking no trick, one, or all of them."""
    rng = random.Random(name)
    table = seating(rules)
    size, threshold = rules.hand_size, rules.scoring.bags.threshold
    for _ in range(200):
        bids = tuple(
            Bid.parse(rng.choice((*PLAIN_KINDS, *PLAIN_KINDS, "blind 6", "3", "0")))
            for _ in range(table.count)
        )
        tricks = random_tricks(rng, table.count, rng.choice((0, 1, 2, size)))
        assert_same(rules, SpadesTally(bids, tricks), random_bags(rng, len(table.sides), threshold))


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=IDS)
def test_played_hands_score_as_the_general_path_scores_them(name: str, rules: SpadesRules) -> None:
    rng = random.Random(name)
    table = seating(rules)
    for number in range(30):
        dealer = number % table.count
        dealt = shuffle_and_deal(rules, rng, dealer)
        while needs_redeal(rules, dealt):
            dealt = shuffle_and_deal(rules, rng, dealer)
        hand = SpadesHand(rules, dealt, dealer)
        hand.play_out(random.Random(number).random)
        if hand.thrown_in:
            continue
        bags = random_bags(rng, len(table.sides), rules.scoring.bags.threshold)
        assert_same(rules, hand.tally(), bags)
