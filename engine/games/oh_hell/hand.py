"""One hand of Oh Hell: the bidding, then the tricks.

`OhHellHand(terms, hands, turned, dealer, number)` takes the dealt cards and the card turned
up for trump explicitly (a replay never depends on a random-number generator). Its phases:
BID, then PLAY, then DONE.

In BID each seat, starting after the dealer, bids once a number of tricks from 0 to the
cards in the hand; the dealer bids last, and under the hook may not bid the number that
makes the bids add up to the tricks. In PLAY the seat after the dealer leads; each player
must follow suit if they can (and, under `must_trump`, trump if they cannot); the highest
trump, or else the highest card of the suit led, wins; its winner leads next.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.actions import Action, Bid, BidKind
from engine.core.cards import Card
from engine.core.errors import EngineError, IllegalActionError, IllegalPlayError
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.games.oh_hell.deal import check_deal, rank_of
from engine.games.oh_hell.scoring import OhHellTally
from engine.games.oh_hell.terms import NO_TRUMP, OhHellTerms

__all__ = ["OhHellHand", "trick_winner", "hook_bid"]


def trick_winner(trick: Sequence[PlayedCard], trump: str) -> int:
    """The seat that wins `trick`: the highest trump, or else the highest card of the suit
    led."""
    led = trick[0].card.suit

    def strength(played: PlayedCard) -> tuple[int, int]:
        card = played.card
        suit_rank = 2 if trump and card.suit == trump else int(card.suit == led)
        return suit_rank, rank_of(card)

    return max(trick, key=strength).seat


def hook_bid(bids: Sequence[int], size: int) -> int | None:
    """The one bid the hook forbids the last bidder, given the others' bids: the one that
    makes the bids add up to the tricks (None when it is out of reach)."""
    forbidden = size - sum(bids)
    return forbidden if forbidden >= 0 else None


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
        """The bid the hook forbids the seat to act, or None."""
        if not (self.last_to_bid and self.terms.hooked(self.number)):
            return None
        return hook_bid([bid for bid in self.bids if bid is not None], self.size)

    def legal_bids(self) -> list[int]:
        """The numbers of tricks the seat to act may bid."""
        forbidden = self.hooked()
        return [tricks for tricks in range(self.size + 1) if tricks != forbidden]

    def bid(self, action: Bid) -> None:
        """Record the bid of the seat to act."""
        seat = self._to_act
        if self._phase is not Phase.BID or seat is None:
            raise IllegalActionError("bids are made only in the bidding")
        if action.kind is not BidKind.NUMBER or action.number > self.size:
            raise IllegalActionError(f"a bid is a number of tricks from 0 to {self.size}")
        if action.number == self.hooked():
            raise IllegalActionError(
                f"the dealer may not bid {action.number}: the bids would add up to the"
                f" {self.size} tricks",
                "bidding.hook",
            )
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
