"""The heuristic Oh Hell bot makes its bid far more often than a random player, and wins more
matches against random players than its share."""

import rulesets
from engine.match import play_match


def test_heuristic_makes_more_bids_and_wins_more_than_random() -> None:
    rules = rulesets.library("oh-hell")
    made = {"heuristic": 0, "random": 0}
    bids = {"heuristic": 0, "random": 0}
    wins = 0
    matches = 8
    for seed in range(matches):
        players = ["heuristic", "random", "random", "random"]
        record = play_match(rules, players, seed)
        wins += 0 in record.outcome.winners
        for hand in record.log["hands"]:
            for seat, side in enumerate(hand["score"]["sides"]):
                name = players[seat]
                bids[name] += 1
                made[name] += side["made"]
    heuristic = made["heuristic"] / bids["heuristic"]
    random = made["random"] / bids["random"]
    assert heuristic > random + 0.15, (heuristic, random)
    assert wins > matches // 2
