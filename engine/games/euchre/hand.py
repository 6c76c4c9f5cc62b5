"""One hand of Euchre: the farmer's hand, making trump, going alone, then the tricks.

`EuchreHand(rules, hands, kitty, dealer)` takes the dealt cards explicitly (a replay never
depends on a random-number generator); `kitty[0]` is the turned-up card, `kitty[1:4]` the
cards under it. Its phases, in order (each skipped when the rules or the hand leave nothing
to do):

- NEST, the farmer's hand: each player from the dealer's left holding three or more 9s and
  10s may exchange three of them for the cards under the turned-up card (`discard ...`) or
  keep their hand (`pass`).
- BID, round one: from the dealer's left, `pass` or `make <suit>` (`make <suit> alone`)
  ordering up the turned card (when the joker is turned up, the seat ordering it up names
  any suit); then NEST, the dealer picks it up and discards one card (not when the dealer
  sits out a partner's loner).
- BID, round two (when all passed): `pass` or `make <suit>` naming another suit, or `make N`
  for no trump. A stuck dealer may not pass. All passing throws the hand in.
- BID, defending alone: each defender from the maker's left may `defend alone` or `pass`.
- PASS and NEST, partner's best: the lone maker's partner passes one card (`pass <card>`),
  the maker discards one (`discard <card>`).
- PLAY: the tricks, the players sitting out skipped; an illegal card is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from engine.core.actions import Action, Bid, BidKind, DefendAlone, Discard, MakeTrump, PassCards
from engine.core.cards import Card
from engine.core.errors import EngineError, IllegalActionError, IllegalPlayError
from engine.core.points import Points
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.core.worlds import Unseen, voids_shown
from engine.games.euchre.terms import JOKER, NO_TRUMP, EuchreTerms, euchre_terms
from engine.games.euchre.tricks import is_natural_trump, legal_plays, suit_of, trick_winner
from rulesets.euchre import EuchreRules

__all__ = ["EuchreHand", "EuchreTally", "check_deal", "farmer_cards", "PASS"]

PASS = Bid(BidKind.PASS)
_SUITS = ("C", "D", "H", "S")
_LOW = ("7", "8", "9", "10")


def farmer_cards(hand: Sequence[Card]) -> list[Card]:
    """The 9s and 10s of a hand (the cards a farmer's hand exchanges)."""
    return [card for card in hand if card.rank in ("9", "10")]


class EuchreTally:
    """What scoring needs from a finished hand (seats 0-based)."""

    __slots__ = ("maker", "alone", "lone_defender", "tricks")

    def __init__(
        self, maker: int, alone: bool, lone_defender: int | None, tricks: tuple[int, ...]
    ) -> None:
        self.maker, self.alone, self.lone_defender, self.tricks = (
            maker,
            alone,
            lone_defender,
            tricks,
        )


def check_deal(terms: EuchreTerms, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]) -> None:
    """Raise `EngineError` unless the hands and kitty are exactly the pack, dealt evenly."""
    count = terms.table.count
    if len(hands) != count:
        raise EngineError(f"a Euchre deal needs {count} hands, not {len(hands)}")
    if any(len(hand) != terms.cards_each for hand in hands):
        raise EngineError(f"every hand holds {terms.cards_each} cards")
    if len(kitty) != terms.kitty_size:
        raise EngineError(f"the kitty holds {terms.kitty_size} cards, not {len(kitty)}")
    dealt = sorted([*(card for hand in hands for card in hand), *kitty], key=lambda c: c.index)
    if dealt != sorted(terms.pack, key=lambda card: card.index):
        raise EngineError("the hands and kitty are not exactly the cards of the pack")


