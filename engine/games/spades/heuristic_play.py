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

from typing import Final

from engine.core.actions import Bid, BidKind
from engine.core.cards import Card
from engine.core.memo import PerRuleset
from engine.core.protocol import PlayedCard, PlayerView
from engine.core.seats import Seating, seating
from engine.games.spades.deal import TRUMPS, Pack, pack
from engine.games.spades.play import winning_index
from rulesets.spades import SpadesRules

__all__ = ["Memory", "memory", "Reading", "play_card", "is_nil", "number"]

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


def _contract(
    seats: tuple[int, ...], bids: tuple[Bid | None, ...], taken: tuple[int, ...]
) -> tuple[int | None, int]:
    """A side's contract (None without one) and the tricks counted toward it."""
    numeric = False
    contract = counted = 0
    for seat in seats:
        bid = bids[seat]
        numeric = numeric or (bid is not None and bid.kind in _NUMERIC)
        contract += number(bid)
        if not is_nil(bid):
            counted += taken[seat]
    return (contract, counted) if numeric else (None, 0)


class CardsSeen:
    """What the cards played so far show: which are gone and who has shown a void."""

    def __init__(
        self, played: tuple[PlayedCard, ...], gone: int, voids: tuple[int, ...], voided: int
    ) -> None:
        self.played = played
        self.gone = gone
        """The bitmask of the cards played."""
        self.voids = voids
        """Each seat's shown voids, one bit per suit."""
        self.voided = voided
        """Plays read for voids: whole tricks only."""


class BidsSeen:
    """What the bids and the tricks taken so far make: live nils and contracts."""

    def __init__(
        self,
        bids: tuple[Bid | None, ...],
        taken: tuple[int, ...],
        live: list[bool],
        contracts: list[tuple[int | None, int]],
    ) -> None:
        self.bids = bids
        self.taken = taken
        self.live = live
        """Whether each seat bid nil and has not taken a trick yet."""
        self.contracts = contracts
        """Each side's contract (None without one) and the tricks counted toward it."""


class Memory:
    """What the heuristic bots of one ruleset have worked out from the views they were shown,
    kept for the next view. What the cards played show depends on the `played` sequence
    alone, so a view whose `played` extends the one read last only adds its new cards (any
    other view is read from the start); the bids' figures change once a trick. Every bot of
    the ruleset shares one memory: at a four-handed table each reads one new card instead of
    four, and the contracts once a trick instead of four times. Rebuilding all of it at every
    decision was a third of a simulation's time (issue 15). Each reading is a new immutable
    value swapped in whole, so bots in other threads at most read again."""

    def __init__(self, the_pack: Pack, table: Seating) -> None:
        self.pack = the_pack
        self.table = table
        count = self.count = table.count
        self.cards = CardsSeen((), 0, (0,) * count, 0)
        self.figures = BidsSeen((), (), [], [])
        self.opponents = [
            [seat for seat in range(count) if table.side_of[seat] != table.side_of[me]]
            for me in range(count)
        ]
        """Each seat's opponents."""
        self.afters = [
            [order[order.index(me) + 1 :] for me in range(count)]
            for order in (table.order_from(leader) for leader in range(count))
        ]
        """By leader and seat: the seats still to play after it in the trick."""

    def read_bids(self, bids: tuple[Bid | None, ...], taken: tuple[int, ...]) -> BidsSeen:
        """Live nils and contracts for these bids and tricks taken."""
        known = self.figures
        if bids == known.bids and taken == known.taken:
            return known
        live = [is_nil(bids[seat]) and taken[seat] == 0 for seat in range(self.count)]
        contracts = [_contract(seats, bids, taken) for seats in self.table.sides]
        known = self.figures = BidsSeen(bids, taken, live, contracts)
        return known

    def read(self, played: tuple[PlayedCard, ...]) -> CardsSeen:
        """The cards gone and the voids shown by `played`."""
        known = self.cards
        seen = known.played
        start = len(seen)
        if len(played) == start and (played is seen or played == seen):
            return known
        gone, voids, voided = known.gone, known.voids, known.voided
        if len(played) < start or played[:start] != seen:
            gone, voids, voided, start = 0, (0,) * self.count, 0, 0
        index, suit = self.pack.index, self.pack.suit
        for position in range(start, len(played)):
            gone |= 1 << index[played[position].card]
        count = self.count
        whole = len(played) - len(played) % count
        if whole > voided:
            shown = list(voids)
            for first in range(voided, whole, count):
                led = suit[index[played[first].card]]
                for position in range(first + 1, first + count):
                    follower = played[position]
                    if suit[index[follower.card]] != led:
                        shown[follower.seat] |= 1 << led
            voids, voided = tuple(shown), whole
        known = self.cards = CardsSeen(played, gone, voids, voided)
        return known


_MEMORIES: Final[PerRuleset[SpadesRules, Memory]] = PerRuleset()


