"""Hearts (`game: hearts`): avoid the penalty cards, or take them all; the lowest score wins.

The family covers standard Hearts, Omnibus Hearts (the J♦ counts −10) and Black Maria (three
players, the A♠ and K♠ are penalty cards beside the Q♠), as the library files show.

Cards removed to deal evenly, when `deck.removed_cards` is null (the usual convention: the
lowest diamonds and clubs go first, as Pagat's Hearts page and the common rule books give it
for three and five players; six players continue the same pattern):

| players | removed | cards each |
| --- | --- | --- |
| 3 | 2♦ | 17 |
| 4 | none | 13 |
| 5 | 2♦ 2♣ | 10 |
| 6 | 2♦ 3♦ 2♣ 3♣ | 8 |
"""

from __future__ import annotations

from collections import Counter
from enum import StrEnum
from typing import Annotated, Final, Literal, Self

from pydantic import Field, field_validator, model_validator

from rulesets.base import (
    IN_ORDER,
    AddedLater,
    CardName,
    Flag,
    Points,
    RuleConflict,
    RuleModel,
    RulePath,
    Text,
    card_sort_key,
    standard_deck,
)
from rulesets.common import DealerRotation, Direction, FirstDealer, Reneges, Ties
from rulesets.constructs.card_values import CardValue, card_value_table, table_problems
from rulesets.constructs.events import HandEvent, event_problems

__all__ = [
    "STANDARD_REMOVALS",
    "HeartsPlayers",
    "HeartsDeck",
    "PassDirection",
    "Passing",
    "FirstLead",
    "OnlyPointCards",
    "HeartsLed",
    "HeartsPlay",
    "TenOfHearts",
    "MoonShot",
    "HeartsScoring",
    "HeartsMatchEnd",
    "HeartsRules",
]

STANDARD_REMOVALS: Final[dict[int, tuple[str, ...]]] = {
    3: ("2D",),
    4: (),
    5: ("2C", "2D"),
    6: ("2C", "3C", "2D", "3D"),
}
"""The cards taken out so that the pack deals evenly, by number of players (the usual
convention; see the module docstring)."""

MIN_PLAYERS, MAX_PLAYERS = 3, 6


