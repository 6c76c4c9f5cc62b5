"""The score sheet names who leads, and words a match's result, by the game's way of winning,
which its rules family states (`RulesFamily.lowest_wins`): the highest score in Spades and
Rook, the lowest in Hearts, where a player at 42 leads one at 66."""

from __future__ import annotations

import rulesets
from clubsite.sheets import read_sheet
from engine.log import log_from_sheet
from registry.services.library import LIBRARY_DIR
from rulesets.families import rules_family

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def library(name: str) -> rulesets.Ruleset:
    return rulesets.load_file(LIBRARY_DIR / f"{name}.yaml")


def test_the_families_say_which_score_wins() -> None:
    assert rules_family("hearts").lowest_wins
    assert not rules_family("spades").lowest_wins and not rules_family("rook").lowest_wins


def test_in_hearts_the_lowest_total_leads() -> None:
    # Hearts (Pagat): each heart 1, the Q♠ 13; totals after two hands 13, 5, 13, 21.
    hands = [{"points": [0, 5, 13, 8]}, {"points": [13, 0, 0, 13]}]
    sheet = read_sheet(log_from_sheet(library("hearts"), {"hands": hands}, PLAYERS))
    assert sheet.totals == ["13", "5", "13", "21"]
    assert sheet.leading == "Ben leads (the lowest score wins)"


def test_in_spades_the_highest_total_leads() -> None:
    # Classic Spades: side 1 bids 7 and takes 9 (70 + 2 bags = 72), side 2 bids 5, is set (−50).
    hands = [{"bids": ["4", "3", "3", "2"], "tricks": [5, 2, 4, 2]}]
    sheet = read_sheet(log_from_sheet(library("classic"), {"hands": hands}, PLAYERS))
    assert sheet.totals == ["72", "−50"]
    assert sheet.leading == "Ann & Cat lead (the highest score wins)"


def test_a_moon_shooter_leads_and_tied_lowest_totals_share_the_lead() -> None:
    # Ann shoots the moon under others_add: 0 for her, 26 for each of the others.
    moon = {"hands": [{"points": [26, 0, 0, 0]}]}
    shot = read_sheet(log_from_sheet(library("hearts"), moon, PLAYERS))
    assert shot.totals == ["0", "26", "26", "26"]
    assert shot.leading == "Ann leads (the lowest score wins)"
    tied = {"hands": [{"points": [0, 0, 13, 13]}]}
    shared = read_sheet(log_from_sheet(library("hearts"), tied, PLAYERS))
    assert shared.leading == "Ann and Ben lead (the lowest score wins)"


def test_a_hearts_result_says_the_lowest_score_won() -> None:
    sheet = read_sheet(
        log_from_sheet(library("hearts"), {"hands": [{"points": [0, 5, 13, 8]}]}, PLAYERS)
    )
    won = sheet.result_text({"winners": [1], "reason": "target"})
    assert won == "Won by seat 1 (Ann): the lowest score when a player reached the end score."
    after = sheet.result_text({"winners": [2], "reason": "hands"})
    assert after == "Won by seat 2 (Ben): the lowest score after the last hand."
