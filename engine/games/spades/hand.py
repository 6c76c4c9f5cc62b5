"""One hand of the Spades family, card by card: BID -> PASS -> PLAY -> DONE.

    hand = SpadesHand(rules, shuffle_and_deal(rules, rng, dealer=0), dealer=0)
    while hand.phase is not Phase.DONE:
        hand.apply(choose(hand.legal_actions()))
    tally = hand.tally()          # for engine.games.spades.scoring

The deal is recorded input: a hand takes the dealt cards, never a random generator, so a
log of the dealt hands and the actions replays it exactly. Bidding lives in
`engine.games.spades.bidding`, the tricks in `engine.games.spades.play`, reneges in
`engine.core.reneges`.

Passing: `legal_actions()` in the PASS phase lists every choice of cards when there are at
most 500 of them, else a representative few; `apply` takes any `PassCards` of the right
number of cards the giver holds.

Renege claims (`ClaimRenege`) may come from any seat at any time during play, and after the
last trick until the hand is scored; they are not listed by `legal_actions()`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from math import comb
from typing import Any, Final

from engine.core.actions import (
    Action,
    Bid,
    CallMisdeal,
    ClaimRenege,
    ExposeCard,
    Look,
    PassCards,
)
from engine.core.cards import Card
from engine.core.errors import ClaimRejected, EngineError, IllegalActionError
from engine.core.memo import PerRuleset
from engine.core.points import Points
from engine.core.protocol import Phase, PlayedCard, PlayerView
from engine.core.reneges import Renege, RenegeCall, RenegeWatch, WatchRules, watch_rules
from engine.core.seats import Seating, seating
from engine.core.worlds import Unseen, voids_shown
from engine.games.spades.bidding import (
    Bidding,
    BiddingPlan,
    BidRules,
    bid_rules,
    bidding_plan,
    reads_trumps,
)
from engine.games.spades.deal import TRUMPS, Dealt, Pack, dealt_masks, pack, redeal_triggers
from engine.games.spades.misdeal import CHOICES, misdeal_callers, thrown_in_at_the_deal
from engine.games.spades.passing import Held, deliver, exchange_legs, passes_ever
from engine.games.spades.play import (
    PlayPlan,
    PlayRules,
    Trick,
    TrickPlay,
    play_plan,
    play_rules,
    winning_index,
)
from engine.games.spades.tally import SpadesTally
from engine.games.spades.trump import hand_trump, trump_pack, trump_varies
from rulesets.spades import FirstHand, SpadesRules

__all__ = ["SpadesHand", "bids_itself", "trick_winner"]

Decision = tuple[int, PlayerView, Sequence[Action], Action]
"""A decision a seat took: the seat, its view then, its choices and the action."""

_PASS_CHOICES: Final = 500
# Enum members looked up once: `Phase.PLAY` costs an attribute lookup on the class per use,
# and the play loop asks for the phase several times per card.
# Final, so the compiled module holds them as constants too.
_BID: Final = Phase.BID
_PASS: Final = Phase.PASS
_PLAY: Final = Phase.PLAY
_DONE: Final = Phase.DONE


def bids_itself(rules: SpadesRules, hand_number: int) -> bool:
    """Whether hand `hand_number` (1-based) of a match is played without bidding, each
    side's bid being the tricks it takes (`bidding.first_hand: bids_itself`)."""
    return hand_number == 1 and rules.bidding.first_hand is FirstHand.BIDS_ITSELF


def trick_winner(rules: SpadesRules, plays: Sequence[PlayedCard]) -> int:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led."""
    the_pack = pack(rules)
    cards = [the_pack.index[play.card] for play in plays]
    return plays[winning_index(the_pack, cards)].seat


@dataclass(frozen=True, slots=True)
class _Setup:
    """What a hand needs from its ruleset, worked out once per ruleset."""

    table: Seating
    pack: Pack
    bidding: BidRules
    play: PlayRules
    trump_varies: bool
    """`deck.trump: last_card_dealt`: each hand's trump is worked out from its deal."""
    redeal_triggers: bool
    """Some `redeal.triggers`: a deal may be thrown in, or its holder may call a misdeal."""
    passes: bool
    """Some hand may pass cards after the bidding (`bidding.passing`)."""
    reads_trumps: bool
    """The bidding reads the trumps each seat was dealt (`bidding.reads_trumps`)."""
    zeros: tuple[int, ...]
    """0 for each side: the scores and bags of a hand given none."""
    # The plans of the hand's watch, bidding and play, handed to each as it is made: three
    # memo look-ups fewer a hand.
    watch: WatchRules
    bid_plan: BiddingPlan
    planned: PlayPlan | None
    """None for a hand whose trump is worked out from its deal (another pack)."""


