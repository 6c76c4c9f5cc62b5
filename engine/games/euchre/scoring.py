"""Scoring a Euchre hand from the ruleset's scoring table (`scoring.cases`).

    case = hand_case(terms, tally)                  # march, lone, euchred, lone_defender...
    score = score_hand(terms, tally)               # points per side
    score = score_renege(terms, offender, alone)   # a score sheet's renege

The cases, in the order they are decided:

1. The makers (the maker's side) take every trick: `lone_march` when the maker played
   alone, else `march`.
2. They take a majority (3 of 5): `lone` when alone, else `makers`.
3. Otherwise they are euchred: `super_euchre` when they took no trick and the table lists
   it; else `lone_defender` when a defender played alone, `lone_euchred` when the maker did,
   and `euchred` otherwise.

The case's points go to every player of the side it names (`makers`, or `defenders`: in
three-handed Euchre each of the two other players). Then the hand's events
(`scoring.events`), by `engine.core.events.score_events`: the makers' contract is a majority
of the tricks, and a side with a player alone played alone. A renege's hand scores no event.
The match's end is the shared one (`engine.core.standing.match_outcome`); a euchred side
counts as set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.events import score_events
from engine.games.euchre.hand import EuchreTally
from engine.games.euchre.terms import EuchreTerms
from rulesets.constructs.events import HandFacts
from rulesets.euchre import Case, Scorer

__all__ = ["EuchreHandScore", "hand_case", "score_hand", "score_renege"]

_EUCHRED = (Case.EUCHRED, Case.LONE_EUCHRED, Case.LONE_DEFENDER, Case.SUPER_EUCHRE)


@dataclass(frozen=True, slots=True)
class EuchreHandScore:
    """A scored hand: the case, and per side its tricks and points."""

    case: Case
    makers: int
    """The makers' side (0-based), or the side that reneged for a renege case."""
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    seats: tuple[tuple[int, ...], ...]

    @property
    def sets(self) -> tuple[bool, ...]:
        """The makers' side is set when it is euchred."""
        euchred = self.case in _EUCHRED
        return tuple(euchred and side == self.makers for side in range(len(self.points)))

    @property
    def bags_after(self) -> tuple[int, ...]:
        """Euchre has no bags."""
        return (0,) * len(self.points)

    @property
    def forfeits(self) -> tuple[int, ...]:
        """Nobody forfeits a Euchre match."""
        return ()

    def to_json(self) -> dict[str, Any]:
        """The score as log JSON: the case, and per side its tricks and points."""
        sides = [
            {"side": side + 1, "seats": [seat + 1 for seat in seats], "tricks": tricks}
            | {"points": points}
            for side, (seats, tricks, points) in enumerate(
                zip(self.seats, self.tricks, self.points, strict=True)
            )
        ]
        return {"sides": sides, "forfeits": [], "case": self.case.value, "makers": self.makers + 1}


def hand_case(terms: EuchreTerms, tally: EuchreTally) -> Case:
    """The case of the scoring table a played hand falls in."""
    side = terms.table.side_of[tally.maker]
    taken = sum(tally.tricks[seat] for seat in terms.table.sides[side])
    total = sum(tally.tricks)
    if taken == total:
        return Case.LONE_MARCH if tally.alone else Case.MARCH
    if 2 * taken > total:
        return Case.LONE if tally.alone else Case.MAKERS
    if taken == 0 and Case.SUPER_EUCHRE in terms.cases:
        return Case.SUPER_EUCHRE
    if tally.lone_defender is not None:
        return Case.LONE_DEFENDER
    return Case.LONE_EUCHRED if tally.alone else Case.EUCHRED


def score_hand(terms: EuchreTerms, tally: EuchreTally) -> EuchreHandScore:
    """Score one played hand by the scoring table."""
    case = hand_case(terms, tally)
    makers = terms.table.side_of[tally.maker]
    line = terms.cases[case]
    sides = terms.table.sides
    to_makers = line.to is Scorer.MAKERS
    points = tuple(
        line.points if (side == makers) == to_makers else 0 for side in range(len(sides))
    )
    tricks = tuple(sum(tally.tricks[seat] for seat in seats) for seats in sides)
    if terms.events:
        points = score_events(terms.events, hand_facts(terms, tally, tricks), points)
    return EuchreHandScore(case, makers, tricks, points, sides)


def hand_facts(terms: EuchreTerms, tally: EuchreTally, tricks: tuple[int, ...]) -> HandFacts:
    """What a Euchre hand tells the events, per side: its tricks, the makers' contract (a
    majority of the tricks: 3 of 5) and whether a player of the side played alone."""
    side_of = terms.table.side_of
    makers = side_of[tally.maker]
    loners = {makers} if tally.alone else set()
    if tally.lone_defender is not None:
        loners.add(side_of[tally.lone_defender])
    sides = range(len(tricks))
    return HandFacts(
        tricks=tricks,
        cards=tuple(frozenset() for _ in sides),
        points=tuple(0 for _ in sides),
        bids=tuple(sum(tricks) // 2 + 1 if side == makers else None for side in sides),
        alone=tuple(side in loners for side in sides),
    )


def score_renege(
    terms: EuchreTerms, offender: int, alone: bool, tricks: tuple[int, ...]
) -> EuchreHandScore:
    """A renege called at a physical table: instead of the hand's score, the `renege` (or
    `lone_renege`) points go to every side but the offender's."""
    case = Case.LONE_RENEGE if alone else Case.RENEGE
    side = terms.table.side_of[offender]
    line = terms.cases[case]
    sides = terms.table.sides
    points = tuple(0 if other == side else line.points for other in range(len(sides)))
    taken = tuple(sum(tricks[seat] for seat in seats) for seats in sides)
    return EuchreHandScore(case, side, taken, points, sides)
