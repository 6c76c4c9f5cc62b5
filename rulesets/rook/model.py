"""Rook (`game: rook`): an auction for the right to name trump, a nest, and counting cards."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import BeforeValidator, Field, WithJsonSchema, model_validator

from rulesets.base import (
    STANDARD_RANKS,
    AddedLater,
    Flag,
    Points,
    RuleConflict,
    RuleModel,
    RulePath,
    Text,
    conflict,
)
from rulesets.common import Players, RenegeCaughtAfter, Reneges, RookMatchEnd
from rulesets.constructs.card_values import (
    RANK_WORDS,
    ROOK_CARD,
    CardValue,
    card_value_table,
    table_problems,
)
from rulesets.constructs.events import HandEvent, event_problems

__all__ = [
    "PackKind",
    "RookDeck",
    "AllPass",
    "MoonBid",
    "Auction",
    "TrumpNamed",
    "Nest",
    "RookRank",
    "RookPlay",
    "RookCard",
    "FirstLead",
    "RookTrickPlay",
    "NestDiscards",
    "NestDealt",
    "RookRedeal",
    "RookReneges",
    "DiscardedCounters",
    "FailedBid",
    "RookScoring",
    "RookRules",
    "ROOK_PACK_RANKS",
    "ROOK_PACK_SUITS",
]

ROOK_PACK_RANKS: tuple[str, ...] = tuple(str(number) for number in range(1, 15))
"""Ranks of a Rook pack: the numbers 1 to 14."""
ROOK_PACK_SUITS: tuple[str, ...] = ("B", "G", "R", "Y")
"""Suit letters of a Rook pack: black, green, red, yellow."""
ROOK = "rook"
"""The key of the Rook card in `counters`."""


def _rank_as_text(rank: object) -> object:
    # YAML reads `10` as a number; a rank is a name, whichever way the club wrote it.
    return str(rank) if isinstance(rank, int) and not isinstance(rank, bool) else rank


RankName = Annotated[
    str,
    BeforeValidator(_rank_as_text),
    Field(strict=True),
    WithJsonSchema({"type": ["string", "integer"], "description": "A rank, e.g. A, 10 or 14."}),
]
"""A rank of the pack in play: `A`, `K`, `10`, ... or `1` to `14` in a Rook pack."""


class PackKind(StrEnum):
    """Which pack the ranks are taken from."""

    STANDARD = "standard"
    """A standard pack: suits clubs, diamonds, hearts, spades; ranks 2 to A. Card names like
    `AS`, `10H`."""
    ROOK = "rook"
    """A Rook pack: colours black, green, red, yellow; ranks 1 to 14. Card names like `14R`,
    `1B`."""


class RookDeck(RuleModel):
    """The pack: which ranks of each suit are used, their order, and the Rook card."""

    pack: PackKind = PackKind.STANDARD
    """Which pack the ranks come from."""
    ranks: list[RankName] = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5"]
    """The ranks in play in every suit, highest first. This fixes both which cards are used
    and their order: `[1, 14, 13, ...]` plays 1s high, `[14, 13, ..., 1]` plays 14s high."""
    rook_card: Flag = True
    """Whether the Rook card (a lone joker in a standard pack) is in."""

    @model_validator(mode="after")
    def _check_ranks(self) -> Self:
        valid = STANDARD_RANKS if self.pack is PackKind.STANDARD else ROOK_PACK_RANKS
        unknown = [rank for rank in self.ranks if rank not in valid]
        if unknown:
            raise conflict(
                ("ranks",),
                f"{unknown[0]!r} is not a rank of a {self.pack} pack ({', '.join(valid)})",
            )
        if len(set(self.ranks)) != len(self.ranks):
            raise conflict(("ranks",), "a rank is listed more than once")
        if not self.ranks:
            raise conflict(("ranks",), "the pack needs at least one rank")
        return self

    def size(self) -> int:
        """The number of cards in the pack."""
        return 4 * len(self.ranks) + (1 if self.rook_card else 0)


class AllPass(StrEnum):
    """What happens when nobody bids."""

    REDEAL = "redeal"
    """The hand is thrown in and the next dealer deals."""
    DEALER_BIDS_MINIMUM = "dealer_bids_minimum"
    """The dealer is stuck with the minimum bid."""


class MoonBid(StrEnum):
    """What a bid of every point in the hand ("shooting the moon") does."""

    NOT_PLAYED = "not_played"
    """Nothing special: it scores like any bid."""
    ENDS_THE_MATCH = "ends_the_match"
    """The hand decides the match: a side that makes it wins the match at once, and a side
    that is set loses it at once, whatever the scores (the other sides lose, or win, as if by
    forfeit)."""


class Auction(RuleModel):
    """The auction for the right to name trump. Starting after the dealer, each player bids
    higher than the last bid, or passes."""

    minimum: Annotated[int, Field(ge=0, le=10_000, strict=True)] = 70
    """The lowest opening bid."""
    maximum: Annotated[int, Field(ge=0, le=10_000, strict=True)] | None = 120
    """The highest bid allowed. `null`: up to every point available in the hand."""
    step: Annotated[int, Field(ge=1, le=1_000, strict=True)] = 5
    """Bids go up in multiples of this."""
    pass_is_final: Flag = True
    """Whether a player who passes is out of the auction for the hand."""
    all_pass: AllPass = AllPass.REDEAL
    """What happens when nobody bids."""
    moon: Annotated[MoonBid, AddedLater()] = MoonBid.NOT_PLAYED
    """What a bid of every point in the hand ("shooting the moon": declaring in the auction
    that the side will take every point) does."""

    @model_validator(mode="after")
    def _check_range(self) -> Self:
        problems: list[tuple[RulePath, str]] = []
        if self.minimum % self.step:
            problems.append(
                (("minimum",), f"{self.minimum} is not a multiple of the step {self.step}")
            )
        if self.maximum is not None and self.maximum < self.minimum:
            problems.append((("maximum",), f"{self.maximum} is below the minimum {self.minimum}"))
        if self.maximum is not None and self.maximum % self.step:
            problems.append(
                (("maximum",), f"{self.maximum} is not a multiple of the step {self.step}")
            )
        if problems:
            raise RuleConflict(problems)
        return self


class RookRedeal(RuleModel):
    """Deals thrown in at once: the same dealer shuffles and deals again."""

    hand_without_counters: Flag = False
    """Whether a deal that leaves a player without a single counter is a misdeal (the Larry
    Smith Invitational house rules: "No points in your hand ... is a misdeal")."""


class TrumpNamed(StrEnum):
    """When the declarer names trump."""

    AFTER_NEST = "after_nest"
    """After taking the nest and discarding."""
    BEFORE_NEST = "before_nest"
    """Before seeing the nest."""


class NestDealt(StrEnum):
    """When the nest's cards are dealt."""

    AT_THE_END = "at_the_end"
    """The last cards of the deal: every player's cards first, one at a time."""
    ONE_PER_ROUND = "one_per_round"
    """One card to the nest after each round of one card to every player, until it is full;
    then the rest to the players (the Tournament Rook rules, rookgame.com/official-rules)."""


