"""The match standing, the end of the match and the renege penalty: shared by every game.

The only reader of `rules.match.*` and of the renege penalty's values
(`reneges.extra_penalty`, `reneges.tricks_transferred`, `reneges.tricks_to`; which penalty applies,
`caught_after_gathered`, comes from `engine.core.reneges.penalty_after_gathered`).

Each game's scorer turns a hand into a `HandResult` (per side: points, bags after the hand,
whether it was set; and the sides that forfeit the match); `Standing.after` adds it up and
`match_outcome` says whether the match is over. Sides are indexes into the seating's sides.

How the match ends (checked only at the end of a hand, in this order):

1. Losses. A side loses when it forfeits the match (a renege under `lose_game`), when its
   score is at or below `losing_score`, or when it has been set `sets_to_lose` times. The
   match then ends at once: the highest score among the sides that did not lose wins (with
   two sides, simply the other side). If every side lost in the same hand, the highest score
   of all wins. Level top scores follow `ties`.
2. The target. Sides at or above `target`: one wins; several follow `both_past_target`
   (`higher_score_wins`: the highest of them; `bidders_win`: the Rook bidder's side if it is
   among them, else the highest of them). Level top scores follow `ties`.
2a. The margin (a point-spread win). A side `winning_margin` points or more ahead of every
   other side wins, whether or not anyone has reached the target.
3. The number of hands. After `hands` hands the highest score wins; level follows `ties`.

`ties`: `play_another_hand` means no outcome yet (the checks run again after the next hand,
so a fixed-hands match goes on until the tie breaks); `shared` ends the match with every
level side among the winners.

A "set" is a failed contract (Spades: the side's numeric or team bid; Rook: the declarer's
bid). A failed nil on its own is not a set.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from engine.core.points import Points, exact, points_to_json
from engine.core.reneges import penalty_after_gathered
from engine.core.seats import SideIndex
from rulesets.common import BothPastTarget, MatchEnd, RenegeCaughtAfter, Ties, TricksTo
from rulesets.formats import Ruleset

__all__ = [
    "HandResult",
    "Standing",
    "EndReason",
    "Outcome",
    "match_outcome",
    "target_score",
    "RenegePenalty",
    "renege_penalty",
]


class Rules(Protocol):
    """The rules `match_outcome` serves: those with the shared end of the match
    (`rulesets.common.MatchEnd`). A game with an end of its own (Hearts: the lowest score
    wins) decides it in its own package."""

    @property
    def match(self) -> MatchEnd: ...


class HandResult(Protocol):
    """What the standing needs from a scored hand, per side (in seating order)."""

    @property
    def points(self) -> Sequence[Points]:
        """Each side's points for the hand."""
        ...

    @property
    def sets(self) -> Sequence[bool]:
        """Whether each side's contract was set in the hand."""
        ...

    @property
    def bags_after(self) -> Sequence[int]:
        """Each side's bag count after the hand (all 0 in a game without bags)."""
        ...

    @property
    def forfeits(self) -> Sequence[int]:
        """Sides that lose the match because of the hand (a renege under `lose_game`)."""
        ...


@dataclass(frozen=True, slots=True)
class Standing:
    """The match so far: per side its score, bag count and times set; hands played; and the
    sides that have forfeited. Immutable: `after` returns the next standing."""

    scores: tuple[Points, ...]
    bags: tuple[int, ...]
    sets: tuple[int, ...]
    hands_played: int = 0
    forfeited: tuple[SideIndex, ...] = ()

    def __init__(
        self,
        scores: tuple[Points, ...],
        bags: tuple[int, ...],
        sets: tuple[int, ...],
        hands_played: int = 0,
        forfeited: tuple[int, ...] = (),
    ) -> None:
        # Written out: compiled, the dataclass's generated frozen __init__ would run
        # interpreted (a setattr through `object` per field), and every hand makes one.
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "bags", bags)
        object.__setattr__(self, "sets", sets)
        object.__setattr__(self, "hands_played", hands_played)
        object.__setattr__(self, "forfeited", forfeited)

    @classmethod
    def start(cls, sides: int) -> Standing:
        """The standing before the first hand, for `sides` sides."""
        return cls((0,) * sides, (0,) * sides, (0,) * sides)

    def after(self, hand: HandResult) -> Standing:
        """The standing once `hand` is added."""
        if len(hand.points) != len(self.scores):
            raise ValueError(f"a hand for {len(hand.points)} sides, a match of {len(self.scores)}")
        # List comprehensions, not generators: compiled, a generator is an object of its own.
        pairs = zip(self.scores, hand.points, strict=True)
        scores = tuple([exact(mine + won) for mine, won in pairs])
        was_set = zip(self.sets, hand.sets, strict=True)
        sets = tuple([count + bool(was) for count, was in was_set])
        forfeits = hand.forfeits
        forfeited = self.forfeited
        if forfeits or forfeited:  # nobody has forfeited: the usual case, nothing to sort
            forfeited = tuple(sorted(set(forfeited) | set(forfeits)))
        return Standing(scores, tuple(hand.bags_after), sets, self.hands_played + 1, forfeited)

    def behind(self, side: int) -> Points:
        """How far `side` trails the best other side (negative when it leads)."""
        others = [score for index, score in enumerate(self.scores) if index != side]
        return exact(max(others) - self.scores[side]) if others else 0

    def to_json(self) -> dict[str, Any]:
        """The standing in JSON (scores per `engine.core.points`; sides numbered from 1)."""
        return {
            "scores": [points_to_json(score) for score in self.scores],
            "bags": list(self.bags),
            "sets": list(self.sets),
            "hands_played": self.hands_played,
            "forfeited": [side + 1 for side in self.forfeited],
        }


