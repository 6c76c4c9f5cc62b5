"""Individual Swiss: the next round's tables are filled from the top of the standings, each
with the next players in order whom its players have not met."""

from events.formats.individual import IndividualGame, individual_swiss


def test_round_two_puts_the_leaders_together_and_meets_nobody_again() -> None:
    players = [f"p{n}" for n in range(1, 10)]
    first = individual_swiss(players, 3, [], [])
    assert [t.seats for t in first.tables] == [("p1", "p2", "p3"), ("p4", "p5", "p6"),
                                               ("p7", "p8", "p9")]  # fmt: skip
    games = [
        IndividualGame(("p1", "p2", "p3"), (30, 20, 10)),
        IndividualGame(("p4", "p5", "p6"), (30, 20, 10)),
        IndividualGame(("p7", "p8", "p9"), (30, 20, 10)),
    ]
    second = individual_swiss(players, 3, [first], games)
    # The winners (2 points each) sit together, then the seconds, then the thirds: each
    # table meets nobody from round 1 again.
    assert [set(t.seats) for t in second.tables] == [
        {"p1", "p4", "p7"}, {"p2", "p5", "p8"}, {"p3", "p6", "p9"},
    ]  # fmt: skip


def test_lowest_wins_puts_the_lowest_scores_on_top() -> None:
    players = ["a", "b", "c", "d", "e", "f"]
    first = individual_swiss(players, 3, [], [])
    games = [IndividualGame(("a", "b", "c"), (5, 9, 1)), IndividualGame(("d", "e", "f"), (2, 8, 4))]
    second = individual_swiss(players, 3, [first], games, lowest_wins=True)
    # Hearts-like: c and d won their tables (lowest), a and f came second.
    assert set(second.tables[0].seats) <= {"c", "d", "a", "f"} and {"c", "d"} <= set(
        second.tables[0].seats
    )
