"""Differential test against OpenSpiel 2.0.x's `oh_hell` (a benchmark-only dependency,
requirements-bench.txt; `make test-openspiel` runs it, and CI with it): random deals played in both
engines, under a ruleset that states OpenSpiel's rules, agree on the player to act, the legal
moves, every trick's winner and the hand's scores.

OpenSpiel's rules as a ruleset: one hand of `num_tricks_fixed` cards (`hands.schedule:
fixed`, `most`, `fixed_hands: 1`), the next card turned up for trump, the hook always on,
and its default scoring (a point a trick, `kMadeBidBonus` 10 for an exact bid).

OpenSpiel's documented quirk, and how it is filtered: its deal ignores the dealer ("player 0
always gets the first card", `ApplyDealAction`); the test hands our engine OpenSpiel's dealt
cards seat by seat, so the deal order plays no part. Nothing else is filtered.
"""

from __future__ import annotations

import random

import pytest

from engine.core.actions import Bid, BidKind
from engine.core.cards import Card
from engine.games.oh_hell.hand import OhHellHand
from engine.games.oh_hell.scoring import score_hand
from engine.games.oh_hell.terms import oh_hell_terms
from tests.engine.oh_hell.oh_hell_helpers import oh_hell_rules
from tests.engine.openspiel_helpers import import_pyspiel

pyspiel = import_pyspiel()

PACK = 52
RANKS = {"T": "10"}


def card_of(state: object, action: int) -> Card:
    """OpenSpiel's card (`C2`, `HT`: suit then rank; ids rank × 4 + suit in C D S H) as ours."""
    text = state.action_to_string(0, action)  # type: ignore[attr-defined]
    return Card.parse(RANKS.get(text[1], text[1]) + text[0])


def deal(players: int, tricks: int, rng: random.Random) -> tuple[object, OhHellHand]:
    game = pyspiel.load_game("oh_hell", {"players": players, "num_tricks_fixed": tricks})
    state = game.new_initial_state()
    state.apply_action(tricks)
    dealer = rng.randrange(players)
    state.apply_action(dealer)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for dealt in range(players * tricks + 1):
        action = rng.choice(state.legal_actions())
        if dealt < players * tricks:
            hands[dealt % players].append(card_of(state, action))
        else:
            turned = card_of(state, action)
        state.apply_action(action)
    rules = oh_hell_rules(
        players={"count": players},
        hands={"schedule": "fixed", "most": tricks, "fixed_hands": 1},
    )
    return state, OhHellHand(oh_hell_terms(rules), hands, [turned], dealer)


def ours(hand: OhHellHand) -> list[int]:
    """Our legal bids in OpenSpiel's numbering (a bid is 52 + tricks)."""
    return sorted(
        PACK + action.number for action in hand.legal_actions() if isinstance(action, Bid)
    )


def _index(card: Card) -> int:
    return card.index


@pytest.mark.parametrize("players", [3, 4, 5, 7])
def test_random_deals_agree_move_by_move(players: int) -> None:
    rng = random.Random(players)
    for _ in range(25):
        tricks = rng.randint(1, (PACK - 1) // players)
        state, hand = deal(players, tricks, rng)
        _play_both(state, hand, rng)


def _play_both(state: object, hand: OhHellHand, rng: random.Random) -> None:
    s = state
    while not s.is_terminal():  # type: ignore[attr-defined]
        assert s.current_player() == hand.to_act  # type: ignore[attr-defined]
        theirs = sorted(s.legal_actions())  # type: ignore[attr-defined]
        if hand.phase.value == "bid":
            assert theirs == ours(hand)
            action = rng.choice(theirs)
            hand.apply(Bid(BidKind.NUMBER, action - PACK))
        else:
            mine = sorted((card_of(s, a) for a in theirs), key=_index)
            assert mine == sorted(hand.legal_plays(), key=_index)
            action = rng.choice(theirs)
            hand.apply(card_of(s, action))
        s.apply_action(action)  # type: ignore[attr-defined]
        if hand.gathered and not hand.trick and not s.is_terminal():  # type: ignore[attr-defined]
            assert s.current_player() == hand.gathered[-1][0]  # type: ignore[attr-defined]
    tally = hand.tally()
    score = score_hand(hand.terms, tally)
    assert list(score.points) == [int(r) for r in s.returns()]  # type: ignore[attr-defined]
