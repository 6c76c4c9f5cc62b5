"""Oh Hell (`game: oh_hell`): bid the exact number of tricks you will take, hand sizes growing
and shrinking through the night. Also played as Up and Down the River, Nomination Whist and
Blob, as the library files show.

Every player is a side of their own. A hand is dealt with the number of cards the schedule
gives it; trump is turned up from the undealt cards (or fixed, or rotating); each player bids
once, the dealer last, and "the hook" may forbid the dealer the bid that makes the bids add up
to the tricks. Scoring is data (`OhHellScoring`): the points for an exact bid and for a miss,
each a fixed amount plus amounts per trick, per trick bid and per trick off, which states
every scoring system of the public rule texts:

| system | made | missed |
| --- | --- | --- |
| 1 a trick, 10 for exact (Wikipedia, OpenSpiel) | 10 + tricks | tricks |
| 10 plus the bid, exact only | 10 + bid | 0 |
| 10 a trick bid, exact only | 10 × bid | 0 |
| Wizard | 20 + 10 × bid | −10 a trick off |
| OpenSpiel's off-bid penalty | 10 + tricks | − a trick off |
| ±(bid + 10) | 10 + bid | −(bid + 10) |
| Double Whammy | 1 → 15, 2 → 22, else 11 × bid | 0 |
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Final, Literal, Self

from pydantic import Field, field_validator, model_validator

from rulesets.base import (
    IN_ORDER,
    AddedLater,
    Flag,
    Points,
    RuleConflict,
    RuleModel,
    RulePath,
    Text,
    standard_deck,
)
from rulesets.common import DealerRotation, Direction, FirstDealer, Reneges
from rulesets.constructs.bids import NumberLimits, TotalRule, limit_problems
from rulesets.constructs.events import HandEvent, event_problems

__all__ = [
    "PACK_SIZE",
    "hand_sizes",
    "most_cards",
    "room",
    "OhHellPlayers",
    "Schedule",
    "OhHellHands",
    "TrumpMethod",
    "TrumpSuit",
    "OhHellTrump",
    "OhHellBidding",
    "OhHellPlay",
    "OhHellScoring",
    "OhHellTies",
    "OhHellMatchEnd",
    "OhHellRules",
    "OH_HELL_EVENT_FEATURES",
]

PACK_SIZE: Final = 52
"""Oh Hell is played with one standard pack of 52 cards, aces high."""

MIN_PLAYERS, MAX_PLAYERS = 3, 7

Cards = Annotated[int, Field(ge=1, le=PACK_SIZE, strict=True)]


class OhHellPlayers(RuleModel):
    """The seats at the table. Oh Hell is every player for themselves."""

    count: Annotated[int, Field(ge=MIN_PLAYERS, le=MAX_PLAYERS, strict=True)] = 4
    """Number of players at the table, 3 to 7. Seats are numbered 1 to `count` in the
    direction of play; seat 1 deals the first hand."""
    direction: Direction = Direction.CLOCKWISE
    """Which way the deal, the bidding and the play go round the table."""
    dealer_rotation: DealerRotation = DealerRotation.NEXT_SEAT
    """Who deals the next hand."""
    first_dealer: FirstDealer = FirstDealer.SEAT_1
    """Who deals the first hand: seat 1, a seat at random, the high card of a draw, or the
    first player dealt a diamond face up."""

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Every player is a side of their own (0-based seats)."""
        return tuple((seat,) for seat in range(self.count))


class Schedule(StrEnum):
    """The order of the hand sizes through the match."""

    UP = "up"
    """From the fewest cards up to the most, one more each hand."""
    DOWN = "down"
    """From the most cards down to the fewest, one fewer each hand."""
    UP_AND_DOWN = "up_and_down"
    """Up from the fewest to the most, then back down to the fewest ("up and down the
    river")."""
    DOWN_AND_UP = "down_and_up"
    """Down from the most to the fewest, then back up to the most."""
    FIXED = "fixed"
    """Every hand is dealt the most cards, for `fixed_hands` hands."""