class NestDiscards(StrEnum):
    """What the declarer may lay aside after taking the nest."""

    ANY = "any"
    """Any cards, face down (seed 004: "any five cards")."""
    NO_COUNTERS = "no_counters"
    """No counter, unless the hand holds too few other cards; then as few counters as it can
    (Breckinridge County Fair Rook rules: "Bidder must hold all count cards in his hand")."""
    COUNTERS_SHOWN = "counters_shown"
    """Any cards, but the counters among them are shown to every player once laid aside."""


class Nest(RuleModel):
    """The nest (widow, kitty): cards dealt face down aside. The declarer adds it to their hand
    and then discards as many cards face down."""

    size: Annotated[int, Field(ge=0, le=20, strict=True)] = 5
    """Cards in the nest; the declarer discards the same number."""
    trump_named: TrumpNamed = TrumpNamed.AFTER_NEST
    """When the declarer names trump."""
    discards: Annotated[NestDiscards, AddedLater()] = NestDiscards.ANY
    """What the declarer may lay aside, and whether the others see it."""
    dealt: Annotated[NestDealt, AddedLater()] = NestDealt.AT_THE_END
    """When the nest's cards are dealt."""
    top_card_face_up: Annotated[Flag, AddedLater()] = False
    """Whether the nest's top card (the last dealt to it) is turned face up for every player
    to see before the auction."""


