"""Scoring a Hearts hand, and the end of a Hearts match (the lowest score wins).

    tally = HeartsTally(taken=(0, 5, 13, 8))             # penalty points each seat took
    score = score_hand(terms, tally, standing)            # moon, sun, J♦ and 10♥ applied
    standing = standing.after(score)
    outcome = hearts_outcome(terms, standing)            # None while the match goes on

The rules, in the order they apply:

1. A seat that took every trick shoots the sun (when `scoring.sun` is set): it is worth
   `sun` points, scored as `scoring.moon` says.
2. Otherwise a seat that took every penalty card shoots the moon (unless `moon: not_played`): it is
   worth every penalty point there is (26; 43 in Black Maria). `others_add`: every other seat
   scores it and the shooter nothing; `shooter_subtracts`: the shooter scores minus it and
   the others nothing; `shooters_choice`: the tally's choice, or, with none recorded,
   `others_add` unless that would end the match without the shooter winning it.
3. Otherwise each seat scores the penalty points it took; with `ten_of_hearts: doubles` the
   taker of the 10♥ scores double.
4. The J♦ (Omnibus), when it scores, is added to its taker's score last, whatever happened;
   so is any other card the card-value table makes negative (`scoring.card_values`).
5. Then the hand's events (`scoring.events`), by `engine.core.events.score_events`. An event
   on the moon that scores `instead` replaces step 2: the moon is then worth what it says.

A Hearts hand never sets anybody and has no bags: those parts of the standing stay 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.core.errors import EngineError
from engine.core.events import score_events
from engine.core.standing import EndReason, Outcome, Standing
from engine.games.hearts.terms import JACK, HeartsTerms
from rulesets.common import Ties
from rulesets.constructs.events import HandFacts
from rulesets.hearts import MoonShot

__all__ = ["HeartsTally", "HeartsHandScore", "score_hand", "hearts_outcome", "Shot"]


@dataclass(frozen=True, slots=True)
class HeartsTally:
    """What scoring needs from a hand, per seat (0-based)."""

    taken: tuple[int, ...]
    """The penalty points each seat took (positive cards only: the J♦ is `jack`)."""
    jack: int | None = None
    """The seat that took the J♦ (None: nobody, or the J♦ does not score)."""
    ten: int | None = None
    """The seat that took the 10♥ (read only under `ten_of_hearts: doubles`)."""
    sun: int | None = None
    """The seat that took every trick, if one did."""
    choice: MoonShot | None = None
    """Under `shooters_choice`: how the shooter chose to score, if recorded."""
    bonus: tuple[int, ...] = ()
    """Per seat, the negative points of the bonus cards it took other than the J♦ (empty
    when the rules have none)."""
    facts: HandFacts | None = None
    """The hand's facts for its events (None when the rules score none)."""


@dataclass(frozen=True, slots=True)
class Shot:
    """A moon or sun shot: who, which, and how it was scored."""

    seat: int
    kind: str
    """`moon` or `sun`."""
    scored: MoonShot
    """`others_add` or `shooter_subtracts`."""


@dataclass(frozen=True, slots=True)
class HeartsHandScore:
    """A scored hand: per seat the penalty points taken and the points scored."""

    taken: tuple[int, ...]
    points: tuple[int, ...]
    shot: Shot | None = None
    doubled: int | None = None
    """The seat whose points the 10♥ doubled."""

    @property
    def sets(self) -> tuple[bool, ...]:
        """Nobody is set in Hearts."""
        return (False,) * len(self.points)

    @property
    def bags_after(self) -> tuple[int, ...]:
        """Hearts has no bags."""
        return (0,) * len(self.points)

    @property
    def forfeits(self) -> tuple[int, ...]:
        """Nobody forfeits in Hearts (illegal cards are refused)."""
        return ()

    def to_json(self) -> dict[str, Any]:
        """The score as log JSON, shaped like every game's: per side (a seat) its points."""
        sides = [
            {"side": seat + 1, "seats": [seat + 1], "taken": taken, "points": points}
            for seat, (taken, points) in enumerate(zip(self.taken, self.points, strict=True))
        ]
        shot = None
        if self.shot is not None:
            shot = {"seat": self.shot.seat + 1, "kind": self.shot.kind}
            shot["scored"] = self.shot.scored.value
        doubled = None if self.doubled is None else self.doubled + 1
        return {"sides": sides, "forfeits": [], "shot": shot, "doubled": doubled}


