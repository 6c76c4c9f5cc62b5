"""Progressive scoring: each player's total is their seat's score (their side's, in a
partnership) in each round they played; a player sitting out is credited the round's average
seat score, rounded down."""

from events.formats import Table
from events.formats.progressive import Round, progressive_totals


def test_totals_by_hand() -> None:
    round1 = Round(1, [Table(1, ("ann", "bob", "cat", "dan"))], ["eve"])
    round2 = Round(2, [Table(1, ("eve", "ann", "bob", "cat"))], ["dan"])
    scores = {(1, 1): [5, 3, 5, 3], (2, 1): [4, 8, 4, 8]}
    # Round 1: ann+cat 5, bob+dan 3; eve sits out: (5 + 3) // 2 = 4.
    # Round 2: eve+bob 4, ann+cat 8; dan sits out: (4 + 8) // 2 = 6.
    assert progressive_totals([round1, round2], scores) == {
        "ann": 5 + 8,
        "cat": 5 + 8,
        "bob": 3 + 4,
        "dan": 3 + 6,
        "eve": 4 + 4,
    }


def test_a_table_without_a_score_is_named() -> None:
    import pytest

    from events import EventError

    round1 = Round(1, [Table(1, ("ann", "bob", "cat", "dan")), Table(2, ("e", "f", "g", "h"))], [])
    with pytest.raises(EventError, match="round 1, table 2: this table has not entered its score"):
        progressive_totals([round1], {(1, 1): [1, 2, 1, 2]})
