"""Every game's scorer reads a sheet through the format's models (engine.formats.sheet), the
same models the committed JSON Schema is generated from: what the schema refuses, the scorer
refuses, at the same place, with one `Problem` per place whose `code` says the kind."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

import rulesets
from engine.formats.sheet import SHEET_SCHEMA_PATH
from engine.games.hearts.sheet import score_hearts_sheet
from engine.sheet import SheetError, score_sheet
from tests.engine.hearts.hearts_helpers import library_hearts
from tests.engine.rook_helpers import rook_rules

LIBRARY = Path(rulesets.__file__).parent / "library"
SPADES_HAND = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
ROOK_HAND = {"bidder": 1, "bid": 90, "points": [90, 50]}


def refused(rules: object, sheet: dict[str, object]) -> list[tuple[int | None, str, str]]:
    with pytest.raises(SheetError) as raised:
        score_sheet(rules, sheet)  # type: ignore[call-overload]
    return [(problem.hand, problem.field, problem.code) for problem in raised.value.problems]


def schema_refuses(sheet: dict[str, object]) -> bool:
    validator = jsonschema.Draft202012Validator(json.loads(SHEET_SCHEMA_PATH.read_text()))
    return not validator.is_valid(sheet)


@pytest.mark.parametrize(
    ("sheet", "where"),
    [
        # Notes are text: the hand parsing never looked at them.
        ({"hands": [SPADES_HAND], "notes": 5}, (None, "notes", "type")),
        ({"hands": [{**SPADES_HAND, "reneges": [{"offender": 2}]}]},
         (1, "reneges[1].claimant", "required")),
        ({"hands": [{**SPADES_HAND, "bids": ["4", "3", True, "3"]}]}, (1, "bids[3]", "type")),
        ({"hands": [{**SPADES_HAND, "tricks_won": 1}]}, (1, "tricks_won", "unknown-key")),
    ],
)  # fmt: skip
def test_a_spades_sheet_the_schema_refuses_is_refused_at_the_same_place(
    sheet: dict[str, object], where: tuple[int | None, str, str]
) -> None:
    assert schema_refuses(sheet)
    assert refused(rulesets.load_file(LIBRARY / "classic.yaml"), sheet) == [where]


@pytest.mark.parametrize(
    ("sheet", "where"),
    [
        ({"hands": [ROOK_HAND], "notes": ["Friday"]}, (None, "notes", "type")),
        ({"hands": [{"bid": 90, "points": [90, 50]}]}, (1, "bidder", "required")),
        ({"hands": [{**ROOK_HAND, "trump": 3}]}, (1, "trump", "type")),
        ({"hands": [{**ROOK_HAND, "reneges": [{"offender": 2, "claimant": 1, "trick": -1}]}]},
         (1, "reneges[1].trick", "type")),
    ],
)  # fmt: skip
def test_a_rook_sheet_the_schema_refuses_is_refused_at_the_same_place(
    sheet: dict[str, object], where: tuple[int | None, str, str]
) -> None:
    assert schema_refuses(sheet)
    assert refused(rook_rules("reneges: {enforcement: honour}\n"), sheet) == [where]


def test_a_rook_trump_that_is_not_text_is_worded_as_the_pack_says() -> None:
    with pytest.raises(SheetError) as raised:
        score_sheet(rook_rules(), {"hands": [{**ROOK_HAND, "trump": 3}]})
    assert str(raised.value.problems[0]).startswith("hand 1, trump: 3 is not a suit of this pack")


def test_a_hearts_sheet_may_leave_its_notes_null_as_the_format_says() -> None:
    sheet = {"notes": None, "hands": [{"points": [0, 5, 13, 8]}]}
    assert score_hearts_sheet(library_hearts("hearts"), sheet).standing.scores == (0, 5, 13, 8)


def test_an_unknown_field_of_a_hearts_hand_names_the_fields_it_may_have() -> None:
    with pytest.raises(SheetError) as raised:
        score_hearts_sheet(
            library_hearts("hearts"), {"hands": [{"points": [26, 0, 0, 0], "pts": 1}]}
        )
    [problem] = raised.value.problems
    assert (problem.hand, problem.field, problem.code) == (1, "pts", "unknown-key")
    assert problem.message == (
        "unknown field (expected dealer, points, cards, jack_of_diamonds, ten_of_hearts, sun,"
        " moon_choice, tricks, last_trick)"
    )


def test_the_committed_schema_takes_a_hearts_sheet_as_the_scorer_does() -> None:
    sheet = {
        "hands": [
            {"points": [5, 13, 8, 0], "jack_of_diamonds": 4},
            {"cards": [["QS", "2H"], ["3H", "4H", "5H", "6H", "7H", "8H", "9H"],
                       ["10H", "JH", "QH", "JD"], ["KH", "AH"]]},
        ]
    }  # fmt: skip
    assert score_hearts_sheet(library_hearts("omnibus-hearts"), sheet).standing.scores
    assert not schema_refuses(sheet)
    assert schema_refuses({"hands": [{"points": [26, 0, 0, 0], "moon": "others_add"}]})
