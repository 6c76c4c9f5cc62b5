"""The heuristic Oh Hell bot: bid the tricks its high cards and trumps should take, then
play to take exactly that many.

It sees only its `PlayerView` (its cards, the trump, the bids, the trick) and the legal
actions.

- Bid: each card's chance of taking a trick (aces and high trumps most), summed and rounded;
  a bid the hook forbids goes to the nearest allowed one. Where taking no trick scores a
  bonus (a hand event, read through `engine.core.stakes`), a hand expected to take less than
  one trick bids 0.
- Play, still needing tricks: lead its strongest card; follow with the lowest card that wins
  the trick, else its lowest card.
- Play, with its bid made: duck under the winning card with the highest card that still
  loses; lead its lowest card; when every card wins, win with the highest (it is spent).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.core.actions import Action, Bid
from engine.core.cards import Card
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.core.stakes import event_stakes
from engine.games.oh_hell.deal import rank_of
from engine.games.oh_hell.hand import trick_winner
from engine.games.oh_hell.terms import NO_TRUMP, oh_hell_terms
from rulesets.oh_hell import OhHellRules

__all__ = ["HeuristicOhHellBot", "expected_tricks"]

_TRUMP_CHANCE = {12: 1.0, 11: 0.9, 10: 0.75, 9: 0.6, 8: 0.45}
_SIDE_CHANCE = {12: 0.85, 11: 0.55, 10: 0.25}
_ZERO_LEAN = 1.0
"""Where taking no trick scores a bonus, the expected tricks under which the bot bids 0."""


def expected_tricks(hand: Sequence[Card], trump: str, players: int) -> float:
    """The tricks `hand` should take: each card's chance of winning one, summed. Short hands
    with many players take fewer, so side kings and queens count less there."""
    crowd = 4 / players
    total = 0.0
    for card in hand:
        rank = rank_of(card)
        if trump != NO_TRUMP and card.suit == trump:
            total += _TRUMP_CHANCE.get(rank, 0.3)
        else:
            total += _SIDE_CHANCE.get(rank, 0.0) * (1.0 if rank == 12 else crowd)
    return total


class HeuristicOhHellBot:
    """Plays to take exactly the tricks it bid."""

    name = "heuristic"
    takes_forced_play = True

    def __init__(self, rules: OhHellRules) -> None:
        self._zero_lean = event_stakes(oh_hell_terms(rules).scoring.events).no_trick > 0

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase is Phase.BID:
            return self._bid(view, legal)
        cards = [action for action in legal if isinstance(action, Card)]
        return self._play(view, cards) if cards else legal[0]

    def _bid(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        hand = view.hand or ()
        wanted = expected_tricks(hand, view.extra["trump"], len(view.bids))
        if self._zero_lean and wanted < _ZERO_LEAN:
            wanted = 0.0
        bids = [action for action in legal if isinstance(action, Bid)]
        return min(bids, key=lambda bid: (abs(bid.number - wanted), bid.number))

    def _play(self, view: PlayerView, cards: list[Card]) -> Card:
        trump: str = view.extra["trump"]
        bid = view.bids[view.seat]
        needed = (bid.number if bid else 0) - view.tricks_taken[view.seat]
        strength = _strength(view.trick, trump)
        winning = [card for card in cards if _wins(view, card, trump)]
        if not view.trick:
            return max(cards, key=strength) if needed > 0 else min(cards, key=strength)
        if needed > 0:
            return min(winning, key=strength) if winning else min(cards, key=strength)
        losing = [card for card in cards if card not in winning]
        return max(losing, key=strength) if losing else max(cards, key=strength)


def _strength(trick: Sequence[PlayedCard], trump: str) -> Callable[[Card], tuple[int, int]]:
    led = trick[0].card.suit if trick else None

    def key(card: Card) -> tuple[int, int]:
        suit = 2 if trump != NO_TRUMP and card.suit == trump else int(card.suit == led)
        return suit, rank_of(card)

    return key


def _wins(view: PlayerView, card: Card, trump: str) -> bool:
    trick = [*view.trick, PlayedCard(view.seat, card)]
    return trick_winner(trick, trump) == view.seat
