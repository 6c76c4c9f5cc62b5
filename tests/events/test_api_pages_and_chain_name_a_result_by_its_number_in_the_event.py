"""A result is named by its number in its event, as the audit chain names it
(`event:{slug}/result:{id}`), never by the database's key: the API's `id` and `corrects`, a
table's `result`, a bracket game's result, the event page's correction and the chain's
restated standings all use that number; a correction names the result it corrects by it, and
a number taken from another event (its database key) is refused in words.

Each test first records results in another event, so this event's results have database
keys other than their numbers and a key that leaks shows."""

from __future__ import annotations

from typing import Any

from django.test import Client
from rest_framework.test import APIClient

from clubevents.brackets import record_bracket_game, start_bracket
from clubevents.models import Event, EventFormat, EventResult
from clubevents.services import (
    correct_result,
    finish_event,
    record_result,
)
from registry.models import AuditEvent, Ruleset
from registry.services import verify_registry
from tests.cast import Cast
from tests.events.event_helpers import FINALS, started_event, teams_event

BASE = "/api/v1/clubs/riverside/events/"
NAMES = [f"p{n}" for n in range(8)]
"""Eight players: two tables a round."""


def other_event_first(cast: Cast, ruleset: Ruleset) -> Event:
    """Another night whose results, a correction among them, take the first database keys."""
    other = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1, slug="before")
    record_result(other, round=1, table=1, scores=[100, 50], actor=cast.editor)
    second = record_result(other, round=1, table=2, scores=[60, 90], actor=cast.editor)
    correct_result(second, scores=[90, 60], reason="swapped", actor=cast.editor)
    return other


def night_of_two_tables(cast: Cast, ruleset: Ruleset) -> Event:
    """Thursday's one round, table 1's result (1) and table 2's (2) entered, after another
    night's results."""
    other_event_first(cast, ruleset)
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1)
    record_result(event, round=1, table=1, scores=[100, 60], actor=cast.editor)
    second = record_result(event, round=1, table=2, scores=[70, 80], actor=cast.editor)
    assert second.public_id == 2 and second.pk > 3  # so a leaked key shows
    return event


def editor(cast: Cast) -> APIClient:
    client = APIClient()
    client.force_authenticate(cast.editor)
    return client


def post(client: APIClient, path: str, body: dict[str, Any]) -> Any:
    return client.post(BASE + path, body, format="json")


def correction(table: int, corrects: int) -> dict[str, Any]:
    """The results endpoint's body correcting round 1's `table` by the result it names."""
    return {"round": 1, "table": table, "scores": [80, 70], "corrects": corrects,
            "reason": "sides swapped"}  # fmt: skip


def test_the_api_shows_and_corrects_results_by_their_number(cast: Cast, ruleset: Ruleset) -> None:
    night_of_two_tables(cast, ruleset)
    client = editor(cast)
    fixed = post(client, "thursday/results/", correction(2, 2))
    assert fixed.status_code == 201, fixed.content
    assert (fixed.json()["id"], fixed.json()["corrects"]) == (3, 2)
    stored = EventResult.objects.get(event__slug="thursday", public_id=3)
    assert stored.corrects == EventResult.objects.get(event__slug="thursday", public_id=2)
    listed = client.get(BASE + "thursday/results/").json()
    assert [(r["id"], r["table"], r["corrects"]) for r in listed] == [
        (1, 1, None), (2, 2, None), (3, 2, 2),
    ]  # fmt: skip
    assert client.get(BASE + "thursday/tables/1/2/").json()["result"] == 3
    corrections = AuditEvent.objects.filter(action="event.correct").order_by("sequence")
    assert corrections.last().object_ref == "event:thursday/result:3"  # type: ignore[union-attr]


def test_a_number_from_another_event_is_refused_in_words(cast: Cast, ruleset: Ruleset) -> None:
    night_of_two_tables(cast, ruleset)
    client = editor(cast)
    # The other night's correction of its table 2, and this night's table 2, by their keys.
    for key in (
        EventResult.objects.get(event__slug="before", public_id=3).pk,
        EventResult.objects.get(event__slug="thursday", public_id=2).pk,
    ):
        unknown = post(client, "thursday/results/", correction(2, key))
        assert unknown.status_code == 422
        assert unknown.json()["detail"] == (
            f"this event has no result {key} to correct; its results are 1 to 2 (a result's "
            "id is its number in the event, as its results list shows it)"
        )
    # Result 1 is table 1's: a number that names another table is refused, never applied.
    wrong_table = post(client, "thursday/results/", correction(2, 1))
    assert wrong_table.status_code == 422
    assert wrong_table.json()["detail"].startswith(
        "result 1 of this event is round 1, table 1, not round 1, table 2"
    )
    assert EventResult.objects.filter(event__slug="thursday").count() == 2


def test_the_event_page_corrects_a_result_by_its_number(cast: Cast, ruleset: Ruleset) -> None:
    night_of_two_tables(cast, ruleset)
    page = Client()
    page.force_login(cast.editor)
    url = "/clubs/riverside/events/thursday/"
    assert '<input type="hidden" name="result" value="2">' in page.get(url).content.decode()
    data = {"action": "correct", "result": "2", "score": ["80", "70"], "reason": "swapped"}
    answer = page.post(url, data, follow=True).content.decode()
    assert "Round 1, table 2: corrected; the old result is kept." in answer
    assert EventResult.objects.get(event__slug="thursday", public_id=3).corrects.public_id == 2


def test_a_bracket_games_result_is_its_number(cast: Cast, ruleset: Ruleset) -> None:
    other_event_first(cast, ruleset)
    event = teams_event(cast, ruleset, "finals", EventFormat.BRACKET, best_of=3)
    start_bracket(event, actor=cast.editor, seeds=list(FINALS))
    record_bracket_game(event, round=1, match=2, scores=[300, 100], actor=cast.editor)
    client = editor(cast)
    game = post(client, "finals/bracket/", {"round": 1, "match": 1, "scores": [300, 100]})
    assert game.status_code == 201, game.content
    assert game.json()["id"] == 2 and EventResult.objects.get(event=event, public_id=2).pk > 3
    semi_finals = client.get(BASE + "finals/bracket/").json()[0]["matches"]
    assert [m["results"] for m in semi_finals] == [[2], [1]]
    fixed = post(client, "finals/results/", correction(1, 2))
    assert fixed.status_code == 201, fixed.content
    assert (fixed.json()["id"], fixed.json()["corrects"]) == (3, 2)
    page = Client()
    page.force_login(cast.editor)
    html = page.get("/clubs/riverside/events/finals/").content.decode()
    assert '<option value="3">1</option>' in html and '<option value="1">1</option>' in html


def test_the_chain_restating_the_standings_names_the_result_by_its_number(
    cast: Cast, ruleset: Ruleset
) -> None:
    event = night_of_two_tables(cast, ruleset)
    finish_event(event, actor=cast.editor)
    correct_result(EventResult.objects.get(event=event, public_id=2), scores=[80, 70],
                   reason="sides swapped", actor=cast.owner)  # fmt: skip
    restated = AuditEvent.objects.get(action="event.restate")
    assert restated.details["result"] == 3
    assert verify_registry() == []
