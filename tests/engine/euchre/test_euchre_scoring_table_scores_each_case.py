"""The scoring table (`scoring.cases`) scores each way a hand ends. The usual table is
Bicycle's: "Partnership making trump wins 3 or 4 tricks: 1 point; wins 5 tricks: 2 points.
Lone hand wins 3 or 4 tricks: 1 point; wins 5 tricks: 4 points. Partnership or lone hand is
euchred: opponents score 2 points." Other tables add a super-euchre (euchrelinks: 4 to the
defenders when the makers take nothing) and a lone defender's euchre (4, euchrelinks and
OpenSpiel with `allow_lone_defender`)."""

import pytest

from engine.games.euchre.hand import EuchreTally
from engine.games.euchre.scoring import score_hand
from engine.games.euchre.terms import euchre_terms
from rulesets.euchre import STANDARD_CASES
from tests.engine.euchre.euchre_helpers import euchre_rules


def score(
    tricks: tuple[int, ...], solo: bool = False, lone_defender: int | None = None, **options: object
) -> tuple[str, tuple[int, ...]]:
    terms = euchre_terms(euchre_rules(**options))
    scored = score_hand(terms, EuchreTally(0, solo, lone_defender, tricks))
    return scored.case.value, scored.points


# covers: scoring.cases=default
@pytest.mark.parametrize(
    ("tricks", "alone", "expected"),
    [
        ((2, 1, 1, 1), False, ("makers", (1, 0))),  # 3 tricks: 1 point
        ((2, 0, 2, 1), False, ("makers", (1, 0))),  # 4 tricks: 1 point
        ((3, 0, 2, 0), False, ("march", (2, 0))),  # all 5: 2 points
        ((4, 0, 0, 1), True, ("lone", (1, 0))),  # alone, 4 tricks: 1 point
        ((5, 0, 0, 0), True, ("lone_march", (4, 0))),  # alone, all 5: 4 points
        ((1, 2, 1, 1), False, ("euchred", (0, 2))),  # 2 tricks: euchred, 2 to the others
        ((0, 3, 0, 2), False, ("euchred", (0, 2))),  # none: still 2 under Bicycle's table
        ((2, 3, 0, 0), True, ("lone_euchred", (0, 2))),  # a loner euchred: 2
    ],
)
def test_bicycles_table(tricks: tuple[int, ...], alone: bool, expected: object) -> None:
    assert score(tricks, alone) == expected


OTHER = [
    {"case": case.value, "points": points, "to": to.value} for case, points, to in STANDARD_CASES
] + [{"case": "super_euchre", "points": 4, "to": "defenders"}]


# covers: scoring.cases=other
def test_a_table_with_a_super_euchre_and_a_lone_defender() -> None:
    options: dict[str, object] = {"alone": {"defender": True}, "scoring": {"cases": OTHER}}
    assert score((0, 3, 0, 2), **options) == ("super_euchre", (0, 4))
    assert score((1, 4, 0, 0), lone_defender=1, **options) == ("lone_defender", (0, 4))
    assert score((2, 0, 1, 2), lone_defender=1, **options) == ("makers", (1, 0))
