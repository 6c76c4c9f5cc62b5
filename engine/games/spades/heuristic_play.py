"""How the heuristic Spades bot plays its cards (see `engine.games.spades.heuristic`).

A `Reading` is what the bot makes of the table at one decision, from its `PlayerView` alone:
its cards, the cards still out, who has shown a void, the contracts and what each side still
needs. The play functions pick a card from the legal ones:

- a nil bidder ducks, shedding its highest cards that lose;
- the partner of a live nil covers it: it leads high, overtakes the nil's winning card, and
  takes tricks the nil might be left with;
- otherwise a side wins tricks cheaply until its contract is made (leaving tricks to a
  partner who holds them), then ducks to keep bags down unless opponents can still be set
  (not when the next overtrick would cost the penalty of a hand event: it sheds);
- an opponent's live nil is attacked: low leads into suits it holds, low cards when it is
  still to play, and cards under its winning card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from engine.core.actions import Bid, BidKind
from engine.core.cards import Card
from engine.core.memo import PerRuleset
from engine.core.protocol import PlayedCard, PlayerView
from engine.core.seats import Seating, seating
from engine.games.spades.deal import TRUMPS, Pack, pack
from rulesets.spades import SpadesRules

__all__ = ["Memory", "memory", "OvertrickPenalty", "Reading", "play_card", "is_nil", "number"]

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


class OvertrickPenalty:
    """A hand event's penalty for a side that takes far more than its contract, as the bot
    weighs it against setting the opponents (`engine.core.stakes`)."""

    def __init__(self, overtricks: int, points: int, trick_worth: float) -> None:
        self.overtricks = overtricks
        """The overtricks in a hand that cost the penalty."""
        self.points = points
        """What reaching them costs the side."""
        self.trick_worth = trick_worth
        """What a trick of a contract made scores."""


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
        nil_opponents: list[list[int]],
        nil_partners: list[list[int]],
    ) -> None:
        self.bids = bids
        self.taken = taken
        self.live = live
        """Whether each seat bid nil and has not taken a trick yet."""
        self.contracts = contracts
        """Each side's contract (None without one) and the tricks counted toward it."""
        self.nil_opponents = nil_opponents
        """By seat: its opponents whose nil is live."""
        self.nil_partners = nil_partners
        """By seat: its partners whose nil is live."""


class Memory:
    """What the heuristic bots of one ruleset have worked out from the views they were shown,
    kept for the next view. What the cards played show depends on the `played` sequence
    alone, so a view whose `played` extends the one read last only adds its new cards (any
    other view is read from the start); the bids' figures change once a trick. Every bot of
    the ruleset shares one memory: at a four-handed table each reads one new card instead of
    four, and the contracts once a trick instead of four times. Rebuilding all of it at every
    decision was a third of a simulation's time. Each reading is a new immutable
    value swapped in whole, so bots in other threads at most read again."""

    def __init__(self, the_pack: Pack, table: Seating) -> None:
        self.pack = the_pack
        self.table = table
        count = self.count = table.count
        self.cards = CardsSeen((), 0, (0,) * count, 0)
        self.figures = BidsSeen((), (), [], [], [], [])
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
        self.after_opponents = [
            [[seat for seat in after if table.side_of[seat] != table.side_of[me]]
             for me, after in enumerate(afters)]
            for afters in self.afters
        ]  # fmt: skip
        """By leader and seat: the opponents still to play after it in the trick."""

    def read_bids(self, bids: tuple[Bid | None, ...], taken: tuple[int, ...]) -> BidsSeen:
        """Live nils and contracts for these bids and tricks taken."""
        known = self.figures
        if bids == known.bids and taken == known.taken:
            return known
        live = [is_nil(bids[seat]) and taken[seat] == 0 for seat in range(self.count)]
        contracts = [_contract(seats, bids, taken) for seats in self.table.sides]
        opponents = [[seat for seat in seats if live[seat]] for seats in self.opponents]
        partners = [
            [seat for seat in self.table.partners(me) if live[seat]] for me in range(self.count)
        ]
        known = self.figures = BidsSeen(bids, taken, live, contracts, opponents, partners)
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


def _high(mask: int) -> int:
    """The highest index in a non-empty mask."""
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    """The lowest index in a non-empty mask."""
    return (mask & -mask).bit_length() - 1


