"""A result entered from a match whose id is no id at all (a number, a word) is refused on
the event page in the director's words, as a match of another club is, and nothing is
recorded: the lookup of a match's UUID key would otherwise raise and answer 500."""

import pytest
from django.test import Client

from clubevents.models import EventFormat, EventResult
from tests.events.event_helpers import library_ruleset, started_event


@pytest.mark.parametrize("match", ["9223372036854775808", "not-a-match", "\u00e9"])
def test_a_match_that_is_no_id(cast, match: str) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "house", "classic.yaml")
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, ["Ann", "Ben", "Cat", "Dan"])
    browser = Client()
    browser.force_login(cast.editor)
    url = f"/clubs/{cast.club.slug}/events/{event.slug}/"
    posted = browser.post(url, {"action": "result", "round": 1, "table": 1, "match": match})
    assert (posted.status_code, posted["Location"]) == (302, url)
    page = browser.get(url).content.decode()
    assert f"the club has no match {match}" in page
    assert not EventResult.objects.filter(event=event).exists()
