"""A season of two events: a league table and openskill ratings; verify_registry recomputes
them and reports 0 problems, then the tampered row when a stored result is changed behind the
service's back."""

from django.db import connection

from clubevents.models import EventFormat, Season
from clubevents.services import finish_event, record_result
from clubevents.standings import league_table, season_ratings
from registry.services import verify_registry
from tests.events.event_helpers import started_event

NAMES = ["ann", "bob", "cat", "dan"]


def one_night(cast, ruleset, slug, scores):  # type: ignore[no-untyped-def]
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1, slug=slug)
    record_result(event, round=1, table=1, scores=scores, actor=cast.editor)
    return finish_event(event, actor=cast.editor)


def test_season(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    season = Season.objects.create(club=cast.club, slug="winter", name="Winter league")
    # Round 1 of the rotation seats ann and dan (seats 1 and 3) against bob and cat.
    season.events.add(one_night(cast, ruleset, "first", [300, 100]))
    season.events.add(one_night(cast, ruleset, "second", [250, 200]))
    table = league_table(season)
    # Each night ann and dan share 1st: 2 players below and 1 tie = 2.5; bob and cat share
    # 3rd: 0 below and 1 tie = 0.5. Two nights: 5 and 1.
    assert [(row["player"], row["points"]) for row in table] == [
        ("ann", 5.0), ("dan", 5.0), ("bob", 1.0), ("cat", 1.0),
    ]  # fmt: skip
    rated = season_ratings(season)
    assert {r.player for r in rated[:2]} == {"ann", "dan"} and rated[0].games == 2
    assert verify_registry() == []

    with connection.cursor() as cursor:
        # As an intruder with database access would (rolled back with the test).
        on = " ON clubevents_eventresult" if connection.vendor == "postgresql" else ""
        cursor.execute(f"DROP TRIGGER clubevents_eventresult_refuse_update{on}")
        cursor.execute("UPDATE clubevents_eventresult SET scores = %s WHERE id = "
                       "(SELECT MIN(id) FROM clubevents_eventresult)",
                       ['[100, 300, 100, 300]'])  # fmt: skip
    problems = [str(p) for p in verify_registry()]
    assert any(
        "event result riverside/first round 1 table 1" in p
        and "differs from the one its audit event recorded" in p
        for p in problems
    )
    assert any(p.startswith("event riverside/first: its standings") for p in problems)
