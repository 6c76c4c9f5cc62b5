"""The heuristic Rook bot bids by hand strength (never over its estimate), keeps its best
suit as trump and discards low cards of short suits, counters only when that is safe."""

import random
from dataclasses import replace
from itertools import combinations

from engine.bots import make_bot
from engine.core.actions import Bid, Discard, NameTrump
from engine.core.cards import parse_cards
from engine.core.protocol import Phase, PlayerView
from engine.games.rook.heuristic import DiscardOwner, HeuristicRookBot, discard_owner
from tests.engine.bot_helpers import library
from tests.engine.rook_helpers import rook_hand, rook_rules

RNG = random.Random(0)
STRONG = "ROOK AH KH QH JH 10H AS AD 9H"
WEAK = "5H 6S 7D 8C 6H 7S 8D 9C 5S"
NEST_HAND = "AH KH QH JH 10H 9H ROOK AS 5C 10C 7D 8D 6S 9S"


def test_a_strong_hand_bids_and_a_weak_hand_passes() -> None:
    rules = library("rook")
    hand = rook_hand(rules, {1: STRONG, 2: WEAK})
    bot = make_bot("heuristic", rules)
    assert bot.choose(hand.view(1), hand.legal_actions(), RNG) == Bid.parse("70")
    hand.apply(Bid.parse("70"))
    assert bot.choose(hand.view(2), hand.legal_actions(), RNG) == Bid.parse("pass")


def test_the_bot_never_bids_over_its_estimate() -> None:
    rules = library("rook")
    hand = rook_hand(rules, {1: STRONG})
    bot = HeuristicRookBot(rules)
    estimate = bot.estimate(hand.view(1))
    assert 70 <= estimate < 140
    for high in range(70, 120, 5):
        view = hand.view(1)
        legal = [Bid.parse(str(n)) for n in range(high + 5, 125, 5)] + [Bid.parse("pass")]
        choice = bot.choose(view, legal, RNG)
        assert choice == Bid.parse("pass") or (
            isinstance(choice, Bid) and choice.number <= estimate
        )


def nest_view(rules_extra: str) -> tuple[HeuristicRookBot, PlayerView]:
    bot = HeuristicRookBot(rook_rules(rules_extra))
    view = PlayerView(
        seat=0, phase=Phase.NEST, to_act=0, hand=tuple(parse_cards(NEST_HAND)), bids=(None,) * 4,
        trick=(), tricks_taken=(0,) * 4, played=(), extra={"declarer": 0, "trump": None},
    )  # fmt: skip
    return bot, view


def discards(rules_extra: str) -> set[str]:
    bot, view = nest_view(rules_extra)
    hand = sorted(view.hand or (), key=lambda card: card.index)
    legal = [Discard(cards) for cards in combinations(hand, 5)]
    choice = bot.choose(view, legal, RNG)
    assert isinstance(choice, Discard)
    return {str(card) for card in choice.cards}


def test_the_nest_keeps_trumps_and_counters_when_discards_score_for_nobody() -> None:
    assert discards("scoring: {discarded_counters: nobody}") == {"5C", "7D", "8D", "6S", "9S"}


def test_counters_of_short_suits_go_to_the_discards_when_they_score_for_the_declarer() -> None:
    assert discards("scoring: {discarded_counters: declarer}") == {"5C", "10C", "7D", "8D", "6S"}


def test_who_scores_discarded_counters_is_asked_of_the_scorer() -> None:
    assert discard_owner(rook_rules("scoring: {discarded_counters: last_trick}")) is (
        DiscardOwner.LAST_TRICK
    )
    assert discard_owner(rook_rules("scoring: {discarded_counters: declarer}")) is (
        DiscardOwner.DECLARER
    )
    assert discard_owner(rook_rules()) is DiscardOwner.NOBODY


def test_the_longest_strongest_suit_is_named_trump() -> None:
    bot, view = nest_view("")
    legal = [NameTrump(suit) for suit in "CDHS"]
    assert bot.choose(replace(view, phase=Phase.TRUMP), legal, RNG) == NameTrump("H")
