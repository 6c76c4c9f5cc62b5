"""Starting an event says which rules it now plays in the club's words, the ruleset's title
and the version number, as the event page does, not the registry's reference
(`riverside/night@1`)."""

from django.test import Client

from clubevents.models import Event
from clubevents.services import add_participant, check_in
from tests.events.event_helpers import library_ruleset

TEAMS = {"Aces": ["ann", "bob"], "Kings": ["cat", "dan"]}


def start(cast, event_format: str, **data: str) -> str:  # type: ignore[no-untyped-def]
    library_ruleset(cast, "night", "classic.yaml")
    client = Client()
    client.force_login(cast.editor)
    client.post(
        "/clubs/riverside/events/",
        {"name": "Thursday", "slug": "thursday", "date": "2026-12-10", "ruleset": "night",
         "format": event_format, "rounds": "1", "hands_per_round": "8", "best_of": "1"},
    )  # fmt: skip
    event = Event.objects.get(slug="thursday")
    for team, names in TEAMS.items():
        for name in names:
            add_participant(event, name, team=team)
    check_in(event, [name for names in TEAMS.values() for name in names])
    response = client.post("/clubs/riverside/events/thursday/", data, follow=True)
    assert response.status_code == 200
    return response.content.decode()


def test_a_progressive_night_says_it_plays_the_rulesets_title_and_version(cast) -> None:  # type: ignore[no-untyped-def]
    page = start(cast, "progressive", action="start")
    assert "The event plays night, version 1 from now on; round 1 is seated." in page
    assert "riverside/night@1" not in page


def test_a_bracket_says_it_plays_the_rulesets_title_and_version(cast) -> None:  # type: ignore[no-untyped-def]
    page = start(cast, "bracket", action="seed", seeds="Aces\nKings")
    assert "The event plays night, version 1 from now on; the bracket is seeded: Aces, Kings." in (
        page
    )
    assert "riverside/night@1" not in page
