"""Differential test against OpenSpiel 2.0.x's `hearts` (a benchmark-only dependency,
requirements-bench.txt; `make test-openspiel` runs it, and CI with it): random deals played in
both engines, under a ruleset that states OpenSpiel's rules, agree on the player to act, the
legal passes and cards, every trick's winner and the hand's points.

OpenSpiel's rules (its defaults) as a ruleset: 3 cards passed left, across, right or not at
all, the 2 of clubs leads, no points on the first trick, hearts led only once broken, the
queen of spades breaks hearts, 13 for the queen, a moon adds 26 to every other player. A
`hearts` state is one hand; its returns are 26 less each player's points.

OpenSpiel's documented quirks, and how each is filtered:
1. The pass direction is the first chance outcome, not the hand's number: the test starts our
   hand at the number whose direction it drew.
2. The deal ignores the dealer (card i goes to player i mod 4): the test hands our engine the
   dealt cards seat by seat, with seat 4 (index 3) dealing.
3. Each player passes one card at a time: the three are given to our engine as one pass, and
   the legal passes compared as the cards a pass may hold.
"""

from __future__ import annotations

import random

from engine.core.actions import PassCards
from engine.core.cards import Card
from engine.core.standing import Standing
from engine.games.hearts.hand import HeartsHand
from engine.games.hearts.scoring import score_hand
from tests.engine.openspiel_helpers import import_pyspiel
from tests.factories import rules_for

pyspiel = import_pyspiel()

DEALS = 200
PACK = 52
MOON = 26
RULES = rules_for("hearts", play={"queen_breaks_hearts": True})
NUMBER = {0: 4, 1: 1, 2: 3, 3: 2}
"""OpenSpiel's pass direction (no pass, left, across, right) as our hand's number, whose
direction is the library default's cycle: left, right, across, hold."""


def card_of(state: object, action: int) -> Card:
    """OpenSpiel's Hearts card (`2C`, `TH`: rank then suit, T for ten) as ours."""
    text = state.action_to_string(0, action)  # type: ignore[attr-defined]
    return Card.parse(("10" if text[0] == "T" else text[0]) + text[1])


def deal(rng: random.Random) -> tuple[object, HeartsHand]:
    state = pyspiel.load_game("hearts").new_initial_state()
    direction = rng.randrange(4)
    state.apply_action(direction)
    hands: list[list[Card]] = [[], [], [], []]
    for dealt in range(PACK):
        action = rng.choice([outcome for outcome, _ in state.chance_outcomes()])
        hands[dealt % 4].append(card_of(state, action))
        state.apply_action(action)
    return state, HeartsHand(RULES, hands, dealer=3, number=NUMBER[direction])


def pass_three(state: object, hand: HeartsHand, rng: random.Random, seed: int) -> None:
    """One seat's pass: OpenSpiel's three card choices, our one PassCards."""
    offered = {card for action in hand.legal_passes() for card in action.cards}
    chosen = []
    for _ in range(3):
        cards = {card_of(state, a): a for a in state.legal_actions()}  # type: ignore[attr-defined]
        assert set(cards) | set(chosen) == offered, f"seed {seed}: passes"
        card = rng.choice(sorted(cards, key=str))
        chosen.append(card)
        state.apply_action(cards[card])  # type: ignore[attr-defined]
    hand.apply(PassCards(tuple(chosen)))


def play_one(seed: int) -> None:
    rng = random.Random(seed)
    state, hand = deal(rng)
    while not state.is_terminal():  # type: ignore[attr-defined]
        assert state.current_player() == hand.to_act, f"seed {seed}: player to act"  # type: ignore[attr-defined]
        if hand.phase.value == "pass":
            pass_three(state, hand, rng, seed)
            continue
        cards = {card_of(state, a): a for a in state.legal_actions()}  # type: ignore[attr-defined]
        assert set(cards) == set(hand.legal_plays()), f"seed {seed}: legal cards"
        card = rng.choice(sorted(cards, key=str))
        hand.apply(card)
        state.apply_action(cards[card])  # type: ignore[attr-defined]
        if hand.gathered and not hand.trick and not state.is_terminal():  # type: ignore[attr-defined]
            assert state.current_player() == hand.gathered[-1][0], f"seed {seed}: trick winner"  # type: ignore[attr-defined]
    assert hand.to_act is None, f"seed {seed}: this engine's hand is not over"
    before = Standing((0,) * 4, (0,) * 4, (0,) * 4)
    points = score_hand(hand.terms, hand.tally(), before).points
    assert state.returns() == [float(MOON - p) for p in points], f"seed {seed}"  # type: ignore[attr-defined]


def test_random_deals_agree_with_openspiel() -> None:
    for seed in range(DEALS):
        play_one(seed)
