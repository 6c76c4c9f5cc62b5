"""The event pages: an editor creates an event, adds and checks in players, starts it,
enters results (one table by its bots), sees a refusal in words when a result is wrong,
finishes and publishes; a viewer reads the standings but cannot run the event; the CSV
export lists the standings."""

from django.test import Client

from clubevents.models import Event
from tests.events.event_helpers import library_ruleset

NAMES = ["ann", "bob", "cat", "dan", "bot1", "bot2", "bot3", "bot4"]


def post(client: Client, url: str, **data: object) -> str:
    response = client.post(url, data, follow=True)
    assert response.status_code == 200
    return response.content.decode()


def test_a_night_through_the_pages(cast) -> None:  # type: ignore[no-untyped-def]
    library_ruleset(cast, "night", "classic.yaml")
    editor, viewer = Client(), Client()
    editor.force_login(cast.editor)
    viewer.force_login(cast.viewer)
    page = post(editor, "/clubs/riverside/events/", name="Thursday", slug="thursday",
                date="2026-12-10", ruleset="night", format="duplicate", rounds="1",
                hands_per_round="8")  # fmt: skip
    assert "frozen when the event starts" in page
    url = "/clubs/riverside/events/thursday/"
    for name in NAMES:
        post(
            editor, url, action="add", name=name, kind="bot" if name.startswith("bot") else "guest"
        )
    post(editor, url, action="check_in", present=NAMES)
    page = post(editor, url, action="start")
    assert "round 1 is seated" in page and "In one line" in page
    event = Event.objects.get(slug="thursday")
    tables = event.event_rounds.get(number=1).seating["tables"]
    bots_table = next(t["number"] for t in tables if set(t["seats"]) <= set(NAMES[4:]))
    people_table = 3 - bots_table
    page = post(editor, url, action="result", round="1", table=str(people_table), score=["12"])
    assert "enter one whole-number score for each of the 2 sides; 1 were entered" in page
    post(editor, url, action="result", round="1", table=str(people_table), score=["120", "80"])
    post(editor, url, action="bots", round="1", table=str(bots_table))
    assert "Standings" in viewer.get(url).content.decode()
    refused = viewer.post(url, {"action": "finish"})
    assert refused.status_code == 403
    post(editor, url, action="finish")
    page = post(editor, url, action="publish")
    assert "The results are published." in page
    csv = viewer.get(url + "standings.csv").content.decode().splitlines()
    assert csv[0] == "place,player,total,top,percentage,cumulative" and len(csv) == 9