def score_hand(terms: HeartsTerms, tally: HeartsTally, standing: Standing) -> HeartsHandScore:
    """Score one hand (see the module docstring). `standing` is the match before the hand:
    a shooter's choice depends on it."""
    shot = _shot(terms, tally, standing)
    doubled = None
    if shot is not None and not terms.moon_by_event:
        points = _shot_points(len(tally.taken), shot, _shot_value(terms, shot))
    else:
        points, doubled = _plain_points(terms, tally)
    if tally.jack is not None and terms.jack_counts:
        points[tally.jack] += terms.values[JACK]
    for seat, bonus in enumerate(tally.bonus):
        points[seat] += bonus
    if terms.events:
        points = list(_with_events(terms, tally, shot, points))
    return HeartsHandScore(tuple(tally.taken), tuple(points), shot, doubled)


def _with_events(
    terms: HeartsTerms, tally: HeartsTally, shot: Shot | None, points: list[int]
) -> tuple[int, ...]:
    if tally.facts is None:
        raise EngineError("these rules score hand events: the tally needs the hand's facts")
    facts = replace(tally.facts, shot=None if shot is None else shot.seat)
    return score_events(terms.events, facts, points)


def _shot(terms: HeartsTerms, tally: HeartsTally, standing: Standing) -> Shot | None:
    if terms.moon is MoonShot.NOT_PLAYED:
        return None
    if terms.sun is not None and tally.sun is not None:
        seat, kind = tally.sun, "sun"
    else:
        moon = [seat for seat, taken in enumerate(tally.taken) if taken == terms.moon_total]
        if not moon:
            return None
        seat, kind = moon[0], "moon"
    scored: MoonShot = terms.moon
    if scored is MoonShot.SHOOTERS_CHOICE:
        scored = tally.choice or _best_choice(terms, standing, seat, kind)
    return Shot(seat, kind, scored)


def _shot_value(terms: HeartsTerms, shot: Shot) -> int:
    return terms.sun if shot.kind == "sun" and terms.sun is not None else terms.moon_total


def _shot_points(seats: int, shot: Shot, value: int) -> list[int]:
    if shot.scored is MoonShot.SHOOTER_SUBTRACTS:
        return [-value if seat == shot.seat else 0 for seat in range(seats)]
    return [0 if seat == shot.seat else value for seat in range(seats)]


def _plain_points(terms: HeartsTerms, tally: HeartsTally) -> tuple[list[int], int | None]:
    points = list(tally.taken)
    if terms.ten_doubles and tally.ten is not None:
        points[tally.ten] *= 2
        return points, tally.ten
    return points, None


def _best_choice(terms: HeartsTerms, standing: Standing, seat: int, kind: str) -> MoonShot:
    """The shooter's choice when none is recorded: others +value, unless that would end the
    match without the shooter winning it."""
    trial = Shot(seat, kind, MoonShot.OTHERS_ADD)
    points = _shot_points(len(standing.scores), trial, _shot_value(terms, trial))
    after = standing.after(HeartsHandScore(tuple(points), tuple(points)))
    outcome = hearts_outcome(terms, after)
    if outcome is None or outcome.winners == (seat,):
        return MoonShot.OTHERS_ADD
    return MoonShot.SHOOTER_SUBTRACTS


def hearts_outcome(terms: HeartsTerms, standing: Standing) -> Outcome | None:
    """The outcome if the match is over after the hand just added to `standing`: once a
    score reaches the end score, or once the number of hands is played, the lowest score
    wins; level lowest scores follow `ties`. None while the match goes on."""
    reason = _end_reason(terms, standing)
    if reason is None:
        return None
    return _lowest(terms, standing.scores, reason)


def _end_reason(terms: HeartsTerms, standing: Standing) -> EndReason | None:
    if terms.end_score is not None and max(standing.scores) >= terms.end_score:
        return EndReason.TARGET
    if terms.hands is not None and standing.hands_played >= terms.hands:
        return EndReason.HANDS
    return None


def _lowest(terms: HeartsTerms, scores: Sequence[Any], reason: EndReason) -> Outcome | None:
    best = min(scores)
    low = tuple(seat for seat, score in enumerate(scores) if score == best)
    if len(low) > 1 and terms.ties is Ties.PLAY_ANOTHER_HAND:
        return None
    return Outcome(low, reason)
