"""The score sheet the audit page shows is read from any engine log: card-level Spades and
Rook, and score sheets, with running totals equal to the log's standing."""

from __future__ import annotations

import pytest

import rulesets
from clubsite.sheets import card_text, read_sheet, seat_names
from engine.core.seats import seating
from engine.log import log_from_sheet
from engine.match import play_match
from registry.services.library import LIBRARY_DIR
from tests.factories import spades_rules


def library(name: str) -> rulesets.Ruleset:
    return rulesets.load_file(LIBRARY_DIR / f"{name}.yaml")


@pytest.mark.parametrize("name", ["classic", "cutthroat-3", "rook", "call-break"])
def test_totals_are_the_standing_after_the_last_hand(name: str) -> None:
    rules = library(name)
    log = play_match(rules, ["heuristic"] * seating(rules).count, 5).log
    sheet = read_sheet(log)
    final = log["hands"][-1]["standing"]["scores"]
    assert sheet.totals == [str(score).replace("-", "−") for score in final]
    assert len(sheet.hands) == len(log["hands"]) and sheet.has_play


def test_the_rook_declarer_side_shows_the_winning_bid() -> None:
    log = play_match(library("rook"), ["heuristic"] * 4, 3).log
    hand = next(raw for raw in log["hands"] if raw.get("score"))
    declarer_side = next(
        index
        for index, side in enumerate(hand["score"]["sides"])
        if hand["score"]["declarer"] in side["seats"]
    )
    line = read_sheet(log).hands[log["hands"].index(hand)]
    assert line.sides[declarer_side].bid == str(hand["score"]["bid"])


def test_a_score_sheet_log_names_nils_sets_and_reneges() -> None:
    sheet = {
        "hands": [
            {"bids": ["4", "nil", "3", "5"], "tricks": [5, 1, 4, 3],
             "reneges": [{"offender": 2, "claimant": 1, "trick": 7}]},
        ]
    }  # fmt: skip
    log = log_from_sheet(library("classic"), sheet, ["Ann", "Ben", "Cat", "Dan"])
    read = read_sheet(log)
    notes = " ".join(read.hands[0].notes)
    assert "Renege by seat 2 (Ben) in trick 7, called by seat 1 (Ann)" in notes
    assert [side.title for side in read.sides] == ["Side 1 (seats 1 & 3)", "Side 2 (seats 2 & 4)"]
    assert read.sides[1].players == ["Ben", "Dan"]
    assert read.result_text(None) == ""


def test_a_score_sheet_log_names_the_cards_exposed_face_up() -> None:
    rules = spades_rules(play={"exposed_card": "played_when_legal"})
    hand = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
    sheet = {"hands": [{**hand, "exposed": [{"seat": 2, "card": "KD"}]}]}
    log = log_from_sheet(rules, sheet, ["Ann", "Ben", "Cat", "Dan"])
    assert "Seat 2 (Ben) exposed the KD face up." in read_sheet(log).hands[0].notes


def test_cards_and_seats_read_as_players_say_them() -> None:
    assert [card_text(c) for c in ("QS", "10H", "2D", "AC", "BJ", "LJ", "ROOK", "14R")] == [
        "Q♠", "10♥", "2♦", "A♣", "BJ", "LJ", "ROOK", "14R",
    ]  # fmt: skip
    assert seat_names([{"player": "Ann"}, {"user": "bob"}, {"bot": "random"}]) == [
        "Ann", "bob", "random",
    ]  # fmt: skip
