"""The heuristic Rook bot: bids what its hand is worth, keeps its best suit as trump, and
plays for the counters.

It sees its `PlayerView` (its cards, the auction, the trump, the declarer, the cards played)
and the ruleset's public shape through the engine's own helpers: the pack and card strengths
(`engine.games.rook.pack.RookTricks`), the counters
(`engine.games.rook.scoring.count_counters`), and who scores discarded counters
(`discard_owner`, asked of the scorer, so no option is read twice).

- Auction: the points its side should take as declarer (long strong trump suit after the
  nest, the Rook, off-suit aces) as a share of every point available; it bids the lowest
  legal bid while that stays under the estimate (never over it), and leaves a partner's high
  bid alone unless its own estimate is clearly higher.
- Nest: keeps the trump suit, the Rook and high cards; discards low cards of short suits,
  and counters only when the discards score for the declarer.
- Trump: the suit with the most length and strength.
- Play: wins tricks holding counters, feeds counters to a partner who holds the trick,
  throws low cards otherwise; the declarer's side leads trump to pull the opponents' trumps.
  Where the rules score a bonus for taking every point (a hand event, read through
  `engine.core.stakes`), while one side has taken none the counters of every trick decide
  the bonus: a side then wins them even with a card that may be overtaken (the Rook card
  last).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum
from typing import Final

from engine.core.actions import Action, Bid, BidKind, Discard, NameTrump
from engine.core.cards import Card
from engine.core.memo import PerRuleset
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.core.seats import Seating, seating
from engine.core.stakes import event_stakes
from engine.games.rook.pack import ROOK, RookTricks
from engine.games.rook.scoring import RookTally, count_counters, hand_events, score_rook_hand
from rulesets.rook import RookRules

__all__ = ["HeuristicRookBot", "DiscardOwner", "discard_owner", "hand_value"]

PASS = Bid(BidKind.PASS)
PARTNER_MARGIN = 15
"""How far above a partner's high bid the bot's estimate must be before it bids over it."""


class DiscardOwner(StrEnum):
    """Who scores the counters the declarer discards, as the scorer treats them."""

    NOBODY = "nobody"
    DECLARER = "declarer"
    LAST_TRICK = "last_trick"


def discard_owner(rules: RookRules) -> DiscardOwner:
    """Who scores discarded counters, found by scoring a hand whose only points are a
    discarded counter (the last trick taken by a defender)."""
    table = seating(rules)
    counters = [card for card in RookTricks(rules).pack.cards if count_counters(rules, [card])]
    defender = next((s for s in range(table.count) if not table.same_side(0, s)), None)
    if not counters or defender is None:
        return DiscardOwner.NOBODY
    tally = RookTally(0, 1, (0,) * len(table.sides), (counters[0],), defender)
    taken = score_rook_hand(rules, tally).taken
    if taken[table.side_of[0]]:
        return DiscardOwner.DECLARER
    return DiscardOwner.LAST_TRICK if any(taken) else DiscardOwner.NOBODY


# -- valuing a hand --------------------------------------------------------------------------


def top_strength(tricks: RookTricks) -> int:
    """The strength of the highest rank of a suit."""
    return max(tricks.rank_strength(card) for card in tricks.pack.cards if card is not ROOK)


def suit_score(
    tricks: RookTricks, cards: Sequence[Card], suit: str, top: int | None = None
) -> float:
    """How good `suit` is as trump: its length, weighted by how high its cards rank (`top`:
    `top_strength(tricks)`, worked out here if not given)."""
    if top is None:
        top = top_strength(tricks)
    held = [card for card in cards if card.suit == suit and card is not ROOK]
    return sum(1.0 + tricks.rank_strength(card) / top for card in held)


def best_suit(tricks: RookTricks, cards: Sequence[Card]) -> str:
    """The suit to name as trump."""
    top = top_strength(tricks)  # once, not once a suit
    return max(tricks.pack.suits, key=lambda suit: suit_score(tricks, cards, suit, top))


def _is_top(tricks: RookTricks, card: Card, places: int) -> bool:
    return card is not ROOK and card.rank in tricks.pack.ranks[:places]


def hand_value(tricks: RookTricks, cards: Sequence[Card], nest: int) -> float:
    """A hand's strength as a share (0..1) of the points its side takes as declarer: trump
    length (the nest adds to it), high trumps, the Rook, and aces of the other suits."""
    trump = best_suit(tricks, cards)
    length = sum(1 for card in cards if card.suit == trump)
    tops = sum(1 for card in cards if card.suit == trump and _is_top(tricks, card, 3))
    aces = sum(1 for card in cards if card.suit != trump and _is_top(tricks, card, 1))
    rook = ROOK in cards
    expected = len(cards) / len(tricks.pack.suits)
    points = 2.0 * (length + nest / 4 - expected) + 1.5 * tops + 3.0 * rook + 2.0 * aces
    return min(0.95, max(0.0, 0.3 + 0.04 * points))


# -- what the bots of one ruleset share ------------------------------------------------------


class RookKnown:
    """What every heuristic bot of one ruleset works out from the rules alone, once: a
    simulation makes four bots a match, and each summed the points available, scored a hand
    to learn who keeps discarded counters, and counted counters card by card."""

    def __init__(self, rules: RookRules) -> None:
        self.tricks = RookTricks(rules)
        self.table = seating(rules)
        self.available = rules.points_available()
        self.owner = discard_owner(rules)
        self.top = top_strength(self.tricks)
        self.counters = {card: count_counters(rules, [card]) for card in self.tricks.pack.cards}
        """Each card's points."""
        self.sweep = event_stakes(hand_events(rules)).every_point
        """What taking every point of a hand is worth to a side (0: nothing more)."""
        self.beats: dict[tuple[str, int, int], bool] = {}
        """(trump, card, other) -> whether `other` played after `card` takes the trick."""

    def beaten_by(self, card: Card, other: Card, trump: str) -> bool:
        key = (trump, card.index, other.index)
        found = self.beats.get(key)
        if found is None:
            trick = (PlayedCard(0, card), PlayedCard(1, other))
            found = self.beats[key] = self.tricks.trick_winner(trick, trump) == 1
        return found


