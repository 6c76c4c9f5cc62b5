"""Rules shared by every game: seats and teams, the end of the match, and reneges."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Self

from pydantic import Field, model_validator

from rulesets.base import AddedLater, Count, Points, RuleModel, conflict

__all__ = [
    "Direction",
    "DealerRotation",
    "FirstDealer",
    "TeamFormat",
    "Players",
    "When",
    "BothPastTarget",
    "Ties",
    "MatchEnd",
    "RookMatchEnd",
    "Enforcement",
    "RenegeCaughtBefore",
    "RenegeCaughtAfter",
    "TricksTo",
    "Reneges",
]

Seat = Annotated[int, Field(ge=1, le=8, strict=True)]


class Direction(StrEnum):
    """Which way the deal, the bidding and the play go round the table."""

    CLOCKWISE = "clockwise"
    """To the left, as in most Spades and Rook games."""
    COUNTERCLOCKWISE = "counterclockwise"
    """To the right, as in Call Break."""


class DealerRotation(StrEnum):
    """Who deals the next hand."""

    NEXT_SEAT = "next_seat"
    """The deal passes to the next player in the direction of play."""
    SAME_DEALER = "same_dealer"
    """The same seat deals every hand (a table with a dedicated dealer)."""


class FirstDealer(StrEnum):
    """Who deals the first hand of a match. The draw is made with an ordinary pack of 52,
    whatever the game's own pack, and written in the match log (`first_dealer`)."""

    SEAT_1 = "seat_1"
    """Seat 1."""
    RANDOM = "random"
    """A seat chosen at random ("the first dealer is chosen at random")."""
    HIGH_CARD = "high_card"
    """Each player draws a card from a shuffled pack, seat 1 first; the highest card deals
    (ace high, the suits equal). Players tied for the highest draw again, until one is
    highest."""
    FIRST_DIAMOND = "first_diamond"
    """Cards from a shuffled pack are dealt face up, one to each player in turn from seat 1
    in the direction of play; the first player dealt a diamond deals."""


class TeamFormat(StrEnum):
    """How players form sides."""

    PARTNERSHIPS = "partnerships"
    """Two-player teams, partners sitting opposite each other."""
    SINGLES = "singles"
    """Every player for themselves ("cutthroat", or "Cut" format)."""
    CUSTOM = "custom"
    """Teams given explicitly by `team_map`."""