class RookRank(StrEnum):
    """How the Rook card ranks."""

    WINS_ANY_TRICK = "wins_any_trick"
    """It wins any trick it is played to, above every trump: it is the highest trump."""
    HIGHEST_TRUMP = "highest_trump"
    """The same rule as `wins_any_trick`, under its older name: the Rook always belongs to
    the trump suit, so the highest trump wins any trick. Write `wins_any_trick`; this name
    still loads so that versions stored with it keep their digest."""
    LOWEST_TRUMP = "lowest_trump"
    """It is the lowest trump."""
    TEN_AND_A_HALF = "ten_and_a_half"
    """It is a trump ranking just above the 10 of trumps."""

    def as_played(self) -> RookRank:
        """The rank this value plays as: `highest_trump` is `wins_any_trick` by another name."""
        return RookRank.WINS_ANY_TRICK if self is RookRank.HIGHEST_TRUMP else self


class RookPlay(StrEnum):
    """When the Rook card may be played."""

    ANY_TIME = "any_time"
    """At any time, even when its holder could follow suit. When trump is led and the Rook is
    its holder's only trump, it must be played."""
    FOLLOWS_SUIT = "follows_suit"
    """Like any trump: only to follow a trump lead, or when void in the suit led."""


class RookCard(RuleModel):
    """The Rook card's rank and when it may be played. It always belongs to the trump suit."""

    rank: RookRank = RookRank.WINS_ANY_TRICK
    """How the Rook card ranks."""
    play: RookPlay = RookPlay.ANY_TIME
    """When the Rook card may be played."""


class FirstLead(StrEnum):
    """Who leads the first trick of a hand."""

    LEFT_OF_DECLARER = "left_of_declarer"
    """The player after the declarer, in the direction of play (seed 004)."""
    DECLARER = "declarer"
    """The declarer."""
    LEFT_OF_DEALER = "left_of_dealer"
    """The player after the dealer, whoever won the auction (Tournament Rook, also known as
    Kentucky Discard)."""


class RookTrickPlay(RuleModel):
    """Playing the tricks: follow the suit led if you can; the highest trump wins, or with no
    trump the highest card of the suit led; the winner of a trick leads the next."""

    first_lead: FirstLead = FirstLead.LEFT_OF_DECLARER
    """Who leads the first trick of a hand."""


class DiscardedCounters(StrEnum):
    """Who scores the counters the declarer discards."""

    NOBODY = "nobody"
    """Nobody: the discards are out of play."""
    DECLARER = "declarer"
    """The declarer's side."""
    LAST_TRICK = "last_trick"
    """The side that takes the last trick."""


class FailedBid(StrEnum):
    """What the declarer's side scores when it takes fewer points than it bid."""

    LOSE_BID = "lose_bid"
    """Minus the bid, and nothing for its counters."""
    LOSE_BID_KEEP_COUNTERS = "lose_bid_keep_counters"
    """Minus the bid, plus the counters it took."""