class Reading:
    """What the bot makes of the table at one play decision, as bitmasks of pack indexes,
    from its `PlayerView` and what its `Memory` has kept of the view before. Everything a
    choice asks of it is a mask or a flag worked out here once (the legal cards, the cards
    that beat the trick so far, who is still to play), so the play functions below choose
    with a few bit operations instead of a pass over the legal cards per question."""

    def __init__(
        self,
        pack: Pack,
        table: Seating,
        threshold: int | None,
        view: PlayerView,
        legal: Sequence[Card],
        memory: Memory | None = None,
        overtrick_penalty: OvertrickPenalty | None = None,
    ) -> None:
        self.pack = pack
        self.table = table
        self.threshold = threshold
        """The bag count that costs a penalty (None: bags cost nothing)."""
        self.overtrick_penalty = overtrick_penalty
        """An event's penalty for overtricks (None: overtricks cost no event's penalty)."""
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
        me = self.me = view.seat
        self.side = table.side_of[me]
        position = pack.position
        mine = 0
        for card in view.hand or ():
            mine |= 1 << position[card.index]
        self.hand = mine
        """My cards' bitmask."""
        choice = 0
        for card in legal:
            choice |= 1 << position[card.index]
        self.cards = choice
        """The legal cards' bitmask."""
        self.out = ((1 << len(pack.cards)) - 1) & ~cards.gone & ~mine
        """The bitmask of the cards still out: neither played nor mine."""
        self.voids = cards.voids
        trick = view.trick
        self.trick = [position[played.card.index] for played in trick]
        leader = trick[0].seat if trick else me
        self.after = memory.afters[leader][me]
        self.after_opponents = memory.after_opponents[leader][me]
        """The opponents still to play after me in this trick."""
        self._opponents = memory.opponents[me]
        self.nil_opponents = figures.nil_opponents[me]
        """The opponents whose nil is live."""
        self.nil_partners = figures.nil_partners[me]
        """The partners whose nil is live."""
        self._best = self._winner = -1
        self.beating = 0
        """The legal cards that would win the trick so far (none when leading)."""
        if trick:
            self._find_winner()
        self._need = self._needed()

    def _find_winner(self) -> None:
        suit = self.pack.suit
        plays = self.trick
        led = suit[plays[0]]
        best = 0
        for place in range(1, len(plays)):
            index = plays[place]
            if index > plays[best] and (suit[index] == led or suit[index] == TRUMPS):
                best = place
        index = self._best = plays[best]
        self._winner = self.view.trick[best].seat
        masks = self.pack.suit_masks
        beating = masks[suit[index]] >> (index + 1) << (index + 1)
        if suit[index] != TRUMPS:
            beating |= masks[TRUMPS]
        self.beating = self.cards & beating

    def _needed(self) -> int:
        if self.view.extra.get("bids_itself"):
            return len(self.pack.cards)
        contract, counted = self.contracts[self.side]
        return 0 if contract is None else contract - counted

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
        return self._need

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
        left = self.tricks_left
        for seat in self._opponents:
            contract, counted = self.contracts[self.table.side_of[seat]]
            if contract is not None and 0 < contract - counted <= left:
                return True
        return False

    def overtricks_near(self) -> bool:
        """Whether my side's next overtrick would cost an event's penalty larger than what
        setting the opponents is worth: the largest contract still to set, in points. A set
        swings twice that, and trying to set a side does not always set it."""
        penalty = self.overtrick_penalty
        if penalty is None:
            return False
        contract, counted = self.contract(self.side)
        if contract is None or counted - contract + 1 < penalty.overtricks:
            return False
        return penalty.points > penalty.trick_worth * self._largest_to_set()

    def _largest_to_set(self) -> int:
        left, largest = self.tricks_left, 0
        for seat in self._opponents:
            contract, counted = self.contracts[self.table.side_of[seat]]
            if contract is not None and 0 < contract - counted <= left:
                largest = max(largest, contract)
        return largest

    def want_tricks(self) -> bool:
        """Win tricks (contract not yet made, or opponents to set without bag trouble)?"""
        if self._need > 0:
            return True
        return not self.bags_near() and not self.overtricks_near() and self.settable()

    def can_afford_ducks(self) -> bool:
        return self._need < self.tricks_left

    # -- cards ------------------------------------------------------------------------------

    def suit(self, index: int) -> int:
        return self.pack.suit[index]

    def best(self) -> int:
        """The index of the card winning the trick in progress."""
        return self._best

    def winner(self) -> int:
        """The seat winning the trick in progress."""
        return self._winner

    def beats(self, index: int) -> bool:
        """Whether playing `index` now would win the trick so far."""
        best = self._best
        if self.suit(index) == self.suit(best):
            return index > best
        return self.suit(index) == TRUMPS

    def _out_above(self, index: int) -> int:
        """The outstanding cards of `index`'s suit ranking above it."""
        return (self.out & self.pack.suit_masks[self.pack.suit[index]]) >> (index + 1)

    def master(self, index: int) -> bool:
        """Whether no outstanding card of its suit ranks above `index`."""
        return self._out_above(index) == 0

    def masters(self, cards: int, suit: int) -> int:
        """The cards of `cards` in `suit` that no outstanding card of the suit ranks above."""
        of_suit = cards & self.pack.suit_masks[suit]
        out = self.out & self.pack.suit_masks[suit]
        if not out:
            return of_suit
        top = out.bit_length()
        return of_suit >> top << top

    def trumps_out(self) -> bool:
        return self.out & self.pack.suit_masks[TRUMPS] != 0

    def void(self, seat: int, suit: int) -> bool:
        """Whether `seat` has shown a void in `suit` (in a whole trick)."""
        return self.voids[seat] >> suit & 1 == 1

    def ruff_risk(self, suit: int) -> bool:
        """Whether an opponent still to play may be void in `suit` and trump it."""
        if suit == TRUMPS or not self.trumps_out():
            return False
        return any(self.void(seat, suit) for seat in self.after_opponents)

    def safe(self, index: int) -> bool:
        """Whether `index`, winning now, should hold against the players still to play."""
        if not self.after_opponents:
            return True
        return self.master(index) and not self.ruff_risk(self.suit(index))

    def safe_cards(self, cards: int) -> int:
        """The cards of `cards` that are `safe`."""
        if not self.after_opponents:
            return cards
        safe = 0
        for suit in range(len(self.pack.suit_masks)):
            if cards & self.pack.suit_masks[suit] and not self.ruff_risk(suit):
                safe |= self.masters(cards, suit)
        return safe

    def suit_length(self, suit: int) -> int:
        return (self.hand & self.pack.suit_masks[suit]).bit_count()

    def outstanding_above(self, index: int) -> int:
        return self._out_above(index).bit_count()

    def first(self, cards: int) -> int:
        """The first of `cards` (a non-empty mask) in the order of the legal list."""
        position = self.pack.position
        for card in self.legal:
            index = position[card.index]
            if cards >> index & 1:
                return index
        return _low(cards)


