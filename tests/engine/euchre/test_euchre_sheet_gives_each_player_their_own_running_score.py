"""A Euchre sheet's result gives, per hand, each player's own running score (`players`, seat
1 first) beside the sides' standing, as each player's card of a progressive night keeps it:
in the library's progressive round (ohioeuchre: 8 hands, "a player's score for the round is
their side's", a march 2, a loner's march 4, a euchre 2) a player's score is their side's.
Three-handed, each player is a side of their own."""

import engine
from tests.engine.euchre.euchre_helpers import euchre_rules, library_euchre

ROUND = [
    {"maker": 1, "won": 3},  # side 1 (seats 1, 3) makes it: +1           (1, 0)
    {"maker": 2, "won": 5},  # side 2 (seats 2, 4) marches: +2            (1, 2)
    {"maker": 3, "alone": True, "won": 5},  # seat 3's loner marches: +4  (5, 2)
    {"maker": 4, "won": 1},  # side 2 euchred: side 1 +2                  (7, 2)
    {"maker": 1, "won": 4},  # side 1 makes it: +1                        (8, 2)
    {"maker": 2, "won": 3},  # side 2 makes it: +1                        (8, 3)
    {"maker": 3, "won": 2},  # side 1 euchred: side 2 +2                  (8, 5)
    {"maker": 4, "won": 5},  # side 2 marches: +2                         (8, 7)
]


def test_each_player_s_running_score_is_their_side_s_in_a_progressive_round() -> None:
    result = engine.score_sheet(library_euchre("euchre-progressive"), {"hands": ROUND})
    players = [hand["players"] for hand in result.to_json()["hands"]]
    assert players == [
        [1, 0, 1, 0], [1, 2, 1, 2], [5, 2, 5, 2], [7, 2, 7, 2],
        [8, 2, 8, 2], [8, 3, 8, 3], [8, 5, 8, 5], [8, 7, 8, 7],
    ]  # fmt: skip
    assert result.to_json()["standing"]["scores"] == [8, 7]
    assert result.outcome is not None and result.outcome.winners == (0,)


def test_a_sheet_log_keeps_the_sides_standing_only() -> None:
    log = engine.log_from_sheet(library_euchre("euchre-progressive"), {"hands": ROUND[:2]})
    assert "players" not in log["hands"][-1]
    assert log["hands"][-1]["standing"]["scores"] == [1, 2]


def test_three_handed_each_player_is_their_own_side() -> None:
    rules = euchre_rules(players={"count": 3, "teams": "singles"}, alone={"maker": False})
    # Seat 2 marches: +2; seat 3 is euchred: each defender +2 (the `euchred` case).
    result = engine.score_sheet(rules, {"hands": [{"maker": 2, "won": 5}, {"maker": 3, "won": 1}]})
    assert [hand["players"] for hand in result.to_json()["hands"]] == [[0, 2, 0], [2, 4, 0]]
