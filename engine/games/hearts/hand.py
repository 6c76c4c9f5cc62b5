"""One hand of Hearts: the pass, then the tricks.

`HeartsHand(rules, hands, dealer, number)` takes the dealt cards explicitly (a replay never
depends on a random-number generator). Its phases: PASS (skipped in a hold hand, or with no
passing), then PLAY, then DONE.

In PASS every seat, starting after the dealer, passes `passing.cards` cards (`PassCards`);
nobody sees the cards passed to them until every seat has passed, and then all the passes
are made at once. Hand `number` (1-based) passes the way the cycle gives for it.

The play: the first trick is led as `play.first_lead` says (the lowest club, which must be
led, or any card from the seat after the dealer); each player must follow suit if they can;
the highest card of the suit led wins; its winner leads next. `legal_plays` applies the
first-trick and hearts-led rules (`engine.games.hearts.legal`). Illegal cards are refused:
Hearts has no renege penalties.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from engine.core.actions import Action, PassCards
from engine.core.cards import Card
from engine.core.errors import EngineError, IllegalActionError, IllegalPlayError
from engine.core.points import Points
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.core.worlds import Unseen, voids_shown
from engine.games.hearts.legal import lead_restriction, legal_plays, trick_winner
from engine.games.hearts.pack import check_deal, sort_cards
from engine.games.hearts.scoring import HeartsTally
from engine.games.hearts.terms import HEARTS, JACK, QUEEN, TEN, HeartsTerms, hearts_terms
from rulesets.constructs.events import HandFacts
from rulesets.hearts import FirstLead, HeartsRules, PassDirection

__all__ = ["HeartsHand", "pass_target"]


def pass_target(terms: HeartsTerms, seat: int, direction: PassDirection) -> int:
    """The seat that `seat` passes to in a hand passing `direction` (not HOLD)."""
    table = terms.table
    if direction is PassDirection.LEFT:
        return table.next_seat(seat)
    if direction is PassDirection.RIGHT:
        return table.order_from(seat)[-1]
    return table.order_from(seat)[table.count // 2]


class HeartsHand:
    """The mutable state of one Hearts hand (engine.protocol.Hand)."""

    def __init__(
        self,
        rules: HeartsRules,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        number: int = 1,
        scores: Sequence[Points] = (),
    ) -> None:
        self.rules = rules
        self.terms = terms = hearts_terms(rules)
        check_deal(terms, hands)
        self.table = terms.table
        self.dealer, self.number, self.scores = dealer, number, tuple(scores)
        self.hands: list[list[Card]] = [list(hand) for hand in hands]
        self.direction = terms.pass_direction(number)
        self.passes: dict[int, tuple[Card, ...]] = {}
        """The cards each seat passed (shown to the passer only)."""
        self.received: dict[int, tuple[Card, ...]] = {}
        """The cards each seat picked up, once every pass is made."""
        self.trick: list[PlayedCard] = []
        self.played: list[PlayedCard] = []
        self.gathered: list[tuple[int, tuple[PlayedCard, ...]]] = []
        """The tricks played so far: who took each, and its cards in the order played."""
        self.broken = False
        """Whether hearts are broken."""
        self._phase = Phase.PASS
        self._to_act: int | None = self.table.next_seat(dealer)
        if self.direction is PassDirection.HOLD:
            self._start_play()

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
        """A Hearts hand is never thrown in."""
        return False

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now."""
        if self._phase is Phase.PASS:
            return list(self.legal_passes())
        if self._phase is Phase.PLAY:
            return list(self.legal_plays())
        return []

    def apply(self, action: Action) -> None:
        """Take `action` for the seat to act; raise `IllegalActionError` (for a card,
        `IllegalPlayError` naming the rule) when it is not legal now."""
        if self._phase is Phase.PASS and isinstance(action, PassCards):
            self.pass_cards(action)
        elif self._phase is Phase.PLAY and isinstance(action, Card):
            self.play(action)
        else:
            raise IllegalActionError(f"{action} is not an action of the {self._phase} phase")

    # -- the pass ------------------------------------------------------------------------

    def legal_passes(self) -> list[PassCards]:
        """Every set of cards the seat to act may pass, in card order."""
        if self._phase is not Phase.PASS or self._to_act is None:
            return []
        hand = sort_cards(self.hands[self._to_act])
        return [PassCards(cards) for cards in combinations(hand, self.terms.pass_cards)]

    def pass_cards(self, action: PassCards) -> None:
        """Set aside the cards the seat to act passes; the passes are made once all have."""
        if self._phase is not Phase.PASS or self._to_act is None:
            raise IllegalActionError("cards are passed only before the play")
        seat, cards = self._to_act, action.cards
        count = self.terms.pass_cards
        if len(cards) != count or len(set(cards)) != count:
            raise IllegalActionError(f"each player passes {count} different cards", "passing.cards")
        if any(card not in self.hands[seat] for card in cards):
            raise IllegalActionError(f"seat {seat + 1} can pass only cards in their hand")
        for card in cards:
            self.hands[seat].remove(card)
        self.passes[seat] = sort_cards(cards)
        self._to_act = self.table.next_seat(seat)
        if len(self.passes) == self.table.count:
            self._exchange()

    def _exchange(self) -> None:
        for seat, cards in self.passes.items():
            target = pass_target(self.terms, seat, self.direction)
            self.hands[target].extend(cards)
            self.received[target] = cards
        self.hands = [list(sort_cards(hand)) for hand in self.hands]
        self._start_play()

    # -- the play ------------------------------------------------------------------------

    def _start_play(self) -> None:
        self._phase = Phase.PLAY
        if self.terms.first_lead is FirstLead.TWO_OF_CLUBS:
            lowest = self.lowest_club()
            self._to_act = next(seat for seat, hand in enumerate(self.hands) if lowest in hand)
        else:
            self._to_act = self.table.next_seat(self.dealer)

    def lowest_club(self) -> Card:
        """The lowest club in the pack: the 2♣ unless it is taken out."""
        return next(card for card in self.terms.pack if card.suit == "C")

    @property
    def trick_no(self) -> int:
        """The number (from 1) of the trick in progress, or of the next one to start."""
        return len(self.gathered) + 1

    def legal_plays(self) -> list[Card]:
        """The cards the seat to act may play."""
        if self._phase is not Phase.PLAY or self._to_act is None:
            return []
        first = self.lowest_club() if self.trick_no == 1 else None
        led = self.trick[0].card.suit if self.trick else None
        return legal_plays(self.terms, self.hands[self._to_act], led, first, self.broken)

    def play(self, card: Card) -> None:
        """Play `card` for the seat to act; an illegal card raises `IllegalPlayError`."""
        if self._phase is not Phase.PLAY or self._to_act is None:
            raise IllegalActionError("cards are played only in the play phase")
        seat = self._to_act
        if card not in self.hands[seat]:
            raise IllegalActionError(f"{card} is not in seat {seat + 1}'s hand")
        if card not in self.legal_plays():
            raise IllegalPlayError(self._why_not(card), self._rule_against(card))
        self.hands[seat].remove(card)
        self.trick.append(PlayedCard(seat, card))
        self.played.append(PlayedCard(seat, card))
        if card.suit == HEARTS or (card is QUEEN and self.terms.queen_breaks_hearts):
            self.broken = True
        if len(self.trick) < self.table.count:
            self._to_act = self.table.next_seat(seat)
        else:
            self._gather()

    def _rule_against(self, card: Card) -> str:
        led = self.trick[0].card.suit if self.trick else None
        first = self.lowest_club() if self.trick_no == 1 else None
        hand = self.hands[self._to_act or 0]
        return lead_restriction(self.terms, hand, led, first, self.broken, card)

    def _why_not(self, card: Card) -> str:
        allowed = " ".join(str(other) for other in self.legal_plays())
        return f"{card} may not be played now; the cards allowed are {allowed}"

    def _gather(self) -> None:
        winner = trick_winner(self.trick)
        self.gathered.append((winner, tuple(self.trick)))
        self.trick = []
        self._to_act = winner
        if not any(self.hands):
            self._phase = Phase.DONE
            self._to_act = None

    # -- results -------------------------------------------------------------------------

    def taken(self, seat: int) -> list[Card]:
        """The cards of the tricks `seat` took."""
        return [card.card for winner, trick in self.gathered if winner == seat for card in trick]

    def tricks_taken(self) -> tuple[int, ...]:
        """Tricks taken by each seat so far."""
        winners = [winner for winner, _ in self.gathered]
        return tuple(winners.count(seat) for seat in range(self.table.count))

    def tally(self) -> HeartsTally:
        """The facts scoring needs, once the hand is DONE."""
        if self._phase is not Phase.DONE:
            raise EngineError("only a hand played to its end has a tally")
        taken = tuple(
            sum(v for card in self.taken(seat) if (v := self.terms.values.get(card, 0)) > 0)
            for seat in range(self.table.count)
        )
        tricks = self.tricks_taken()
        everything = [seat for seat, count in enumerate(tricks) if count == len(self.gathered)]
        return HeartsTally(
            taken,
            jack=self._taker(JACK),
            ten=self._taker(TEN),
            sun=everything[0] if everything else None,
            bonus=self._bonus(),
            facts=self._facts(taken, tricks) if self.terms.events else None,
        )

    def _bonus(self) -> tuple[int, ...]:
        bonus = self.terms.bonus_cards
        if not bonus:
            return ()
        return tuple(
            sum(bonus.get(card, 0) for card in self.taken(seat)) for seat in range(self.table.count)
        )

    def _facts(self, taken: tuple[int, ...], tricks: tuple[int, ...]) -> HandFacts:
        cards = tuple(
            frozenset(str(card) for card in self.taken(seat)) for seat in range(self.table.count)
        )
        last = self.gathered[-1][0] if self.gathered else None
        return HandFacts(tricks=tricks, cards=cards, points=taken, last_trick=last)

    def _taker(self, card: Card) -> int | None:
        return next((winner for winner, trick in self.gathered if card in _cards(trick)), None)

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know: its own cards, its own pass, and the play."""
        return PlayerView(
            seat=seat,
            phase=self._phase,
            to_act=self._to_act,
            hand=tuple(self.hands[seat]),
            bids=(None,) * self.table.count,
            trick=tuple(self.trick),
            tricks_taken=self.tricks_taken(),
            played=tuple(self.played),
            scores=self.scores,
            extra=self._public_facts(seat),
        )

    def _public_facts(self, seat: int) -> dict[str, Any]:
        facts: dict[str, Any] = {
            "dealer": self.dealer,
            "pass_direction": self.direction.value,
            "broken": self.broken,
            "taken": tuple(tuple(self.taken(other)) for other in range(self.table.count)),
        }
        if seat in self.passes:
            facts["passed"] = self.passes[seat]
        if seat in self.received:
            facts["received"] = self.received[seat]
        return facts

    # -- what a seat cannot see (engine.core.worlds) -----------------------------------

    def unseen(self, seat: int) -> Unseen:
        """What `seat` cannot see in the play: the other hands, the cards it passed still in
        its receiver's hand, and the suits each seat has shown it is out of."""
        cards = tuple(
            card for other, hand in enumerate(self.hands) if other != seat for card in hand
        )
        holds = tuple(0 if other == seat else len(hand) for other, hand in enumerate(self.hands))
        known: list[tuple[Card, ...]] = [() for _ in range(self.table.count + 1)]
        if seat in self.received and self.direction is not PassDirection.HOLD:
            target = pass_target(self.terms, seat, self.direction)
            known[target] = tuple(card for card in self.passes[seat] if card in cards)
        follows = [
            (play.seat, trick[0].card, play.card)
            for trick in [*(cards_of for _, cards_of in self.gathered), tuple(self.trick)]
            for play in trick[1:]
        ]
        barred = voids_shown(follows, cards, self.table.count, _suit)
        return Unseen(cards, (*holds, 0), tuple(known), (*barred, frozenset()))

    def world(self, seat: int, hands: Sequence[Sequence[Card]], nest: Sequence[Card]) -> HeartsHand:
        """This hand in the play as `seat` sees it, the other seats holding `hands` now: the
        deal they imply, passed and played again (a pass `seat` did not see made of cards its
        receiver holds in that world). ValueError for hands the play seen rules out."""
        if self._phase is not Phase.PLAY:
            raise ValueError("a Hearts hand is searched only in the play")
        dealt = [
            list(self.hands[seat] if other == seat else hand) for other, hand in enumerate(hands)
        ]
        for play in self.played:
            dealt[play.seat].append(play.card)
        passes = self._passes_seen_by(seat, dealt)
        world = HeartsHand(self.rules, dealt, self.dealer, self.number, self.scores)
        try:
            for giver in self.table.order_from(self.table.next_seat(self.dealer)):
                if world.phase is Phase.PASS and giver in passes:
                    world.apply(PassCards(passes[giver]))
            for play in self.played:
                world.apply(play.card)
        except EngineError as error:
            raise ValueError(f"these hands cannot have been played as seen: {error}") from None
        if world.to_act != self._to_act or len(world.played) != len(self.played):
            raise ValueError("these hands cannot have been played as seen")
        return world

    def _passes_seen_by(self, seat: int, dealt: list[list[Card]]) -> dict[int, tuple[Card, ...]]:
        """Each seat's pass, undone in `dealt` (the cards each seat holds and has played,
        made the cards it was dealt): `seat`'s own, and the others' made of cards their
        receivers hold."""
        if not self.passes:
            return {}
        passes: dict[int, tuple[Card, ...]] = {}
        for giver in self.passes:
            target = pass_target(self.terms, giver, self.direction)
            if seat in (giver, target):
                cards = self.passes[giver] if giver == seat else self.received[seat]
            else:
                cards = tuple(dealt[target][: self.terms.pass_cards])
            if any(card not in dealt[target] for card in cards):
                raise ValueError("these hands cannot have made the passes seen")
            passes[giver] = cards
        for giver, cards in passes.items():
            target = pass_target(self.terms, giver, self.direction)
            dealt[target] = [card for card in dealt[target] if card not in cards]
        for giver, cards in passes.items():
            dealt[giver] += cards
        return passes


def _suit(card: Card) -> str:
    return card.suit


def _cards(trick: Sequence[PlayedCard]) -> list[Card]:
    return [played.card for played in trick]
