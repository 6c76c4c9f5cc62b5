"""A bundle whose event records are malformed, or name a version, match, event, result or
player the bundle does not hold, is refused at that record's line in words, and nothing of
it is stored."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from django.db import transaction

from clubevents.models import Event, EventResult, Season
from registry.errors import BundleError
from registry.models import Club
from registry.services import import_club
from tests.cast import Cast
from tests.events.event_helpers import events_history
from tests.registry.test_registry_bundles import bundle

Edit = Callable[[dict[str, object]], None]


def _set(field: str, value: object) -> Edit:
    return lambda record: record.__setitem__(field, value)


def _drop(field: str) -> Edit:
    return lambda record: record.__delitem__(field)


def _seating(value: object) -> Edit:
    return lambda record: record.__setitem__("seating", value)


UNKNOWN_MATCH = "00000000-0000-4000-8000-000000000000"

HOSTILE: dict[str, tuple[str, Edit, str]] = {
    "an event on a ruleset not in the bundle": (
        "event", _set("ruleset", "nope"), "ruleset nope is not in the bundle"),
    "an event pinned to a version not in the bundle": (
        "event", _set("version", 99), "version night@99 is not in the bundle"),
    "an event whose slug no URL can hold": ("event", _set("slug", "bad slug"), "event slug"),
    "an event of an unknown status": ("event", _set("status", "exploded"), "malformed event"),
    "an event whose player is checked in as a string": (
        "event", lambda r: r["participants"][0].__setitem__("checked_in", "yes"),  # type: ignore[index]
        "checked_in is not true or false"),
    "an event whose extra credit its game cannot give": (
        "event", _set("credit", {"loner_made": 1}), "records no hand facts a night can credit"),
    "a round of an event not in the bundle": (
        "event_round", _set("event", "nope"), "event nope is not in the bundle"),
    "a seating whose tables are a string": (
        "event_round", _seating({"tables": "x"}), "its seating's tables"),
    "a seating of someone not taking part": (
        "event_round", _seating({"tables": [{"number": 1, "seats": ["ann", "bob", "cat", "zed"]}]}),
        "seats zed, who does not take part"),
    "a result of a match not in the bundle": (
        "event_result", _set("match", UNKNOWN_MATCH), f"match {UNKNOWN_MATCH} is not in the"),
    "a result whose scores are words": (
        "event_result", _set("scores", ["a", "b", "c", "d"]), "not a list of whole numbers"),
    "a result of a table its round does not have": (
        "event_result", _set("table", 7), "round 1 has no table 7"),
    "a result without its scores": ("event_result", _drop("scores"), "malformed event_result"),
    "a correction of a result not before it": (
        "event_result", _set("corrects", 9), "corrects result 9, not before it"),
    "a live table's record": (
        "event_table", _set("kind", "live"), "only a score sheet's table is carried"),
    "a sheet of a match not in the bundle": (
        "event_table", _set("match", UNKNOWN_MATCH), f"match {UNKNOWN_MATCH} is not in the"),
    "a season of an event not in the bundle": (
        "season", _set("events", ["nope"]), "event nope is not in the bundle"),
}  # fmt: skip


@pytest.fixture
def exported(cast: Cast) -> list[str]:
    savepoint = transaction.savepoint()
    events_history(cast)
    lines = bundle(cast.club)
    transaction.savepoint_rollback(savepoint)
    return lines


def _edited(lines: list[str], kind: str, edit: Edit, nth: int) -> tuple[list[str], int]:
    numbers = [n for n, line in enumerate(lines, 1) if f'"record":"{kind}"' in line]
    number = numbers[nth]
    record = json.loads(lines[number - 1])
    edit(record)
    lines[number - 1] = json.dumps(record) + "\n"
    return lines, number


def _stored() -> tuple[int, ...]:
    models = (Club, Event, EventResult, Season)
    return tuple(model.objects.count() for model in models)  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_event_record_is_refused_at_its_line_and_nothing_is_stored(
    exported: list[str], name: str
) -> None:
    kind, edit, complaint = HOSTILE[name]
    # The second result is thursday's correction; the others' first record will do.
    nth = 1 if "correction" in name else 0
    lines, number = _edited(exported, kind, edit, nth)
    before = _stored()
    with pytest.raises(BundleError) as refused:
        import_club(lines, slug="moved")
    assert refused.value.line == number, str(refused.value)
    assert complaint in str(refused.value)
    assert _stored() == before
