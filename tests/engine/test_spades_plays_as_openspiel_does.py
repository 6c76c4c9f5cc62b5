"""Differential test against OpenSpiel 2.0.x's `spades` (a benchmark-only dependency,
requirements-bench.txt; `make test-openspiel` runs it, and CI with it): random deals played in
both engines, under a ruleset that states OpenSpiel's rules, agree on the player to act, the
legal bids and cards, every trick's winner and the hand's score.

OpenSpiel's rules as a ruleset: partnership Spades, nil worth 100 (its tricks count toward the
partner's bid), no blind nil, a side's bids at most 13 (`bidding.limits.side_maximum`), 10 a
bid trick, an overtrick a point and a bag, 10 bags cost 100, a set loses 10 a bid trick. A
`spades` state is one hand: its returns are that hand's points for each player's side.

OpenSpiel's documented quirks, and how each is filtered:
1. The deal and the dealer are chance outcomes: card i goes to player i mod 4, and player 0
   bids and leads first (the dealer is player 3). The test gives our engine those hands with
   seat 4 (index 3) dealing, so the deal order plays no part.
2. It keeps `is_spades_broken_` but never sets it: a spade may be led only by a player holding
   nothing else, all hand long. Once spades are broken here, this engine offers the spades
   too; the comparison leaves those out of our lead and plays from OpenSpiel's moves.
3. Its bag penalty reads the bags from the last digit of the score before the hand, which is
   0 in its one-hand game, as our bags before the hand are: nothing to filter in one hand.
"""

from __future__ import annotations

import random

from engine.core.actions import Bid, BidKind
from engine.core.cards import Card
from engine.games.spades.hand import SpadesHand
from engine.games.spades.scoring import score_hand
from tests.engine.openspiel_helpers import import_pyspiel
from tests.factories import spades_rules

pyspiel = import_pyspiel()

DEALS = 300
PACK = 52
RULES = spades_rules(
    bidding={"limits": {"side_maximum": 13}},
    scoring={"failed_nil_tricks": "partner_contract"},
)


def card_of(state: object, action: int) -> Card:
    """OpenSpiel's card (`SQ`, `HT`: suit then rank, T for ten) as ours."""
    text = state.action_to_string(0, action)  # type: ignore[attr-defined]
    return Card.parse(("10" if text[1] == "T" else text[1]) + text[0])


def bid_of(action: int) -> Bid:
    return Bid(BidKind.NIL) if action == PACK else Bid(BidKind.NUMBER, action - PACK)


def action_of(bid: Bid) -> int:
    return PACK if bid.kind is BidKind.NIL else PACK + bid.number


def deal(rng: random.Random) -> tuple[object, SpadesHand]:
    state = pyspiel.load_game("spades").new_initial_state()
    hands: list[list[Card]] = [[], [], [], []]
    for dealt in range(PACK):
        action = rng.choice(state.legal_actions())
        hands[dealt % 4].append(card_of(state, action))
        state.apply_action(action)
    return state, SpadesHand(RULES, hands, dealer=3)


def ours_to_lead(hand: SpadesHand) -> set[Card]:
    """Our legal cards, less the spades OpenSpiel never lets a player lead (quirk 2)."""
    plays = set(hand.legal_plays())
    if hand.current_trick or all(card.suit == "S" for card in plays):
        return plays
    return {card for card in plays if card.suit != "S"}


def play_one(seed: int) -> None:
    rng = random.Random(seed)
    state, hand = deal(rng)
    while not state.is_terminal():  # type: ignore[attr-defined]
        assert state.current_player() == hand.to_act, f"seed {seed}: player to act"  # type: ignore[attr-defined]
        theirs = sorted(state.legal_actions())  # type: ignore[attr-defined]
        if theirs[0] >= PACK:
            assert theirs == sorted(action_of(bid) for bid in hand.legal_bids()), f"seed {seed}"
            action = rng.choice(theirs)
            hand.apply(bid_of(action))
        else:
            cards = {card_of(state, action): action for action in theirs}
            assert set(cards) == ours_to_lead(hand), f"seed {seed}: legal cards"
            card = rng.choice(sorted(cards, key=str))
            action = cards[card]
            hand.apply(card)
        state.apply_action(action)  # type: ignore[attr-defined]
        if hand.tricks and not hand.current_trick and not state.is_terminal():  # type: ignore[attr-defined]
            assert state.current_player() == hand.to_act, f"seed {seed}: trick winner"  # type: ignore[attr-defined]
    assert hand.to_act is None, f"seed {seed}: this engine's hand is not over"
    points = score_hand(RULES, hand.tally(), bags_before=(0, 0)).points
    expected = [float(points[seat % 2]) for seat in range(4)]
    assert state.returns() == expected, f"seed {seed}: {hand.bids}, {hand.tricks_taken}"  # type: ignore[attr-defined]


def test_random_deals_agree_with_openspiel() -> None:
    for seed in range(DEALS):
        play_one(seed)
