"""Duplicate events of 3 boards at 3 tables: partnership Spades (the same tables play board
1, 2, 3) and Hearts (individual, lowest wins), matchpoints counted by hand."""

from clubevents.models import EventFormat
from clubevents.services import duplicate_boards, record_result, seat_round
from clubevents.standings import event_standings
from tests.events.event_helpers import library_ruleset, started_event

NAMES = [f"p{n:02}" for n in range(1, 13)]


def play(event, cast, scores) -> None:  # type: ignore[no-untyped-def]
    for board in (1, 2, 3):
        for table, entered in enumerate(scores[board], start=1):
            record_result(event, round=board, table=table, board=board, scores=list(entered),
                          actor=cast.editor)  # fmt: skip
        if board < 3:
            seat_round(event, actor=cast.editor)


def test_partnership_spades(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "dup", "classic.yaml")
    event = started_event(cast, ruleset, EventFormat.DUPLICATE, NAMES, seed=99)
    assert [b.dealer for b in duplicate_boards(event)] == [0, 1, 2]
    play(event, cast, {
        1: [(60, 40), (50, 50), (60, 40)],  # NS results +20, 0, +20
        2: [(-100, 80), (70, 30), (30, 70)],  # -180, +40, -40
        3: [(90, 20), (90, 20), (20, 90)],  # +70, +70, -70
    })  # fmt: skip
    lines = {line["player"]: line for line in event_standings(event)}
    # Table 1 NS (p01, p03): 1.5 + 0 + 1.5 = 3 of 6; table 2 NS (p05, p07): 0 + 2 + 1.5 = 3.5;
    # table 3 NS (p09, p11): 1.5 + 1 + 0 = 2.5. EW pairs have 6 minus their opponents'.
    assert [lines[p]["total"] for p in ("p01", "p03", "p05", "p09")] == [3.0, 3.0, 3.5, 2.5]
    assert [lines[p]["total"] for p in ("p02", "p06", "p10")] == [3.0, 2.5, 3.5]
    assert lines["p01"]["cumulative"] == 20 - 180 + 70
    assert lines["p06"]["percentage"] == round(100 * 2.5 / 6, 2)


def test_individual_hearts_lowest_wins(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "dup-hearts", "hearts.yaml")
    event = started_event(cast, ruleset, EventFormat.DUPLICATE, NAMES, seed=5)
    play(event, cast, {
        1: [(0, 13, 5, 8), (3, 10, 5, 8), (26, 0, 0, 0)],
        2: [(4, 4, 4, 14), (4, 4, 4, 14), (4, 4, 4, 14)],
        3: [(10, 6, 5, 5), (6, 10, 5, 5), (8, 8, 5, 5)],
    })  # fmt: skip
    lines = {line["player"]: line for line in event_standings(event)}
    # Seat 1 on board 1: results (others' average minus own) 26/3, 14/3, -26: p01 beats both
    # (2), p05 beats table 3 (1), p09 none (0). Board 2: equal everywhere, ½ + ½ each.
    # Board 3: seat 1 results 16/3 - 10 = -14/3, 20/3 - 6 = 2/3, 6 - 8 = -2: p05 2, p09 1, p01 0.
    assert lines["p01"]["total"] == 2 + 1 + 0
    assert lines["p05"]["total"] == 1 + 1 + 2
    assert lines["p09"]["total"] == 0 + 1 + 1
