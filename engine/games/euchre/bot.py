"""The heuristic Euchre bot: call trump on a hand worth it, go alone on a very strong one,
and play the tricks as a careful partner does.

It sees only its `PlayerView` and the legal actions, and reads the rules only through
`euchre_terms`.

- Making trump: a suit's worth is the sum of its trumps (joker 4, right bower 3.5, left
  bower 3, ace 2.5, king 2, others 1.5) and its off-suit aces (1); in round one the dealer
  counts the turned card, the dealer's partner a half of it, the opponents count it against
  them. It calls a suit worth 7 or more, alone at 11 or more (at 9 where playing alone
  scores a bonus, a hand event read through `engine.core.stakes`); stuck, it calls its best
  suit.
- The farmer's hand: always exchanged. Defending alone: never.
- Discards: the lowest off-suit card, a lone one first. Partner's best: the highest trump.
- Play: lead the highest trump with the right bower, else an off-suit ace, else the lowest
  card; follow with the lowest card that wins, unless the partner is winning (then the
  lowest card), or the lowest card when nothing wins.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.actions import Action, Bid, DefendAlone, Discard, MakeTrump, PassCards
from engine.core.cards import Card
from engine.core.protocol import PlayerView
from engine.core.stakes import event_stakes
from engine.games.euchre.terms import JOKER, NO_TRUMP, EuchreTerms, euchre_terms
from engine.games.euchre.tricks import is_bower, power, suit_of
from rulesets.euchre import EuchreRules

__all__ = ["HeuristicEuchreBot"]

_CALL, _ALONE, _ALONE_FOR_A_BONUS = 7.0, 11.0, 9.0


class HeuristicEuchreBot:
    """Makes trump on strength and plays the tricks to win its side's three."""

    name = "heuristic"
    takes_forced_play = True
    """A single legal card is played unseen (`engine.match.bot_chooser`)."""

    def __init__(self, rules: EuchreRules) -> None:
        self.terms: EuchreTerms = euchre_terms(rules)
        bonus = event_stakes(self.terms.events).alone > 0
        self._alone = _ALONE_FOR_A_BONUS if bonus else _ALONE

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`."""
        hand = view.hand or ()
        makes = [action for action in legal if isinstance(action, MakeTrump)]
        if makes or isinstance(legal[-1], DefendAlone):
            return self._call(view, legal, makes)
        discards = [action for action in legal if isinstance(action, Discard)]
        if discards:
            if len(discards[0].cards) == 3:
                return discards[0]  # a farmer's hand: always exchanged
            return self._discard(view, discards)
        passes = [action for action in legal if isinstance(action, PassCards)]
        if passes:
            trump = view.extra.get("trump") or NO_TRUMP
            return max(passes, key=lambda p: power(self.terms, p.cards[0], trump, trump))
        cards = [action for action in legal if isinstance(action, Card)]
        if cards:
            return self._play(view, cards, hand)
        return legal[0]

    # -- making trump --------------------------------------------------------------------

    def worth(self, hand: Sequence[Card], trump: str) -> float:
        """What `hand` is worth with `trump` as trump."""
        total = 0.0
        for card in hand:
            if card is JOKER:
                total += 4
            elif is_bower(self.terms, card, trump):
                total += 3.5 if card.suit == trump else 3
            elif card.suit == trump:
                total += {"A": 2.5, "K": 2.0}.get(card.rank, 1.5)
            elif card.rank == "A":
                total += 1
        return total

    def _call(self, view: PlayerView, legal: Sequence[Action], makes: list[MakeTrump]) -> Action:
        if not makes:
            return legal[0]  # pass, or no choice but to pass
        hand = list(view.hand or ())
        turned: Card = view.extra["turned"]
        dealer: int = view.extra["dealer"]
        scored: list[tuple[float, MakeTrump]] = []
        for make in makes:
            if make.suit == NO_TRUMP:
                continue
            value = self.worth(hand, make.suit)
            if view.extra.get("round") == 1:
                bonus = self.worth([turned], make.suit)
                if view.seat == dealer:
                    value += bonus
                elif self.terms.table.same_side(view.seat, dealer):
                    value += bonus / 2
                else:
                    value -= bonus / 2
            scored.append((value, make))
        must = not any(isinstance(action, Bid) for action in legal)
        if not scored:
            return makes[0] if must else legal[0]
        best = max(value for value, _ in scored)
        choice = [make for value, make in scored if value == best]
        wants_alone = best >= self._alone
        pick = [make for make in choice if make.alone == wants_alone] or choice
        if best >= _CALL or must:
            return pick[0]
        return next(action for action in legal if isinstance(action, Bid))

    # -- discards and play ---------------------------------------------------------------

    def _discard(self, view: PlayerView, discards: list[Discard]) -> Action:
        trump = view.extra.get("trump") or NO_TRUMP

        def cost(action: Discard) -> tuple[bool, int]:
            card = action.cards[0]
            suit = suit_of(self.terms, card, trump)
            return (suit == trump, power(self.terms, card, trump, suit))

        return min(discards, key=cost)

    def _play(self, view: PlayerView, cards: list[Card], hand: Sequence[Card]) -> Card:
        trump = view.extra.get("trump") or NO_TRUMP
        terms = self.terms
        if not view.trick:
            trumps = [card for card in cards if suit_of(terms, card, trump) == trump]
            right = any(is_bower(terms, card, trump) and card.suit == trump for card in trumps)
            if trumps and right and trump != NO_TRUMP:
                return max(trumps, key=lambda card: power(terms, card, trump, trump))
            aces = [
                card for card in cards if card.rank == "A" and suit_of(terms, card, trump) != trump
            ]
            if aces:
                return aces[0]
            led_low = min(cards, key=lambda card: power(terms, card, trump, card.suit))
            return led_low
        led = suit_of(terms, view.trick[0].card, trump)
        best = max(view.trick, key=lambda play: power(terms, play.card, trump, led))
        top = power(terms, best.card, trump, led)
        lowest = min(cards, key=lambda card: power(terms, card, trump, led) or -card.index)
        if terms.table.same_side(best.seat, view.seat) and best.seat != view.seat:
            return lowest
        winners = [card for card in cards if power(terms, card, trump, led) > top]
        if winners:
            return min(winners, key=lambda card: power(terms, card, trump, led))
        return lowest
