"""Swiss tie-breaks, in the stated order: points, Buchholz (sum of opponents' points), score
difference, name. Hearts-style lowest-wins turns the score's sign."""

from events.formats.swiss import MatchResult, swiss_standings


def test_tie_breaks_by_hand() -> None:
    results = [
        MatchResult("A", "B", 200, 100),  # A +100
        MatchResult("C", "D", 150, 100),  # C +50
        MatchResult("A", "C", 100, 110),  # C +10
        MatchResult("B", "D", 300, 100),  # B +200
    ]
    rows = swiss_standings(["A", "B", "C", "D"], results)
    # Points: C 2, A 1, B 1, D 0. Buchholz: A = B 1 + C 2 = 3; B = A 1 + D 0 = 1; C = D 0 + A 1 = 1.
    assert [(r.entrant, r.points, r.buchholz) for r in rows] == [
        ("C", 2.0, 1.0),
        ("A", 1.0, 3.0),
        ("B", 1.0, 1.0),
        ("D", 0.0, 3.0),
    ]
    # Difference: A +100 - 10 = 90; B -100 + 200 = 100.
    assert [r.difference for r in rows] == [60, 90, 100, -250]


def test_equal_buchholz_falls_to_difference_and_lowest_wins_turns_the_sign() -> None:
    results = [MatchResult("A", "B", 40, 60), MatchResult("C", "D", 50, 55)]
    rows = swiss_standings(["A", "B", "C", "D"], results, lowest_wins=True)
    # Lowest wins: A beats B by 20, C beats D by 5; both 1 point, Buchholz 0.
    assert [r.entrant for r in rows] == ["A", "C", "D", "B"]