_SETUPS: Final[PerRuleset[SpadesRules, _Setup]] = PerRuleset()


def _set_up(rules: SpadesRules) -> _Setup:
    """What a hand needs from `rules`, worked out once per ruleset object (`_SETUPS`)."""
    table, the_pack = seating(rules), pack(rules)
    bidding, play = bid_rules(rules), play_rules(rules)
    return _Setup(
        table,
        the_pack,
        bidding,
        play,
        trump_varies=trump_varies(rules),
        redeal_triggers=bool(redeal_triggers(rules)),
        passes=passes_ever(rules, bidding),
        reads_trumps=reads_trumps(bidding),
        zeros=(0,) * len(table.sides),
        watch=watch_rules(rules),
        bid_plan=bidding_plan(bidding, the_pack.hand_size),
        planned=play_plan(play, the_pack, table),
    )


class SpadesHand:
    """The state of one Spades-family hand (implements `engine.core.protocol.Hand`)."""

    def __init__(
        self,
        rules: SpadesRules,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        scores: Sequence[Points] | None = None,
        first_hand: bool = False,
        bags: Sequence[int] | None = None,
    ) -> None:
        """`hands`: each seat's dealt cards; `scores` and `bags`: each side's before the hand
        (scores decide who may bid blind); `first_hand`: the first hand of the match."""
        setup = _SETUPS.get(rules, _set_up)
        trump = hand_trump(rules, hands, dealer) if setup.trump_varies else None
        if trump is not None:  # deck.trump: last_card_dealt
            setup = replace(setup, pack=trump_pack(rules, trump), planned=None)
        self.trump = trump or "S"
        """The trump suit of the hand."""
        self.rules = rules
        self.table = setup.table
        self.pack = setup.pack
        self.dealer = dealer
        known = dealt_masks(hands, setup.pack)
        self._dealt: Dealt | None = None
        """The deal's masks and pack indexes, when the deal was just made (`dealt_masks`)."""
        if known is not None:  # the deal just made from this pack: its tuples and masks
            self.dealt, self._hands, self._dealt = known
        else:
            self.dealt = tuple([tuple(hand) for hand in hands])
            self._hands = _check_deal(setup.pack, setup.table, self.dealt)
        sides = len(setup.table.sides)
        self.scores: tuple[Points, ...] = tuple(scores) if scores is not None else setup.zeros
        self.bags: tuple[int, ...] = tuple(bags) if bags is not None else setup.zeros
        if len(self.scores) != sides:
            raise EngineError(f"scores needs one number per side ({sides})")
        self.bids_itself = bids_itself(rules, 1) if first_hand else False
        self.thrown_in = False
        """The bids fell short of `total_minimum`, or a misdeal passes the deal on
        (`redeal.redealer: next_dealer`): the hand is over, unscored, to be redealt."""
        self.ended_by_renege = False
        """A renege call ended the hand before the last trick."""
        self.actions: list[tuple[int, Action]] = []
        """Every action applied, with the seat that took it, in order."""
        self.passes: list[tuple[int, int, tuple[Card, ...]]] = []
        """The cards passed: (giver, receiver, cards)."""
        self._watch = RenegeWatch(rules, setup.watch)
        self._bidding: Bidding | None = None
        self._legs: list[tuple[int, int, int]] = []
        self._held: list[Held] = []  # passes chosen, not yet delivered (bidding.passing)
        self._play: TrickPlay | None = None
        self._setup_rules = setup
        self._listing = True
        """Whether the play lists its choices from its first card (not in `play_out`)."""
        self.phase = _BID
        """BID, PASS, PLAY or DONE (an attribute: the play loop reads it at every action)."""
        # Without a redeal trigger no deal is ever thrown in nor called a misdeal: the
        # checks are skipped, as the simulator deals thousands of hands.
        triggers = setup.redeal_triggers
        self._callers = misdeal_callers(rules, self.dealt, setup.table, dealer) if triggers else []
        if triggers and thrown_in_at_the_deal(rules, self.dealt):
            self.thrown_in, self.phase = True, _DONE  # a misdeal: the next dealer deals
            return
        if self.bids_itself:
            self._start_play()
        else:
            trumps = setup.pack.suit_masks[TRUMPS]
            self._bidding = Bidding(
                setup.bidding,
                setup.table,
                setup.pack.hand_size,
                dealer,
                self._deficits() if scores is not None else setup.zeros,  # none trails
                self.scores,
                [(hand & trumps).bit_count() for hand in self._hands]  # trumps
                if setup.reads_trumps
                else None,
                setup.bid_plan,  # plan (by position, as `_start_play` makes the play)
            )

    def _deficits(self) -> tuple[Points, ...]:
        """How far each side trails the best other side (negative for a sole leader). A
        tuple, which `Bidding` keeps as it is."""
        scores = self.scores
        if len(scores) < 2:
            return tuple([score - score for score in scores])
        if len(scores) == 2:
            first, other = scores  # each side's best other side is the other one
            return (other - first, first - other)
        # The best other side is the top score, except for the top side itself: the second
        # (equal to the top when two sides share it).
        top, second = sorted(scores, reverse=True)[:2]
        return tuple([(second if score == top else top) - score for score in scores])

    # -- the protocol --------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat whose action is awaited, or None when the hand is over."""
        if self.phase is _PLAY:
            return self._tricks.to_act
        if self.phase is _BID:
            return self._callers[0] if self._callers else self._bids.to_act
        if self.phase is _PASS:
            return self._legs[0][0]
        return None

    def legal_actions(self) -> Sequence[Action]:
        """Every action the seat to act may take now (renege claims aside). In play, a tuple
        shared by every state with the same choice of cards: asking makes nothing new."""
        phase = self.phase
        play = self._play
        if phase is _PLAY and play is not None:
            return play.choices
        if phase is _BID:
            if self._callers:
                return list(CHOICES)
            return self._bids.legal_actions()
        if phase is _PASS:
            return list(self.legal_passes())
        return []

    def apply(self, action: Action) -> None:
        """Take `action` for the seat to act (a `ClaimRenege` for its claimant). Raises
        `IllegalActionError`, `IllegalPlayError` or `ClaimRejected` naming the rule."""
        tricks = self._play
        # isinstance (not `__class__ is`): compiled, it is a type check, not an attribute
        # lookup per member of the Action union.
        if tricks is not None and self.phase is _PLAY and isinstance(action, Card):
            if tricks.play(action):  # it records the card among the actions
                self.phase = _DONE
            return
        if isinstance(action, ClaimRenege):
            self._claim(action)
        elif isinstance(action, ExposeCard):
            self._expose(action)
        elif self.phase is _BID and self._callers:
            self._call_misdeal(action)
        elif self.phase is _BID and isinstance(action, (Bid, Look)):  # no union object per call
            self._bid(action)
        elif self.phase is _PASS and isinstance(action, PassCards):
            self._pass(action)
        else:
            raise IllegalActionError(f"{action} is not an action of the {self.phase} phase")

    def play_out(self, pick: Callable[[], float]) -> None:
        """Play the rest of the hand at random: at each turn the action at
        `int(pick() * len(legal))` of `legal_actions()`, each through the same checks as
        `apply`. `pick` answers in [0, 1), as `random.Random.random` does, and does not look
        at or act on the hand (between the cards its choices are not listed). It plays what
        a caller's loop of `legal_actions()` and `apply()` with the same picks would play,
        in one call: the tricks run in the play's own kernel (`TrickPlay.play_out`), on the
        cards' masks, with no Python between the cards once compiled."""
        self._listing = False  # the tricks it starts list their choices when played out
        try:
            while self.phase is not _DONE:
                play = self._play
                if self.phase is _PLAY and play is not None:
                    play.play_out(pick)
                    self.phase = _DONE
                    return
                bidding = self._bidding
                if self.phase is _BID and bidding is not None and not self._callers:
                    if bidding.bid_at_random(pick, self.actions):  # the plain turns in one go
                        self._end_bidding()
                    else:  # a turn of another kind: the long way
                        bids = bidding.legal_actions()
                        self._bid(bids[int(pick() * len(bids))])
                    continue
                legal = self.legal_actions()
                self.apply(legal[int(pick() * len(legal))])
        finally:
            self._listing = True

    def take_all(self, actions: Sequence[Action]) -> None:
        """Take `actions` in turn, each as `apply` takes it (the same checks, the same
        errors), for a caller that holds them all already, as a replay does. A run of cards
        in the play goes through the play's kernel: the next seat's choices are not listed
        between them, only before an action of another kind and at the end."""
        stale: TrickPlay | None = None  # the play whose choices are not listed
        try:
            for action in actions:
                tricks = self._play
                if tricks is not None and self.phase is _PLAY and isinstance(action, Card):
                    stale = tricks
                    if tricks.play(action, False):
                        self.phase = _DONE
                    continue
                if stale is not None:
                    stale.list_choices()
                    stale = None
                self.apply(action)
        finally:
            if stale is not None:
                stale.list_choices()

    # -- bidding -------------------------------------------------------------------------

    @property
    def _bids(self) -> Bidding:
        assert self._bidding is not None
        return self._bidding

    def legal_bids(self) -> list[Bid]:
        """The bids open to the seat to act (blind ones only, before it has looked)."""
        return self._bids.legal_bids() if self.phase is _BID else []

    def _bid(self, action: Bid | Look) -> None:
        bidding = self._bids
        seat = bidding.to_act
        assert seat is not None
        if isinstance(action, Look):
            bidding.look()
        else:
            bidding.bid(action)
        self.actions.append((seat, action))
        if bidding.complete:
            self._end_bidding()

    def _end_bidding(self) -> None:
        bidding = self._bids
        if bidding.thrown_in():
            self.thrown_in, self.phase = True, _DONE
            return
        # Most rulesets never pass: the exchanges are not worked out for every hand.
        self._legs = exchange_legs(self.rules, bidding) if self._setup_rules.passes else []
        if self._legs:
            self.phase = _PASS
        else:
            self._start_play()

    def _call_misdeal(self, action: Action) -> None:
        seat = self._callers[0]
        if not isinstance(action, CallMisdeal):
            raise IllegalActionError(
                f"seat {seat + 1} first calls the misdeal or keeps the hand", "redeal.called_by"
            )
        self.actions.append((seat, action))
        self._callers.pop(0)
        if action.call:
            self._callers.clear()
            self.thrown_in, self.phase = True, _DONE

    # -- passing -------------------------------------------------------------------------

    def legal_passes(self) -> list[PassCards]:
        """Choices of cards for the giver to act: all of them when there are at most 500,
        else one per card of the hand (that card and the next ones, in order)."""
        if self.phase is not _PASS:
            return []
        giver, _, count = self._legs[0]
        held = self.pack.cards_of(self._hands[giver])
        if comb(len(held), count) <= _PASS_CHOICES:
            return [PassCards(cards) for cards in itertools.combinations(held, count)]
        return [
            PassCards(tuple(held[(first + k) % len(held)] for k in range(count)))
            for first in range(len(held))
        ]

    def _pass(self, action: PassCards) -> None:
        giver, receiver, count = self._legs[0]
        cards = action.cards
        mask = self._mask_of(giver, cards)
        if len(cards) != count or mask is None:
            raise IllegalActionError(
                f"seat {giver + 1} must pass {count} different cards from their hand",
                "bidding.passing",
            )
        self._hands[giver] ^= mask
        self._held.append((giver, receiver, tuple(cards), mask))
        self.actions.append((giver, action))
        self._legs.pop(0)
        self.passes += [leg[:3] for leg in deliver(self.rules, self._legs, self._held, self._hands)]
        if not self._legs:
            self._start_play()

    def _mask_of(self, seat: int, cards: tuple[Card, ...]) -> int | None:
        mask = 0
        for card in cards:
            index = self.pack.index.get(card)
            if index is None or mask >> index & 1 or not self._hands[seat] >> index & 1:
                return None
            mask |= 1 << index
        return mask

    # -- playing -------------------------------------------------------------------------

    def _start_play(self) -> None:
        setup = self._setup_rules
        bidding = self._bidding
        # Every argument by position: a class called with keywords gathers them in a dict
        # first, a quarter of a microsecond on every hand.
        self._play = TrickPlay(
            setup.play,
            setup.pack,
            setup.table,
            self._hands,
            self.dealer,
            self._watch,
            bidding.bids if bidding is not None else (),  # bids
            bidding.order if bidding is not None else (),  # bid_order
            self.actions,  # record
            self._listing,  # listing
            self._dealt,  # dealt
            setup.planned,  # planned
        )
        self.phase = _PLAY

    @property
    def _tricks(self) -> TrickPlay:
        assert self._play is not None
        return self._play

    def legal_plays(self) -> list[Card]:
        """The cards the seat to act may play."""
        return self._tricks.legal_cards() if self.phase is _PLAY else []

    def why_illegal(self, card: Card) -> tuple[str, str] | None:
        """The rule (path, reason) that forbids the seat to act playing `card` now, or None."""
        index = self.pack.index.get(card)
        if self.phase is not _PLAY or index is None:
            return ("play", "no card may be played now")
        return self._tricks.why_illegal(index)

    def trick_winner(self, plays: Sequence[PlayedCard]) -> int:
        """The seat that wins a trick of these plays."""
        cards = [self.pack.index[play.card] for play in plays]
        return plays[winning_index(self.pack, cards)].seat

    def _claim(self, claim: ClaimRenege) -> None:
        play = self._play
        if play is None or self.thrown_in or self.ended_by_renege:
            raise ClaimRejected("no renege can be called: the cards are not in play")
        current = min(play.trick_no, self.pack.hand_size)
        verdict = self._watch.judge(claim, current, gathered=claim.trick < play.trick_no)
        self.actions.append((claim.claimant, claim))
        if verdict.take_back:
            play.take_back(claim.offender)
        elif verdict.ends_hand and not play.finished:
            play.stop()
            self.ended_by_renege, self.phase = True, _DONE

    def _expose(self, exposure: ExposeCard) -> None:
        play = self._play
        if not self._setup_rules.play.exposed_played:
            raise IllegalActionError(
                "an exposed card is picked up under these rules (play.exposed_card: picked_up)",
                "play.exposed_card",
            )
        if play is None or self.phase is not _PLAY:
            raise IllegalActionError(
                "a card can be exposed only during the play", "play.exposed_card"
            )
        if not 0 <= exposure.seat < self.table.count:
            raise IllegalActionError(f"there is no seat {exposure.seat + 1}", "play.exposed_card")
        play.expose(exposure.seat, exposure.card)
        self.actions.append((exposure.seat, exposure))

    @property
    def exposed(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards face up on the table (`play.exposed_card: played_when_legal`)."""
        play = self._play
        return play.exposed_cards() if play is not None else ((),) * self.table.count

    # -- public facts --------------------------------------------------------------------

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards `seat` holds now (what the table knows, not what the seat may see)."""
        return tuple(self.pack.cards_of(self._hands[seat]))

    @property
    def bids(self) -> tuple[Bid | None, ...]:
        """Each seat's bid so far (None: not yet, pre-empted, superseded, or no bidding)."""
        if self._bidding is None:
            return (None,) * self.table.count
        return tuple(self._bidding.bids)

    @property
    def hints(self) -> tuple[int | None, ...]:
        """Each seat's hint (`partnership: hint`; None: it gave none)."""
        bidding = self._bidding
        return (None,) * self.table.count if bidding is None else tuple(bidding.hints)

    @property
    def raises(self) -> tuple[int | None, ...]:
        """Tricks each seat added in the raise round (0: passed; None: had no turn)."""
        bidding = self._bidding
        return (None,) * self.table.count if bidding is None else tuple(bidding.raises)

    def looked(self, seat: int) -> bool:
        """Whether `seat` has seen its cards."""
        return self.phase is not _BID or self._bids.looked[seat]

    @property
    def tricks_taken(self) -> tuple[int, ...]:
        """Tricks taken so far by each seat."""
        return tuple(self._play.taken) if self._play else (0,) * self.table.count

    @property
    def tricks(self) -> list[Trick]:
        """The gathered tricks (leader, cards, winner), in order."""
        return self._play.tricks() if self._play else []

    def tricks_json(self) -> list[dict[str, Any]]:
        """The gathered tricks as a log writes them, in order."""
        return self._play.tricks_json() if self._play else []

    @property
    def current_trick(self) -> tuple[PlayedCard, ...]:
        """The cards of the trick in progress."""
        return self._play.current_trick() if self._play else ()

    @property
    def trick_number(self) -> int:
        """The 1-based number of the trick in progress (0 before the play)."""
        return self._play.trick_no if self._play else 0

    @property
    def spades_broken(self) -> bool:
        """Whether spades are broken."""
        return self._play.broken if self._play else False

    @property
    def reneges(self) -> tuple[Renege, ...]:
        """Every illegal card that stands (under `enforcement: honour`), called or not."""
        return self._watch.reneges

    @property
    def renege_calls(self) -> tuple[RenegeCall, ...]:
        """The renege calls that stand for scoring."""
        return self._watch.calls

    def tally(self) -> SpadesTally:
        """What scoring needs, once the hand is DONE (not for a hand thrown in)."""
        if self.phase is not _DONE or self.thrown_in:
            raise EngineError("only a hand played to its end has a tally")
        winners = tuple(self._play.winners) if self._play else ()
        return SpadesTally(
            self.bids, self.tricks_taken, self._watch.calls, self.bids_itself, winners
        )

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know: its own cards once it has looked, and the public facts."""
        play = self._play
        return PlayerView(
            seat=seat,
            phase=self.phase,
            to_act=self.to_act,
            hand=self.hand(seat) if self.looked(seat) else None,
            bids=self.bids,
            trick=self.current_trick,
            tricks_taken=self.tricks_taken,
            played=play.played() if play else (),
            scores=self.scores,
            bags=self.bags,
            extra=self._public(seat),
        )

    def _public(self, seat: int) -> dict[str, object]:
        return {
            "dealer": self.dealer,
            "trick_number": self.trick_number,
            "spades_broken": self.spades_broken,
            "looked": tuple(self.looked(other) for other in range(self.table.count)),
            "passes": [p for p in self.passes if seat in (p[0], p[1])],
            "renege_calls": self.renege_calls,
            "thrown_in": self.thrown_in,
            "bids_itself": self.bids_itself,
            "hints": self.hints,
            "bid_turn": self._bidding.turn() if self.phase is _BID and self._bidding else None,
            "trump": self.trump,
            **({"exposed": self.exposed} if self._setup_rules.play.exposed_played else {}),
        }

    # -- what a seat cannot see (engine.core.worlds) -----------------------------------

    def unseen(self, seat: int) -> Unseen:
        """What `seat` cannot see in the play: the other hands, the cards it passed still in
        its receiver's hand, cards face up, and the suits each seat has shown it is out of."""
        count = self.table.count
        cards = tuple(card for other in range(count) if other != seat for card in self.hand(other))
        holds = tuple(
            0 if other == seat else self._hands[other].bit_count() for other in range(count)
        )
        known: list[list[Card]] = [[] for _ in range(count + 1)]
        for giver, receiver, passed in self.passes:
            if giver == seat:
                known[receiver] += [card for card in passed if card in cards]
        for other, shown in enumerate(self.exposed):
            known[other] += [card for card in shown if card in cards and card not in known[other]]
        played = self._play.played() if self._play else ()
        follows = [
            (play.seat, played[start].card, play.card)
            for start in range(0, len(played), count)
            for play in played[start + 1 : start + count]
        ]
        barred = voids_shown(follows, cards, count, self._suit_of)
        return Unseen(cards, (*holds, 0), tuple(map(tuple, known)), (*barred, frozenset()))

    def _suit_of(self, card: Card) -> str:
        return str(self.pack.suit_of(card))

    def world(
        self,
        seat: int,
        hands: Sequence[Sequence[Card]],
        nest: Sequence[Card],
        decisions: list[Decision] | None = None,
    ) -> SpadesHand:
        """This hand as `seat` sees it, the other seats holding `hands` now: the deal they
        imply, with the same bids, passes and cards played again (a pass `seat` did not see
        made of cards its receiver holds in that world)."""
        if self.phase is not _PLAY:
            raise ValueError("a Spades hand is searched only in the play")
        dealt = [
            list(self.hand(seat) if other == seat else hand) for other, hand in enumerate(hands)
        ]
        for play in self._tricks.plays:  # each seat's cards now, then those it played, in order
            dealt[play.seat].append(play.card)
        actions = list(self.actions)
        for index in range(len(actions) - 1, -1, -1):  # undo the passes, last first
            giver, action = actions[index]
            if not isinstance(action, PassCards):
                continue
            receiver = next(r for g, r, _ in self.passes if g == giver)
            cards = (
                action.cards
                if seat in (giver, receiver)
                else tuple(dealt[receiver][: len(action.cards)])
            )
            if any(card not in dealt[receiver] for card in cards):
                raise ValueError("these hands cannot have made the passes seen")
            dealt[receiver] = [card for card in dealt[receiver] if card not in cards]
            dealt[giver] += cards
            actions[index] = (giver, PassCards(cards))
        if self.trump != "S":  # the dealer's last card, face up, named the trump
            last = [card for card in dealt[self.dealer] if card.suit == self.trump][:1]
            dealt[self.dealer] = [card for card in dealt[self.dealer] if card not in last] + last
        first = self.bids_itself
        world = SpadesHand(self.rules, dealt, self.dealer, self.scores, first, self.bags)
        try:
            if decisions is not None:
                actions = world._bid_again(actions, seat, decisions)
            world.take_all([action for _, action in actions])
        except EngineError as error:
            raise ValueError(f"these hands cannot have been played as seen: {error}") from None
        return world

    def bids_seen(
        self, seat: int, hands: Sequence[Sequence[Card]], nest: Sequence[Card]
    ) -> list[Decision]:
        """The bids the other seats made, each with the view and the choices its bidder had,
        in the world `hands` make (`world`): what a searching bot weighs a deal by."""
        decisions: list[Decision] = []
        self.world(seat, hands, nest, decisions)
        return decisions

    def _bid_again(
        self, actions: list[tuple[int, Action]], seat: int, decisions: list[Decision]
    ) -> list[tuple[int, Action]]:
        """Take the bids of `actions` one by one, noting each other seat's in `decisions`;
        the actions after them, for `take_all`."""
        for taken, (actor, action) in enumerate(actions):
            if self.phase is not _BID:
                return actions[taken:]
            if actor != seat and isinstance(action, Bid):
                decisions.append((actor, self.view(actor), self.legal_actions(), action))
            self.apply(action)
        return []


def _check_deal(the_pack: Pack, table: Seating, dealt: tuple[tuple[Card, ...], ...]) -> list[int]:
    """Each seat's cards as a bitmask, once the deal is checked: every card of the pack
    exactly once, the same number to each seat."""
    # The bits of all the cards dealt add up to the whole pack's only if no card is missing
    # or twice (fewer powers of two than the pack's cards cannot add up to it, and as many
    # only when they are different), so the sums are the masks.
    # By each card's place among every card (`Card.index`, a tuple look-up, no hashing); a
    # card not in the pack has a bit beyond it, so the sum cannot come out right.
    position = the_pack.position
    masks: list[int] = []
    try:
        for hand in dealt:
            mask = 0
            for card in hand:
                mask += 1 << position[card.index]
            masks.append(mask)
    except (AttributeError, TypeError, IndexError):
        masks = []
    size = the_pack.hand_size
    if (
        len(masks) == table.count
        and sum(masks) == (1 << len(the_pack.cards)) - 1
        and [len(hand) for hand in dealt] == [size] * table.count
    ):
        return masks
    return _check_deal_card_by_card(the_pack, table, dealt)


def _check_deal_card_by_card(
    the_pack: Pack, table: Seating, dealt: tuple[tuple[Card, ...], ...]
) -> list[int]:
    """`_check_deal`, card by card: the masks, or the error that says what is wrong."""
    size, bit = the_pack.hand_size, the_pack.bit
    masks: list[int] = []
    seen = 0
    for hand in dealt:
        mask = 0
        for card in hand:
            one = bit.get(card, 0)
            if not one:
                raise EngineError(f"{card} is not in this ruleset's pack")
            mask |= one
        # A card twice leaves fewer bits set than cards.
        if mask & seen or len(hand) != size or mask.bit_count() != size:
            raise EngineError(
                f"deal {table.count} hands of {size} different cards of the pack, not"
                f" {[len(hand) for hand in dealt]}"
            )
        seen |= mask
        masks.append(mask)
    if len(masks) != table.count or seen != (1 << len(the_pack.cards)) - 1:
        raise EngineError(f"deal the whole pack to the {table.count} seats")
    return masks