_KNOWN: Final[PerRuleset[RookRules, RookKnown]] = PerRuleset()


def _known(rules: RookRules) -> RookKnown:
    return _KNOWN.get(rules, RookKnown)


# -- the bot ---------------------------------------------------------------------------------


class HeuristicRookBot:
    """Bids, takes the nest, names trump and plays Rook by hand strength and counters."""

    name = "heuristic"
    takes_forced_play = True
    """A single legal card is played unseen (`engine.match.bot_chooser`)."""

    def __init__(self, rules: RookRules) -> None:
        self.rules = rules
        known = _known(rules)
        self.tricks = known.tricks
        self.table = known.table
        self.available = known.available
        self.owner = known.owner
        self.top = known.top
        self.known = known

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """The bot's action, always one of `legal`."""
        if view.phase is Phase.AUCTION:
            return self.bid(view, legal)
        if view.phase is Phase.NEST:
            return self.discard(view, legal)
        if view.phase is Phase.TRUMP:
            return self.name_trump(view, legal)
        cards = [action for action in legal if isinstance(action, Card)]
        if view.phase is not Phase.PLAY or not cards:
            return legal[0]
        if len(cards) == 1:
            return cards[0]  # a forced card: no reading of the table
        return play_card(RookReading(self, view, cards))

    # -- the auction -----------------------------------------------------------------------

    def estimate(self, view: PlayerView) -> float:
        """The points the bot expects its side to take as declarer."""
        hand = view.hand or ()
        nest = max(0, len(self.tricks.pack.cards) - len(hand) * self.table.count)
        return hand_value(self.tricks, hand, nest) * self.available

    def bid(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """The lowest legal bid when it stays within the estimate, else pass."""
        numbers = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NUMBER]
        passing = PASS if PASS in legal else legal[-1]
        if not numbers:
            return passing
        lowest = min(numbers, key=lambda bid: bid.number)
        estimate = self.estimate(view)
        if self._partner_holds(view) and lowest.number + PARTNER_MARGIN > estimate:
            return passing
        return lowest if lowest.number <= estimate else passing

    def _partner_holds(self, view: PlayerView) -> bool:
        declarer = view.extra.get("declarer")
        return declarer is not None and declarer != view.seat and self._ours(view, declarer)

    def _ours(self, view: PlayerView, seat: int) -> bool:
        return self.table.same_side(view.seat, seat)

    # -- nest and trump --------------------------------------------------------------------

    def trump_of(self, view: PlayerView) -> str:
        """The trump named, or the suit the bot will name."""
        named = view.extra.get("trump")
        return str(named) if named else best_suit(self.tricks, view.hand or ())

    def discard(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Lay aside the cards least worth keeping (see `keep_value`)."""
        choices = [action for action in legal if isinstance(action, Discard)]
        if not choices:
            return legal[0]
        hand, trump = list(view.hand or ()), self.trump_of(view)
        count = len(choices[0].cards)
        ranked = sorted(hand, key=lambda card: self.keep_value(hand, trump, card))
        wanted = Discard(tuple(sorted(ranked[:count], key=lambda card: card.index)))
        if wanted in choices:
            return wanted
        return min(choices, key=lambda d: sum(self.keep_value(hand, trump, c) for c in d.cards))

    def keep_value(self, hand: Sequence[Card], trump: str, card: Card) -> float:
        """How much the bot wants to keep `card`: trumps and the Rook most, then high cards
        and long suits; counters by who scores them when discarded."""
        if card is ROOK or card.suit == trump:
            return 100.0 + self.tricks.rank_strength(card)
        length = sum(1 for other in hand if other.suit == card.suit)
        points = self.known.counters[card]
        value = 10.0 * self.tricks.rank_strength(card) / self.top + 2.0 * length
        if self.owner is DiscardOwner.DECLARER:
            return value - points / 3
        if self.owner is DiscardOwner.NOBODY:
            return value + points / 2
        return value

    def name_trump(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Name the bot's best suit."""
        wanted = NameTrump(best_suit(self.tricks, view.hand or ()))
        return wanted if wanted in legal else legal[0]


# -- reading the table -----------------------------------------------------------------------


class RookReading:
    """What the bot makes of the table at one play decision. A plain class: a dataclass's
    generated `__init__` stays interpreted in the compiled build."""

    def __init__(self, bot: HeuristicRookBot, view: PlayerView, legal: list[Card]) -> None:
        self.bot = bot
        self.view = view
        self.legal = legal
        self.me = view.seat
        self.trump = str(view.extra.get("trump") or "")
        self.tricks = bot.tricks
        self.table: Seating = bot.table
        self.counters = bot.known.counters
        gone = {played.card for played in view.played}
        gone.update(view.hand or ())
        gone.update(view.extra.get("discards") or ())
        self.out = [card for card in self.tricks.pack.cards if card not in gone]
        leader = view.trick[0].seat if view.trick else view.seat
        order = self.table.order_from(leader)
        self.after = order[order.index(view.seat) + 1 :]
        self.declarer = view.extra.get("declarer")
        self.voids = self._voids()

    def _voids(self) -> list[set[str]]:
        """The suits each seat has shown it lacks (a Rook card played proves nothing)."""
        voids: list[set[str]] = [set() for _ in range(self.table.count)]
        count, plays = self.table.count, self.view.played
        for start in range(0, len(plays) - len(plays) % count, count):
            led = self.suit(plays[start].card)
            for played in plays[start + 1 : start + count]:
                if played.card is not ROOK and self.suit(played.card) != led:
                    voids[played.seat].add(led)
        return voids

    def points(self, cards: Sequence[Card]) -> int:
        counters = self.counters
        return sum(counters[card] for card in cards)

    def ours(self, seat: int) -> bool:
        return self.table.same_side(self.me, seat)

    def suit(self, card: Card) -> str:
        return self.tricks.suit_of(card, self.trump)

    def wins_now(self, card: Card) -> bool:
        trick = (*self.view.trick, PlayedCard(self.me, card))
        return self.tricks.trick_winner(trick, self.trump) == self.me

    def winner(self) -> int:
        return self.tricks.trick_winner(self.view.trick, self.trump)

    def best(self) -> Card:
        """The card winning the trick in progress."""
        seat = self.winner()
        return next(played.card for played in self.view.trick if played.seat == seat)

    def beaten_by(self, card: Card, other: Card) -> bool:
        """Whether `other`, played after `card` (led or winning), would take the trick."""
        return self.bot.known.beaten_by(card, other, self.trump)

    def master(self, card: Card) -> bool:
        """Whether no outstanding card of its suit would beat `card` (the Rook card aside:
        it takes one trick, and nobody knows which)."""
        suit = self.suit(card)
        rivals = [o for o in self.out if self.suit(o) == suit and o is not ROOK]
        return not any(self.beaten_by(card, other) for other in rivals)

    def ruff_risk(self, suit: str, seats: Sequence[int]) -> bool:
        """Whether an opponent among `seats` has shown a void in `suit` while trumps are out."""
        if suit == self.trump or not any(self.suit(o) == self.trump for o in self.out):
            return False
        return any(suit in self.voids[seat] for seat in seats if not self.ours(seat))

    def safe(self, card: Card) -> bool:
        """Whether `card`, winning now, should hold against the players still to play."""
        if all(self.ours(seat) for seat in self.after):
            return True
        return self.master(card) and not self.ruff_risk(self.suit(card), self.after)

    def declaring(self) -> bool:
        return self.declarer is not None and self.ours(int(self.declarer))

    def sweep_open(self) -> bool:
        """Whether taking every point scores a bonus, one side has taken points and another
        none so far: then every counter decides whether a side keeps or spoils the bonus."""
        if self.bot.known.sweep <= 0:
            return False
        taken = [0] * len(self.table.sides)
        count, plays, trump = self.table.count, self.view.played, self.trump
        for start in range(0, len(plays) - len(plays) % count, count):
            trick = plays[start : start + count]
            winner = self.tricks.trick_winner(trick, trump)
            taken[self.table.side_of[winner]] += self.points([played.card for played in trick])
        return any(taken) and not all(taken)

    def cost(self, card: Card) -> tuple[bool, int, bool, int]:
        """How dear a card is to give up: the Rook, counters, trumps, then rank."""
        trump = self.suit(card) == self.trump
        return (card is ROOK, self.points([card]), trump, self.tricks.rank_strength(card))


# -- playing ---------------------------------------------------------------------------------


def play_card(r: RookReading) -> Card:
    """The card to play (one of `r.legal`)."""
    return lead(r) if not r.view.trick else follow(r)


def lead(r: RookReading) -> Card:
    """Pull trumps with a master trump when declaring; cash masters; else lead low."""
    trumps_out = any(r.suit(o) == r.trump for o in r.out)
    masters = [card for card in r.legal if card is not ROOK and r.master(card)]
    pulls = [card for card in masters if r.suit(card) == r.trump]
    if r.declaring() and trumps_out and pulls:
        return max(pulls, key=r.tricks.rank_strength)
    others = range(r.table.count)
    cashable = [c for c in masters if r.suit(c) != r.trump and not r.ruff_risk(r.suit(c), others)]
    if cashable:
        return max(cashable, key=lambda card: r.points([card]))
    return min(r.legal, key=r.cost)


def follow(r: RookReading) -> Card:
    """Feed a partner who holds the trick; win tricks worth having; else throw low."""
    if r.ours(r.winner()) and r.safe(r.best()):
        return feed(r)
    winners = [card for card in r.legal if r.wins_now(card)]
    at_stake = r.points([played.card for played in r.view.trick])
    last = not r.after or all(r.ours(seat) for seat in r.after)
    if winners and at_stake and r.sweep_open():
        return fight(r, winners)
    keep = [card for card in winners if last or r.safe(card)]
    if keep and (at_stake or last or r.points(keep)):
        return min(keep, key=lambda card: (card is ROOK, -r.points([card]), r.cost(card)))
    if ROOK in winners and at_stake >= 15:
        return ROOK
    return min(r.legal, key=r.cost)


def fight(r: RookReading, winners: list[Card]) -> Card:
    """Win a trick with counters while a side has taken none: the card that surely holds,
    as when the trick is worth it, else the strongest, the Rook card last."""
    holding = [card for card in winners if r.safe(card)]
    if holding:
        return min(holding, key=lambda card: (card is ROOK, -r.points([card]), r.cost(card)))
    return max(winners, key=lambda card: (card is not ROOK, r.tricks.rank_strength(card)))


def feed(r: RookReading) -> Card:
    """The richest counter that is not the Rook, or the cheapest card."""
    counters = [card for card in r.legal if card is not ROOK and r.points([card])]
    if counters:
        return max(counters, key=lambda card: (r.points([card]), -r.tricks.rank_strength(card)))
    return min(r.legal, key=r.cost)
