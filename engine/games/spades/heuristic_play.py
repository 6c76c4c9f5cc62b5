"""How the heuristic Spades bot plays its cards (see `engine.games.spades.heuristic`).

A `Reading` is what the bot makes of the table at one decision, from its `PlayerView` alone:
its cards, the cards still out, who has shown a void, the contracts and what each side still
needs. The play functions pick a card from the legal ones:

- a nil bidder ducks, shedding its highest cards that lose;
- the partner of a live nil covers it: it leads high, overtakes the nil's winning card, and
  takes tricks the nil might be left with;
- otherwise a side wins tricks cheaply until its contract is made (leaving tricks to a
  partner who holds them), then ducks to keep bags down unless opponents can still be set;
- an opponent's live nil is attacked: low leads into suits it holds, low cards when it is
  still to play, and cards under its winning card.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import Bid, BidKind
from engine.core.cards import Card
from engine.core.protocol import PlayerView
from engine.core.seats import Seating
from engine.games.spades.deal import TRUMPS, Pack
from engine.games.spades.play import winning_index

__all__ = ["Reading", "play_card", "is_nil", "number"]

# A Bemo side needs its N tricks first of all: the bot plays for N tricks, as for a bid of N.
_NUMERIC = (
    BidKind.NUMBER,
    BidKind.BLIND,
    BidKind.TEAM,
    BidKind.TEAM_BLIND,
    BidKind.MOON,
    BidKind.BEMO,
)
_EVERY_TRICK = 1000
"""What a moon promises, for `number`: more than any hand has, so its side needs them all."""


def is_nil(bid: Bid | None) -> bool:
    """Whether `bid` is a nil or blind nil."""
    return bid is not None and bid.is_nil


def number(bid: Bid | None) -> int:
    """The tricks a bid promises toward its side's contract (0 for nil and no bid)."""
    if bid is not None and bid.kind is BidKind.MOON:
        return _EVERY_TRICK
    return bid.number if bid is not None and bid.kind in _NUMERIC else 0


# -- reading the table -----------------------------------------------------------------------


