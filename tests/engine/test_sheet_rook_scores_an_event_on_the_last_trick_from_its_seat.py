"""A Rook score sheet judges an event on the last trick (`took_last_trick`) from the seat it
names as having taken it, asks for that seat when the rules score such an event, and still
refuses an event on the tricks each side took, which the sheet does not record."""

import pytest

import engine
import rulesets
from engine.core.sheet_input import SheetError
from tests.engine.bot_helpers import LIBRARY

ROOK = (LIBRARY / "rook.yaml").read_text()
"""Seed 004: 140 points in a hand, no last-trick bonus, discards out of play."""


def rook_with(event: str) -> rulesets.Ruleset:
    return rulesets.load(ROOK.replace("scoring:\n", f"scoring:\n  events:\n    - {event}\n", 1))


LAST_TRICK_20 = rook_with("{when: took_last_trick, score: 20}")


def test_the_side_of_the_seat_that_took_the_last_trick_scores_the_event() -> None:
    # Side 1 bid 80 and took 90: made, 90. Seat 2 (side 2) took the last trick: 50 + 20.
    hand = {"bidder": 1, "bid": 80, "points": [90, 50], "last_trick": 2}
    scored = engine.score_sheet(LAST_TRICK_20, {"hands": [hand]})
    assert scored.standing.scores == (90, 70)


def test_a_hand_without_the_last_trick_is_refused_at_the_last_trick() -> None:
    with pytest.raises(SheetError) as refused:
        engine.score_sheet(LAST_TRICK_20, {"hands": [{"bidder": 1, "bid": 80, "points": [90, 50]}]})
    [problem] = refused.value.problems
    assert problem.field == "last_trick"
    assert problem.message == (
        "these rules score an event on the last trick (scoring.events): write the seat that took it"
    )


def test_an_event_on_the_tricks_each_side_took_is_still_refused() -> None:
    rules = rook_with("{when: took_every_trick, score: 50}")
    hand = {"bidder": 1, "bid": 80, "points": [90, 50], "last_trick": 2}
    with pytest.raises(SheetError) as refused:
        engine.score_sheet(rules, {"hands": [hand]})
    assert "needs the tricks each side took" in refused.value.problems[0].message
