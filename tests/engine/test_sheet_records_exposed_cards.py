"""A Spades score sheet records the cards exposed face up during the play (`exposed`, under
`play.exposed_card: played_when_legal`, seed 001): they change no score, and the sheet and
its log keep them on the record, replayed as written. Under the default (`picked_up`) or for
a card that is no card of the pack, the hand is refused naming the field."""

from typing import Any

import pytest

from engine.log import log_from_sheet
from engine.replay import replay
from engine.sheet import SheetError, score_sheet
from tests.factories import spades_rules

FACE_UP = spades_rules(play={"exposed_card": "played_when_legal"})
HAND = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
EXPOSED = [{"seat": 2, "card": "KD"}]


def problems(rules: Any, hand: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(SheetError) as refused:
        score_sheet(rules, {"hands": [hand]})
    return [(p.field, p.message) for p in refused.value.problems]


def test_an_exposed_card_is_kept_on_the_sheet_and_changes_no_score() -> None:
    plain = score_sheet(FACE_UP, {"hands": [HAND]})
    written = score_sheet(FACE_UP, {"hands": [{**HAND, "exposed": EXPOSED}]})
    # Seats 1 and 3 bid 7 and take 7: 70; seats 2 and 4 bid 6 and take 6: 60.
    assert written.standing.scores == plain.standing.scores == (70, 60)
    assert written.to_json()["hands"][0]["exposed"] == EXPOSED


def test_the_sheets_log_carries_it_and_replays() -> None:
    sheet = {"hands": [{**HAND, "exposed": EXPOSED}]}
    log = log_from_sheet(FACE_UP, sheet, ["a", "b", "c", "d"])
    assert log["hands"][0]["exposed"] == EXPOSED
    assert replay(FACE_UP, log).verified


def test_under_picked_up_an_exposed_card_is_refused() -> None:
    assert [field for field, _ in problems(spades_rules(), {**HAND, "exposed": EXPOSED})] == [
        "exposed"
    ]


def test_a_card_not_in_the_pack_or_a_seat_off_the_table_is_refused() -> None:
    found = problems(
        FACE_UP, {**HAND, "exposed": [{"seat": 2, "card": "ZZ"}, {"seat": 7, "card": "KD"}]}
    )
    assert [field for field, _ in found] == ["exposed[1].card", "exposed[2].seat"]