@dataclass
class Reading:
    """What the bot makes of the table at one play decision."""

    pack: Pack
    table: Seating
    threshold: int | None
    """The bag count that costs a penalty (None: bags cost nothing)."""
    view: PlayerView
    legal: list[Card]

    def __post_init__(self) -> None:
        the_pack, table, view = self.pack, self.table, self.view
        self.me = view.seat
        self.side = table.side_of[view.seat]
        self.hand = [the_pack.index[card] for card in view.hand or ()]
        gone = {the_pack.index[played.card] for played in view.played}
        self.out = set(range(len(the_pack.cards))) - gone - set(self.hand)
        self.trick = [the_pack.index[played.card] for played in view.trick]
        self.voids = self._voids()
        leader = view.trick[0].seat if view.trick else view.seat
        order = table.order_from(leader)
        self.after = order[order.index(view.seat) + 1 :]

    def _voids(self) -> list[set[int]]:
        voids: list[set[int]] = [set() for _ in range(self.table.count)]
        count, plays = self.table.count, self.view.played
        for start in range(0, len(plays) - len(plays) % count, count):
            led = self.pack.suit[self.pack.index[plays[start].card]]
            for played in plays[start + 1 : start + count]:
                if self.pack.suit[self.pack.index[played.card]] != led:
                    voids[played.seat].add(led)
        return voids

    # -- bids and tricks -------------------------------------------------------------------

    def partners(self) -> tuple[int, ...]:
        return self.table.partners(self.me)

    def live_nil(self, seat: int) -> bool:
        """Whether `seat` bid nil and has not taken a trick yet."""
        return is_nil(self.view.bids[seat]) and self.view.tricks_taken[seat] == 0

    def opponents(self) -> list[int]:
        return [seat for seat in range(self.table.count) if not self.same_side(seat)]

    def same_side(self, seat: int) -> bool:
        return self.table.side_of[seat] == self.side

    def contract(self, side: int) -> tuple[int | None, int]:
        """A side's contract (None without one) and the tricks counted toward it."""
        seats = self.table.sides[side]
        bids = [self.view.bids[seat] for seat in seats]
        if not any(bid is not None and bid.kind in _NUMERIC for bid in bids):
            return None, 0
        counted = sum(
            self.view.tricks_taken[seat] for seat in seats if not is_nil(self.view.bids[seat])
        )
        return sum(number(bid) for bid in bids), counted

    @property
    def tricks_left(self) -> int:
        return len(self.hand)

    def need(self) -> int:
        """Tricks my side still needs for its contract (a large number when the hand bids
        itself: every trick counts)."""
        if self.view.extra.get("bids_itself"):
            return len(self.pack.cards)
        contract, counted = self.contract(self.side)
        return 0 if contract is None else contract - counted

    def bags_near(self) -> bool:
        """Whether one more overtrick brings my side to within a trick of the bag penalty."""
        threshold = self.threshold
        if threshold is None or not self.view.bags:
            return False
        contract, counted = self.contract(self.side)
        over = max(0, counted - (contract or 0))
        return self.view.bags[self.side] + over + 2 >= threshold

    def settable(self) -> bool:
        """Whether an opponent side still needs tricks it could take."""
        sides = {self.table.side_of[seat] for seat in self.opponents()}
        for side in sides:
            contract, counted = self.contract(side)
            if contract is not None and 0 < contract - counted <= self.tricks_left:
                return True
        return False

    def want_tricks(self) -> bool:
        """Win tricks (contract not yet made, or opponents to set without bag trouble)?"""
        if self.need() > 0:
            return True
        return not self.bags_near() and self.settable()

    def can_afford_ducks(self) -> bool:
        return self.need() < self.tricks_left

    # -- cards ------------------------------------------------------------------------------

    def suit(self, index: int) -> int:
        return self.pack.suit[index]

    def best(self) -> int:
        """The index of the card winning the trick in progress."""
        return self.trick[winning_index(self.pack, self.trick)]

    def winner(self) -> int:
        return self.view.trick[winning_index(self.pack, self.trick)].seat

    def beats(self, index: int) -> bool:
        """Whether playing `index` now would win the trick so far."""
        best = self.best()
        if self.suit(index) == self.suit(best):
            return index > best
        return self.suit(index) == TRUMPS

    def master(self, index: int) -> bool:
        """Whether no outstanding card of its suit ranks above `index`."""
        suit = self.suit(index)
        return not any(other > index and self.pack.suit[other] == suit for other in self.out)

    def ruff_risk(self, suit: int) -> bool:
        """Whether an opponent still to play may be void in `suit` and trump it."""
        if suit == TRUMPS or not any(self.suit(other) == TRUMPS for other in self.out):
            return False
        return any(suit in self.voids[seat] for seat in self.after if not self.same_side(seat))

    def safe(self, index: int) -> bool:
        """Whether `index`, winning now, should hold against the players still to play."""
        if all(self.same_side(seat) for seat in self.after):
            return True
        return self.master(index) and not self.ruff_risk(self.suit(index))

    def suit_length(self, suit: int) -> int:
        return sum(1 for index in self.hand if self.suit(index) == suit)

    def outstanding_above(self, index: int) -> int:
        suit = self.suit(index)
        return sum(1 for other in self.out if other > index and self.suit(other) == suit)


# -- playing ---------------------------------------------------------------------------------


def play_card(r: Reading) -> Card:
    """The card to play (one of `r.legal`)."""
    cards = [r.pack.index[card] for card in r.legal]
    if r.live_nil(r.me):
        index = lead_to_lose(r, cards) if not r.trick else duck(r, cards, shed=True)
    elif any(r.live_nil(seat) for seat in r.partners()):
        index = cover(r, cards)
    elif not r.trick:
        index = lead(r, cards)
    else:
        index = follow(r, cards)
    return r.pack.cards[index]


def lead(r: Reading, cards: list[int]) -> int:
    """Attack a live nil, cash winners while tricks are wanted, else lead to lose."""
    nils = [seat for seat in r.opponents() if r.live_nil(seat)]
    if nils and r.can_afford_ducks():
        return lead_into_nil(r, cards, nils)
    if not r.want_tricks():
        return lead_to_lose(r, cards)
    winners = [index for index in cards if r.master(index) and not _ruffable_lead(r, index)]
    if winners:
        return max(winners, key=lambda index: (r.suit(index) != TRUMPS, index))
    return lead_low(r, cards)


