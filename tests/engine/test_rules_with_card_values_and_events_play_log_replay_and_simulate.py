"""A ruleset with card values and hand events plays whole matches, its log passes the log
schema and replays verified (the events are scored again from the recorded play), a
simulation counts it, and a score sheet asks only for what the events need: a Spades sheet
with events is scored from its bids and tricks; a Hearts sheet of points alone is refused
with what the events need (tricks, the cards each took)."""

import pytest

import engine
import rulesets
from engine.core.sheet_input import SheetError
from engine.log import validate_log
from engine.simulate import match_stats

HEARTS = """format: houserules/1
game: hearts
scoring:
  card_values:
    - {cards: hearts, points: face}
  events:
    - {when: took_no_trick, score: -5}
    - {when: took_cards, cards: JD, score: -10, absorbed_by_moon: true}
"""
SPADES = """format: houserules/1
game: spades
scoring:
  events:
    - {when: took_no_trick, score: -50}
    - {when: made_contract, at_least: 4, per: overtrick, score: -10}
"""
ROOK = """format: houserules/1
game: rook
scoring:
  card_values:
    - {cards: ROOK, points: 50}
  events:
    - {when: took_every_trick, score: 100}
    - {when: took_cards, cards: ROOK, score: 10}
    - {when: failed_contract, score: -1, per: bid}
"""


@pytest.mark.parametrize("source", [HEARTS, SPADES, ROOK], ids=["hearts", "spades", "rook"])
def test_a_match_plays_logs_replays_and_is_counted(source: str) -> None:
    rules = rulesets.load(source)
    players = ["heuristic", "random"] * 2
    record = engine.play_match(rules, players, seed=11)

    validate_log(record.log)
    assert str(engine.replay(rules, record.log)) == "verified"
    assert match_stats(record.log).hands == len(record.log["hands"])


def test_a_spades_sheet_with_events_is_scored_from_bids_and_tricks() -> None:
    rules = rulesets.load(SPADES)
    # Seats 1 and 3 bid 2 and 1 (contract 3) and take 9: 30 + 6 − 60 = −24; seats 2 and 4
    # bid 2 and 2 and take 4: 40.
    sheet = {"hands": [{"bids": ["2", "2", "1", "2"], "tricks": [5, 2, 4, 2]}]}
    log = engine.log_from_sheet(rules, sheet)

    assert [side["points"] for side in log["hands"][0]["score"]["sides"]] == [-24, 40]


def test_a_hearts_sheet_of_points_alone_is_told_what_the_events_need() -> None:
    rules = rulesets.load(HEARTS)
    sheet = {"hands": [{"points": [5, 13, 21, 78]}]}

    with pytest.raises(SheetError) as refused:
        engine.log_from_sheet(rules, sheet)
    message = str(refused.value)
    assert "hand 1, tricks: these rules score an event on the tricks each seat took" in message
    assert "hand 1, points: these rules score an event on the cards a seat took" in message


def test_a_hearts_sheet_with_the_tricks_and_cards_the_events_need_is_scored() -> None:
    rules = rulesets.load(HEARTS)
    hearts = [f"{rank}H" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10")]
    hearts += ["JH", "QH", "KH", "AH"]
    # Seat 1 took every heart (2 to 14 at face: 104), seat 2 the Q♠ (13) and the J♦ (−10),
    # seat 4 no trick (−5): 104, 3, 0, −5.
    sheet = {"hands": [{"cards": [hearts, ["QS", "JD"], [], []], "tricks": [6, 3, 4, 0]}]}
    log = engine.log_from_sheet(rules, sheet)

    assert [side["points"] for side in log["hands"][0]["score"]["sides"]] == [104, 3, 0, -5]
    assert str(engine.replay(rules, log)) == "verified"


def test_a_rook_sheet_scores_bid_events_and_refuses_events_on_tricks() -> None:
    rules = rulesets.load(ROOK)
    # Seat 1 bid 120 and its side took 110 (the Rook at 50 among them): −120, and −120 more.
    sheet = {"hands": [{"bidder": 1, "bid": 120, "points": [110, 60], "last_trick": 2}]}

    with pytest.raises(SheetError, match=r"hand 1, points: these rules score took_every_trick"):
        engine.log_from_sheet(rules, sheet)
    bids_only = rulesets.load(
        ROOK.split("    - {when: took_every")[0]
        + "    - {when: failed_contract, score: -1, per: bid}\n"
    )
    log = engine.log_from_sheet(bids_only, sheet)
    assert [side["points"] for side in log["hands"][0]["score"]["sides"]] == [-240, 60]