class OhHellHands(RuleModel):
    """How many cards each hand is dealt, hand by hand."""

    schedule: Schedule = Schedule.UP_AND_DOWN
    """The order of the hand sizes."""
    fewest: Cards = 1
    """The fewest cards dealt to each player in a hand (where the schedule starts or turns)."""
    most: Cards | None = None
    """The most cards dealt to each player in a hand. `null`: as many as the pack allows
    (with trump turned up, one card must be left to turn, unless `no_trump_hand`)."""
    turn_twice: Flag = False
    """Whether the hand where the schedule turns (the largest going up and down, the
    smallest going down and up) is played twice, as a printed sheet "13, 13" does."""
    no_trump_hand: Flag = False
    """With trump turned up: whether a hand that deals out the whole pack is played, without
    trumps (no card is left to turn up). Off, every hand leaves a card to turn."""
    fixed_hands: Annotated[int, Field(ge=1, le=100, strict=True)] = 10
    """With `schedule: fixed` only: how many hands the schedule holds."""


class TrumpMethod(StrEnum):
    """How the trump suit of a hand is chosen."""

    TURNED_UP = "turned_up"
    """The dealer turns up the top card of the undealt pack: its suit is trump. With no card
    left, the hand has no trump."""
    FIXED_SUIT = "fixed_suit"
    """The same suit is trump every hand (`suit`)."""
    ROTATING = "rotating"
    """Trump follows a cycle hand by hand (`cycle`), as Nomination Whist does."""
    NONE = "none"
    """No trumps: the highest card of the suit led wins every trick."""


class TrumpSuit(StrEnum):
    """A trump suit, or no trump."""

    SPADES = "S"
    """Spades."""
    HEARTS = "H"
    """Hearts."""
    DIAMONDS = "D"
    """Diamonds."""
    CLUBS = "C"
    """Clubs."""
    NO_TRUMP = "NT"
    """No trump."""


class OhHellTrump(RuleModel):
    """The trump suit of each hand."""

    method: TrumpMethod = TrumpMethod.TURNED_UP
    """How the trump suit of a hand is chosen."""
    suit: TrumpSuit = TrumpSuit.SPADES
    """With `method: fixed_suit` only: the trump suit of every hand."""
    cycle: Annotated[list[TrumpSuit], IN_ORDER] = [
        TrumpSuit.SPADES,
        TrumpSuit.HEARTS,
        TrumpSuit.CLUBS,
        TrumpSuit.DIAMONDS,
        TrumpSuit.NO_TRUMP,
    ]
    """With `method: rotating` only: the trump of each hand in turn, starting again after
    the last (`NT`: no trump)."""


class OhHellBidding(RuleModel):
    """Bidding: each player once, starting after the dealer, the dealer last; a bid is a
    number of tricks from 0 to the cards in the hand."""

    hook: Flag = True
    """The hook ("screw the dealer"): the last bidder may not bid the number that makes the
    bids add up to the tricks in the hand, so somebody must miss."""
    hook_from: Cards = 1
    """With `hook: true` only: the hook applies to hands of at least this many cards (2:
    everyone bids freely in a one-card hand)."""
    limits: Annotated[NumberLimits, AddedLater()] = NumberLimits()
    """Limits on the numbers a player may bid (at least, at most, never) and on the total of
    all bids (at most, at least, or not equal to a number), in every hand. The hook is the
    total held not equal to the tricks; say it with `hook`, not here as well."""


class OhHellPlay(RuleModel):
    """Playing the tricks: the player after the dealer leads; follow suit if you can; the
    highest trump, or the highest card of the suit led, wins; its winner leads next."""

    must_trump: Flag = False
    """Whether a player who cannot follow suit must play a trump if they hold one."""