def _ruffable_lead(r: Reading, index: int) -> bool:
    suit = r.suit(index)
    if suit == TRUMPS or not any(r.suit(other) == TRUMPS for other in r.out):
        return False
    return any(suit in r.voids[seat] for seat in r.opponents())


def lead_low(r: Reading, cards: list[int]) -> int:
    """The lowest card of my shortest side suit (to make a void to trump in later)."""
    return min(
        cards, key=lambda index: (r.suit(index) == TRUMPS, r.suit_length(r.suit(index)), index)
    )


def lead_into_nil(r: Reading, cards: list[int], nils: list[int]) -> int:
    """A low card of a suit the nil bidder still holds, where high cards are still out."""

    def key(index: int) -> tuple[bool, bool, int, int]:
        suit = r.suit(index)
        void = any(suit in r.voids[seat] for seat in nils)
        return (void, suit == TRUMPS, -r.outstanding_above(index), index)

    return min(cards, key=key)


def lead_to_lose(r: Reading, cards: list[int]) -> int:
    """The card most likely to be beaten: the most outstanding cards above it."""
    return min(
        cards, key=lambda index: (r.suit(index) == TRUMPS, -r.outstanding_above(index), index)
    )


def follow(r: Reading, cards: list[int]) -> int:
    """Play under a live nil opponent, win when tricks are wanted, else duck."""
    nil_play = _under_nil(r, cards)
    if nil_play is not None:
        return nil_play
    if r.want_tricks():
        return win(r, cards)
    return duck(r, cards, shed=True)


def _under_nil(r: Reading, cards: list[int]) -> int | None:
    """Against a live nil opponent: go low when it plays after me, or stay under its
    winning card."""
    if not r.can_afford_ducks():
        return None
    nils = [seat for seat in r.opponents() if r.live_nil(seat)]
    if any(seat in r.after for seat in nils):
        return lowest(r, cards)
    if r.winner() in nils:
        losers = [index for index in cards if not r.beats(index)]
        return max(losers) if losers else None
    return None


def win(r: Reading, cards: list[int]) -> int:
    """Take the trick cheaply, leave it to a partner who holds it, or throw a low card."""
    winner = r.winner()
    if r.same_side(winner) and r.safe(r.best()):
        return lowest(r, cards)
    winners = [index for index in cards if r.beats(index)]
    if not winners:
        return lowest(r, cards)
    safe = [index for index in winners if r.safe(index)]
    if safe:
        return min(safe)
    if any(r.same_side(seat) for seat in r.after):
        return lowest(r, cards)
    return max(winners) if r.suit(winners[0]) != TRUMPS else min(winners)


def duck(r: Reading, cards: list[int], shed: bool) -> int:
    """Lose the trick: the highest card that loses (shedding it); when every card wins,
    the highest if nobody can overtake, else the lowest."""
    losers = [index for index in cards if not r.beats(index)]
    if losers:
        return (
            max(losers, key=lambda index: (r.suit(index) != TRUMPS, index)) if shed else min(losers)
        )
    if r.after and not all(r.same_side(seat) for seat in r.after):
        return min(cards)
    return max(cards)


def lowest(r: Reading, cards: list[int]) -> int:
    """The cheapest card to give up: no trump or winner if avoidable, from a short suit."""

    def key(index: int) -> tuple[bool, bool, int, int]:
        suit = r.suit(index)
        return (suit == TRUMPS, r.master(index), r.suit_length(suit), index)

    following = [index for index in cards if r.trick and r.suit(index) == r.suit(r.trick[0])]
    return min(following) if following else min(cards, key=key)


def cover(r: Reading, cards: list[int]) -> int:
    """Protect a partner's live nil: lead high, overtake the partner's winning card, and
    take tricks the partner might otherwise be left with."""
    if not r.trick:
        return max(cards, key=lambda index: (-r.outstanding_above(index), r.suit(index) != TRUMPS))
    partners = [seat for seat in r.partners() if r.live_nil(seat)]
    winners = [index for index in cards if r.beats(index)]
    if r.winner() in partners:
        return min(winners) if winners else lowest(r, cards)
    if any(seat in r.after for seat in partners) and winners:
        return max(winners) if r.suit(winners[0]) != TRUMPS else min(winners)
    return win(r, cards) if r.want_tricks() else duck(r, cards, shed=True)