# -- playing ---------------------------------------------------------------------------------
# Each choice is the one a pass over the legal cards with a sort key would make: where the
# key ranks a suit's cards by index, only each suit's lowest (or highest) card can win it,
# so the functions compare at most one card per suit.


def play_card(r: Reading) -> Card:
    """The card to play (one of `r.legal`)."""
    if r.live_nil(r.me):
        index = lead_to_lose(r) if not r.trick else duck(r, shed=True)
    elif r.nil_partners:
        index = cover(r)
    elif not r.trick:
        index = lead(r)
    else:
        index = follow(r)
    return r.pack.cards[index]


def _suits(r: Reading) -> range:
    return range(len(r.pack.suit_masks))


def lead(r: Reading) -> int:
    """Attack a live nil, cash winners while tricks are wanted, else lead to lose."""
    nils = r.nil_opponents
    if nils and r.can_afford_ducks():
        return lead_into_nil(r, nils)
    if not r.want_tricks():
        return lead_to_lose(r)
    winners = 0
    for suit in _suits(r):
        if r.cards & r.pack.suit_masks[suit] and not _ruffable_lead(r, suit):
            winners |= r.masters(r.cards, suit)
    if winners:
        # The highest side-suit winner first, trumps last (they are the highest indexes).
        side = winners & ~r.pack.suit_masks[TRUMPS]
        return _high(side if side else winners)
    return lead_low(r)


def _ruffable_lead(r: Reading, suit: int) -> bool:
    if suit == TRUMPS or not r.trumps_out():
        return False
    return any(r.void(seat, suit) for seat in r.opponents())


def lead_low(r: Reading) -> int:
    """The lowest card of my shortest side suit (to make a void to trump in later)."""
    return _lowest_lead(r, lambda suit, low: (suit == TRUMPS, r.suit_length(suit), low))


