"""The heuristic Hearts bot: pass the dangerous cards, duck under the winning card, and dump
the penalty cards on somebody else's trick.

It sees only its `PlayerView` (its cards, the trick, the cards played so far) and the legal
actions, and reads the rules only through `hearts_terms`. It never tries to shoot the moon.

The card it fears is the rules' costliest penalty card (`terms.top_card`: the Q♠ in every
usual table, the Q♥ where a club makes it worth more); "high" cards are that card and the
cards of its suit above it.

- Pass: the costliest card and the high cards (unless it holds enough low cards of their suit
  to guard them), then the highest penalty cards, then the highest other cards.
- Lead: the lowest card of the suit it is safest to lead, never a high card while the
  costliest card is out and not in its own hand.
- Follow: the highest card that still loses to the card winning the trick; when every card
  wins, the highest if it plays last (without the costliest card), else the lowest.
- Discard: the costliest card, then a high card while it is out, then the highest penalty
  card, then the highest card.

The hand events the rules score (`engine.core.stakes`) change two things. A bonus for taking
no trick makes a seat pass its highest cards of any suit and, last to play while it has taken
none, count the bonus as part of the price of a trick it could take. A bonus for the last
trick makes it keep its higher card for the last trick when it holds two that both lose the
trick in progress and carry the same points (it keeps the lower one anyway, which is what a
penalty for the last trick asks).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.actions import Action, PassCards
from engine.core.cards import Card
from engine.core.protocol import Phase, PlayerView
from engine.core.stakes import event_stakes
from engine.games.hearts.pack import rank_of
from engine.games.hearts.terms import HEARTS, HeartsTerms, hearts_terms
from rulesets.hearts import HeartsRules

__all__ = ["HeuristicHeartsBot"]

_GUARDS = 4
"""Low cards of its suit that keep the costliest card (and those above it) safe in hand."""


class HeuristicHeartsBot:
    """Plays to take as few penalty points as it can."""

    name = "heuristic"
    takes_forced_play = True
    """A single legal card is played unseen (`engine.match.bot_chooser`)."""

    def __init__(self, rules: HeartsRules) -> None:
        self.terms: HeartsTerms = hearts_terms(rules)
        top = self.terms.top_card
        self._top = top
        self._top_suit = "" if top is None else top.suit
        self._high = frozenset(
            card
            for card in self.terms.pack
            if top is not None and card.suit == top.suit and rank_of(card) >= rank_of(top)
        )
        stakes = event_stakes(self.terms.events)
        # The lowest score wins: a bonus is a negative score, so a positive `_clean` is what
        # the seat gains by taking no trick.
        self._clean = -stakes.no_trick
        self._last_bonus = stakes.last_trick < 0

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`: a pass in the PASS phase, else a card."""
        if view.phase is Phase.PASS:
            return self._pass(view, legal)
        cards = [action for action in legal if isinstance(action, Card)]
        if len(cards) == 1 or not cards:
            return legal[0]
        return self._play(view, cards)

    # -- the pass --------------------------------------------------------------------------

    def _pass(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        hand = list(view.hand or ())
        count = self.terms.pass_cards
        # The hand's low spades and suit lengths are counted once, not once a card.
        low_spades = sum(
            1 for card in hand if card.suit == self._top_suit and card not in self._high
        )
        lengths: dict[str, int] = {}
        for card in hand:
            lengths[card.suit] = lengths.get(card.suit, 0) + 1
        danger = self._danger_of if self._clean <= 0 else self._clean_danger_of
        chosen = sorted(hand, key=lambda card: danger(card, low_spades, lengths), reverse=True)[
            :count
        ]
        wanted = set(chosen)
        # The passes are listed as combinations of the hand in its order: the one wanted is
        # found by comparing tuples of shared cards, without a set per choice.
        listed = tuple(card for card in hand if card in wanted)
        for action in legal:
            if isinstance(action, PassCards) and action.cards == listed:
                return action
        for action in legal:
            if isinstance(action, PassCards) and set(action.cards) == wanted:
                return action
        return legal[0]

    def _danger_of(self, card: Card, low_spades: int, lengths: dict[str, int]) -> float:
        """How much the bot wants to pass `card`, given the hand's low spades and the length
        of each suit it holds."""
        if card in self._high and low_spades < _GUARDS:
            return 100 + rank_of(card)
        if self.terms.values.get(card, 0) < 0:
            return -100.0  # a bonus card (the Omnibus J♦) is kept
        heart = 20 if card.suit == HEARTS else 0
        return heart + rank_of(card) - lengths[card.suit] / 2

    def _clean_danger_of(self, card: Card, low_spades: int, lengths: dict[str, int]) -> float:
        """As `_danger_of`, where taking no trick scores a bonus: any high card may take a
        trick and lose it, so rank counts before hearts."""
        if card in self._high and low_spades < _GUARDS:
            return 100 + rank_of(card)
        if self.terms.values.get(card, 0) < 0:
            return -100.0
        heart = 4 if card.suit == HEARTS else 0
        return heart + 2 * rank_of(card) - lengths[card.suit] / 2

    # -- the play --------------------------------------------------------------------------

    def _play(self, view: PlayerView, cards: list[Card]) -> Card:
        if not view.trick:
            chosen = self._lead(view, cards)
        else:
            led = view.trick[0].card.suit
            if cards[0].suit == led:
                chosen = self._follow(view, cards, led)
            else:
                chosen = self._discard(view, cards)
        if self._last_bonus and len(cards) == 2 and len(view.hand or ()) == 2:
            return self._keep_for_last(view, cards, chosen)
        return chosen

    def _keep_for_last(self, view: PlayerView, cards: list[Card], chosen: Card) -> Card:
        """At the last two cards, where the last trick scores a bonus: the lower card, keeping
        the higher for the last trick, unless the choice would change who takes the trick in
        progress or the points the seat gives up."""
        values = self.terms.values
        if values.get(cards[0], 0) != values.get(cards[1], 0):
            return chosen
        if not view.trick or any(self._takes(view, card) for card in cards):
            return chosen
        return min(cards, key=rank_of)

    @staticmethod
    def _takes(view: PlayerView, card: Card) -> bool:
        led = view.trick[0].card.suit
        winning = max(rank_of(played.card) for played in view.trick if played.card.suit == led)
        return card.suit == led and rank_of(card) > winning

    def _queen_out(self, view: PlayerView) -> bool:
        top = self._top
        if top is None or top in (view.hand or ()):
            return False
        return all(played.card is not top for played in view.played)

    def _lead(self, view: PlayerView, cards: list[Card]) -> Card:
        queen_out = self._queen_out(view)
        holds_queen = self._top in (view.hand or ())

        def cost(card: Card) -> float:
            risky = card in self._high and (queen_out or holds_queen)
            penalty = 30 if risky else (8 if self.terms.is_penalty(card) else 0)
            return penalty + rank_of(card)

        return min(cards, key=cost)

    def _follow(self, view: PlayerView, cards: list[Card], led: str) -> Card:
        winning = max(rank_of(played.card) for played in view.trick if played.card.suit == led)
        last = len(view.trick) == self.terms.table.count - 1
        worth = sum(self.terms.values.get(played.card, 0) for played in view.trick)
        over = [card for card in cards if rank_of(card) > winning]
        if last and over and worth + self._bonus(over) + self._clean_lost(view) < 0:
            return max(over, key=lambda card: (self.terms.values.get(card, 0) < 0, rank_of(card)))
        under = [card for card in cards if rank_of(card) < winning]
        if under:
            return max(under, key=rank_of)
        if last:
            safe = [card for card in cards if card is not self._top] or cards
            return max(safe, key=rank_of)
        return min(cards, key=rank_of)

    def _clean_lost(self, view: PlayerView) -> int:
        """The no-trick bonus a trick would cost the seat: 0 once it has taken one."""
        if self._clean <= 0 or view.tricks_taken[view.seat]:
            return 0
        return self._clean

    def _bonus(self, cards: list[Card]) -> int:
        return min((self.terms.values.get(card, 0) for card in cards), default=0)

    def _discard(self, view: PlayerView, cards: list[Card]) -> Card:
        queen_out = self._queen_out(view) or self._top in cards

        def worth(card: Card) -> float:
            value = self.terms.values.get(card, 0)
            high_spade = card in self._high and queen_out
            return value * 10 + (50 if high_spade else 0) + rank_of(card)

        return max(cards, key=worth)
