"""A Euchre score sheet: per hand the maker and the tricks the makers took (or the seat that
reneged), scored by the scoring table. The points follow Bicycle's scoring ("3 or 4 tricks:
1 point; 5 tricks: 2 points; lone hand 5 tricks: 4 points; euchred: opponents score 2") and
its renege rule ("the opponents score 2 points, 4 against a lone hand")."""

import pytest

import engine
from engine.core.sheet import SheetError
from tests.engine.euchre.euchre_helpers import library_euchre

GAME = [
    {"maker": 1, "won": 3},  # side 1 makes it: +1        (1, 0)
    {"maker": 2, "won": 5},  # side 2 marches: +2         (1, 2)
    {"maker": 1, "alone": True, "won": 5},  # a loner's march: +4 (5, 2)
    {"maker": 2, "won": 2},  # side 2 euchred: side 1 +2  (7, 2)
    {"maker": 3, "won": 4},  # side 1 makes it: +1        (8, 2)
    {"maker": 4, "renege": 4},  # side 2 reneges: side 1 +2  (10, 2)
]


def test_the_sheet_is_scored_hand_by_hand_and_side_1_reaches_10() -> None:
    result = engine.score_sheet(library_euchre("euchre"), {"hands": GAME})
    running = [hand.standing.scores for hand in result.hands]

    assert running == [(1, 0), (1, 2), (5, 2), (7, 2), (8, 2), (10, 2)]
    assert [hand.score.case.value for hand in result.hands] == [
        "makers", "march", "lone_march", "euchred", "makers", "renege",
    ]  # fmt: skip
    assert result.outcome is not None and result.outcome.winners == (0,)


def test_a_renege_against_a_loner_costs_4() -> None:
    result = engine.score_sheet(
        library_euchre("euchre"), {"hands": [{"maker": 1, "alone": True, "renege": 2}]}
    )
    assert result.standing.scores == (4, 0)


def problems(rules_name: str, hand: dict[str, object]) -> list[str]:
    with pytest.raises(SheetError) as refused:
        engine.score_sheet(library_euchre(rules_name), {"hands": [hand]})
    return [str(problem) for problem in refused.value.problems]


@pytest.mark.parametrize(
    ("hand", "says"),
    [
        ({"maker": 1, "won": 6}, "a hand has 5 tricks, not 6"),
        ({"maker": 5, "won": 3}, "there is no seat 5"),
        ({"won": 3}, "write the seat that made trump"),
        ({"maker": 1, "won": 3, "renege": 2}, "not both"),
        ({"maker": 1, "trump": "N", "won": 3}, "making.no_trump"),
        ({"maker": 1, "lone_defender": 2, "won": 3}, "alone.defender"),
    ],
)
def test_a_hand_the_rules_cannot_score_is_refused_with_its_field(
    hand: dict[str, object], says: str
) -> None:
    found = problems("euchre", hand)
    assert any(says in problem and "hand 1" in problem for problem in found), found


def test_a_lone_defender_on_the_makers_side_is_refused() -> None:
    found = problems("euchre-stick-the-dealer", {"maker": 1, "lone_defender": 3, "won": 2})
    assert any("on the makers' side" in problem for problem in found), found


def test_a_hand_after_the_match_ended_is_refused() -> None:
    with pytest.raises(SheetError) as refused:
        engine.score_sheet(library_euchre("euchre"), {"hands": [*GAME, {"maker": 1, "won": 3}]})
    assert "the match was over after hand 6" in str(refused.value)
