"""One hand of Rook: the auction, the nest, naming trump, and the tricks.

`RookHand(rules, hands, nest, dealer)` takes the dealt cards explicitly (a replay never
depends on a random-number generator; see `engine.games.rook.pack.shuffle_and_deal_rook`). Its
phases: AUCTION, then NEST and TRUMP (in the order `nest.trump_named` gives), then PLAY,
then DONE. A hand with an empty nest skips NEST. A hand thrown in because everyone passed
goes straight to DONE with `thrown_in` set.

The auction starts with the seat after the dealer. A bid is a number of points, at least the
minimum, at most the maximum (or every point available), a multiple of the step and above
the current bid. With `pass_is_final` a player who passes is out and the turn skips them;
otherwise everyone keeps their turn and may bid again. Either way the auction ends when
every other player has passed since the last bid (the last bidder wins it), or, with no bid
at all, when every player has passed.

In NEST the declarer has taken the nest and discards as many cards as it held (a `Discard`).
`legal_actions` lists every discard when there are at most `MAX_LISTED_DISCARDS` of them
(C(15, 5) = 3003: every standard hand), and otherwise the nest itself followed by the first
combinations in card order (`Card.index`, which comes from rank and suit, so the list is the
same in every process); `apply` accepts any valid discard.

The first trick is led by the seat `play.first_lead` names (after the declarer, the
declarer, or after the dealer); the winner of each trick leads the next. Cards are judged by
`engine.core.reneges.RenegeWatch`: refused under `enforcement: prevent`, recorded under
`honour`. A renege claim (`ClaimRenege`, from any seat, during the play or
once it is over) is not listed in `legal_actions` but `apply` judges it: a card taken back,
a call that stands for scoring (`tally().reneges`), or the hand ended at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, islice
from typing import Any

from engine.core.actions import Action, Bid, BidKind, ClaimRenege, Discard, NameTrump
from engine.core.cards import Card
from engine.core.errors import EngineError, IllegalActionError
from engine.core.points import Points
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.core.reneges import RenegeWatch
from engine.core.seats import seating
from engine.core.standing import Outcome, Standing
from engine.core.worlds import Unseen, voids_shown
from engine.games.rook.pack import RookTricks, check_deal, shuffle_and_deal_rook
from engine.games.rook.scoring import (
    RookHandScore,
    RookTally,
    add_rook_hand,
    count_counters,
    hand_events,
    points_in_play,
)
from rulesets.rook import AllPass, FirstLead, NestDiscards, RookRules, TrumpNamed

__all__ = ["RookHand", "MAX_LISTED_DISCARDS", "RookMatch", "play_rook_match"]

MAX_LISTED_DISCARDS = 3003
"""The most discards `legal_actions` lists in the NEST phase."""
PASS = Bid(BidKind.PASS)


class RookHand:
    """The mutable state of one Rook hand (engine.core.protocol.Hand)."""

    def __init__(
        self,
        rules: RookRules,
        hands: Sequence[Sequence[Card]],
        nest: Sequence[Card],
        dealer: int,
        scores: Sequence[Points] = (),
    ) -> None:
        check_deal(rules, hands, nest)
        self.rules = rules
        self.seating = seating(rules)
        self.trickplay = RookTricks(rules)
        self.dealer = dealer
        self.scores = tuple(scores)
        self.watch = RenegeWatch(rules)
        self.hands: list[list[Card]] = [list(hand) for hand in hands]
        self.nest: tuple[Card, ...] = tuple(nest)
        self._init_auction(rules)
        self._init_play(rules)

    def _init_auction(self, rules: RookRules) -> None:
        self._minimum = rules.auction.minimum
        self._maximum = rules.auction.maximum
        self._step = rules.auction.step
        self._pass_is_final = rules.auction.pass_is_final
        self._all_pass = rules.auction.all_pass
        self._first_lead = rules.play.first_lead
        self._phase = Phase.AUCTION
        self._to_act: int | None = self.seating.next_seat(self.dealer)
        self.auction: list[tuple[int, Bid]] = []
        """Every auction action in order: (seat, bid or pass)."""
        self.high_bid: int | None = None
        """The highest bid so far; once the auction is over, the declarer's contract."""
        self.declarer: int | None = None
        """The highest bidder so far; once the auction is over, the declarer."""
        self._out: set[int] = set()
        self._passed_since_bid: set[int] = set()
        self.thrown_in = False
        """Whether everyone passed and the hand was thrown in (`all_pass: redeal`)."""

    def _init_play(self, rules: RookRules) -> None:
        self._discard_rule = rules.nest.discards
        self._top_card_shown = rules.nest.top_card_face_up
        self._after_auction = [Phase.TRUMP, Phase.NEST]
        if rules.nest.trump_named is TrumpNamed.AFTER_NEST:
            self._after_auction.reverse()
        if not self.nest:
            self._after_auction.remove(Phase.NEST)
        self.trump: str | None = None
        self.discards: tuple[Card, ...] = ()
        self.trick: list[PlayedCard] = []
        """The cards of the trick in progress."""
        self.played: list[PlayedCard] = []
        """Every card played this hand, in order."""
        self.gathered: list[tuple[int, tuple[PlayedCard, ...]]] = []
        """The tricks played so far: who took each, and its cards in the order played."""

    # -- the Hand protocol ---------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat whose action is awaited, or None when the hand is over."""
        return self._to_act

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (a representative list of discards in
        NEST; see the module docstring)."""
        if self._phase is Phase.AUCTION:
            return list(self.legal_bids())
        if self._phase is Phase.NEST:
            return list(self.listed_discards())
        if self._phase is Phase.TRUMP:
            return [NameTrump(suit) for suit in self.trickplay.pack.suits]
        if self._phase is Phase.PLAY:
            return list(self.legal_plays())
        return []

    def apply(self, action: Action) -> None:
        """Take `action` for the seat to act; raise `IllegalActionError` (for a card,
        `IllegalPlayError`) when it is not legal now."""
        if self._phase is Phase.AUCTION and isinstance(action, Bid):
            self.bid(action)
        elif self._phase is Phase.NEST and isinstance(action, Discard):
            self.discard(action)
        elif self._phase is Phase.TRUMP and isinstance(action, NameTrump):
            self.name_trump(action)
        elif self._phase is Phase.PLAY and isinstance(action, Card):
            self.play(action)
        elif isinstance(action, ClaimRenege):
            self.claim(action)
        else:
            raise IllegalActionError(f"{action} is not an action of the {self._phase} phase")

    # -- the auction ---------------------------------------------------------------------

    def legal_bids(self) -> list[Bid]:
        """The bids open to the seat to act, lowest first, then pass."""
        lowest = self._minimum if self.high_bid is None else self.high_bid + self._step
        numbers = range(lowest, self.highest_bid() + 1, self._step)
        return [*(Bid(BidKind.NUMBER, points) for points in numbers), PASS]

    def highest_bid(self) -> int:
        """The highest bid allowed: the maximum, or every point available."""
        return points_in_play(self.rules).total if self._maximum is None else self._maximum

    def bid(self, bid: Bid) -> None:
        """Bid a number of points, or pass, for the seat to act."""
        if self._phase is not Phase.AUCTION or self._to_act is None:
            raise IllegalActionError("the auction is over")
        if bid not in self.legal_bids():
            raise IllegalActionError(f"{bid} is not a legal bid now: {self._bid_range()}")
        seat = self._to_act
        self.auction.append((seat, bid))
        if bid.kind is BidKind.PASS:
            self._pass(seat)
        else:
            self._raise(seat, bid.number)
        self._after_bid(seat)

    def _bid_range(self) -> str:
        bids = [str(bid) for bid in self.legal_bids()]
        if len(bids) == 1:
            return "only pass"
        return f"bid {bids[0]} to {bids[-2]} in steps of {self._step}, or pass"

    def _pass(self, seat: int) -> None:
        self._passed_since_bid.add(seat)
        if self._pass_is_final:
            self._out.add(seat)

    def _raise(self, seat: int, points: int) -> None:
        self.high_bid = points
        self.declarer = seat
        self._passed_since_bid = set()

    def _after_bid(self, seat: int) -> None:
        done = self._out | self._passed_since_bid
        others = set(range(self.seating.count)) - {self.declarer}
        if others <= done:
            self._close_auction()
            return
        self._to_act = self._next_bidder(seat)

    def _next_bidder(self, seat: int) -> int:
        seat = self.seating.next_seat(seat)
        while seat in self._out:
            seat = self.seating.next_seat(seat)
        return seat

    def _close_auction(self) -> None:
        if self.declarer is None and self._all_pass is AllPass.REDEAL:
            self.thrown_in = True
            self._finish()
            return
        if self.declarer is None:
            self.declarer, self.high_bid = self.dealer, self._minimum
        self._next_phase()

    def _next_phase(self) -> None:
        self._phase = self._after_auction.pop(0) if self._after_auction else Phase.PLAY
        self._to_act = self.declarer
        if self._phase is Phase.NEST:
            self._take_nest()
        elif self._phase is Phase.PLAY:
            self._to_act = self._first_leader()

    def _first_leader(self) -> int:
        if self._first_lead is FirstLead.DECLARER:
            return self._declarer()
        if self._first_lead is FirstLead.LEFT_OF_DEALER:
            return self.seating.next_seat(self.dealer)
        return self.seating.next_seat(self._declarer())

    def _declarer(self) -> int:
        assert self.declarer is not None, "no declarer before the auction ends"
        return self.declarer

    # -- the nest and trump --------------------------------------------------------------

    def _take_nest(self) -> None:
        self.hands[self._declarer()].extend(self.nest)

    def _is_counter(self, card: Card) -> bool:
        return count_counters(self.rules, (card,)) > 0

    def _fewest_counters(self) -> int:
        """How many counters a discard must hold under `nest.discards: no_counters` (0 unless
        the hand holds fewer other cards than the nest did)."""
        others = [card for card in self.hands[self._declarer()] if not self._is_counter(card)]
        return max(0, len(self.nest) - len(others))

    def listed_discards(self) -> list[Discard]:
        """Discards for the declarer: every one, or a representative list (module docs)."""
        hand = sorted(self.hands[self._declarer()], key=lambda card: card.index)
        if self._discard_rule is NestDiscards.NO_COUNTERS:
            return self._discards_keeping_counters(hand)
        first = Discard(tuple(sorted(self.nest, key=lambda card: card.index)))
        others = (
            Discard(cards) for cards in combinations(hand, len(self.nest)) if cards != first.cards
        )
        return [first, *islice(others, MAX_LISTED_DISCARDS - 1)]

    def _discards_keeping_counters(self, hand: list[Card]) -> list[Discard]:
        counters = [card for card in hand if self._is_counter(card)]
        others = [card for card in hand if not self._is_counter(card)]
        need = self._fewest_counters()
        found: Iterator[tuple[Card, ...]] = combinations(others, len(self.nest))
        if need:
            found = (tuple(others) + extra for extra in combinations(counters, need))
        listed = (Discard(tuple(sorted(cards, key=lambda c: c.index))) for cards in found)
        return list(islice(listed, MAX_LISTED_DISCARDS))

    def discard(self, action: Discard) -> None:
        """Lay aside `action.cards` from the declarer's hand, as many as the nest held."""
        if self._phase is not Phase.NEST:
            raise IllegalActionError("the declarer discards only after taking the nest")
        hand = self.hands[self._declarer()]
        cards = action.cards
        if len(cards) != len(self.nest) or len(set(cards)) != len(cards):
            count = len(self.nest)
            raise IllegalActionError(f"the declarer discards {count} different cards", "nest.size")
        if any(card not in hand for card in cards):
            raise IllegalActionError("the declarer can discard only cards in their hand")
        buried = sum(self._is_counter(card) for card in cards)
        if self._discard_rule is NestDiscards.NO_COUNTERS and buried > self._fewest_counters():
            raise IllegalActionError(
                "the declarer may not lay aside a counter while holding other cards",
                "nest.discards",
            )
        for card in cards:
            hand.remove(card)
        self.discards = tuple(cards)
        self._next_phase()

    def name_trump(self, action: NameTrump) -> None:
        """The declarer names the trump suit."""
        if self._phase is not Phase.TRUMP:
            raise IllegalActionError("trump is named only by the declarer in the trump phase")
        if action.suit not in self.trickplay.pack.suits:
            raise IllegalActionError(f"{action.suit!r} is not a suit of this pack")
        self.trump = action.suit
        self._next_phase()

    # -- the play ------------------------------------------------------------------------

    def led_suit(self) -> str | None:
        """The suit led to the trick in progress (a led Rook card leads trump), or None."""
        if not self.trick:
            return None
        return self.trickplay.suit_of(self.trick[0].card, self._trump())

    def _trump(self) -> str:
        assert self.trump is not None, "no trump before it is named"
        return self.trump

    def legal_plays(self) -> list[Card]:
        """The cards the seat to act may play."""
        if self._phase is not Phase.PLAY or self._to_act is None:
            return []
        hand = self.hands[self._to_act]
        return self.trickplay.legal_plays(hand, self.led_suit(), self._trump())

    @property
    def trick_no(self) -> int:
        """The number (from 1) of the trick in progress, or of the next one to start."""
        return len(self.gathered) + 1

    def play(self, card: Card) -> None:
        """Play `card` for the seat to act. An illegal card raises `IllegalPlayError` under
        `enforcement: prevent`, and stands until called under `honour`."""
        if self._phase is not Phase.PLAY or self._to_act is None:
            raise IllegalActionError("cards are played only in the play phase")
        seat = self._to_act
        if card not in self.hands[seat]:
            raise IllegalActionError(f"{card} is not in seat {seat + 1}'s hand")
        if card not in self.legal_plays():
            reason = f"{self.led_suit()} was led and they can follow it"
            self.watch.check(
                seat, self.trick_no, card, self.trickplay.forbidding_rule(card), reason
            )
        self.hands[seat].remove(card)
        self.trick.append(PlayedCard(seat, card))
        self.played.append(PlayedCard(seat, card))
        if len(self.trick) < self.seating.count:
            self._to_act = self.seating.next_seat(seat)
        else:
            self._gather()

    def _gather(self) -> None:
        winner = self.trickplay.trick_winner(self.trick, self._trump())
        self.gathered.append((winner, tuple(self.trick)))
        self.trick = []
        self._to_act = winner
        if not any(self.hands):
            self._finish()

    def _finish(self) -> None:
        self._phase = Phase.DONE
        self._to_act = None

    # -- renege claims -------------------------------------------------------------------

    def claim(self, action: ClaimRenege) -> None:
        """Judge a renege claim (any seat, during the play or once the hand is over): a card
        taken back, a call that stands for scoring, or the hand ended at once. Raises
        `ClaimRejected` with the reason when the claim does not stand."""
        if self._phase not in (Phase.PLAY, Phase.DONE) or self.trump is None:
            raise IllegalActionError("a renege can be called only once the play has begun")
        current = len(self.gathered) + (1 if self.trick else 0)
        verdict = self.watch.judge(action, current, gathered=action.trick <= len(self.gathered))
        if verdict.take_back:
            self._take_back(verdict.renege.seat)
        elif verdict.ends_hand and self._phase is Phase.PLAY:
            self._finish()

    def _take_back(self, offender: int) -> None:
        start = next(place for place, played in enumerate(self.trick) if played.seat == offender)
        later = self.trick[start:]
        for played in later:
            self.hands[played.seat].append(played.card)
        self.watch.forget(self.trick_no, {played.seat for played in later})
        del self.played[len(self.played) - len(later) :]
        del self.trick[start:]
        self._to_act = offender

    # -- results -------------------------------------------------------------------------

    def taken(self, seat: int) -> list[Card]:
        """The cards of the tricks `seat` took."""
        return [
            played.card for winner, trick in self.gathered if winner == seat for played in trick
        ]

    def tally(self) -> RookTally:
        """The facts scoring needs, once the hand is DONE (not for a hand thrown in)."""
        if self._phase is not Phase.DONE or self.thrown_in or self.high_bid is None:
            raise EngineError("only a hand played to its end has a tally")
        counters = tuple(
            count_counters(self.rules, (card for seat in side for card in self.taken(seat)))
            for side in self.seating.sides
        )
        tricks = tuple(
            (winner, count_counters(self.rules, (played.card for played in trick)))
            for winner, trick in self.gathered
        )
        last = self.gathered[-1][0] if self.gathered else None
        return RookTally(
            self._declarer(),
            self.high_bid,
            counters,
            self.discards,
            last,
            self.watch.calls,
            tricks,
            self._cards_by_side() if hand_events(self.rules) else (),
        )

    def _cards_by_side(self) -> tuple[frozenset[str], ...]:
        return tuple(
            frozenset(str(card) for seat in side for card in self.taken(seat))
            for side in self.seating.sides
        )

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know: its own cards, the auction, the trump and the play."""
        winners = [winner for winner, _ in self.gathered]
        tricks_taken = tuple(winners.count(other) for other in range(self.seating.count))
        return PlayerView(
            seat=seat,
            phase=self._phase,
            to_act=self._to_act,
            hand=tuple(self.hands[seat]),
            bids=self._last_bids(),
            trick=tuple(self.trick),
            tricks_taken=tricks_taken,
            played=tuple(self.played),
            scores=self.scores,
            extra=self._public_facts(seat),
        )

    def _last_bids(self) -> tuple[Bid | None, ...]:
        bids: list[Bid | None] = [None] * self.seating.count
        for seat, bid in self.auction:
            bids[seat] = bid
        return tuple(bids)

    def _public_facts(self, seat: int) -> dict[str, Any]:
        facts: dict[str, Any] = {
            "dealer": self.dealer,
            "high_bid": self.high_bid,
            "declarer": self.declarer,
            "trump": self.trump,
            "thrown_in": self.thrown_in,
        }
        if seat == self.declarer:
            facts["discards"] = self.discards
        if self._top_card_shown and self.nest:
            facts["nest_top_card"] = self.nest[-1]
        if self._discard_rule is NestDiscards.COUNTERS_SHOWN:
            facts["shown_discards"] = tuple(c for c in self.discards if self._is_counter(c))
        return facts

    # -- what a seat cannot see (engine.core.worlds) -----------------------------------

    def unseen(self, seat: int) -> Unseen:
        """What `seat` cannot see in the play: the other hands and, unless it is the
        declarer, the cards laid aside from the nest (some of them maybe shown)."""
        count = self.seating.count
        buried = () if seat == self.declarer else self.discards
        cards = (
            *(c for other, hand in enumerate(self.hands) if other != seat for c in hand),
            *buried,
        )
        holds = (
            *(0 if other == seat else len(hand) for other, hand in enumerate(self.hands)),
            len(buried),
        )
        known: list[tuple[Card, ...]] = [() for _ in range(count + 1)]
        public = self._public_facts(seat)
        known[count] = tuple(card for card in public.get("shown_discards", ()) if card in buried)
        trump = self._trump()
        follows = [
            (play.seat, trick[0].card, play.card)
            for trick in [*(cards_of for _, cards_of in self.gathered), tuple(self.trick)]
            for play in trick[1:]
        ]
        barred = list(
            voids_shown(follows, cards, count, lambda c: self.trickplay.suit_of(c, trump))
        )
        top = public.get("nest_top_card")
        if top in cards:  # taken up by the declarer: in their hand or laid aside again
            barred = [b | {top} if other != self.declarer else b for other, b in enumerate(barred)]
        nest_barred: frozenset[Card] = frozenset()
        # Under no_counters the declarer lays a counter aside only when it holds no other
        # card: rare enough to leave out of the deals sampled.
        if buried and self._discard_rule is NestDiscards.NO_COUNTERS:
            nest_barred = frozenset(card for card in cards if self._is_counter(card))
        return Unseen(tuple(cards), holds, tuple(known), (*barred, nest_barred))

    def world(self, seat: int, hands: Sequence[Sequence[Card]], nest: Sequence[Card]) -> RookHand:
        """This hand in the play as `seat` sees it, the others holding `hands` and, for a
        seat other than the declarer, `nest` the cards laid aside: the deal they imply, bid,
        discarded and played again. ValueError for cards the play seen rules out."""
        if self._phase is not Phase.PLAY or self.declarer is None or self.trump is None:
            raise ValueError("a Rook hand is searched only in the play")
        declarer = self.declarer
        buried = self.discards if seat == declarer else tuple(nest)
        dealt = [
            list(self.hands[seat] if other == seat else hand) for other, hand in enumerate(hands)
        ]
        for play in self.played:
            dealt[play.seat].append(play.card)
        taken = [*dealt[declarer], *buried]
        dealt_nest = self._nest_in(taken, buried, seat)
        dealt[declarer] = [card for card in taken if card not in dealt_nest]
        world = RookHand(self.rules, dealt, dealt_nest, self.dealer, self.scores)
        try:
            self._replay_into(world, buried)
        except EngineError as error:
            raise ValueError(f"these hands cannot have been played as seen: {error}") from None
        return world

    def _nest_in(self, taken: list[Card], buried: Sequence[Card], seat: int) -> tuple[Card, ...]:
        """The nest the declarer took up, among `taken` (its cards with those it laid aside):
        the one it was, to the declarer; else the cards laid aside, with the card shown on
        top where it was seen."""
        if seat == self.declarer:
            return self.nest
        top = self.nest[-1:] if self._top_card_shown else ()
        others = [card for card in buried if card not in top]
        return (*others[: len(self.nest) - len(top)], *top)

    def _replay_into(self, world: RookHand, buried: Sequence[Card]) -> None:
        """The auction, the discard, the trump and the cards of this hand, taken in `world`."""
        bids = iter(bid for _, bid in self.auction)
        while world.phase is not Phase.PLAY:
            if world.phase is Phase.AUCTION:
                world.apply(next(bids))
            elif world.phase is Phase.NEST:
                world.apply(Discard(tuple(buried)))
            elif world.phase is Phase.TRUMP:
                world.apply(NameTrump(self._trump()))
            else:
                raise EngineError(f"the hand ended in the {world.phase} phase")
        for play in self.played:
            world.apply(play.card)


@dataclass(frozen=True)
class RookMatch:
    """A Rook match played to its end: every hand with its score (None: thrown in), the
    final standing and the outcome."""

    hands: tuple[tuple[RookHand, RookHandScore | None], ...]
    standing: Standing
    outcome: Outcome


def play_rook_match(
    rules: RookRules,
    rng: random.Random,
    choose: Callable[[RookHand], Action],
    max_hands: int = 10_000,
) -> RookMatch:
    """Deal and play hands until `rules.match` ends the match; `choose` picks each action
    for the seat to act. Seat 0 deals first. Raises `EngineError` after `max_hands` deals."""
    table = seating(rules)
    standing = Standing.start(len(table.sides))
    played: list[tuple[RookHand, RookHandScore | None]] = []
    dealer = 0
    while len(played) < max_hands:
        deal = shuffle_and_deal_rook(rules, rng, dealer)
        hand = RookHand(rules, deal.hands, deal.nest, dealer, standing.scores)
        while hand.to_act is not None:
            hand.apply(choose(hand))
        tally = None if hand.thrown_in else hand.tally()
        standing, score, outcome = add_rook_hand(rules, standing, tally)
        played.append((hand, score))
        if outcome is not None:
            return RookMatch(tuple(played), standing, outcome)
        dealer = table.next_dealer(dealer)
    raise EngineError(f"the match did not end in {max_hands} deals")