class HeartsPlayers(RuleModel):
    """The seats at the table. Hearts is every player for themselves."""

    count: Annotated[int, Field(ge=MIN_PLAYERS, le=MAX_PLAYERS, strict=True)] = 4
    """Number of players at the table, 3 to 6. Seats are numbered 1 to `count` in the
    direction of play; seat 1 deals the first hand."""
    direction: Direction = Direction.CLOCKWISE
    """Which way the deal and the play go round the table."""
    dealer_rotation: DealerRotation = DealerRotation.NEXT_SEAT
    """Who deals the next hand."""
    first_dealer: Annotated[FirstDealer, AddedLater()] = FirstDealer.SEAT_1
    """Who deals the first hand: seat 1, a seat at random, the high card of a draw, or the
    first player dealt a diamond face up."""

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Every player is a side of their own (0-based seats)."""
        return tuple((seat,) for seat in range(self.count))


class HeartsDeck(RuleModel):
    """The pack: a standard 52-card pack, less the cards taken out to deal evenly."""

    removed_cards: list[CardName] | None = None
    """Cards taken out before the deal. `null`: the usual ones for the number of players
    (3: 2♦; 4: none; 5: 2♦ 2♣; 6: 2♦ 3♦ 2♣ 3♣). Black Maria takes out the 2♣ instead:
    `[2C]`."""

    @field_validator("removed_cards")
    @classmethod
    def _sort_removed(cls, cards: list[str] | None) -> list[str] | None:
        # A set of cards: the order a club wrote them in must not change the digest.
        if cards is None:
            return None
        repeated = sorted(card for card, times in Counter(cards).items() if times > 1)
        if repeated:
            raise ValueError(f"removed_cards lists {repeated[0]} more than once")
        jokers = [card for card in cards if card in ("BJ", "LJ")]
        if jokers:
            raise ValueError(f"Hearts is played without jokers: {jokers[0]} is not in the pack")
        return sorted(cards, key=card_sort_key)

    def removed(self, players: int) -> tuple[str, ...]:
        """The cards taken out for `players` players."""
        if self.removed_cards is None:
            return STANDARD_REMOVALS[players]
        return tuple(self.removed_cards)

    def cards(self, players: int) -> list[str]:
        """Every card in the pack for `players` players, in canonical order."""
        removed = set(self.removed(players))
        return [card for card in standard_deck() if card not in removed]


class PassDirection(StrEnum):
    """Where the cards go in one hand of the passing cycle."""

    LEFT = "left"
    """To the next player in the direction of play (the left-hand neighbour, clockwise)."""
    RIGHT = "right"
    """To the previous player in the direction of play (the right-hand neighbour)."""
    ACROSS = "across"
    """To the player opposite (an even number of players only)."""
    HOLD = "hold"
    """No pass this hand (a "keeper" or "hold" hand)."""


class Passing(RuleModel):
    """Passing cards before the play: each player passes cards face down to another, and
    picks up the cards passed to them only after passing their own."""

    directions: Annotated[list[PassDirection], IN_ORDER] = [
        PassDirection.LEFT,
        PassDirection.RIGHT,
        PassDirection.ACROSS,
        PassDirection.HOLD,
    ]
    """The cycle of directions, one per hand, starting again after the last: the first
    hand passes the first way listed. `[]`: no passing at all."""
    cards: Annotated[int, Field(ge=1, le=8, strict=True)] = 3
    """How many cards each player passes."""


class FirstLead(StrEnum):
    """Who leads the first trick of a hand."""

    TWO_OF_CLUBS = "two_of_clubs"
    """The holder of the 2♣ (or, if it is taken out, of the lowest club in the pack) must
    lead it."""
    LEFT_OF_DEALER = "left_of_dealer"
    """The player after the dealer leads any card allowed."""


class OnlyPointCards(StrEnum):
    """On the first trick, when penalty cards may not be played to it: what a player holding
    nothing but penalty cards (and unable to follow suit) may play."""

    ANY_POINT_CARD = "any_point_card"
    """Any of them, the Q♠ included."""
    HEART_NOT_QUEEN = "heart_not_queen"
    """A heart; the Q♠ only when they hold no heart."""


class HeartsLed(StrEnum):
    """When a heart may be led."""

    WHEN_BROKEN = "when_broken"
    """Only once hearts are broken (a heart, or with `queen_breaks_hearts` the Q♠, has been
    played to an earlier trick), or when the leader holds nothing but hearts."""
    ANY_TIME = "any_time"
    """At any time."""


class HeartsPlay(RuleModel):
    """Playing the tricks: follow suit if you can; the highest card of the suit led wins; no
    trumps."""

    first_lead: FirstLead = FirstLead.TWO_OF_CLUBS
    """Who leads the first trick of a hand."""
    points_on_first_trick: Flag = False
    """Whether penalty cards (hearts, the Q♠ and any other card with points) may be played
    to the first trick."""
    only_point_cards: OnlyPointCards = OnlyPointCards.ANY_POINT_CARD
    """With `points_on_first_trick: false` only: what a player holding only penalty cards may
    play to the first trick when unable to follow suit."""
    hearts_led: HeartsLed = HeartsLed.WHEN_BROKEN
    """When a heart may be led."""
    queen_breaks_hearts: Flag = False
    """Whether playing the Q♠ breaks hearts, as a heart does."""


class TenOfHearts(StrEnum):
    """What the 10♥ does beyond counting as a heart."""

    ORDINARY = "ordinary"
    """Nothing: it is a heart like any other."""
    DOUBLES = "doubles"
    """Whoever takes it scores double their points for the hand (a house variant; not
    when they shoot the moon or the sun)."""


class MoonShot(StrEnum):
    """Taking every penalty card in one hand ("shooting the moon")."""

    NOT_PLAYED = "not_played"
    """No moon: the taker scores them like any other points."""
    OTHERS_ADD = "others_add"
    """The shooter scores nothing for them; every other player scores all of them (+26)."""
    SHOOTER_SUBTRACTS = "shooter_subtracts"
    """The shooter subtracts all of them (−26); the others score nothing for the hand."""
    SHOOTERS_CHOICE = "shooters_choice"
    """The shooter chooses one of the two. The engine chooses `others_add`, unless that
    would end the match without the shooter winning it."""


class HeartsScoring(RuleModel):
    """The penalty cards and their points: a heart is 1 point, whoever takes it."""

    queen_of_spades: Points = 13
    """Points for the Q♠ ("the Black Lady", "Black Maria")."""
    king_of_spades: Points = 0
    """Points for the K♠. 0: not a penalty card. Black Maria: 10."""
    ace_of_spades: Points = 0
    """Points for the A♠. 0: not a penalty card. Black Maria: 7."""
    jack_of_diamonds: Points | None = None
    """Points for the J♦ (Omnibus Hearts: −10, taken off its taker's score). `null`: an
    ordinary card."""
    ten_of_hearts: TenOfHearts = TenOfHearts.ORDINARY
    """What the 10♥ does beyond counting as a heart."""
    moon: MoonShot = MoonShot.OTHERS_ADD
    """What taking every penalty card in one hand scores."""
    sun: Points | None = None
    """Taking every trick of a hand ("shooting the sun"): the points it is worth, scored
    the way `moon` scores a moon (typically 52). `null`: no sun; it counts as a moon."""
    card_values: Annotated[list[CardValue], AddedLater()] = []
    """More card values, after the usual ones (every heart 1, then the Q♠, K♠, A♠ and J♦
    options above): each row names cards (`QH`, `hearts`, `queens`) and their points, or
    `face` for their face value; a card takes the points of the last row naming it. A card
    with positive points is a penalty card; one with negative points is scored to its taker
    last, as the J♦ is."""
    events: Annotated[list[HandEvent], AddedLater()] = []
    """Bonuses and penalties for events of the hand (a player who takes no trick, who takes
    a named card, ...), each scored after the cards."""

    def card_table(self) -> list[CardValue]:
        """The card values as one table: the usual ones the options above state, then
        `card_values`."""
        usual = [
            CardValue(cards="hearts", points=1),
            CardValue(cards="QS", points=self.queen_of_spades),
            CardValue(cards="KS", points=self.king_of_spades),
            CardValue(cards="AS", points=self.ace_of_spades),
            CardValue(cards="JD", points=self.jack_of_diamonds or 0),
        ]
        return [*usual, *self.card_values]


class HeartsMatchEnd(RuleModel):
    """When the match ends. Unlike most games, the LOWEST score wins."""

    end_score: Points | None = 100
    """The match ends after the hand in which a player's score reaches this or more; the
    lowest score then wins. `null`: no end score (play a fixed number of hands)."""
    hands: Annotated[int, Field(ge=1, le=1000, strict=True)] | None = None
    """Play this many hands, then the lowest score wins. `null` for no limit. With both an
    end score and a number of hands, whichever comes first ends the match."""
    ties: Ties = Ties.PLAY_ANOTHER_HAND
    """What happens when two or more players are level on the lowest score."""


class HeartsRules(RuleModel):
    """A complete Hearts ruleset. Every option has a default: a file with only `format`,
    `game` and `name` is four-player Hearts as Pagat describes it, to 100."""

    format: Literal["houserules/1"]
    """The version of the rules language this document is written in."""
    game: Literal["hearts"]
    """The game."""
    name: Annotated[str, Field(max_length=200, strict=True)] = ""
    """The ruleset's name, as players know it. Not part of the digest."""
    description: Text = ""
    """One or two sentences on what this ruleset is for. Not part of the digest."""
    notes: Text = ""
    """The club's own prose, printed after the generated rulebook. Not part of the digest."""
    players: HeartsPlayers = HeartsPlayers()
    """Seats and the direction of play."""
    deck: HeartsDeck = HeartsDeck()
    """The pack."""
    passing: Passing = Passing()
    """Passing cards before the play."""
    play: HeartsPlay = HeartsPlay()
    """Playing the tricks."""
    scoring: HeartsScoring = HeartsScoring()
    """The penalty cards and shooting the moon."""
    match: HeartsMatchEnd = HeartsMatchEnd()
    """The end of the match."""

    @property
    def reneges(self) -> Reneges:
        """Hearts has no renege options: an illegal card is always refused (at a table, taken
        back), so the shared renege rules are their defaults, `enforcement: prevent`."""
        return _NO_RENEGES

    def pack(self) -> list[str]:
        """Every card in the pack, in canonical order."""
        return self.deck.cards(self.players.count)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return len(self.pack()) // self.players.count

    def card_points(self) -> dict[str, int]:
        """Each card that scores, with its points (hearts 1, the Q♠, and any others)."""
        return card_value_table(self.scoring.card_table(), self.pack())

    def event_features(self) -> frozenset[str]:
        """What a Hearts hand has for the events (`rulesets.constructs.events`): tricks,
        the cards in them, and a moon unless it is not played."""
        moon = self.scoring.moon is not MoonShot.NOT_PLAYED
        return frozenset({"tricks", "cards", "moon"} if moon else {"tricks", "cards"})

    @model_validator(mode="after")
    def _check_fit(self) -> Self:
        problems = _cross_problems(self)
        if problems:
            raise RuleConflict(problems)
        return self


_NO_RENEGES: Final = Reneges()


def _cross_problems(rules: HeartsRules) -> list[tuple[RulePath, str]]:
    return [
        *_deal_problems(rules),
        *_passing_problems(rules),
        *_card_problems(rules),
        *_moon_problems(rules),
        *_end_problems(rules),
    ]


def _deal_problems(rules: HeartsRules) -> list[tuple[RulePath, str]]:
    count, size = rules.players.count, len(rules.pack())
    if size % count == 0 and size >= count:
        return []
    return [
        (
            ("deck", "removed_cards"),
            f"{size} cards cannot be dealt evenly to {count} players (players.count): take out"
            f" {size % count} more or {count - size % count} fewer, or leave removed_cards null"
            " for the usual ones",
        )
    ]


def _passing_problems(rules: HeartsRules) -> list[tuple[RulePath, str]]:
    problems: list[tuple[RulePath, str]] = []
    count = rules.players.count
    if PassDirection.ACROSS in rules.passing.directions and count % 2:
        problems.append(
            (
                ("passing", "directions"),
                f"nobody sits across with {count} players (players.count): use left, right"
                " and hold",
            )
        )
    if rules.passing.directions and rules.passing.cards >= rules.hand_size:
        problems.append(
            (
                ("passing", "cards"),
                f"{rules.passing.cards} cards cannot be passed from a hand of"
                f" {rules.hand_size} (players.count {count}, deck.removed_cards)",
            )
        )
    return problems


def _card_problems(rules: HeartsRules) -> list[tuple[RulePath, str]]:
    problems: list[tuple[RulePath, str]] = []
    pack = set(rules.pack())
    named = {
        ("scoring", "queen_of_spades"): ("QS", rules.scoring.queen_of_spades),
        ("scoring", "king_of_spades"): ("KS", rules.scoring.king_of_spades),
        ("scoring", "ace_of_spades"): ("AS", rules.scoring.ace_of_spades),
        ("scoring", "jack_of_diamonds"): ("JD", rules.scoring.jack_of_diamonds or 0),
    }
    for path, (card, value) in named.items():
        if value and card not in pack:
            problems.append(
                (path, f"the {card} is taken out (deck.removed_cards), so it scores nothing")
            )
    problems.extend(table_problems(rules.scoring.card_values, pack, ("scoring", "card_values")))
    problems.extend(
        event_problems(
            rules.scoring.events,
            rules.event_features(),
            rules.pack(),
            ("scoring", "events"),
            {"moon": "scoring.moon"},
        )
    )
    if rules.scoring.ten_of_hearts is TenOfHearts.DOUBLES and "10H" not in pack:
        problems.append((("scoring", "ten_of_hearts"), "the 10H is taken out (deck.removed_cards)"))
    clubs = [card for card in pack if card.endswith("C")]
    if rules.play.first_lead is FirstLead.TWO_OF_CLUBS and not clubs:
        problems.append(
            (
                ("play", "first_lead"),
                "there is no club in the pack to lead first (deck.removed_cards)",
            )
        )
    return problems


def _moon_problems(rules: HeartsRules) -> list[tuple[RulePath, str]]:
    scoring = rules.scoring
    if scoring.sun is not None and scoring.moon is MoonShot.NOT_PLAYED:
        return [
            (
                ("scoring", "sun"),
                "the sun is scored the way the moon is (scoring.moon), and the moon is not played:"
                " set sun to null or choose how a moon scores",
            )
        ]
    if not any(value > 0 for value in rules.card_points().values()):
        return [(("scoring", "queen_of_spades"), "no card has points: nothing to avoid")]
    return []


def _end_problems(rules: HeartsRules) -> list[tuple[RulePath, str]]:
    match = rules.match
    if match.end_score is None and match.hands is None:
        return [
            (
                ("match", "end_score"),
                "the match never ends: give an end score (match.end_score), a number of hands"
                " (match.hands), or both",
            )
        ]
    if match.end_score is not None and match.end_score <= 0:
        return [
            (
                ("match", "end_score"),
                f"every player starts at 0, so an end score of"
                f" {match.end_score} ends the match at once",
            )
        ]
    return []