class EuchreHand:
    """The mutable state of one Euchre hand (engine.core.protocol.Hand)."""

    def __init__(
        self,
        rules: EuchreRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        dealer: int,
        scores: Sequence[Points] = (),
    ) -> None:
        self.rules = rules
        self.terms = terms = euchre_terms(rules)
        check_deal(terms, hands, kitty)
        self.table = terms.table
        self.dealer, self.scores = dealer, tuple(scores)
        self.hands: list[list[Card]] = [list(hand) for hand in hands]
        self.kitty: list[Card] = list(kitty)
        self.turned: Card = self.kitty[0]
        self.calls: list[tuple[int, str]] = []
        """Every call of the bidding, in order: (seat, notation)."""
        self.round = 1
        self.trump: str | None = None
        self.maker: int | None = None
        self.alone = False
        self.lone_defender: int | None = None
        self.sitting_out: int | None = None
        self.thrown_in = False
        self.farmers: list[int] = []
        self.exchanged: dict[int, tuple[Card, ...]] = {}
        """The 9s and 10s each farmer exchanged."""
        self.taken_in: dict[int, tuple[Card, ...]] = {}
        """The cards each farmer took from under the turned-up card."""
        self.best: Card | None = None
        """The card a lone maker's partner passed them."""
        self.discarded: Card | None = None
        self.trick: list[PlayedCard] = []
        self.played: list[PlayedCard] = []
        self.gathered: list[tuple[int, tuple[PlayedCard, ...]]] = []
        self.steps: list[tuple[str, Action]] = []
        """Every action before the play, in order, with the stage it was taken in."""
        self._queue: list[int] = []
        self._stage = "round"
        self._phase = Phase.BID
        self._to_act: int | None = None
        self.first = self.table.next_seat(dealer)
        if terms.farmers_hand:
            order = self.table.order_from(self.first)
            self.farmers = [seat for seat in order if len(farmer_cards(self.hands[seat])) >= 3]
        if self.farmers:
            self._stage, self._phase = "farmer", Phase.NEST
            self._queue = list(self.farmers)
            self._to_act = self._queue.pop(0)
        else:
            self._open_round(1)

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
        """Every action the seat to act may take now."""
        seat = self._to_act
        if seat is None:
            return []
        stage = self._stage
        if stage == "farmer":
            low = sorted(farmer_cards(self.hands[seat]), key=lambda card: card.index)
            return [PASS, *(Discard(cards) for cards in combinations(low, 3))]
        if stage == "round":
            return self._calls(seat)
        if stage == "defend":
            return [PASS, DefendAlone()]
        if stage == "best":
            return [PassCards((card,)) for card in self.hands[seat]]
        if stage in ("discard", "best_discard"):
            return [Discard((card,)) for card in self.hands[seat]]
        if stage == "play":
            return list(self.legal_plays())
        return []

    def apply(self, action: Action) -> None:
        """Take `action` for the seat to act; raise `IllegalActionError` (for a card,
        `IllegalPlayError` naming the rule) when it is not legal now."""
        if self._to_act is None:
            raise IllegalActionError("the hand is over")
        if self._stage == "play" and isinstance(action, Card):
            self.play(action)
            return
        if isinstance(action, Discard):
            action = Discard(tuple(sorted(action.cards, key=lambda card: card.index)))
        if action not in self.legal_actions():
            raise IllegalActionError(self._why_not(action), self._rule_against(action))
        seat = self._to_act
        self.steps.append((self._stage, action))
        if self._stage == "farmer":
            self._farm(seat, action)
        elif self._stage == "round":
            self._call(seat, action)
        elif self._stage == "defend":
            self._defend(seat, action)
        elif self._stage == "best" and isinstance(action, PassCards):
            self._pass_best(seat, action.cards[0])
        elif isinstance(action, Discard):
            self._discard(seat, action.cards[0])

    # -- the farmer's hand ---------------------------------------------------------------

    def _farm(self, seat: int, action: Action) -> None:
        if isinstance(action, Discard):
            under = self.kitty[1:4]
            self.taken_in[seat] = tuple(under)
            for card in action.cards:
                self.hands[seat].remove(card)
            self.hands[seat].extend(under)
            self.kitty[1:4] = list(action.cards)
            self.exchanged[seat] = action.cards
        if self._queue:
            self._to_act = self._queue.pop(0)
        else:
            self._open_round(1)

    # -- making trump --------------------------------------------------------------------

    def _open_round(self, number: int) -> None:
        self._stage, self._phase, self.round = "round", Phase.BID, number
        self._queue = list(self.table.order_from(self.first))
        self._to_act = self._queue.pop(0)

    def _calls(self, seat: int) -> list[Action]:
        terms = self.terms
        suits = self._suits_to_name()
        stuck = self._stuck(seat)
        if terms.must_hold_trump and not stuck:
            suits = [suit for suit in suits if self._holds_trump(seat, suit)]
        alone_ways = [False]
        if terms.maker_alone and terms.partnerships:
            alone_ways.append(True)
            if (
                self.round == 1
                and terms.partner_only_alone
                and seat in self.table.partners(self.dealer)
            ):
                alone_ways = [True]
        calls: list[Action] = [] if stuck else [PASS]
        calls += [MakeTrump(suit, alone) for suit in suits for alone in alone_ways]
        return calls

    def _suits_to_name(self) -> list[str]:
        turned = None if self.turned is JOKER else self.turned.suit
        if self.round == 1:
            return [turned] if turned else list(_SUITS)
        suits = [suit for suit in _SUITS if suit != turned or self.terms.turned_down_suit]
        return [*suits, NO_TRUMP] if self.terms.no_trump else suits

    def _stuck(self, seat: int) -> bool:
        """Whether `seat` is the dealer in the last round under stick the dealer."""
        last = self.round == 2 or not self.terms.second_round
        return self.terms.stick_the_dealer and last and seat == self.dealer

    def _holds_trump(self, seat: int, suit: str) -> bool:
        if suit == NO_TRUMP:
            return True
        cards = list(self.hands[seat])
        if self.round == 1 and seat == self.dealer:
            cards.append(self.turned)
        return any(is_natural_trump(card, suit) for card in cards)

    def _call(self, seat: int, action: Action) -> None:
        self.calls.append((seat, str(action)))
        if isinstance(action, MakeTrump):
            self._made(seat, action)
            return
        if self._queue:
            self._to_act = self._queue.pop(0)
        elif self.round == 1 and self.terms.second_round:
            self._open_round(2)
        else:
            self.thrown_in = True
            self._end()

    def _made(self, seat: int, action: MakeTrump) -> None:
        self.trump, self.maker, self.alone = action.suit, seat, action.alone
        if action.alone:
            self.sitting_out = self.table.partners(seat)[0]
        if self.round == 1 and self.sitting_out != self.dealer:
            self.hands[self.dealer].append(self.turned)
            self._stage, self._phase, self._to_act = "discard", Phase.NEST, self.dealer
            return
        self._after_making()

    def _after_making(self) -> None:
        terms, maker = self.terms, self.maker
        assert maker is not None
        if (
            terms.defender_alone
            and terms.partnerships
            and not self.alone
            and self._stage != "defend"
        ):
            self._stage, self._phase = "defend", Phase.BID
            self._queue = [
                s for s in self.table.order_from(maker) if not self.table.same_side(s, maker)
            ]
            self._to_act = self._queue.pop(0)
            return
        if self.alone and terms.partners_best and self.best is None:
            self._stage, self._phase = "best", Phase.PASS
            self._to_act = self.table.partners(maker)[0]
            return
        self._start_play()

    def _defend(self, seat: int, action: Action) -> None:
        self.calls.append((seat, str(action)))
        if isinstance(action, DefendAlone):
            self.lone_defender = seat
            self.sitting_out = self.table.partners(seat)[0]
            self._queue = []
        if self._queue:
            self._to_act = self._queue.pop(0)
        else:
            self._start_play()

    def _pass_best(self, seat: int, card: Card) -> None:
        assert self.maker is not None
        self.hands[seat].remove(card)
        self.hands[self.maker].append(card)
        self.best = card
        self._stage, self._phase, self._to_act = "best_discard", Phase.NEST, self.maker

    def _discard(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.discarded = card if self._stage == "best_discard" else self.discarded
        if self._stage == "discard":
            self.kitty[0] = card  # the turned card is in the dealer's hand; the discard is out
        self._after_making()

    # -- the play ------------------------------------------------------------------------

    def _start_play(self) -> None:
        self._stage, self._phase = "play", Phase.PLAY
        lone = self.maker if self.alone else self.lone_defender
        first = self.first
        if self.terms.lead_left_of_maker and lone is not None:
            first = self.table.next_seat(lone)
        self._to_act = first if first != self.sitting_out else self.table.next_seat(first)

    @property
    def trick_no(self) -> int:
        """The number (from 1) of the trick in progress, or of the next one to start."""
        return len(self.gathered) + 1

    @property
    def players_in(self) -> int:
        """How many seats play the tricks."""
        return self.table.count - (self.sitting_out is not None)

    def legal_plays(self) -> list[Card]:
        """The cards the seat to act may play."""
        if self._stage != "play" or self._to_act is None or self.trump is None:
            return []
        led = self._led()
        return legal_plays(self.terms, self.hands[self._to_act], led, self.trump)

    def _led(self) -> str | None:
        if not self.trick or self.trump is None:
            return None
        return suit_of(self.terms, self.trick[0].card, self.trump)

    def play(self, card: Card) -> None:
        """Play `card` for the seat to act; an illegal card raises `IllegalPlayError`."""
        seat = self._to_act
        if self._stage != "play" or seat is None or self.trump is None:
            raise IllegalActionError("cards are played only in the play phase")
        if card not in self.hands[seat]:
            raise IllegalActionError(f"{card} is not in seat {seat + 1}'s hand")
        if card not in self.legal_plays():
            allowed = " ".join(str(other) for other in self.legal_plays())
            raise IllegalPlayError(
                f"{card} does not follow the suit led; the cards allowed are {allowed}",
                "follow suit",
            )
        self.hands[seat].remove(card)
        self.trick.append(PlayedCard(seat, card))
        self.played.append(PlayedCard(seat, card))
        if len(self.trick) < self.players_in:
            following = self.table.next_seat(seat)
            self._to_act = (
                following if following != self.sitting_out else self.table.next_seat(following)
            )
        else:
            self._gather()

    def _gather(self) -> None:
        assert self.trump is not None
        winner = trick_winner(self.terms, self.trick, self.trump)
        self.gathered.append((winner, tuple(self.trick)))
        self.trick = []
        self._to_act = winner
        if len(self.gathered) == self.terms.cards_each:
            self._end()

    def _end(self) -> None:
        self._stage, self._phase, self._to_act = "done", Phase.DONE, None

    def _why_not(self, action: Action) -> str:
        allowed = ", ".join(str(other) for other in self.legal_actions())
        return f"{action} is not allowed now; the actions allowed are {allowed}"

    def _rule_against(self, action: Action) -> str:
        if isinstance(action, Bid) and self._stage == "round" and self._to_act == self.dealer:
            return "making.all_pass"
        if isinstance(action, MakeTrump):
            if action.alone:
                return "alone.maker"
            if action.suit == NO_TRUMP:
                return "making.no_trump"
            if self.terms.must_hold_trump:
                return "making.must_hold_trump"
            return (
                "making.dealers_partner"
                if self.terms.partner_only_alone
                else "making.turned_down_suit"
            )
        if isinstance(action, DefendAlone):
            return "alone.defender"
        return ""

    # -- results -------------------------------------------------------------------------

    def tricks_taken(self) -> tuple[int, ...]:
        """Tricks taken by each seat so far."""
        winners = [winner for winner, _ in self.gathered]
        return tuple(winners.count(seat) for seat in range(self.table.count))

    def tally(self) -> EuchreTally:
        """The facts scoring needs, once the hand is played to its end."""
        if self._phase is not Phase.DONE or self.maker is None:
            raise EngineError("only a hand played to its end has a tally")
        return EuchreTally(self.maker, self.alone, self.lone_defender, self.tricks_taken())

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know: its own cards, the turned-up card, the calls and the play."""
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
            "turned": self.turned,
            "round": self.round,
            "calls": tuple(self.calls),
            "trump": self.trump,
            "maker": self.maker,
            "alone": self.alone,
            "lone_defender": self.lone_defender,
            "sitting_out": self.sitting_out,
        }
        if seat in self.exchanged:
            facts["received"] = tuple(self.kitty[1:4])
        if self.best is not None and seat in (self.maker, self.sitting_out):
            facts["best"] = self.best
        return facts

    # -- what a seat cannot see (engine.core.worlds) -----------------------------------

    @property
    def _picked_up(self) -> bool:
        """Whether the dealer took the turned card up (and discarded one into the kitty)."""
        return any(stage == "discard" for stage, _ in self.steps)

    def _hidden_kitty(self, seat: int) -> list[int]:
        """The places in the kitty whose cards `seat` cannot see: the dealer's discard (to
        all but the dealer) and the cards under the turned-up one (to all but a farmer)."""
        slots = [0] if self._picked_up and seat != self.dealer else []
        return slots + ([] if seat in self.exchanged else [1, 2, 3][: len(self.kitty) - 1])

    def unseen(self, seat: int) -> Unseen:
        """What `seat` cannot see in the play: the other hands (a partner sitting out a
        loner's too), the kitty but the turned-up card, the card a lone maker laid aside,
        and the suits each seat has shown it is out of (the left bower follows trump)."""
        count, trump = self.table.count, self.trump or NO_TRUMP
        nest = [self.kitty[slot] for slot in self._hidden_kitty(seat)]
        if self.discarded is not None and seat != self.maker:
            nest.append(self.discarded)
        cards = (
            *(card for other, hand in enumerate(self.hands) if other != seat for card in hand),
            *nest,
        )
        holds = (*(0 if other == seat else len(hand) for other, hand in enumerate(self.hands)),)
        tricks = [*(cards_of for _, cards_of in self.gathered), tuple(self.trick)]
        follows = [(play.seat, trick[0].card, play.card) for trick in tricks for play in trick[1:]]
        barred = list(
            voids_shown(follows, cards, count, lambda card: suit_of(self.terms, card, trump))
        )
        # A card seen going to one seat is there, or laid aside by it into the kitty.
        placed = {self.dealer: self.turned} if self._picked_up else {}
        if self.best is not None and seat == self.sitting_out and self.maker is not None:
            placed[self.maker] = self.best
        for holder, card in placed.items():
            if card in cards:
                barred = [b | {card} if other != holder else b for other, b in enumerate(barred)]
        known = tuple(() for _ in range(count + 1))
        return Unseen(cards, (*holds, len(nest)), known, (*barred, frozenset()))

    def world(self, seat: int, hands: Sequence[Sequence[Card]], nest: Sequence[Card]) -> EuchreHand:
        """This hand in the play as `seat` sees it, the others holding `hands` and the kitty
        cards it cannot see (then the card a lone maker laid aside) being `nest`: the deal
        they imply, made and played again. ValueError for cards the play seen rules out."""
        if self._phase is not Phase.PLAY or self.trump is None or self.maker is None:
            raise ValueError("a Euchre hand is searched only in the play")
        now = [
            list(self.hands[seat] if other == seat else hand) for other, hand in enumerate(hands)
        ]
        for play in self.played:
            now[play.seat].append(play.card)
        kitty, rest = list(self.kitty), list(nest)
        for slot in self._hidden_kitty(seat):
            kitty[slot] = rest.pop(0)
        laid_aside = self.discarded
        if laid_aside is not None and seat != self.maker:
            laid_aside = rest.pop(0)
        steps = self._steps_undone(seat, now, kitty, laid_aside)
        if self._picked_up:
            kitty[0] = self.turned
        try:
            world = EuchreHand(self.rules, now, kitty, self.dealer, self.scores)
            world._farm_as_seen(seat, self.exchanged.get(seat))
            for action in steps:
                world.apply(action)
            for play in self.played:
                world.apply(play.card)
        except EngineError as error:
            raise ValueError(f"these hands cannot have been played as seen: {error}") from None
        if world.to_act != self._to_act or len(world.played) != len(self.played):
            raise ValueError("these hands cannot have been played as seen")
        return world

    def _steps_undone(
        self, seat: int, now: list[list[Card]], kitty: list[Card], laid_aside: Card | None
    ) -> list[Action]:
        """The actions before the play with the cards of this world, undone in `now` (each
        seat's cards, made the cards it was dealt)."""
        maker, partner = self.maker, self.sitting_out
        steps: list[Action] = []
        for stage, action in reversed(self.steps):
            if stage == "farmer":
                continue  # the world's own farmers act in `_farm_as_seen`
            if stage == "best_discard" and maker is not None and laid_aside is not None:
                now[maker].append(laid_aside)
                action = Discard((laid_aside,))
            elif stage == "best" and maker is not None and partner is not None:
                best = self.best if seat in (maker, partner) else now[maker][0]
                if best is None or best not in now[maker]:
                    raise ValueError("these hands cannot have made the pass seen")
                now[maker].remove(best)
                now[partner].append(best)
                action = PassCards((best,))
            elif stage == "discard":
                now[self.dealer].append(kitty[0])
                if self.turned not in now[self.dealer]:
                    raise ValueError("the dealer does not hold the card turned up")
                now[self.dealer].remove(self.turned)
                action = Discard((kitty[0],))
            steps.append(action)
        if seat in self.exchanged:  # the seat's own exchange, undone: it saw both sides
            taken_in, gave = self.taken_in[seat], self.exchanged[seat]
            if any(card not in now[seat] for card in taken_in):
                raise ValueError("these hands cannot have made the exchange seen")
            now[seat] = [card for card in now[seat] if card not in taken_in] + list(gave)
            kitty[1:4] = list(taken_in)
        return steps[::-1]

    def _farm_as_seen(self, seat: int, gave: tuple[Card, ...] | None) -> None:
        """A world's farmer's hand as `seat` saw it: its own exchange (`gave`) taken again,
        and every other farmer of the world keeping its cards, since the seat cannot see
        another's exchange (its hand now counts as the one it was dealt)."""
        while self._stage == "farmer" and self._to_act is not None:
            farmer = self._to_act
            self.apply(Discard(gave) if farmer == seat and gave is not None else PASS)
