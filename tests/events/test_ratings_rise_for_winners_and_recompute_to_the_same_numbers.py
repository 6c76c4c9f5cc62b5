"""openskill Plackett-Luce ratings: winners rise, losers fall, for partnerships and for an
individual finishing order, and recomputing gives the same numbers."""

from events.ratings import RatedGame, ratings

GAMES = [
    RatedGame((("ann", "cat"), ("bob", "dan")), (250, 120)),
    RatedGame((("ann", "bob"), ("cat", "dan")), (300, 80)),
    RatedGame((("ann",), ("bob",), ("cat",), ("dan",)), (20, 9, 13, 5)),
]


def test_winners_rise_and_recompute_is_stable() -> None:
    first = ratings(GAMES)
    assert first == ratings(GAMES)
    by = {r.player: r for r in first}
    assert by["ann"].mu > 25 > by["dan"].mu
    assert by["ann"].games == 3
    assert first[0].player == "ann"


def test_hearts_lowest_wins_turns_the_order() -> None:
    sides, scores = (("a",), ("b",), ("c",), ("d",)), (0, 26, 10, 12)
    assert ratings([RatedGame(sides, scores, lowest_wins=True)])[0].player == "a"
    assert ratings([RatedGame(sides, scores)])[0].player == "b"
