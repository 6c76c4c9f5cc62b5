"""The extra credit of a progressive night is set at the event's creation, on the page (each
fact with its points) and in the API (`credit`); a credit the game cannot give is refused in
the director's words, on the page and as a problem document, and no event is created."""

from django.test import Client
from rest_framework.test import APIClient

from clubevents.models import Event
from tests.events.event_helpers import library_ruleset

PAGE = "/clubs/riverside/events/"
API = "/api/v1/clubs/riverside/events/"
NIGHT = {"name": "Thursday", "slug": "thursday", "date": "2026-12-10", "format": "progressive",
         "rounds": "1"}  # fmt: skip


def test_the_page(cast) -> None:  # type: ignore[no-untyped-def]
    library_ruleset(cast, "euchre", "euchre-progressive.yaml")
    library_ruleset(cast, "spades", "classic.yaml")
    editor = Client()
    editor.force_login(cast.editor)
    page = editor.post(PAGE, NIGHT | {"ruleset": "spades", "credit": "loner_made=2"}, follow=True)
    assert "Spades records no hand facts a night can credit" in page.content.decode()
    page = editor.post(PAGE, NIGHT | {"ruleset": "euchre", "credit": "loner_made two"},
                       follow=True)  # fmt: skip
    assert "write the extra credit as each fact with its points" in page.content.decode()
    assert not Event.objects.exists()
    editor.post(PAGE, NIGHT | {"ruleset": "euchre", "credit": "loner_made=2, march=1"})
    assert Event.objects.get().credit == {"loner_made": 2, "march": 1}


def test_the_api(cast) -> None:  # type: ignore[no-untyped-def]
    library_ruleset(cast, "euchre", "euchre-progressive.yaml")
    library_ruleset(cast, "spades", "classic.yaml")
    editor = APIClient()
    editor.force_authenticate(cast.editor)
    refused = editor.post(API, NIGHT | {"ruleset": "spades", "credit": {"march": 1}},
                          format="json")  # fmt: skip
    assert refused.status_code == 422
    assert "Spades records no hand facts a night can credit" in refused.json()["detail"]
    assert not Event.objects.exists()
    created = editor.post(API, NIGHT | {"ruleset": "euchre", "credit": {"loner_made": 2}},
                          format="json")  # fmt: skip
    assert created.status_code == 201 and created.json()["credit"] == {"loner_made": 2}