class Players(RuleModel):
    """The seats at the table and who plays with whom."""

    count: Annotated[int, Field(ge=2, le=8, strict=True)] = 4
    """Number of players at the table. Seats are numbered 1 to `count` in the direction of
    play; seat 1 deals the first hand unless `first_dealer` says otherwise."""
    teams: TeamFormat = TeamFormat.PARTNERSHIPS
    """How the players form sides."""
    team_map: list[list[Seat]] | None = None
    """With `teams: custom` only: the sides as lists of seat numbers, e.g. `[[1, 3], [2, 4]]`.
    Every seat belongs to exactly one side."""
    direction: Direction = Direction.CLOCKWISE
    """Which way the deal, the bidding and the play go round the table."""
    dealer_rotation: DealerRotation = DealerRotation.NEXT_SEAT
    """Who deals the next hand."""
    first_dealer: Annotated[FirstDealer, AddedLater()] = FirstDealer.SEAT_1
    """Who deals the first hand: seat 1, a seat at random, the high card of a draw, or the
    first player dealt a diamond face up."""

    @model_validator(mode="after")
    def _check_teams(self) -> Self:
        if self.teams is TeamFormat.PARTNERSHIPS and (self.count % 2 or self.count < 4):
            raise conflict(
                ("teams",),
                f"teams: partnerships needs an even players.count, at least 4, not {self.count}:"
                " use teams: singles for a cutthroat game",
            )
        if self.teams is TeamFormat.CUSTOM:
            _check_team_map(self.team_map, self.count)
        elif self.team_map is not None:
            raise conflict(("team_map",), "team_map applies only with teams: custom")
        return self

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The sides as tuples of 0-based seat indexes, in order of their first seat."""
        if self.teams is TeamFormat.SINGLES:
            return tuple((seat,) for seat in range(self.count))
        if self.teams is TeamFormat.PARTNERSHIPS:
            half = self.count // 2
            return tuple((seat, seat + half) for seat in range(half))
        assert self.team_map is not None
        sides = [tuple(sorted(seat - 1 for seat in side)) for side in self.team_map]
        return tuple(sorted(sides))


def _check_team_map(team_map: list[list[int]] | None, count: int) -> None:
    if not team_map:
        raise conflict(("teams",), "teams: custom needs a team_map, e.g. [[1, 3], [2, 4]]")
    seats = [seat for side in team_map for seat in side]
    if sorted(seats) != list(range(1, count + 1)):
        raise conflict(
            ("team_map",),
            f"team_map must name every seat from 1 to {count} exactly once; it names {seats}",
        )
    if any(not side for side in team_map):
        raise conflict(("team_map",), "team_map has an empty side")


class When(StrEnum):
    """When a special bid may be made."""

    NEVER = "never"
    """The bid is not allowed."""
    ANY_HAND = "any_hand"
    """Any hand, whatever the score."""
    WHEN_TRAILING = "when_trailing"
    """Only by a side trailing by at least `trailing_by` points when the hand starts."""


class BothPastTarget(StrEnum):
    """Who wins when more than one side reaches the target in the same hand."""

    HIGHER_SCORE_WINS = "higher_score_wins"
    """The higher score wins (a tie is settled by `ties`)."""
    BIDDERS_WIN = "bidders_win"
    """Rook only: the side that won the auction in that hand wins ("bidder goes out")."""


class Ties(StrEnum):
    """What happens when the sides that would win are level."""

    PLAY_ANOTHER_HAND = "play_another_hand"
    """Deal another hand, and another, until the tie is broken."""
    SHARED = "shared"
    """The match ends as a tie between the level sides."""


class MatchEnd(RuleModel):
    """When the match ends and who wins it. The match is checked at the end of each hand, never
    in the middle of one."""

    target: Points | None = 500
    """A side that reaches this score at the end of a hand wins. `null` for no target (play a
    fixed number of hands instead)."""
    hands: Annotated[int, Field(ge=1, le=1000, strict=True)] | None = None
    """Play this many hands, then the highest score wins. `null` for no limit. With both a
    target and a number of hands, whichever comes first ends the match."""
    losing_score: Points | None = -200
    """A side whose score falls to this or below loses at once. `null` for no losing score."""
    sets_to_lose: Annotated[int, Field(ge=1, le=100, strict=True)] | None = None
    """A side that has been set this many times in the match loses. `null` to never lose that
    way."""
    both_past_target: BothPastTarget = BothPastTarget.HIGHER_SCORE_WINS
    """Who wins when more than one side reaches the target in the same hand."""
    ties: Ties = Ties.PLAY_ANOTHER_HAND
    """What happens when the winning sides are level."""
    winning_margin: Annotated[
        Annotated[int, Field(ge=1, le=100_000, strict=True)] | None, AddedLater()
    ] = None
    """A point-spread win: a side ahead of every other side by this many points or more at
    the end of a hand wins the match, whatever the target. `null`: no point-spread win."""

    @model_validator(mode="after")
    def _check_end(self) -> Self:
        if self.target is None and self.hands is None:
            raise conflict(
                ("target",),
                "the match never ends: give a target score (match.target), a number of hands"
                " (match.hands), or both",
            )
        if (
            self.target is not None
            and self.losing_score is not None
            and self.losing_score >= self.target
        ):
            raise conflict(
                ("losing_score",),
                f"losing_score {self.losing_score} must be below the target {self.target}",
            )
        return self


class RookMatchEnd(MatchEnd):
    """The end of a Rook match: to 300 with no losing score (seed 004)."""

    target: Points | None = 300
    """A side that reaches this score at the end of a hand wins. `null` for no target (play a
    fixed number of hands instead)."""
    losing_score: Points | None = None
    """A side whose score falls to this or below loses at once. `null` for no losing score."""


class Enforcement(StrEnum):
    """How illegal plays are handled."""

    PREVENT = "prevent"
    """Online play: an illegal card is refused and the player must choose another."""
    HONOUR = "honour"
    """A physical table: an illegal card stands until someone calls the renege."""


class RenegeCaughtBefore(StrEnum):
    """The penalty for a renege called before the trick is gathered."""

    CORRECTED = "corrected"
    """The card is taken back and a legal card played instead; no other penalty."""
    SAME_AS_AFTER = "same_as_after"
    """No second chance: the same penalty as a renege caught after the trick is gathered."""


class RenegeCaughtAfter(StrEnum):
    """The penalty for a renege called after the trick is gathered."""

    OFFENDER_SET = "offender_set"
    """The hand ends; the offending side is scored as set and the other side as having made
    its contract."""
    SET_PLUS_PENALTY = "set_plus_penalty"
    """As `offender_set`, and the offending side also scores `extra_penalty`."""
    LOSE_GAME = "lose_game"
    """The offending side loses the match."""
    TRANSFER_TRICKS = "transfer_tricks"
    """Play goes on; at the end of the hand `tricks_transferred` tricks pass from the
    offender to the side that called the renege (no more than the offender took)."""
    POINTS_TO_OPPONENTS = "points_to_opponents"
    """Spades family only. Play goes on and the hand is scored as played; then whatever the
    offending side scored for the hand, when more than zero, goes to the side that called
    the renege instead, and the offender scores 0 for it. A loss the offender made stands."""


class TricksTo(StrEnum):
    """Where the tricks a renege costs go."""

    CLAIMANT = "claimant"
    """To the side that called the renege."""
    NOBODY = "nobody"
    """To nobody: they are taken from the offender and count for no side."""


class Reneges(RuleModel):
    """Reneges: failing to follow suit (or to play as a duty requires) while able to."""

    enforcement: Enforcement = Enforcement.PREVENT
    """Whether an illegal card is refused or stands until called."""
    caught_before_gathered: RenegeCaughtBefore = RenegeCaughtBefore.CORRECTED
    """The penalty when the renege is called before the trick is gathered."""
    caught_after_gathered: RenegeCaughtAfter = RenegeCaughtAfter.OFFENDER_SET
    """The penalty when the renege is called after the trick is gathered."""
    extra_penalty: Points = -100
    """With `set_plus_penalty`: the points the offending side scores on top of being set."""
    tricks_transferred: Count = 3
    """With `transfer_tricks`: how many tricks pass from the offender to the other side."""
    tricks_to: Annotated[TricksTo, AddedLater()] = TricksTo.CLAIMANT
    """With `transfer_tricks`: whether the tricks taken from the offender go to the side
    that called the renege or to nobody."""

    @model_validator(mode="after")
    def _check_tricks_to(self) -> Self:
        if (
            self.tricks_to is not TricksTo.CLAIMANT
            and self.caught_after_gathered is not RenegeCaughtAfter.TRANSFER_TRICKS
        ):
            raise conflict(
                ("tricks_to",),
                "reneges.tricks_to says where transferred tricks go: it needs"
                " reneges.caught_after_gathered: transfer_tricks, not"
                f" {self.caught_after_gathered}",
            )
        return self
