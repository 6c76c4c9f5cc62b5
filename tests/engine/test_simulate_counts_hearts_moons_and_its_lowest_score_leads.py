"""Hearts has figures of its own in a simulation (its family's `figures`): moons and suns
shot per hand. And in Hearts the lowest score wins (rulesets/hearts/model.py,
`HeartsMatchEnd`), so the side leading after hand 5 is the one with the LOWEST score: a
leader read as the highest score would call the Hearts leader's win a comeback."""

from typing import Any

from engine.simulate import match_stats, simulate, summarize
from tests.engine.bot_helpers import library


def hearts_hand(scores: list[int], shot: str | None = None) -> dict[str, Any]:
    sides = [{"side": seat + 1, "seats": [seat + 1], "taken": 0, "points": 0} for seat in range(4)]
    moon = {"seat": 1, "kind": shot, "scored": "others_add"} if shot else None
    score = {"sides": sides, "forfeits": [], "doubled": None, "shot": moon}
    return {"score": score, "standing": {"scores": scores}}


def test_moons_and_suns_are_counted_per_hand() -> None:
    hands = [hearts_hand([0] * 4, "moon"), hearts_hand([0] * 4), hearts_hand([0] * 4, "sun")]
    stats = match_stats({"game": "hearts", "hands": hands})
    assert (stats.counts["moons"], stats.counts["suns"], stats.hands) == (1, 1, 3)
    summary = summarize("h", "hearts", [stats])
    assert summary.figures["moon shot (of hands)"][:2] == (1, 3)


def test_the_lowest_score_after_hand_five_leads_a_hearts_match() -> None:
    hands = [hearts_hand([10, 40, 30, 20]) for _ in range(6)]
    log = {"game": "hearts", "hands": hands}
    assert match_stats({**log, "result": {"winners": [1], "reason": "target"}}).leader_won is True
    assert match_stats({**log, "result": {"winners": [2], "reason": "target"}}).leader_won is False


def test_a_hearts_simulation_reports_its_moons() -> None:
    report = simulate(library("hearts"), None, 3, 1, 0)
    labels = [label for label, _ in report.rows()]
    assert "moon shot (of hands)" in labels and "sun shot (of hands)" in labels
    assert "nil success rate" not in labels
