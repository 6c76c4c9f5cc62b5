"""Random legal play of whole Rook hands under many rulesets: every card ends in exactly one
place, the counters add up, and a player always has a legal action until the hand is over.

The sum, stated precisely: the counters in the tricks of all sides plus the counters in the
discards equal `rules.points_available()` minus `scoring.last_trick_bonus` (which is not in
any card). The points the sides take (`RookHandScore.taken`) add up to `points_available()`
less the discarded counters when those score for nobody."""

import random

import pytest

from engine.core.actions import Action
from engine.core.cards import Card
from engine.core.protocol import Phase
from engine.core.seats import seating
from engine.games.rook.hand import RookHand
from engine.games.rook.pack import rook_pack, shuffle_and_deal_rook
from engine.games.rook.scoring import count_counters, score_rook_hand
from rulesets.rook import DiscardedCounters, RookRules
from tests.engine.rook_helpers import NO_ROOK, ROOK_PACK, TINY, rook_rules

VARIANTS = [
    "",
    TINY,
    ROOK_PACK,
    NO_ROOK,
    "auction: {pass_is_final: false, all_pass: dealer_bids_minimum, maximum: null, step: 10}\n",
    "nest: {trump_named: before_nest}\nrook_card: {rank: lowest_trump, play: follows_suit}\n",
    "rook_card: {rank: ten_and_a_half}\nscoring: {discarded_counters: last_trick,"
    " last_trick_bonus: 20, failed_bid: lose_bid_keep_counters}\n",
    "players: {count: 3, teams: singles}\nnest: {size: 2}\n"
    "scoring: {discarded_counters: declarer}\n",
    "players: {count: 6, direction: counterclockwise}\nnest: {size: 5}\n",
]


def play_randomly(hand: RookHand, rng: random.Random) -> None:
    while hand.phase is not Phase.DONE:
        actions: list[Action] = hand.legal_actions()
        assert actions, f"no legal action in {hand.phase}"
        hand.apply(rng.choice(actions))
    assert hand.legal_actions() == [] and hand.to_act is None


def discarded_for_nobody(rules: RookRules, discards: tuple[Card, ...]) -> int:
    nobody = rules.scoring.discarded_counters is DiscardedCounters.NOBODY
    return count_counters(rules, discards) if nobody else 0


@pytest.mark.parametrize("extra", VARIANTS)
def test_random_hands_account_for_every_card_and_every_point(extra: str) -> None:
    rules = rook_rules(extra)
    rng = random.Random(extra)
    for number in range(40):
        dealer = number % seating(rules).count
        deal = shuffle_and_deal_rook(rules, rng, dealer)
        hand = RookHand(rules, deal.hands, deal.nest, dealer)
        play_randomly(hand, rng)
        if hand.thrown_in:
            continue
        gathered = [played.card for _, trick in hand.gathered for played in trick]
        assert sorted(map(str, gathered + list(hand.discards))) == sorted(
            map(str, rook_pack(rules).cards)
        )
        assert not any(hand.hands)
        tally = hand.tally()
        in_cards = sum(tally.counters) + count_counters(rules, tally.discards)
        assert in_cards == rules.points_available() - rules.scoring.last_trick_bonus
        score = score_rook_hand(rules, tally)
        expected = rules.points_available() - discarded_for_nobody(rules, tally.discards)
        assert sum(score.taken) == expected
