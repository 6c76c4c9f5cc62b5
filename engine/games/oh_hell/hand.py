"""One hand of Oh Hell: the bidding, then the tricks.

`OhHellHand(terms, hands, turned, dealer, number)` takes the dealt cards and the card turned
up for trump explicitly (a replay never depends on a random-number generator). Its phases:
BID, then PLAY, then DONE.

In BID each seat, starting after the dealer, bids once a number of tricks from 0 to the
cards in the hand (within `bidding.limits`); the dealer bids last, and under the hook may
not bid the number that makes the bids add up to the tricks: a hold on the total of the
bids, as `bidding.limits.total` states others, checked by `engine.core.bid_limits`. In PLAY
the seat after the dealer leads; each player must follow suit if they can (and, under
`must_trump`, trump if they cannot); the highest trump, or else the highest card of the suit
led, wins; its winner leads next.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.actions import Action, Bid, BidKind
from engine.core.bid_limits import total_problem
from engine.core.cards import Card
from engine.core.errors import EngineError, IllegalActionError, IllegalPlayError
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.core.worlds import Unseen, voids_shown
from engine.games.oh_hell.deal import check_deal, rank_of
from engine.games.oh_hell.scoring import OhHellTally
from engine.games.oh_hell.terms import NO_TRUMP, PACK, OhHellTerms

__all__ = ["OhHellHand", "trick_winner"]


def trick_winner(trick: Sequence[PlayedCard], trump: str) -> int:
    """The seat that wins `trick`: the highest trump, or else the highest card of the suit
    led."""
    led = trick[0].card.suit

    def strength(played: PlayedCard) -> tuple[int, int]:
        card = played.card
        suit_rank = 2 if trump and card.suit == trump else int(card.suit == led)
        return suit_rank, rank_of(card)

    return max(trick, key=strength).seat


class OhHellHand:
    """The mutable state of one Oh Hell hand (engine.core.protocol.Hand)."""

    def __init__(
        self,
        terms: OhHellTerms,
        hands: Sequence[Sequence[Card]],
        turned: Sequence[Card],
        dealer: int,
        number: int = 1,
        scores: Sequence[Any] = (),
    ) -> None:
        check_deal(terms, hands, turned, number)
        self.terms, self.table = terms, terms.table
        self.dealer, self.number, self.scores = dealer, number, tuple(scores)
        self.size = terms.hand_size(number)
        self.hands: list[list[Card]] = [list(hand) for hand in hands]
        self.turned = tuple(turned)
        self.trump = turned[0].suit if turned else terms.fixed_trump(number)
        self.bids: list[int | None] = [None] * self.table.count
        self.trick: list[PlayedCard] = []
        self.played: list[PlayedCard] = []
        self.gathered: list[tuple[int, tuple[PlayedCard, ...]]] = []
        self._phase = Phase.BID
        self._to_act: int | None = self.table.next_seat(dealer)

    # -- the Hand protocol ---------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat whose action is awaited, or None when the hand is over."""
        return self._to_act

    @property
    def thrown_in(self) -> bool:
        """An Oh Hell hand is never thrown in."""
        return False

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now."""
        if self._phase is Phase.BID:
            return [Bid(BidKind.NUMBER, tricks) for tricks in self.legal_bids()]
        if self._phase is Phase.PLAY:
            return list(self.legal_plays())
        return []

    def apply(self, action: Action) -> None:
        """Take `action` for the seat to act; raise `IllegalActionError` (for a card,
        `IllegalPlayError` naming the rule) when it is not legal now."""
        if self._phase is Phase.BID and isinstance(action, Bid):
            self.bid(action)
        elif self._phase is Phase.PLAY and isinstance(action, Card):
            self.play(action)
        else:
            raise IllegalActionError(f"{action} is not an action of the {self._phase} phase")

    # -- the bidding ---------------------------------------------------------------------

    @property
    def last_to_bid(self) -> bool:
        """Whether the seat to act is the last to bid (the dealer)."""
        return sum(bid is None for bid in self.bids) == 1

    def hooked(self) -> int | None:
        """The bid the hook (a total held not equal to a number) forbids the seat to act,
        or None."""
        refused = [n for n in self.terms.bids.numbers(self.size) if n not in self.legal_bids()]
        return refused[0] if len(refused) == 1 and self.last_to_bid else None

    def total_problem(self, number: int) -> tuple[str, str] | None:
        """Why a bid of `number` by the seat to act breaks the hold on the total of the
        bids, or None."""
        limit = self.terms.bids.total_in(self.size)
        if limit is None:
            return None
        made = [bid for bid in self.bids if bid is not None]
        still = len(self.bids) - len(made) - 1
        least = self.terms.bids.lowest * still
        return total_problem(limit, self.size, sum(made) + number, least, still == 0)

    def legal_bids(self) -> list[int]:
        """The numbers of tricks the seat to act may bid. Limits that would leave it no bid
        at all hold the total no more for that bid (as in Spades)."""
        numbers = self.terms.bids.numbers(self.size)
        allowed = [n for n in numbers if self.total_problem(n) is None]
        return allowed or numbers

    def bid(self, action: Bid) -> None:
        """Record the bid of the seat to act."""
        seat = self._to_act
        if self._phase is not Phase.BID or seat is None:
            raise IllegalActionError("bids are made only in the bidding")
        if action.kind is not BidKind.NUMBER or action.number > self.size:
            raise IllegalActionError(f"a bid is a number of tricks from 0 to {self.size}")
        numbers = self.terms.bids.numbers(self.size)
        if action.number not in numbers:
            raise IllegalActionError(
                f"a bid of {action.number} is outside the limits: here a bid is one of {numbers}",
                "bidding.limits",
            )
        if action.number not in self.legal_bids():
            path, reason = self.total_problem(action.number) or ("bidding.limits.total", "")
            raise IllegalActionError(f"seat {seat + 1} may not bid {action.number}: {reason}", path)
        self.bids[seat] = action.number
        if all(bid is not None for bid in self.bids):
            self._phase = Phase.PLAY
            self._to_act = self.table.next_seat(self.dealer)
        else:
            self._to_act = self.table.next_seat(seat)

    # -- the play ------------------------------------------------------------------------

    @property
    def trick_no(self) -> int:
        """The number (from 1) of the trick in progress, or of the next one to start."""
        return len(self.gathered) + 1

    def legal_plays(self) -> list[Card]:
        """The cards the seat to act may play."""
        if self._phase is not Phase.PLAY or self._to_act is None:
            return []
        hand = self.hands[self._to_act]
        if not self.trick:
            return list(hand)
        led = self.trick[0].card.suit
        following = [card for card in hand if card.suit == led]
        if following:
            return following
        trumps = [card for card in hand if self.trump != NO_TRUMP and card.suit == self.trump]
        if self.terms.must_trump and trumps:
            return trumps
        return list(hand)

    def play(self, card: Card) -> None:
        """Play `card` for the seat to act; an illegal card raises `IllegalPlayError`."""
        seat = self._to_act
        if self._phase is not Phase.PLAY or seat is None:
            raise IllegalActionError("cards are played only in the play phase")
        if card not in self.hands[seat]:
            raise IllegalActionError(f"{card} is not in seat {seat + 1}'s hand")
        if card not in self.legal_plays():
            allowed = " ".join(str(other) for other in self.legal_plays())
            rule = "play.must_trump" if self.terms.must_trump else ""
            raise IllegalPlayError(f"{card} may not be played now; allowed: {allowed}", rule)
        self.hands[seat].remove(card)
        self.trick.append(PlayedCard(seat, card))
        self.played.append(PlayedCard(seat, card))
        if len(self.trick) < self.table.count:
            self._to_act = self.table.next_seat(seat)
        else:
            self._gather()

    def _gather(self) -> None:
        winner = trick_winner(self.trick, self.trump)
        self.gathered.append((winner, tuple(self.trick)))
        self.trick = []
        self._to_act = winner
        if not any(self.hands):
            self._phase = Phase.DONE
            self._to_act = None

    # -- results -------------------------------------------------------------------------

    def tricks_taken(self) -> tuple[int, ...]:
        """Tricks taken by each seat so far."""
        winners = [winner for winner, _ in self.gathered]
        return tuple(winners.count(seat) for seat in range(self.table.count))

    def tally(self) -> OhHellTally:
        """The facts scoring needs, once the hand is DONE."""
        if self._phase is not Phase.DONE:
            raise EngineError("only a hand played to its end has a tally")
        bids = tuple(bid or 0 for bid in self.bids)
        return OhHellTally(bids, self.tricks_taken())

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know: its own cards, the turned-up card, the bids and the play."""
        return PlayerView(
            seat=seat,
            phase=self._phase,
            to_act=self._to_act,
            hand=tuple(self.hands[seat]),
            bids=tuple(None if bid is None else Bid(BidKind.NUMBER, bid) for bid in self.bids),
            trick=tuple(self.trick),
            tricks_taken=self.tricks_taken(),
            played=tuple(self.played),
            scores=self.scores,
            extra={
                "dealer": self.dealer,
                "hand_size": self.size,
                "trump": self.trump,
                "turned": self.turned,
                "hooked": self.hooked() if seat == self._to_act else None,
            },
        )

    # -- what a seat cannot see (engine.core.worlds) -----------------------------------

    def unseen(self, seat: int) -> Unseen:
        """What `seat` cannot see in the play: the other hands and the undealt rest of the
        pack (the nest place; the turned-up card is public), and the suits each seat has
        shown it is out of (under `must_trump`, trumps too for a seat that neither followed
        nor trumped)."""
        count = self.table.count
        seen = {*self.hands[seat], *self.turned, *(play.card for play in self.played)}
        hidden = tuple(
            card for other, hand in enumerate(self.hands) if other != seat for card in hand
        )
        rest = tuple(card for card in PACK if card not in seen and card not in hidden)
        cards = (*hidden, *rest)
        holds = (*(0 if other == seat else len(hand) for other, hand in enumerate(self.hands)),)
        follows = self._follows()
        barred = list(voids_shown(follows, cards, count, _suit))
        if self.terms.must_trump and self.trump != NO_TRUMP:
            trumps = frozenset(card for card in cards if card.suit == self.trump)
            for other, led, card in follows:
                if card.suit not in (led.suit, self.trump):
                    barred[other] |= trumps
        known = tuple(() for _ in range(count + 1))
        return Unseen(cards, (*holds, len(rest)), known, (*barred, frozenset()))

    def _follows(self) -> list[tuple[int, Card, Card]]:
        """(seat, card led, card played) for every card played after a lead."""
        tricks = [*(cards for _, cards in self.gathered), tuple(self.trick)]
        return [(play.seat, trick[0].card, play.card) for trick in tricks for play in trick[1:]]

    def world(self, seat: int, hands: Sequence[Sequence[Card]], nest: Sequence[Card]) -> OhHellHand:
        """This hand in the play as `seat` sees it, the other seats holding `hands` now (the
        undealt rest, `nest`, plays no part): the deal they imply, bid and played again.
        ValueError for hands the play seen rules out."""
        if self._phase is not Phase.PLAY:
            raise ValueError("an Oh Hell hand is searched only in the play")
        dealt = [
            list(self.hands[seat] if other == seat else hand) for other, hand in enumerate(hands)
        ]
        for play in self.played:
            dealt[play.seat].append(play.card)
        try:
            world = OhHellHand(
                self.terms, dealt, self.turned, self.dealer, self.number, self.scores
            )
            while world.phase is Phase.BID and world.to_act is not None:
                bid = self.bids[world.to_act]
                if bid is None:
                    raise EngineError("a bid seen was not made")
                world.apply(Bid(BidKind.NUMBER, bid))
            for play in self.played:
                world.apply(play.card)
        except EngineError as error:
            raise ValueError(f"these hands cannot have been played as seen: {error}") from None
        if world.to_act != self._to_act or len(world.played) != len(self.played):
            raise ValueError("these hands cannot have been played as seen")
        return world


def _suit(card: Card) -> str:
    return card.suit
