"""Playing the tricks of a Spades-family hand: legal plays, trick winners, spades broken.

The only reader of the `play` options. Hands are bitmasks over the pack's indexes (see
`engine.games.spades.deal`), so the legal plays are a few integer operations.

The duties, as the options' docstrings define them:
- Follow suit when able; trumps (spades, jokers, promoted cards) are one suit.
- `first_trick_spades: not_led`: no trump led to the first trick unless the leader holds
  nothing else; `not_played`: nor played to it by a player void in the suit led, unless
  that player holds nothing but trumps. It takes precedence over `must_trump`.
- `spades_led: after_broken`: a trump may be led once spades are broken or when the leader
  holds nothing but trumps; `after_first_trick`: from the second trick on (in the first,
  only by a leader holding nothing else).
- `broken_by: spade_discarded`: a trump played to a trick led in another suit breaks
  spades; `any_spade`: any trump played, led ones included.
- `must_beat`: following a suit other than trumps, a player must play a card above the best
  card of that suit in the trick if they hold one, unless the trick has been trumped.
- `must_trump`: a player void in the suit led must play a trump if they hold one (even
  when they cannot beat a trump already in the trick).
- `must_overtrump`: a player who plays a trump, following a trump lead or trumping, must
  play one above the highest trump in the trick if they hold one. A void player who may
  discard (no `must_trump`) still may; only trumping under is forbidden.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from engine.core.actions import Action, Bid, BidKind
from engine.core.cards import Card
from engine.core.errors import IllegalActionError, IllegalPlayError
from engine.core.game import trick_json
from engine.core.memo import PerRuleset
from engine.core.protocol import PlayedCard
from engine.core.reneges import FOLLOW_SUIT, RenegeWatch
from engine.core.seats import SeatIndex, Seating
from engine.games.spades.deal import CLUBS, DIAMONDS, HEARTS, TRUMPS, Dealt, Pack, suits_held
from engine.games.spades.listed import KernelTables, in_unit, kernel_tables, play_out_listed
from rulesets.spades import (
    BrokenBy,
    ExposedCard,
    FirstLead,
    FirstTrickLowest,
    FirstTrickSpades,
    SpadesLed,
    SpadesRules,
)

__all__ = [
    "PlayRules",
    "play_rules",
    "PlayPlan",
    "play_plan",
    "Trick",
    "TrickPlay",
    "winning_index",
]


@dataclass(frozen=True, slots=True)
class PlayRules:
    """The play options of one ruleset, read once, and what follows from them for the play
    loop (worked out once too: the flags let the common case skip every duty it lacks)."""

    lowest_club_leads: bool
    first_trick: FirstTrickSpades
    spades_led: SpadesLed
    broken_by_any: bool
    must_beat: bool
    must_trump: bool
    must_overtrump: bool
    first_no_trump_lead: bool
    """No trump may lead the first trick (unless the leader holds nothing else)."""
    after_broken: bool
    """`spades_led: after_broken`."""
    not_played: bool
    """`first_trick_spades: not_played`."""
    follow_duties: bool
    """Some duty beyond following suit binds a player who follows."""
    void_duties: bool
    """Some duty binds a player void in the suit led."""
    dealer_leads: bool = False
    """`first_lead: dealer`."""
    high_bidder_leads: bool = False
    """`first_lead: high_bidder`."""
    first_lowest: int = -1
    """The suit (CLUBS, DIAMONDS, HEARTS) whose lowest card each player must play to the
    first trick (`first_trick_lowest`); -1 for none."""
    fixed_leader: int = -1
    """`first_lead: seat`: the seat (0-based) that leads every hand's first trick; -1 for
    none."""
    exposed_played: bool = False
    """`exposed_card: played_when_legal`: a card exposed face up must be played the next
    time it is legal."""


def play_rules(rules: SpadesRules) -> PlayRules:
    """The play options of `rules`."""
    first_lead = rules.play.first_lead
    first_trick = rules.play.first_trick_spades
    spades_led = rules.play.spades_led
    must_beat = rules.play.must_beat
    must_trump = rules.play.must_trump
    must_overtrump = rules.play.must_overtrump
    not_played = first_trick is FirstTrickSpades.NOT_PLAYED
    return PlayRules(
        lowest_club_leads=first_lead is FirstLead.LOWEST_CLUB,
        dealer_leads=first_lead is FirstLead.DEALER,
        high_bidder_leads=first_lead is FirstLead.HIGH_BIDDER,
        first_trick=first_trick,
        spades_led=spades_led,
        broken_by_any=rules.play.broken_by is BrokenBy.ANY_SPADE,
        must_beat=must_beat,
        must_trump=must_trump,
        must_overtrump=must_overtrump,
        first_no_trump_lead=first_trick is not FirstTrickSpades.ALLOWED
        or spades_led is SpadesLed.AFTER_FIRST_TRICK,
        after_broken=spades_led is SpadesLed.AFTER_BROKEN,
        not_played=not_played,
        follow_duties=must_beat or must_overtrump,
        void_duties=not_played or must_trump or must_overtrump,
        first_lowest=_LOWEST_SUITS[rules.play.first_trick_lowest],
        fixed_leader=fixed_leader(first_lead, rules.play.first_lead_seat),
        exposed_played=rules.play.exposed_card is ExposedCard.PLAYED_WHEN_LEGAL,
    )


_INTERPRETED: Final = not __file__.endswith((".so", ".pyd"))  # else compiled (mypyc)
"""Whether this module runs interpreted: bit operations then cost a Python step apiece, and
a playout runs on sorted lists instead (`engine.games.spades.listed`)."""

EXPOSED: Final = "play.exposed_card"
"""The rule an exposure is refused by."""

_LOWEST_SUITS: Final = {
    FirstTrickLowest.NONE: -1,
    FirstTrickLowest.CLUBS: CLUBS,
    FirstTrickLowest.DIAMONDS: DIAMONDS,
    FirstTrickLowest.HEARTS: HEARTS,
}


@dataclass(frozen=True, slots=True)
class Trick:
    """A gathered trick: who led, the cards in play order, and who won it."""

    leader: SeatIndex
    plays: tuple[PlayedCard, ...]
    winner: SeatIndex

    def __init__(self, leader: int, plays: tuple[PlayedCard, ...], winner: int) -> None:
        # Written out: compiled, the dataclass's generated frozen __init__ would run
        # interpreted, and a hand's view or log entry makes one per trick.
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "plays", plays)
        object.__setattr__(self, "winner", winner)


def winning_index(the_pack: Pack, cards: list[int]) -> int:
    """The position in `cards` (pack indexes, in play order) of the card that wins: the
    highest trump, else the highest card of the suit led."""
    led = the_pack.suit[cards[0]]
    best = 0
    for position, index in enumerate(cards):
        suit = the_pack.suit[index]
        if index > cards[best] and suit in (led, TRUMPS):
            best = position
    return best


def _above(mask: int, index: int) -> int:
    """The cards of `mask` with a higher index than `index`."""
    return mask >> (index + 1) << (index + 1)


class TrickPlay:
    """The tricks of one hand, from the first lead to the last card."""

    # Slots: the play loop reads a few dozen attributes per card, and slot reads are the
    # cheapest kind.
    __slots__ = (
        "rules", "pack", "table", "hands", "watch", "count", "tricks_in_hand", "trick_no",
        "to_act", "plays", "winners", "taken", "broken", "finished", "_gathered",
        "_broken_at", "_trick_start", "_in_trick", "_led", "_best", "_best_seat", "_legal",
        "_must_be_legal", "_trumps", "_suit_masks", "_suit", "_next", "_index",
        "_played_as", "_broken_by_any", "_first_no_trump_lead", "_after_broken",
        "_follow_duties", "_not_played", "_void_duties", "_first_lowest", "_cards",
        "_position", "_plain", "_record", "_acted", "_follow_plain",
        "choices", "exposed", "_any_exposed", "_held", "_shifts", "_tables", "_dealt",
        "_kernel",
    )  # fmt: skip

    def __init__(
        self,
        rules: PlayRules,
        the_pack: Pack,
        table: Seating,
        hands: list[int],
        dealer: int,
        watch: RenegeWatch,
        bids: Sequence[Bid | None] = (),
        bid_order: Sequence[int] = (),
        record: list[tuple[int, Action]] | None = None,
        listing: bool = True,
        dealt: Dealt | None = None,
        planned: PlayPlan | None = None,
    ) -> None:
        """`hands` holds each seat's cards as a bitmask; it is updated in place. `bids` (by
        seat) and `bid_order` (the seats in the order they bid) find the high bidder; empty
        for a hand that bids itself. `record`, when given, gets (seat, card) for every card
        played (the hand's list of actions). Without `listing`, the choices are not listed
        until `play_out` has played (a playout that starts with the tricks lists them once,
        at its end). `dealt`: the masks and pack indexes of the deal, when it was just made
        (`deal.dealt_masks`), which the interpreted playout takes while `hands` stand so.
        `planned`: `play_plan(rules, the_pack, table)`, when the caller holds it already."""
        self.rules = rules
        self.pack = the_pack
        self.table = table
        self.hands = hands
        self._dealt = dealt
        self.watch = watch
        self.count = table.count
        self.tricks_in_hand = the_pack.hand_size
        self.trick_no = 1
        self.to_act: int | None = self._first_leader(dealer, bids, bid_order)
        self.plays: list[PlayedCard] = []
        """Every card played so far, in order (taken-back cards removed)."""
        self.winners: list[int] = []
        self._gathered: list[Trick] = []
        self.taken = [0] * table.count
        self.broken = False
        self.finished = False
        self._broken_at = -1
        self._trick_start = 0
        self._in_trick = 0
        self._led = -1
        self._best = -1
        self._best_seat = -1
        self._legal = -1
        self._must_be_legal = -1
        self._record: list[tuple[int, Action]] = [] if record is None else record
        self.exposed = [0] * table.count
        """Each seat's cards face up on the table (`exposed_card: played_when_legal`)."""
        self._any_exposed = False
        self.choices: tuple[Card, ...] = ()
        """The cards the seat to act may play, lowest first (worked out as each card is
        played, for the next seat): a tuple shared by every state with the same choice of
        cards of one suit, the usual case, so asking for it makes nothing."""
        # What the hot loop reads of the ruleset, worked out once per ruleset and taken in
        # one statement (`PlayPlan`, in its order).
        (
            self._trumps, self._suit_masks, self._suit, self._shifts, self._tables,
            self._next, self._index, self._played_as, self._acted, self._broken_by_any,
            self._first_no_trump_lead, self._after_broken, self._follow_duties,
            self._not_played, self._void_duties, self._first_lowest, self._cards,
            self._position, self._plain, self._follow_plain, self._kernel,
        ) = planned or play_plan(rules, the_pack, table)  # fmt: skip
        self._held: list[list[tuple[Card, ...]]] = []
        """Each seat's cards of each suit, lowest first, kept as the cards are played: the
        choice of a seat that follows suit is one of them, and one that may play anything
        has them end to end. Kept by seat, not looked up by mask, so the choice is a tuple
        the play has just touched rather than one of thousands made before. Empty once
        every card is played (a hand's worth of empty lists would be made and freed for
        nothing)."""
        if listing:
            self.list_choices()
        elif not _INTERPRETED:
            self._legal = self._compute_legal()
        # Interpreted, a play that does not list is played out from its first lead by the
        # listed kernel, which works out each choice itself: `_legal` stays -1 (not worked
        # out) until the playout lists the choices at its end.

    def _suits_of(self, hand: int) -> list[tuple[Card, ...]]:
        """The cards of `hand` of each suit, lowest first."""
        return suits_held(self.pack, hand)

    def _first_leader(
        self, dealer: int, bids: Sequence[Bid | None], bid_order: Sequence[int]
    ) -> int:
        rules = self.rules
        if rules.lowest_club_leads:
            return next(seat for seat, hand in enumerate(self.hands) if hand & 1)
        if rules.dealer_leads:
            return dealer
        if rules.fixed_leader >= 0:
            return rules.fixed_leader
        if rules.high_bidder_leads and bids and bid_order:
            return max(
                bid_order, key=lambda seat: (_tricks_bid(bids[seat]), -bid_order.index(seat))
            )
        return self.table.next_seat(dealer)

    # -- legal plays ---------------------------------------------------------------------

    def legal_mask(self) -> int:
        """The cards the seat to act may play, as a bitmask."""
        return self._legal

    def legal_cards(self) -> list[Card]:
        """The cards the seat to act may play, lowest first."""
        return list(self.choices)

    def legal_actions(self) -> tuple[Card, ...]:
        """The cards the seat to act may play, lowest first (`choices`)."""
        return self.choices

    def _relist(self) -> None:
        """Work out the choice of the seat to act afresh (the play has changed course)."""
        self._legal = legal = self._compute_legal()
        self.choices = self._choice(legal)

    def _choice(self, legal: int) -> tuple[Card, ...]:
        """The cards of `legal`, a choice of the seat to act: its whole hand or one suit of
        it as kept (`_held`), else looked up."""
        seat = self.to_act
        if seat is None:
            return ()
        held, hand = self._held[seat], self.hands[seat]
        if legal == hand:
            return held[CLUBS] + held[DIAMONDS] + held[HEARTS] + held[TRUMPS]
        if legal == hand & self._plain:
            return held[CLUBS] + held[DIAMONDS] + held[HEARTS]
        masks = self._suit_masks
        for suit in range(len(masks)):
            if legal == hand & masks[suit]:
                return held[suit]
        return self.pack.choice(legal)

    def _compute_legal(self) -> int:
        legal = self._base_legal()
        return self._narrowed(legal) if self._any_exposed else legal

    def _narrowed(self, legal: int) -> int:
        """`legal` narrowed to the seat's exposed cards among them, if any."""
        seat = self.to_act
        shown = legal & self.exposed[seat] if seat is not None else 0
        return shown or legal

    def _base_legal(self) -> int:
        seat = self.to_act
        if seat is None:
            return 0
        hand = self.hands[seat]
        led = self._led
        if led < 0:
            if self.trick_no == 1:
                return self._lead_mask(hand)
            # After the first trick only `spades_led: after_broken` binds a leader.
            if self._after_broken and not self.broken:
                plain = hand & self._plain
                if plain:
                    return plain
            return hand
        follow = hand & self._suit_masks[led]
        if follow:
            if self._led == self._first_lowest and self.trick_no == 1:
                return follow & -follow  # the lowest card of the suit
            return self._follow_mask(follow) if self._follow_duties else follow
        return self._void_mask(hand) if self._void_duties else hand

    def _lead_mask(self, hand: int) -> int:
        first = self.trick_no == 1
        if first and self.rules.lowest_club_leads and hand & 1:
            return 1
        if first and self._first_lowest >= 0:
            lowest_suit = hand & self._suit_masks[self._first_lowest]
            if lowest_suit:
                return lowest_suit & -lowest_suit
        plain = hand & ~self._trumps
        if plain and (
            (self._after_broken and not self.broken) or (first and self._first_no_trump_lead)
        ):
            return plain
        return hand

    def _follow_mask(self, follow: int) -> int:
        best = self._best
        trumped = self._suit[best] == TRUMPS
        if (self._led != TRUMPS and self.rules.must_beat and not trumped) or (
            self._led == TRUMPS and self.rules.must_overtrump
        ):
            higher = _above(follow, best)
            if higher:
                return higher
        return follow

    def _void_mask(self, hand: int) -> int:
        trumps = hand & self._trumps
        if not trumps:
            return hand
        if self._not_played and self.trick_no == 1 and hand != trumps:
            return hand & ~self._trumps
        mask = trumps if self.rules.must_trump else hand
        if self.rules.must_overtrump and self._suit[self._best] == TRUMPS:
            over = _above(trumps, self._best)
            if over:
                mask = (mask & ~self._trumps) | over
        return mask

    def why_illegal(self, index: int) -> tuple[str, str] | None:
        """The rule (path, reason) that forbids the seat to act playing the card at `index`
        now, or None if it may."""
        bit = 1 << index
        if self.legal_mask() & bit:
            return None
        assert self.to_act is not None
        if self._any_exposed and self._base_legal() & bit:
            shown = ", ".join(map(str, self.pack.cards_of(self._legal)))
            return ("play.exposed_card", f"{shown} is face up: play it now that it is legal")
        hand = self.hands[self.to_act]
        if self._led < 0:
            return self._lead_reason(bit)
        follow = hand & self._suit_masks[self._led]
        if follow:
            if not follow & bit:
                return (FOLLOW_SUIT, f"you hold a {self.pack.names[self._led]}: follow suit")
            if self._led == self._first_lowest and self.trick_no == 1:
                lowest = self.pack.names[self._led]
                return ("play.first_trick_lowest", f"play your lowest {lowest}")
            if self._led == TRUMPS:
                return ("play.must_overtrump", "play a trump above the highest in the trick")
            return ("play.must_beat", "beat the best card of the suit led")
        return self._void_reason(bit)

    def _lead_reason(self, bit: int) -> tuple[str, str]:
        first = self.trick_no == 1
        if first and self.rules.lowest_club_leads:
            return ("play.first_lead", "the lowest club must lead the first trick")
        lowest = self._first_lowest
        seat = self.to_act
        if (
            first
            and lowest >= 0
            and seat is not None
            and self.hands[seat] & self._suit_masks[lowest]
        ):
            suit = self.pack.names[lowest]
            return ("play.first_trick_lowest", f"lead your lowest {suit} to the first trick")
        if first and self.rules.first_trick is not FirstTrickSpades.ALLOWED:
            return ("play.first_trick_spades", "no spade may be led to the first trick")
        if first and self.rules.spades_led is SpadesLed.AFTER_FIRST_TRICK:
            return ("play.spades_led", "spades may not be led to the first trick")
        return ("play.spades_led", "spades are not broken")

    def _void_reason(self, bit: int) -> tuple[str, str]:
        led = self.pack.names[self._led]
        if not bit & self._trumps:
            return ("play.must_trump", f"you have no {led} and hold a trump: trump")
        if self._not_played and self.trick_no == 1:
            return ("play.first_trick_spades", "no spade may be played to the first trick")
        return ("play.must_overtrump", "trump above the highest trump in the trick")

    # -- playing -------------------------------------------------------------------------

    def play(self, card: Card, listing: bool = True) -> bool:
        """The seat to act plays `card`. A card the seat does not hold is refused; an illegal
        one goes to the renege watch (refused, or recorded to be called). Returns whether it
        was the last card of the hand. Without `listing`, the next seat's choices are not
        listed: for a caller that plays many cards in turn and then calls `list_choices`
        (nothing reads the choices between)."""
        seat = self.to_act
        index = self._position[card.index]
        if seat is None:
            raise IllegalActionError(f"seat ? does not hold {card}", "play")
        if not self._legal >> index & 1:
            self._irregular(seat, card, index)
        return self._advance(seat, index, listing)

    def play_out(self, pick: Callable[[], float]) -> None:
        """Play the rest of the tricks at random: at each turn the card at
        `int(pick() * n)` of the n cards the seat may play, lowest first (the card a caller
        indexing `choices` would play), each through the same check as `play`.

        The kernel of the simulator's random playouts: it works on the masks alone and lists
        no `choices` between the cards, then lists them once at the end (or where a pick
        fails), so the state is the one the same cards played one by one would leave.
        Interpreted, the tricks from the next lead on are played by
        `engine.games.spades.listed`'s kernel, on sorted lists."""
        try:
            while not self.finished:
                if _INTERPRETED and not self._in_trick and not self._any_exposed and in_unit(pick):
                    play_out_listed(self, pick)  # the rest, from the lead
                    break
                if self._legal < 0:  # not worked out: a play made to be played out at once
                    self._legal = self._compute_legal()
                self._play_at_random(pick)
        finally:
            self.list_choices()

    def _play_at_random(self, pick: Callable[[], float]) -> None:
        """The seat to act plays the card at `int(pick() * n)` of its n choices."""
        seat = self.to_act
        legal = self._legal
        if seat is None:  # not finished, so never: narrows the type
            raise IllegalActionError("no seat is to play", "play")
        count, rest = 0, legal
        while rest:
            rest &= rest - 1
            count += 1
        # The k-th card lowest first: drop the k lowest bits of the choice.
        chosen = int(pick() * count)
        if not 0 <= chosen < count:
            raise IndexError(f"pick {chosen} of {count} cards")
        rest = legal
        for _ in range(chosen):
            rest &= rest - 1
        index = (rest & -rest).bit_length() - 1
        # The choice is the rules' own, so this holds unless it was tampered with; a card the
        # seat does not hold is refused, as in `play`.
        if not self.hands[seat] >> index & 1:
            self._irregular(seat, self._cards[index], index)
        self._advance(seat, index, False)

    def list_choices(self) -> None:
        """Each seat's cards by suit, and the choice of the seat to act, worked out afresh."""
        if self.finished and not any(self.hands):  # every card played: nothing to choose
            self._held = []  # as `_gather` leaves it
            self._legal, self.choices = 0, ()
            return
        self._held = [self._suits_of(hand) for hand in self.hands]
        self._relist()

    def _advance(self, seat: int, index: int, listing: bool) -> bool:
        """`seat` plays the card at `index`, checked already; with `listing`, the next seat's
        `choices` (and the cards each seat holds by suit) are kept up to date as it goes."""
        # The hot path of every simulation: kept flat, on ints and preset attributes, and it
        # works out the next seat's choice as it goes.
        hands = self.hands
        left = hands[seat] ^ (1 << index)
        hands[seat] = left
        if self._any_exposed:
            self.exposed[seat] &= ~(1 << index)
        self.plays.append(self._played_as[seat][index])
        self._record.append(self._acted[seat][index])
        suit = self._suit[index]
        if listing:
            # The seat's cards of that suit, looked up by what is left of them (the pack's
            # tables): no search in the tuple, no slices.
            rest = (left & self._suit_masks[suit]) >> self._shifts[suit]
            cards = self._tables[suit][rest]
            held = self._held[seat]
            held[suit] = cards if cards is not None else self.pack.suit_cards(suit, rest)
        led = self._led
        if led < 0:
            self._led = led = suit
            self._best = index
            self._best_seat = seat
        elif index > self._best and suit in (led, TRUMPS):
            self._best = index
            self._best_seat = seat
        if suit == TRUMPS and not self.broken and (led != TRUMPS or self._broken_by_any):
            self.broken, self._broken_at = True, len(self.plays) - 1
        in_trick = self._in_trick + 1
        if in_trick < self.count:
            self._in_trick = in_trick
            seat = self.to_act = self._next[seat]
            hand = hands[seat]
            legal = hand & self._suit_masks[led]
            if legal:
                if self._follow_plain and not self._any_exposed:
                    self._legal = legal
                    if listing:
                        self.choices = self._held[seat][led]  # the cards of the suit led
                    return False
                legal = self._compute_legal()
            elif self._void_duties:
                legal = self._compute_legal()
            elif not self._any_exposed:
                self._legal = hand
                if listing:
                    held = self._held[seat]
                    self.choices = held[CLUBS] + held[DIAMONDS] + held[HEARTS] + held[TRUMPS]
                return False
            else:
                legal = hand
        else:
            self._gather()
            seat_to_lead = self.to_act
            if seat_to_lead is None:
                legal = 0
            else:  # a lead after the first trick: only `spades_led: after_broken` binds it
                hand = hands[seat_to_lead]
                plain = hand & self._plain
                legal = plain if plain and self._after_broken and not self.broken else hand
        if self._any_exposed:
            legal = self._narrowed(legal)
        self._legal = legal
        if listing:
            self.choices = self._choice(legal)
        return self.finished

    def expose(self, seat: int, card: Card) -> None:
        """`seat`'s `card` is exposed face up (`exposed_card: played_when_legal`): from now
        on it is played the next time it is legal. Refused for a card the seat does not hold
        or that is face up already."""
        index = self._position[card.index]
        if index >= len(self._cards) or not self.hands[seat] >> index & 1:
            raise IllegalActionError(f"seat {_name(seat)} does not hold {card}", EXPOSED)
        if self.exposed[seat] >> index & 1:
            raise IllegalActionError(f"{card} is face up already", EXPOSED)
        self.exposed[seat] |= 1 << index
        self._any_exposed = True
        if seat == self.to_act:
            self._relist()

    def exposed_cards(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards face up on the table, lowest first."""
        return tuple(tuple(self.pack.cards_of(mask)) for mask in self.exposed)

    def _irregular(self, seat: int, card: Card, index: int) -> None:
        """A card outside the seat's choice: refused if the seat does not hold it, else
        judged as a renege."""
        if index >= len(self._cards) or not self.hands[seat] >> index & 1:
            raise IllegalActionError(f"seat {_name(seat)} does not hold {card}", "play")
        self._judge(seat, card, index)

    def _judge(self, seat: int, card: Card, index: int) -> None:
        problem = self.why_illegal(index)
        assert problem is not None
        if seat == self._must_be_legal:
            raise IllegalPlayError(f"seat {seat + 1} must now play a legal card", problem[0])
        self.watch.check(seat, self.trick_no, card, problem[0], problem[1])

    def _gather(self) -> None:
        winner = self._best_seat
        self.winners.append(winner)
        self.taken[winner] = self.taken[winner] + 1  # compiled, `+=` on an item is generic
        self._trick_start = len(self.plays)
        self._in_trick = 0
        self._led = self._best = self._best_seat = self._must_be_legal = -1
        self.trick_no += 1
        self.to_act = winner
        if self.trick_no > self.tricks_in_hand:
            self.finished, self.to_act = True, None
            self._held = []  # every card played: nothing held, nothing to list

    def stop(self) -> None:
        """End the play now (a renege call ended the hand)."""
        self.finished, self.to_act = True, None
        self._relist()

    def take_back(self, offender: int) -> None:
        """Take back `offender`'s card in the trick in progress and every card played after
        it, returning each to its owner; the offender plays again and must play legally."""
        start = self._trick_start
        seats = [play.seat for play in self.plays[start:]]
        position = start + seats.index(offender)
        for play in self.plays[position:]:
            self.hands[play.seat] |= 1 << self._index[play.card]
        for seat in set(seats[position - start :]):
            self._held[seat] = self._suits_of(self.hands[seat])
        del self.plays[position:]
        self._in_trick = position - start
        if self._broken_at >= position:
            self.broken, self._broken_at = False, -1
        self._led = self._best = self._best_seat = -1
        for play in self.plays[start:]:
            self._replace_best(play.seat, self._index[play.card])
        self.watch.forget(self.trick_no, set(seats[position - start :]))
        self.to_act, self._must_be_legal = offender, offender
        self._relist()

    def _replace_best(self, seat: int, index: int) -> None:
        suit = self._suit[index]
        if self._led < 0:
            self._led, self._best, self._best_seat = suit, index, seat
        elif index > self._best and (suit == self._led or suit == TRUMPS):
            self._best, self._best_seat = index, seat

    # -- public facts --------------------------------------------------------------------

    def current_trick(self) -> tuple[PlayedCard, ...]:
        """The cards of the trick in progress."""
        return tuple(self.plays[self._trick_start :])

    def played(self) -> tuple[PlayedCard, ...]:
        """Every card played so far, in order."""
        return tuple(self.plays)

    def tricks_json(self) -> list[dict[str, Any]]:
        """The gathered tricks as a log writes them (`trick_json`), in order, without the
        `Trick` of each that `tricks` keeps."""
        count, plays = self.count, self.plays
        return [
            trick_json(plays[number * count : (number + 1) * count], winner)
            for number, winner in enumerate(self.winners)
        ]

    def tricks(self) -> list[Trick]:
        """The gathered tricks, in order."""
        # Made when first asked for and kept: a gathered trick never changes, and views ask
        # for them at every turn.
        count, gathered = self.count, self._gathered
        for number in range(len(gathered), len(self.winners)):
            plays = tuple(self.plays[number * count : (number + 1) * count])
            gathered.append(Trick(plays[0].seat, plays, self.winners[number]))
        return list(gathered)


_PLAYED: Final[PerRuleset[Pack, dict[int, tuple[tuple[PlayedCard, ...], ...]]]] = PerRuleset()
"""Per pack (itself made once per ruleset), by the number of seats."""


def played_cards(the_pack: Pack, table: Seating) -> tuple[tuple[PlayedCard, ...], ...]:
    """`PlayedCard(seat, card)` for every seat and card (by pack index), made once per pack:
    a play then records a shared immutable value instead of building one."""
    by_count = _PLAYED.get(the_pack, _no_counts)
    built = by_count.get(table.count)
    if built is None:
        built = by_count[table.count] = tuple(
            tuple(PlayedCard(seat, card) for card in the_pack.cards) for seat in range(table.count)
        )
    return built


def _no_counts(the_pack: Pack) -> dict[int, tuple[tuple[PlayedCard, ...], ...]]:
    return {}


class PlayPlan(NamedTuple):
    """What a `TrickPlay` reads of its ruleset, in the order `TrickPlay.__init__` takes it:
    the plain attributes the hot loop reads instead of walking the pack, the table and the
    rules per card, worked out once per ruleset (`play_plan`)."""

    trumps: int
    suit_masks: tuple[int, ...]
    suit: tuple[int, ...]
    shifts: tuple[int, ...]
    tables: tuple[list[tuple[Card, ...] | None], ...]
    next_seats: tuple[int, ...]
    card_index: dict[Card, int]
    played_as: tuple[tuple[PlayedCard, ...], ...]
    acted: tuple[tuple[tuple[int, Card], ...], ...]
    broken_by_any: bool
    first_no_trump_lead: bool
    after_broken: bool
    follow_duties: bool
    not_played: bool
    void_duties: bool
    first_lowest: int
    cards: tuple[Card, ...]
    position: tuple[int, ...]
    plain: int
    """Every card of the suits other than trumps."""
    follow_plain: bool
    """A follower's choice is the cards of the suit led: no duty narrows it."""
    kernel: KernelTables | None
    """The interpreted playout's own tables (compiled, the kernel is not used)."""


_PLANNED: Final[PerRuleset[Pack, list[tuple[PlayRules, Seating, PlayPlan]]]] = PerRuleset()
"""Per pack (itself made once per ruleset), the plan of each play rules and table met."""


def play_plan(rules: PlayRules, the_pack: Pack, table: Seating) -> PlayPlan:
    """What `TrickPlay.__init__` sets, in its order, worked out once per ruleset."""
    known = _PLANNED.get(the_pack, _nothing_planned)
    for planned_for, seated, planned in known:  # one entry, unless packs are shared
        if planned_for is rules and seated is table:
            return planned
    planned = _work_out_plan(rules, the_pack, table)
    if len(known) >= 8:  # play rules made anew, not once per ruleset: keep a few
        known.clear()
    known.append((rules, table, planned))
    return planned


def _nothing_planned(the_pack: Pack) -> list[tuple[PlayRules, Seating, PlayPlan]]:
    return []


def _work_out_plan(rules: PlayRules, the_pack: Pack, table: Seating) -> PlayPlan:
    masks = the_pack.suit_masks
    played_as, acted = played_cards(the_pack, table), acted_cards(the_pack, table)
    return PlayPlan(
        trumps=the_pack.trump_mask,
        suit_masks=masks,
        suit=the_pack.suit,
        shifts=the_pack.shifts,
        tables=the_pack.tables,
        next_seats=table.next_seats,
        card_index=the_pack.index,
        played_as=played_as,
        acted=acted,
        broken_by_any=rules.broken_by_any,
        first_no_trump_lead=rules.first_no_trump_lead,
        after_broken=rules.after_broken,
        follow_duties=rules.follow_duties,
        not_played=rules.not_played,
        void_duties=rules.void_duties,
        first_lowest=rules.first_lowest,
        cards=the_pack.cards,
        position=the_pack.position,
        plain=masks[CLUBS] | masks[DIAMONDS] | masks[HEARTS],
        follow_plain=not rules.follow_duties and rules.first_lowest < 0,
        kernel=kernel_tables(the_pack, table, played_as, acted) if _INTERPRETED else None,
    )


def fixed_leader(first_lead: FirstLead, seat: int | None) -> int:
    """The seat (0-based) that `first_lead: seat` names to lead every first trick, else -1."""
    return seat - 1 if first_lead is FirstLead.SEAT and seat is not None else -1


_ACTED: Final[PerRuleset[Pack, dict[int, tuple[tuple[tuple[int, Card], ...], ...]]]] = PerRuleset()
"""Per pack, by the number of seats."""


def acted_cards(the_pack: Pack, table: Seating) -> tuple[tuple[tuple[int, Card], ...], ...]:
    """`(seat, card)`, as a hand records a card played among its actions, for every seat and
    card (by pack index), made once per pack."""
    by_count = _ACTED.get(the_pack, _no_acts)
    built = by_count.get(table.count)
    if built is None:
        built = by_count[table.count] = tuple(
            tuple((seat, card) for card in the_pack.cards) for seat in range(table.count)
        )
    return built


def _no_acts(the_pack: Pack) -> dict[int, tuple[tuple[tuple[int, Card], ...], ...]]:
    return {}


def _tricks_bid(bid: Bid | None) -> int:
    """How many tricks a bid promises, to find the high bidder: a moon every one."""
    if bid is None or bid.is_nil:
        return 0
    return _EVERY_TRICK if bid.kind is BidKind.MOON else bid.number


_EVERY_TRICK: Final = 1000


def _name(seat: int | None) -> str:
    return "?" if seat is None else str(seat + 1)
