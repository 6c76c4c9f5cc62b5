"""A worked Omnibus Hearts match from a physical table's score sheet, scored exactly: seven
hands with a shot moon (hand 2), the J♦ under Omnibus in every hand, and the end of the
match (hand 7 takes seat 1 past 100; the lowest score, seat 2, wins).

Source: constructed from the rules on Pagat's Omnibus Hearts page
(https://www.pagat.com/reverse/omnibus.html: hearts 1 each, the Q♠ 13, the J♦ −10 to its
taker; the game ends when a player reaches 100 and the lowest score wins) and its Hearts page
(https://www.pagat.com/reverse/hearts.html: a player who takes all the hearts and the Q♠
scores nothing and every other player 26). Each hand's arithmetic is written beside it.
"""

from engine.core.sheet import SheetError
from engine.core.standing import EndReason, Outcome
from engine.games.hearts.sheet import score_hearts_sheet
from tests.engine.hearts.hearts_helpers import library_hearts

# (penalty points each seat took, the seat that took the J♦)
HANDS = [
    ([5, 13, 8, 0], 4),  # 5, 13, 8, 0 − 10 = −10
    ([0, 26, 0, 0], 2),  # seat 2 shoots the moon: 26 each to the others; seat 2: 0 − 10
    ([13, 4, 6, 3], 3),  # 13, 4, 6 − 10 = −4, 3
    ([20, 2, 4, 0], 1),  # 20 − 10 = 10, 2, 4, 0
    ([18, 0, 5, 3], 2),  # 18, 0 − 10 = −10, 5, 3
    ([13, 0, 0, 13], 4),  # 13, 0, 0, 13 − 10 = 3
    ([16, 3, 7, 0], 3),  # 16, 3, 7 − 10 = −3, 0
]
SHEET = {
    "format": "houserules-sheet/1",
    "hands": [{"points": points, "jack_of_diamonds": jack} for points, jack in HANDS],
}
RUNNING = [
    (5, 13, 8, -10),
    (31, 3, 34, 16),
    (44, 7, 30, 19),
    (54, 9, 34, 19),
    (72, -1, 39, 22),
    (85, -1, 39, 25),
    (101, 2, 36, 25),
]


def test_every_hand_scores_as_the_worked_example_says() -> None:
    result = score_hearts_sheet(library_hearts("omnibus-hearts"), SHEET)

    assert [hand.standing.scores for hand in result.hands] == RUNNING


def test_the_moon_hand_gives_26_to_the_others_and_the_jack_to_the_shooter() -> None:
    moon = score_hearts_sheet(library_hearts("omnibus-hearts"), SHEET).hands[1].score

    assert moon.points == (26, -10, 26, 26)
    assert moon.to_json()["shot"] == {"seat": 2, "kind": "moon", "scored": "others_add"}


def test_seat_1_reaching_101_ends_the_match_and_seat_2_wins_with_2() -> None:
    result = score_hearts_sheet(library_hearts("omnibus-hearts"), SHEET)

    assert result.outcome == Outcome((1,), EndReason.TARGET)
    assert result.to_json()["outcome"] == {"winners": [2], "reason": "target"}


def test_a_hand_after_the_end_is_refused() -> None:
    sheet = {"hands": [*SHEET["hands"], {"points": [0, 0, 26, 0], "jack_of_diamonds": 1}]}
    try:
        score_hearts_sheet(library_hearts("omnibus-hearts"), sheet)
    except SheetError as error:
        assert [(p.hand, p.field) for p in error.problems] == [(8, "hand")]
    else:
        raise AssertionError("a hand after the end of the match was scored")
