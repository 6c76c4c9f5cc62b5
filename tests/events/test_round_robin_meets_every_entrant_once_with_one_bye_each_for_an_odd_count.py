"""Round robin: every pair of entrants meets exactly once; with an odd count each entrant has
exactly one bye."""

from collections import Counter
from itertools import combinations

import pytest

from events import EventError
from events.formats.round_robin import round_robin


@pytest.mark.parametrize("count", [2, 4, 5, 6, 7])
def test_every_pair_meets_once(count: int) -> None:
    teams = [f"team {n}" for n in range(1, count + 1)]
    rounds = round_robin(teams)
    met = [frozenset(m) for r in rounds for m in r.matches]
    assert sorted(met, key=sorted) == sorted(map(frozenset, combinations(teams, 2)), key=sorted)
    byes = Counter(b for r in rounds for b in r.byes)
    assert byes == (Counter(teams) if count % 2 else Counter())
    for r in rounds:
        playing = [t for m in r.matches for t in m] + list(r.byes)
        assert sorted(playing) == sorted(teams)


def test_one_entrant_is_refused() -> None:
    with pytest.raises(EventError, match="needs at least 2 entrants; there are 1"):
        round_robin(["team 1"])