def memory(rules: SpadesRules) -> Memory:
    """The memory the heuristic bots of `rules` share."""
    return _MEMORIES.get(rules, _new_memory)


def _new_memory(rules: SpadesRules) -> Memory:
    return Memory(pack(rules), seating(rules))


class Reading:
    """What the bot makes of the table at one play decision, as bitmasks of pack indexes,
    from its `PlayerView` and what its `Memory` has kept of the view before."""

    def __init__(
        self,
        pack: Pack,
        table: Seating,
        threshold: int | None,
        view: PlayerView,
        legal: list[Card],
        memory: Memory | None = None,
    ) -> None:
        self.pack = pack
        self.table = table
        self.threshold = threshold
        """The bag count that costs a penalty (None: bags cost nothing)."""
        self.view = view
        self.legal = legal
        if memory is None or memory.pack is not pack:
            # A hand whose trump is not the ruleset's (`deck.trump: last_card_dealt`) plays
            # with a pack in another order: the shared memory's bits would name other cards.
            memory = Memory(pack, table)
        cards = memory.read(view.played)
        figures = memory.read_bids(view.bids, view.tricks_taken)
        self.live = figures.live
        self.contracts = figures.contracts
        self.me = view.seat
        self.side = table.side_of[view.seat]
        index = pack.index
        mine = 0
        for card in view.hand or ():
            mine |= 1 << index[card]
        self.hand = mine
        """My cards' bitmask."""
        self.out = ((1 << len(pack.cards)) - 1) & ~cards.gone & ~mine
        """The bitmask of the cards still out: neither played nor mine."""
        self.trick = [index[played.card] for played in view.trick]
        self.voids = cards.voids
        leader = view.trick[0].seat if view.trick else view.seat
        self.after = memory.afters[leader][view.seat]
        self._opponents = memory.opponents[view.seat]
        self._best = -1

    # -- bids and tricks -------------------------------------------------------------------

    def partners(self) -> tuple[int, ...]:
        return self.table.partners(self.me)

    def live_nil(self, seat: int) -> bool:
        """Whether `seat` bid nil and has not taken a trick yet."""
        return self.live[seat]

    def opponents(self) -> list[int]:
        return self._opponents

    def same_side(self, seat: int) -> bool:
        return self.table.side_of[seat] == self.side

    def contract(self, side: int) -> tuple[int | None, int]:
        """A side's contract (None without one) and the tricks counted toward it."""
        return self.contracts[side]

    @property
    def tricks_left(self) -> int:
        return self.hand.bit_count()

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
        if self._best < 0:
            self._best = self.trick[winning_index(self.pack, self.trick)]
        return self._best

    def winner(self) -> int:
        return self.view.trick[winning_index(self.pack, self.trick)].seat

    def beats(self, index: int) -> bool:
        """Whether playing `index` now would win the trick so far."""
        best = self.best()
        if self.suit(index) == self.suit(best):
            return index > best
        return self.suit(index) == TRUMPS

    def _out_above(self, index: int) -> int:
        """The outstanding cards of `index`'s suit ranking above it."""
        return (self.out & self.pack.suit_masks[self.pack.suit[index]]) >> (index + 1)

    def master(self, index: int) -> bool:
        """Whether no outstanding card of its suit ranks above `index`."""
        return self._out_above(index) == 0

    def trumps_out(self) -> bool:
        return self.out & self.pack.suit_masks[TRUMPS] != 0

    def void(self, seat: int, suit: int) -> bool:
        """Whether `seat` has shown a void in `suit` (in a whole trick)."""
        return self.voids[seat] >> suit & 1 == 1

    def ruff_risk(self, suit: int) -> bool:
        """Whether an opponent still to play may be void in `suit` and trump it."""
        if suit == TRUMPS or not self.trumps_out():
            return False
        return any(self.void(seat, suit) for seat in self.after if not self.same_side(seat))

    def safe(self, index: int) -> bool:
        """Whether `index`, winning now, should hold against the players still to play."""
        if all(self.same_side(seat) for seat in self.after):
            return True
        return self.master(index) and not self.ruff_risk(self.suit(index))

    def suit_length(self, suit: int) -> int:
        return (self.hand & self.pack.suit_masks[suit]).bit_count()

    def outstanding_above(self, index: int) -> int:
        return self._out_above(index).bit_count()


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
    if suit == TRUMPS or not r.trumps_out():
        return False
    return any(r.void(seat, suit) for seat in r.opponents())


def lead_low(r: Reading, cards: list[int]) -> int:
    """The lowest card of my shortest side suit (to make a void to trump in later)."""
    return min(
        cards, key=lambda index: (r.suit(index) == TRUMPS, r.suit_length(r.suit(index)), index)
    )


def lead_into_nil(r: Reading, cards: list[int], nils: list[int]) -> int:
    """A low card of a suit the nil bidder still holds, where high cards are still out."""

    def key(index: int) -> tuple[bool, bool, int, int]:
        suit = r.suit(index)
        void = any(r.void(seat, suit) for seat in nils)
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
