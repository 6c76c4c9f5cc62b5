"""A bracket's final placing: the final's winner 1st and loser 2nd, both semi-final losers
3rd, the quarter-final losers 5th; entrants still playing share the best place left."""

from events.formats.bracket import bracket_placings


def places(seeds, games, best_of=1):  # type: ignore[no-untyped-def]
    return [(p.place, p.entrant, p.games_won, p.still_in) for p in
            bracket_placings(seeds, games, best_of)]  # fmt: skip


def test_six_entrants_best_of_one() -> None:
    seeds = ["s1", "s2", "s3", "s4", "s5", "s6"]
    # Round 1: s1 and s2 have byes; s5 beats s4 (match 2), s3 beats s6 (match 4).
    games = {(1, 2): ["s5"], (1, 4): ["s3"]}
    assert places(seeds, games) == [
        (1, "s1", 0, True), (1, "s2", 0, True), (1, "s3", 1, True), (1, "s5", 1, True),
        (5, "s4", 0, False), (5, "s6", 0, False),
    ]  # fmt: skip
    # Semi-finals: s1 against s5, s2 against s3; then the final s1 against s3.
    games |= {(2, 1): ["s1"], (2, 2): ["s3"], (3, 1): ["s3"]}
    assert places(seeds, games) == [
        (1, "s3", 3, False), (2, "s1", 1, False), (3, "s2", 0, False), (3, "s5", 1, False),
        (5, "s4", 0, False), (5, "s6", 0, False),
    ]  # fmt: skip


def test_games_won_count_every_game_of_a_best_of_three() -> None:
    result = places(["a", "b"], {(1, 1): ["a", "b", "b"]}, best_of=3)
    assert result == [(1, "b", 2, False), (2, "a", 1, False)]
