"""Round robin and Swiss for an individual game on the site: Hearts (four seats, lowest
wins) and cutthroat Spades for three; tables of the rules' size, sit-outs in turn for the
players beyond a table, no repeat meetings where avoidable, standings by players beaten."""

from collections import Counter
from itertools import combinations

from clubevents.models import EventFormat
from clubevents.services import finish_event, record_result, seat_round
from clubevents.standings import event_standings
from registry.services import verify_registry
from tests.events.event_helpers import library_ruleset, players, started_event


def seatings(event):  # type: ignore[no-untyped-def]
    return [r.seating for r in event.event_rounds.order_by("number")]


def repeats(tables, met):  # type: ignore[no-untyped-def]
    return sum(met[frozenset(pair)] for seats in tables for pair in combinations(seats, 2))


def fewest(playing, seats, met):  # type: ignore[no-untyped-def]
    """The fewest repeats of any seating of `playing` at tables of `seats` (by trying all)."""
    if not playing:
        return 0
    first, rest = playing[0], playing[1:]
    return min(
        repeats([(first, *others)], met) + fewest([p for p in rest if p not in others], seats, met)
        for others in combinations(rest, seats - 1)
    )


def play_round(event, number, cast):  # type: ignore[no-untyped-def]
    """Every table's scores: seat 1 lowest (wins at Hearts), seat 2 next, and so on."""
    seating = seatings(event)[number - 1]
    for table in seating["tables"]:
        scores = [10 * (seat + 1) for seat in range(len(table["seats"]))]
        record_result(event, round=number, table=table["number"], scores=scores,
                      actor=cast.editor)  # fmt: skip


def test_hearts_round_robin_of_ten(cast) -> None:  # type: ignore[no-untyped-def]
    hearts = library_ruleset(cast, "hearts", "hearts.yaml")
    names = players(10)
    event = started_event(cast, hearts, EventFormat.ROUND_ROBIN, names, rounds=3)
    for number in (1, 2, 3):
        if number > 1:
            seat_round(event, actor=cast.editor)
        play_round(event, number, cast)
    rounds = seatings(event)
    assert all(len(r["tables"]) == 2 and len(r["sitting_out"]) == 2 for r in rounds)
    assert all(len(t["seats"]) == 4 for r in rounds for t in r["tables"])
    sat_out = Counter(p for r in rounds for p in r["sitting_out"])
    assert max(sat_out.values()) == 1 and len(sat_out) == 6
    # Each round repeats as few meetings as any seating of its players could.
    met: Counter[frozenset[str]] = Counter()
    for seating in rounds:
        playing = [p for t in seating["tables"] for p in t["seats"]]
        assert repeats([t["seats"] for t in seating["tables"]], met) == fewest(playing, 4, met)
        met.update(frozenset(pair) for t in seating["tables"]
                   for pair in combinations(t["seats"], 2))  # fmt: skip
    lines = event_standings(event)
    assert {line["player"] for line in lines} == set(names)
    # Seat 1 of every table scored lowest and beat the three others: 3 points a game.
    assert lines[0]["total"] >= 3 and set(lines[0]) >= {"opposition", "score", "games"}
    finish_event(event, actor=cast.editor)
    assert verify_registry() == []


def test_cutthroat_swiss_of_seven(cast) -> None:  # type: ignore[no-untyped-def]
    cutthroat = library_ruleset(cast, "cutthroat", "cutthroat-3.yaml")
    names = players(7)
    event = started_event(cast, cutthroat, EventFormat.SWISS, names, rounds=2)
    first = seatings(event)[0]
    assert [t["seats"] for t in first["tables"]] == [names[0:3], names[3:6]]
    assert first["sitting_out"] == [names[6]]
    play_round(event, 1, cast)
    seat_round(event, actor=cast.editor)
    second = seatings(event)[1]
    # Spades: the highest score wins, so each table's seat 3 won; the winners meet at the
    # top table, and nobody sits out twice.
    assert set(second["tables"][0]["seats"]) >= {names[2], names[5]}
    assert second["sitting_out"] != [names[6]] and len(second["sitting_out"]) == 1
    # Three players met at each round-1 table and one of the six sits out: one pair must
    # meet again (two tables of three hold two of some round-1 table), and only one does.
    met = Counter(frozenset(pair) for r in (first, second) for t in r["tables"]
                  for pair in combinations(t["seats"], 2))  # fmt: skip
    assert sum(count - 1 for count in met.values()) == 1