class RookScoring(RuleModel):
    """Counting the cards. The defenders always score the counters they take."""

    counters: dict[str, Points] = {"5": 5, "10": 10, "A": 15, ROOK: 20}
    """Points for each counting card, by rank (any suit), and `rook` for the Rook card."""
    discarded_counters: DiscardedCounters = DiscardedCounters.NOBODY
    """Who scores the counters in the declarer's discards."""
    last_trick_bonus: Points = 0
    """Points for the side that takes the last trick. 0: no bonus."""
    failed_bid: FailedBid = FailedBid.LOSE_BID
    """What the declarer's side scores when it falls short of its bid."""
    held_at: Annotated[Points | None, AddedLater()] = None
    """The score band: a side whose score would land above this and below `held_below` in a
    hand where it did not make a bid (it defended, or was set) stays at this score (or where
    it was, if already above it); only making its own bid takes a side into the band. `null`:
    no band."""
    held_below: Annotated[Points, AddedLater()] = 500
    """The top of the score band of `held_at`, not in it: usually the target, so that a
    side goes out only on its own bid."""
    card_values: Annotated[list[CardValue], AddedLater()] = []
    """More card values, after the counters: each row names cards (`14R`, `ROOK`, `KS`,
    `fives`, `fourteens`, `hearts`) and their points; a card takes the points of the last row
    naming it (so `{cards: ROOK, points: 50}` makes the Rook card worth 50)."""
    events: Annotated[list[HandEvent], AddedLater()] = []
    """Bonuses and penalties for events of the hand (a side that takes every trick, that
    takes every counter, a declarer's side set), each scored after the counters. A Rook
    contract is counted in points: a range on it, and `per: overtrick` or `undertrick`, count
    points over or short of the bid."""

    def card_table(self) -> list[CardValue]:
        """The card values as one table: the counters (by rank, and the Rook card), then
        `card_values`."""
        # A key that is no rank at all is refused by _cross_problems; it names no card here.
        usual = [
            CardValue(cards=ROOK_CARD if key == ROOK else _RANK_PATTERNS[key], points=value)
            for key, value in self.counters.items()
            if key == ROOK or key in _RANK_PATTERNS
        ]
        return [*usual, *self.card_values]


_RANK_PATTERNS: dict[str, str] = {rank: word for word, rank in RANK_WORDS.items()}
"""A counter's rank key (`5`, `A`, `14`) as the card-value table's pattern (`fives`)."""


class RookReneges(Reneges):
    """Reneges and their penalties, and Rook's flat transfer."""

    flat_transfer: Annotated[Points | None, AddedLater()] = None
    """A renege that stands ends the hand and, whatever the bid, the offending side scores
    minus this and every other side plus this, for each renege, in place of the scores of
    `offender_set` (Breckinridge County Fair Rook rules: 100). Only with
    `caught_after_gathered: offender_set`. `null`: no flat transfer."""


class RookRules(RuleModel):
    """A complete Rook ruleset. Every option has a default: a file with only `format`, `game`
    and `name` is the game as the Rook rules of seed 004 describe it, to 300."""

    format: Literal["houserules/1"]
    """The version of the rules language this document is written in."""
    game: Literal["rook"]
    """The game."""
    name: Annotated[str, Field(max_length=200, strict=True)] = ""
    """The ruleset's name, as players know it. Not part of the digest."""
    description: Text = ""
    """One or two sentences on what this ruleset is for. Not part of the digest."""
    notes: Text = ""
    """The club's own prose, printed after the generated rulebook. Not part of the digest."""
    players: Players = Players()
    """Seats, sides and the direction of play."""
    deck: RookDeck = RookDeck()
    """The pack."""
    nest: Nest = Nest()
    """The nest."""
    auction: Auction = Auction()
    """The auction."""
    redeal: Annotated[RookRedeal, AddedLater()] = RookRedeal()
    """Deals thrown in at once."""
    rook_card: RookCard = RookCard()
    """The Rook card's rank and when it may be played."""
    play: Annotated[RookTrickPlay, AddedLater()] = RookTrickPlay()
    """Playing the tricks."""
    scoring: RookScoring = RookScoring()
    """Counting the cards."""
    match: RookMatchEnd = RookMatchEnd()
    """The end of the match."""
    reneges: RookReneges = RookReneges()
    """Reneges and their penalties."""

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player (the nest aside)."""
        return (self.deck.size() - self.nest.size) // self.players.count

    def pack(self) -> list[str]:
        """Every card of the pack, by name (`AS`, `14R`, `ROOK`)."""
        suits = ROOK_PACK_SUITS if self.deck.pack is PackKind.ROOK else ("C", "D", "H", "S")
        cards = [rank + suit for suit in suits for rank in self.deck.ranks]
        return [*cards, ROOK_CARD] if self.deck.rook_card else cards

    def card_points(self) -> dict[str, int]:
        """Each card that counts, with its points (the counters and `scoring.card_values`)."""
        return card_value_table(self.scoring.card_table(), self.pack())

    def event_features(self) -> frozenset[str]:
        """What a Rook hand gives the events (`rulesets.constructs.events`): tricks, the
        cards and the counters each side took, and the declarer's contract."""
        return frozenset({"tricks", "cards", "points", "contract"})

    def points_available(self) -> int:
        """Every point a hand can score: all counters plus the last-trick bonus."""
        return sum(self.card_points().values()) + self.scoring.last_trick_bonus

    @model_validator(mode="after")
    def _check_fit(self) -> Self:
        problems = _cross_problems(self)
        if problems:
            raise RuleConflict(problems)
        return self