class OhHellScoring(RuleModel):
    """What each player scores for a hand: one amount when they took exactly the tricks they
    bid ("made"), another when they did not ("missed"). Each is a fixed amount plus amounts
    per trick taken, per trick bid and (missed) per trick off the bid."""

    made: Points = 10
    """Points for taking exactly the tricks bid (the bonus)."""
    made_per_trick: Points = 1
    """Points for each trick taken, when the bid is made."""
    made_by_bid: dict[Annotated[int, Field(ge=0, le=PACK_SIZE)], Points] = {}
    """What a made bid of a given number scores instead, by bid (`{0: 5}`: a made zero is
    worth 5; Double Whammy `{1: 15, 2: 22}`)."""
    missed: Points = 0
    """Points for missing the bid (negative: a penalty)."""
    missed_per_trick: Points = 1
    """Points for each trick taken, when the bid is missed."""
    missed_per_bid_trick: Points = 0
    """Points for each trick bid, when the bid is missed (−1 with `missed: -10` loses the bid
    plus 10)."""
    missed_per_trick_off: Points = 0
    """Points for each trick over or under the bid, when it is missed (Wizard: −10)."""
    events: Annotated[list[HandEvent], AddedLater()] = []
    """Bonuses and penalties for events of the hand (a player who takes no trick, who makes
    a bid of 0, who falls short of the bid, ...), each scored after the made or missed
    points. A player's contract is the bid, made only when exact. A score sheet records
    what they need: the bids and the tricks."""

    @field_validator("made_by_bid", mode="before")
    @classmethod
    def _sort_bids(cls, value: object) -> object:
        # A table by bid: the order a club wrote it in must not change the digest.
        if isinstance(value, dict):
            return dict(sorted(value.items(), key=lambda item: str(item[0]).zfill(3)))
        return value


class OhHellTies(StrEnum):
    """What happens when two or more players are level on the highest score."""

    SHARED = "shared"
    """The match ends as a tie between them."""
    MOST_BIDS_MADE = "most_bids_made"
    """The one who made their bid in more hands wins; still level, they share the win."""


class OhHellMatchEnd(RuleModel):
    """When the match ends: after the last hand of the schedule, the highest score wins."""

    target: Points | None = None
    """A player who reaches this score at the end of a hand wins (first to 101); the
    schedule starts again if it runs out first. `null`: play the schedule once through."""
    ties: OhHellTies = OhHellTies.SHARED
    """What happens when two or more players are level on the highest score."""


class OhHellRules(RuleModel):
    """A complete Oh Hell ruleset. Every option has a default: a file with only `format`,
    `game` and `name` is four-player Oh Hell, one card up to twelve and back down, trump
    turned up, the hook, one point a trick and ten for an exact bid."""

    format: Literal["houserules/1"]
    """The version of the rules language this document is written in."""
    game: Literal["oh_hell"]
    """The game."""
    name: Annotated[str, Field(max_length=200, strict=True)] = ""
    """The ruleset's name, as players know it. Not part of the digest."""
    description: Text = ""
    """One or two sentences on what this ruleset is for. Not part of the digest."""
    notes: Text = ""
    """The club's own prose, printed after the generated rulebook. Not part of the digest."""
    players: OhHellPlayers = OhHellPlayers()
    """Seats and the direction of play."""
    hands: OhHellHands = OhHellHands()
    """The hand-size schedule."""
    trump: OhHellTrump = OhHellTrump()
    """The trump suit of each hand."""
    bidding: OhHellBidding = OhHellBidding()
    """Bidding and the hook."""
    play: OhHellPlay = OhHellPlay()
    """Playing the tricks."""
    scoring: OhHellScoring = OhHellScoring()
    """What a made and a missed bid score."""
    match: OhHellMatchEnd = OhHellMatchEnd()
    """The end of the match."""

    @property
    def reneges(self) -> Reneges:
        """Oh Hell has no renege options: an illegal card is always refused (at a table,
        taken back), so the shared renege rules are their defaults."""
        return _NO_RENEGES

    @property
    def most_cards(self) -> int:
        """The most cards each player is dealt in a hand."""
        return most_cards(self.hands.most, _room(self), self.players.count)

    def schedule(self) -> tuple[int, ...]:
        """The cards dealt to each player, hand by hand, once through the schedule."""
        hands = self.hands
        return hand_sizes(
            hands.schedule, hands.fewest, self.most_cards, hands.turn_twice, hands.fixed_hands
        )

    @model_validator(mode="after")
    def _check_fit(self) -> Self:
        problems = _cross_problems(self)
        if problems:
            raise RuleConflict(problems)
        return self


_NO_RENEGES: Final = Reneges()

OH_HELL_EVENT_FEATURES: Final = frozenset({"tricks", "contract"})
"""What an Oh Hell hand gives the events (`rulesets.constructs.events`): tricks and each
player's bid as a contract; no nil, no moon, and not who took which card, which a score
sheet does not record."""


def room(method: TrumpMethod, no_trump_hand: bool) -> int:
    """The cards that may be dealt: the pack, less one to turn up for trump when a card is
    turned up and no hand may deal the whole pack."""
    turned = method is TrumpMethod.TURNED_UP and not no_trump_hand
    return PACK_SIZE - 1 if turned else PACK_SIZE


