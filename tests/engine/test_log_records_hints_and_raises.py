"""A match log records the hints of `bidding.partnership: hint` and the raise round's raises
under each hand's `hints` and `raises`, and replay re-derives and checks them. A log of rules
without either option has neither field, as before."""

import copy

from engine.log import validate_log
from engine.match import play_match
from engine.replay import replay
from tests.factories import spades_rules

RULES = spades_rules(bidding={"partnership": "hint", "raise_round": True})


def test_hints_and_raises_are_written_and_verified() -> None:
    log = play_match(RULES, ["heuristic"] * 4, seed=3).log
    validate_log(log)
    hand = log["hands"][0]
    assert len(hand["hints"]) == len(hand["raises"]) == 4
    assert sum(hint is not None for hint in hand["hints"]) == 2  # one hint per side
    assert replay(RULES, log).verified


def test_a_forged_hint_or_raise_is_a_discrepancy() -> None:
    log = play_match(RULES, ["heuristic"] * 4, seed=3).log
    for field in ("hints", "raises"):
        forged = copy.deepcopy(log)
        values = forged["hands"][0][field]
        seat = next(index for index, value in enumerate(values) if value is not None)
        values[seat] += 1
        found = replay(RULES, forged).discrepancy
        assert found is not None and found.hand == 1 and found.field.startswith(field)


def test_a_log_without_the_options_has_neither_field() -> None:
    log = play_match(spades_rules(), ["heuristic"] * 4, seed=3).log
    assert not any("hints" in hand or "raises" in hand for hand in log["hands"])
