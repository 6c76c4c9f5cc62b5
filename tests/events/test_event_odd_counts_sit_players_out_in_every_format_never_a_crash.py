"""Odd counts: 17 players at a progressive night, 9 at a duplicate, 5 teams in a round robin:
players or teams sit out, and the sit-outs rotate, never a crash."""

from clubevents.models import EventFormat
from tests.events.event_helpers import library_ruleset, started_event


def test_seventeen_at_a_progressive_night(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "prog", "classic.yaml")
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, [f"p{n}" for n in range(17)])
    seating = event.event_rounds.get(number=1).seating
    assert len(seating["tables"]) == 4 and len(seating["sitting_out"]) == 1


def test_nine_at_a_duplicate(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "dup", "hearts.yaml")
    event = started_event(cast, ruleset, EventFormat.DUPLICATE, [f"p{n}" for n in range(9)])
    seating = event.event_rounds.get(number=1).seating
    assert len(seating["tables"]) == 2 and seating["sitting_out"] == ["p8"]


def test_five_teams_in_a_round_robin(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "rr", "classic.yaml")
    names = [f"p{n}" for n in range(10)]
    teams = [f"team {n // 2 + 1}" for n in range(10)]
    event = started_event(cast, ruleset, EventFormat.ROUND_ROBIN, names, teams=teams)
    seating = event.event_rounds.get(number=1).seating
    assert len(seating["tables"]) == 2 and len(seating["sitting_out"]) == 2
    table = seating["tables"][0]["seats"]
    assert teams[names.index(table[0])] == teams[names.index(table[2])]  # partners sit opposite