def most_cards(most: int | None, room: int, players: int) -> int:
    """The most cards each player is dealt: `most`, or (null) as many as `room` allows."""
    return most if most is not None else room // players


def hand_sizes(
    schedule: Schedule, fewest: int, most: int, turn_twice: bool, fixed_hands: int
) -> tuple[int, ...]:
    """The cards dealt to each player, hand by hand, once through `schedule`."""
    up = list(range(fewest, most + 1))
    turn = [up[-1]] if turn_twice else []
    sizes = {
        Schedule.UP: up,
        Schedule.DOWN: up[::-1],
        Schedule.UP_AND_DOWN: up + turn + up[-2::-1],
        Schedule.DOWN_AND_UP: up[::-1] + [up[0]] * bool(turn) + up[1:],
        Schedule.FIXED: [most] * fixed_hands,
    }
    return tuple(sizes[schedule])


def _room(rules: OhHellRules) -> int:
    return room(rules.trump.method, rules.hands.no_trump_hand)


def _cross_problems(rules: OhHellRules) -> list[tuple[RulePath, str]]:
    return [
        *_deal_problems(rules),
        *_trump_problems(rules),
        *_limit_problems(rules),
        *event_problems(
            rules.scoring.events, OH_HELL_EVENT_FEATURES, standard_deck(), ("scoring", "events")
        ),
    ]


def _limit_problems(rules: OhHellRules) -> list[tuple[RulePath, str]]:
    limits, where = rules.bidding.limits, ("bidding", "limits")
    problems: list[tuple[RulePath, str]] = []
    if rules.bidding.hook and limits.total is not TotalRule.ANY:
        problems.append(
            (
                (*where, "total"),
                f"bidding.limits.total: {limits.total} and bidding.hook both hold the total of"
                " the bids; the hook is the total not equal to the tricks: keep one (hook:"
                " false to use limits.total)",
            )
        )
    if rules.hands.fewest <= rules.most_cards:
        problems += _bidless_hands(rules)
    lowest = limits.minimum or 0
    problems += limit_problems(limits, rules.most_cards, rules.players.count, lowest, where)
    return problems


def _bidless_hands(rules: OhHellRules) -> list[tuple[RulePath, str]]:
    """A hand size in which the number limits leave a player no bid at all."""
    limits = rules.bidding.limits
    low = limits.minimum or 0
    for size in sorted(set(rules.schedule())):
        high = size if limits.maximum is None else min(limits.maximum, size)
        cards = f"{size} card{'s' if size > 1 else ''}"
        if low > high:
            return [
                (
                    ("bidding", "limits", "minimum"),
                    f"a smallest bid of {low} leaves a player no bid in a hand of {cards}"
                    " (hands.fewest)",
                )
            ]
        if not set(range(low, high + 1)) - set(limits.forbidden):
            return [
                (
                    ("bidding", "limits", "forbidden"),
                    f"in a hand of {cards} (hands) a bid runs from {low} to {high}, and every"
                    " one of those numbers is forbidden: a player would have no bid",
                )
            ]
    return []


def _deal_problems(rules: OhHellRules) -> list[tuple[RulePath, str]]:
    count, most, fewest = rules.players.count, rules.most_cards, rules.hands.fewest
    room = _room(rules)
    if most * count > room:
        left = (
            ", leaving a card to turn up for trump (trump.method; or allow hands.no_trump_hand)"
            if room < PACK_SIZE
            else ""
        )
        return [
            (
                ("hands", "most"),
                f"{most} cards each to {count} players (players.count) is {most * count}"
                f" cards; the pack of {PACK_SIZE} deals at most {room // count} each{left}",
            )
        ]
    if fewest > most:
        return [
            (
                ("hands", "fewest"),
                f"the fewest cards, {fewest}, is more than the most, {most} (hands.most)",
            )
        ]
    return []


def _trump_problems(rules: OhHellRules) -> list[tuple[RulePath, str]]:
    trump = rules.trump
    if trump.method is TrumpMethod.ROTATING and not trump.cycle:
        return [(("trump", "cycle"), "trump rotates (trump.method) through an empty cycle")]
    return []
