"""The heuristic Euchre bots, as one partnership, against two random bots: a random side wins
about half the matches; measured, the heuristic side won 100 of 100 seeded matches of
euchre.yaml (each side in turn). The bound is generous and the matches are seeded."""

import engine
from tests.engine.euchre.euchre_helpers import library_euchre

MATCHES = 60


def test_the_heuristic_partnership_wins_at_least_80_percent_against_random() -> None:
    rules = library_euchre("euchre")
    wins = 0
    for seed in range(MATCHES):
        side = seed % 2
        players = ["heuristic" if seat % 2 == side else "random" for seat in range(4)]
        record = engine.play_match(rules, players, seed=seed)
        wins += record.outcome is not None and record.outcome.winners == (side,)

    assert wins >= 0.8 * MATCHES, f"the heuristic side won {wins} of {MATCHES}"