class EndReason(StrEnum):
    """Why the match ended."""

    FORFEIT = "forfeit"
    """A side forfeited the match (a renege under `reneges.caught_after_gathered: lose_game`)."""
    LOSING_SCORE = "losing_score"
    """A side fell to `match.losing_score` or below."""
    SETS = "sets"
    """A side was set `match.sets_to_lose` times."""
    TARGET = "target"
    """A side reached `match.target`."""
    MARGIN = "margin"
    """A side was `match.winning_margin` points or more ahead of every other side."""
    HANDS = "hands"
    """`match.hands` hands were played."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of the match: the winning side(s) and why. Several winners: a shared tie."""

    winners: tuple[SideIndex, ...]
    reason: EndReason

    @property
    def shared(self) -> bool:
        """Whether the match ended as a tie shared by several sides."""
        return len(self.winners) > 1

    def to_json(self) -> dict[str, Any]:
        """The outcome in JSON (sides numbered from 1, in seating order)."""
        return {"winners": [side + 1 for side in self.winners], "reason": self.reason.value}


def match_outcome(
    rules: Rules, standing: Standing, bidders_side: int | None = None
) -> Outcome | None:
    """The outcome if the match is over after the hand just added to `standing`, else None.
    `bidders_side`: Rook's declarer side in that hand (for `both_past_target: bidders_win`)."""
    losses = _losses(rules, standing)
    if losses:
        return _after_losses(rules, standing, losses)
    outcome = _past_target(rules, standing, bidders_side)
    if outcome is None:
        outcome = _ahead_by_margin(rules, standing)
    if outcome is None and _hands_done(rules, standing):
        outcome = _highest(rules, standing, range(len(standing.scores)), EndReason.HANDS)
    return outcome


def _losses(rules: Rules, standing: Standing) -> dict[int, EndReason]:
    losing_score = rules.match.losing_score
    sets_to_lose = rules.match.sets_to_lose
    losses: dict[int, EndReason] = {}
    for side, score in enumerate(standing.scores):
        if side in standing.forfeited:
            losses[side] = EndReason.FORFEIT
        elif losing_score is not None and score <= losing_score:
            losses[side] = EndReason.LOSING_SCORE
        elif sets_to_lose is not None and standing.sets[side] >= sets_to_lose:
            losses[side] = EndReason.SETS
    return losses


def _after_losses(rules: Rules, standing: Standing, losses: dict[int, EndReason]) -> Outcome | None:
    remaining = [side for side in range(len(standing.scores)) if side not in losses]
    reason = min(losses.values(), key=list(EndReason).index)
    return _highest(rules, standing, remaining or range(len(standing.scores)), reason)


def target_score(rules: Rules) -> Points | None:
    """The score that wins the match (`match.target`), for the games whose bidding depends on
    how near a side is to it; None without a target."""
    return rules.match.target


def _past_target(rules: Rules, standing: Standing, bidders_side: int | None) -> Outcome | None:
    target = target_score(rules)
    if target is None:
        return None
    reached = [side for side, score in enumerate(standing.scores) if score >= target]
    several = len(reached) > 1
    if several and bidders_side is not None and bidders_side in reached and _bidders_win(rules):
        return Outcome((bidders_side,), EndReason.TARGET)
    return _highest(rules, standing, reached, EndReason.TARGET) if reached else None


def _ahead_by_margin(rules: Rules, standing: Standing) -> Outcome | None:
    """A point-spread win: the side at least `match.winning_margin` ahead of every other."""
    margin = rules.match.winning_margin
    if margin is None or len(standing.scores) < 2:
        return None
    best = max(range(len(standing.scores)), key=standing.scores.__getitem__)
    if -standing.behind(best) >= margin:
        return Outcome((best,), EndReason.MARGIN)
    return None


def _bidders_win(rules: Rules) -> bool:
    return rules.match.both_past_target is BothPastTarget.BIDDERS_WIN


def _hands_done(rules: Rules, standing: Standing) -> bool:
    hands = rules.match.hands
    return hands is not None and standing.hands_played >= hands


def _highest(
    rules: Rules, standing: Standing, sides: Sequence[int], reason: EndReason
) -> Outcome | None:
    best = max(standing.scores[side] for side in sides)
    top = tuple(side for side in sides if standing.scores[side] == best)
    if len(top) > 1 and rules.match.ties is Ties.PLAY_ANOTHER_HAND:
        return None
    return Outcome(top, reason)


@dataclass(frozen=True, slots=True)
class RenegePenalty:
    """What a renege that stands costs, per `reneges.caught_after_gathered`. Every renege
    call that reaches scoring stands (one corrected on the spot never does), so every game's
    scorer applies this penalty to each call in its tally."""

    kind: RenegeCaughtAfter
    extra_points: Points = 0
    """With `set_plus_penalty`: points the offending side scores on top of being set."""
    tricks: int = 0
    """With `transfer_tricks`: tricks taken from the offender, and passed to the side that
    called it unless `to_nobody`."""
    to_nobody: bool = False
    """With `transfer_tricks` and `tricks_to: nobody`: the tricks count for no side."""


def renege_penalty(rules: Ruleset) -> RenegePenalty:
    """The penalty for a renege that stands, under `rules`."""
    kind = penalty_after_gathered(rules)
    if kind is RenegeCaughtAfter.SET_PLUS_PENALTY:
        return RenegePenalty(kind, extra_points=rules.reneges.extra_penalty)
    if kind is RenegeCaughtAfter.TRANSFER_TRICKS:
        nobody = rules.reneges.tricks_to is TricksTo.NOBODY
        return RenegePenalty(kind, tricks=rules.reneges.tricks_transferred, to_nobody=nobody)
    return RenegePenalty(kind)
