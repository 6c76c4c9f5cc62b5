"""A bracket for the finals of a night: four teams seeded from a finished event's standings
(or by hand), best of 3; each match's winner goes through, the final placing is the
standings, verify_registry recomputes it and notices seeds changed behind the service."""

import pytest
from django.db import connection

from clubevents.brackets import bracket_view, record_bracket_game, start_bracket
from clubevents.models import EventFormat, EventResult
from clubevents.services import (
    finish_event,
    record_result,
    seat_round,
)
from clubevents.standings import event_standings
from events import EventError
from registry.services import verify_registry
from tests.events.event_helpers import FINALS, started_event, teams_event

PLAYERS = ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal"]
TEAMS = FINALS


def qualifier(cast, ruleset):  # type: ignore[no-untyped-def]
    """A finished progressive round at two tables."""
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, PLAYERS, rounds=1, slug="heats")
    record_result(event, round=1, table=1, scores=[400, 100], actor=cast.editor)
    record_result(event, round=1, table=2, scores=[300, 200], actor=cast.editor)
    return finish_event(event, actor=cast.editor)


def bracket_event(cast, ruleset, best_of=3):  # type: ignore[no-untyped-def]
    return teams_event(cast, ruleset, "finals", EventFormat.BRACKET, best_of=best_of)


def test_seeded_from_the_standings_played_to_a_final_placing(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    heats = qualifier(cast, ruleset)
    leaders = [line["player"] for line in event_standings(heats)]
    event = start_bracket(bracket_event(cast, ruleset), actor=cast.editor, from_event=heats)
    # Each team is seeded by its best-placed player in the heats.
    expected = list(dict.fromkeys(
        next(t for t, members in TEAMS.items() if p in members) for p in leaders
    ))  # fmt: skip
    assert event.seeds == expected
    s1, s2, s3, s4 = event.seeds

    semis = bracket_view(event)
    assert [r["name"] for r in semis] == ["Semi-finals", "Final"]
    assert [(m["first"], m["second"]) for m in semis[0]["matches"]] == [(s1, s4), (s2, s3)]
    assert semis[1]["matches"] == []

    with pytest.raises(EventError, match="bracket round 2, match 1: this match is not set yet"):
        record_bracket_game(event, round=2, match=1, scores=[300, 100], actor=cast.editor)
    with pytest.raises(EventError, match="round 1 of the bracket has matches 1 to 2"):
        record_bracket_game(event, round=1, match=3, scores=[300, 100], actor=cast.editor)
    with pytest.raises(EventError, match="a bracket game needs a winner"):
        record_bracket_game(event, round=1, match=1, scores=[200, 200], actor=cast.editor)

    # Semi-final 1: s1 wins 2-0; semi-final 2: s3 wins 2-1.
    for scores in ([300, 100], [250, 150]):
        record_bracket_game(event, round=1, match=1, scores=scores, actor=cast.editor)
    with pytest.raises(EventError, match=f"this match is decided: {s1} won it 2 games to 0"):
        record_bracket_game(event, round=1, match=1, scores=[300, 100], actor=cast.editor)
    for scores in ([100, 300], [300, 100], [120, 310]):
        record_bracket_game(event, round=1, match=2, scores=scores, actor=cast.editor)
    with pytest.raises(EventError, match="the bracket is still being played"):
        finish_event(event, actor=cast.editor)
    with pytest.raises(EventError, match="a bracket seats itself"):
        seat_round(event, actor=cast.editor)

    final = bracket_view(event)[1]["matches"][0]
    assert (final["first"], final["second"], final["winner"]) == (s1, s3, None)
    # The final: s3 beats s1 2-1.
    for scores in ([100, 300], [400, 0], [200, 330]):
        record_bracket_game(event, round=2, match=1, scores=scores, actor=cast.editor)
    finish_event(event, actor=cast.editor)
    # Placing: s3 won 4 games (2 + 2) 1st; s1 2 + 1 = 3 games 2nd; semi-final losers 3rd.
    assert [(line["place"], line["player"], line["total"]) for line in event_standings(event)] == [
        (1, s3, 4), (2, s1, 3), (3, s2, 1), (3, s4, 0),
    ]  # fmt: skip
    # Each game is a result row: the sides' players at their seats, one per game.
    game = EventResult.objects.filter(event=event, round=2).order_by("board").first()
    assert game is not None and game.board == 1
    assert sorted(game.seats) == sorted(TEAMS[s1] + TEAMS[s3])
    assert verify_registry() == []

    with connection.cursor() as cursor:
        cursor.execute("UPDATE clubevents_event SET seeds = %s WHERE slug = 'finals'",
                       [f'["{s4}", "{s2}", "{s3}", "{s1}"]'])  # fmt: skip
    problems = [str(p) for p in verify_registry()]
    assert any("event riverside/finals: its bracket's seeds differ" in p for p in problems)


def test_seeded_by_hand_with_byes_to_the_top_seeds(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    event = bracket_event(cast, ruleset, best_of=1)
    # Three teams (west did not come): the top seed has a bye to the final.
    event.participants.filter(team="west").update(checked_in=False)
    event = start_bracket(event, actor=cast.editor, seeds=["south", "east"])
    assert event.seeds == ["south", "east", "north"]
    first = bracket_view(event)[0]["matches"]
    assert [(m["first"], m["second"]) for m in first] == [("south", None), ("east", "north")]
    with pytest.raises(EventError, match="south has a bye in this round and plays no game"):
        record_bracket_game(event, round=1, match=1, scores=[300, 100], actor=cast.editor)


def test_seeds_that_are_not_entrants_are_refused_and_nothing_starts(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    event = bracket_event(cast, ruleset)
    with pytest.raises(EventError, match="zed is not a checked-in team or player"):
        start_bracket(event, actor=cast.editor, seeds=["north", "zed"])
    with pytest.raises(EventError, match="north is seeded twice"):
        start_bracket(event, actor=cast.editor, seeds=["north", "north"])
    event.refresh_from_db()
    assert event.status == "draft" and event.seeds == []


def test_best_of_an_even_number_is_refused(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EventError, match="best of an odd number of games .* not 4"):
        bracket_event(cast, ruleset, best_of=4)