def _cross_problems(rules: RookRules) -> list[tuple[RulePath, str]]:
    problems: list[tuple[RulePath, str]] = []
    dealt = rules.deck.size() - rules.nest.size
    if dealt <= 0 or dealt % rules.players.count:
        problems.append(
            (
                ("nest", "size"),
                f"{rules.deck.size()} cards (deck.ranks) less a nest of {rules.nest.size}"
                f" cannot be dealt evenly to {rules.players.count} players (players.count)",
            )
        )
    valid = set(rules.deck.ranks) | ({ROOK} if rules.deck.rook_card else set())
    for key in rules.scoring.counters:
        if key not in valid:
            problems.append(
                (
                    ("scoring", "counters", key),
                    f"{key!r} is not a rank in this pack ({', '.join(sorted(valid))})",
                )
            )
    pack = rules.pack()
    problems.extend(table_problems(rules.scoring.card_values, pack, ("scoring", "card_values")))
    problems.extend(
        event_problems(rules.scoring.events, rules.event_features(), pack, ("scoring", "events"))
    )
    available = rules.points_available()
    moon_max = rules.auction.maximum
    if (
        rules.auction.moon is MoonBid.ENDS_THE_MATCH
        and moon_max is not None
        and moon_max < available
    ):
        problems.append(
            (
                ("auction", "moon"),
                f"auction.moon needs a bid of every point in the hand ({available}), but"
                f" auction.maximum {moon_max} is lower: set auction.maximum to {available} or null",
            )
        )
    reneges = rules.reneges
    if reneges.flat_transfer is not None and (
        reneges.caught_after_gathered is not RenegeCaughtAfter.OFFENDER_SET
    ):
        problems.append(
            (
                ("reneges", "flat_transfer"),
                "reneges.flat_transfer replaces the scores of a renege that ends the hand: it"
                " needs reneges.caught_after_gathered: offender_set, not"
                f" {reneges.caught_after_gathered}",
            )
        )
    if reneges.caught_after_gathered is RenegeCaughtAfter.POINTS_TO_OPPONENTS:
        problems.append(
            (
                ("reneges", "caught_after_gathered"),
                "points_to_opponents is a Spades-family penalty; in Rook use offender_set"
                " with reneges.flat_transfer",
            )
        )
    if (
        rules.nest.dealt is NestDealt.ONE_PER_ROUND
        and dealt > 0
        and rules.hand_size < rules.nest.size
    ):
        problems.append(
            (
                ("nest", "dealt"),
                f"nest.dealt: one_per_round deals one nest card per round, but each player gets"
                f" {rules.hand_size} cards, fewer than nest.size {rules.nest.size}",
            )
        )
    scoring = rules.scoring
    if scoring.held_at is not None and scoring.held_below <= scoring.held_at:
        problems.append(
            (
                ("scoring", "held_below"),
                f"the score band is empty: scoring.held_below {scoring.held_below} must be above"
                f" scoring.held_at {scoring.held_at}",
            )
        )
    if rules.auction.maximum is not None and rules.auction.maximum > available:
        problems.append(
            (
                ("auction", "maximum"),
                f"a bid of {rules.auction.maximum} can never be made: a hand holds only"
                f" {available} points (scoring.counters)",
            )
        )
    if rules.auction.minimum > available:
        problems.append(
            (
                ("auction", "minimum"),
                f"a bid of {rules.auction.minimum} can never be made: a hand holds only"
                f" {available} points (scoring.counters)",
            )
        )
    return problems