def lead_into_nil(r: Reading, nils: list[int]) -> int:
    """A low card of a suit the nil bidder still holds, where high cards are still out."""

    def key(suit: int, low: int) -> tuple[int, ...]:
        void = any(r.void(seat, suit) for seat in nils)
        return (void, suit == TRUMPS, -r.outstanding_above(low), low)

    return _lowest_lead(r, key)


def lead_to_lose(r: Reading) -> int:
    """The card most likely to be beaten: the most outstanding cards above it."""
    return _lowest_lead(r, lambda suit, low: (suit == TRUMPS, -r.outstanding_above(low), low))


def _lowest_lead(r: Reading, key: Callable[[int, int], tuple[int, ...]]) -> int:
    """Of the lowest card of each suit I hold, the one whose `key(suit, card)` is least (the
    first such suit on a tie)."""
    best = -1
    best_key: tuple[int, ...] = ()
    for suit in _suits(r):
        of_suit = r.cards & r.pack.suit_masks[suit]
        if of_suit:
            low = _low(of_suit)
            found = key(suit, low)
            if best < 0 or found < best_key:
                best, best_key = low, found
    return best


def follow(r: Reading) -> int:
    """Play under a live nil opponent, win when tricks are wanted, else duck."""
    nil_play = _under_nil(r)
    if nil_play is not None:
        return nil_play
    if r.want_tricks():
        return win(r)
    return duck(r, shed=True)


def _under_nil(r: Reading) -> int | None:
    """Against a live nil opponent: go low when it plays after me, or stay under its
    winning card."""
    nils = r.nil_opponents
    if not nils or not r.can_afford_ducks():
        return None
    if any(seat in r.after for seat in nils):
        return lowest(r)
    if r.winner() in nils:
        losers = r.cards & ~r.beating
        return _high(losers) if losers else None
    return None


def win(r: Reading) -> int:
    """Take the trick cheaply, leave it to a partner who holds it, or throw a low card."""
    if r.same_side(r.winner()) and r.safe(r.best()):
        return lowest(r)
    winners = r.beating
    if not winners:
        return lowest(r)
    safe = r.safe_cards(winners)
    if safe:
        return _low(safe)
    if len(r.after_opponents) < len(r.after):  # a partner is still to play
        return lowest(r)
    return _high(winners) if r.suit(r.first(winners)) != TRUMPS else _low(winners)


def duck(r: Reading, shed: bool) -> int:
    """Lose the trick: the highest card that loses (shedding it); when every card wins,
    the highest if nobody can overtake, else the lowest."""
    losers = r.cards & ~r.beating
    if losers:
        if not shed:
            return _low(losers)
        side = losers & ~r.pack.suit_masks[TRUMPS]
        return _high(side if side else losers)
    if r.after_opponents:
        return _low(r.cards)
    return _high(r.cards)


def lowest(r: Reading) -> int:
    """The cheapest card to give up: no trump or winner if avoidable, from a short suit."""
    if r.trick:
        following = r.cards & r.pack.suit_masks[r.suit(r.trick[0])]
        if following:
            return _low(following)
    best, best_key = -1, (True, True, 0, 0)
    for suit in _suits(r):
        of_suit = r.cards & r.pack.suit_masks[suit]
        if of_suit:
            low = _low(of_suit)
            key = (suit == TRUMPS, r.master(low), r.suit_length(suit), low)
            if best < 0 or key < best_key:
                best, best_key = low, key
    return best


def cover(r: Reading) -> int:
    """Protect a partner's live nil: lead high, overtake the partner's winning card, and
    take tricks the partner might otherwise be left with."""
    if not r.trick:
        return _cover_lead(r)
    partners = r.nil_partners
    winners = r.beating
    if r.winner() in partners:
        return _low(winners) if winners else lowest(r)
    if winners and any(seat in r.after for seat in partners):
        return _high(winners) if r.suit(r.first(winners)) != TRUMPS else _low(winners)
    return win(r) if r.want_tricks() else duck(r, shed=True)


def _cover_lead(r: Reading) -> int:
    """The card with the fewest outstanding cards above it, side suits first on a tie, and
    the first in the legal order after that."""
    position = r.pack.position
    best, best_key = -1, (0, False)
    for card in r.legal:
        index = position[card.index]
        key = (-r.outstanding_above(index), r.suit(index) != TRUMPS)
        if best < 0 or key > best_key:
            best, best_key = index, key
    return best
