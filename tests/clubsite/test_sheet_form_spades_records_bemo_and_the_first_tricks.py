"""The Spades sheet form writes down what the new scoring needs: a Bemo or moon bid, and
(under rules with a first-tricks bonus or Bemo) the side that won the first tricks and how
many in a row. Under other rules it does not ask for the first tricks."""

from typing import Any

import rulesets
from clubsite.sheet_forms.spades import HandForm

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]
BEMO = "format: houserules/1\ngame: spades\nbidding:\n  bemo: {allowed: any_hand}\n"


def form(source: str, **data: Any) -> HandForm:
    rules = rulesets.load(source)
    return HandForm.for_hand(data, players=PLAYERS, rules=rules, number=2)


SEATS = {
    "bid_1": 9, "mark_1": "bemo", "tricks_1": 6,
    "bid_2": 2, "mark_2": "", "tricks_2": 2,
    "mark_3": "none", "tricks_3": 4,
    "bid_4": 2, "mark_4": "", "tricks_4": 1,
}  # fmt: skip


def test_a_bemo_and_its_first_tricks_are_written_to_the_sheet_hand() -> None:
    filled = form(BEMO, **SEATS, first_side="1", first_run="9")
    assert filled.is_valid(), filled.errors
    assert filled.hand()["bids"] == ["bemo 9", "2", None, "2"]
    assert filled.hand()["first_tricks"] == {"side": 1, "tricks": 9}


def test_the_side_without_its_run_is_refused_at_the_field() -> None:
    filled = form(BEMO, **SEATS, first_side="1")
    assert not filled.is_valid() and "first_run" in filled.errors


def test_rules_without_bemo_or_the_bonus_do_not_ask_for_the_first_tricks() -> None:
    plain = form("format: houserules/1\ngame: spades\n")
    assert not plain.opening and "first_side" not in plain.fields


def test_a_moon_is_written_without_a_number() -> None:
    seats = {**SEATS, "mark_1": "moon", "bid_1": ""}
    filled = form(BEMO, **seats)
    assert filled.is_valid(), filled.errors
    assert filled.hand()["bids"][0] == "moon" and "first_tricks" not in filled.hand()
