"""`rules/{digest}/matches` pages by an opaque cursor, oldest first: every match once, in the
order they started, however many there are and however many start while a client pages; and
`matches/{id}/events` lists a match's events in its club's chain, for its members."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone

from registry.models import Match, Ruleset
from registry.services.matches import finish_match, start_match
from tests.api.conftest import Cast, Clients


def _start(ruleset: Ruleset, seed: int) -> Match:
    return start_match(ruleset.head, seats=[], seed=seed, engine_version="0.1.0", started_by=None)


def _pages(client: Any, url: str) -> list[list[str]]:
    pages = []
    while url:
        body = client.get(url).json()
        assert "count" not in body  # no count: a page costs the same at any length
        pages.append([m["id"] for m in body["results"]])
        url = body["next"]
    return pages


def test_every_match_of_a_digest_comes_once_in_started_order(
    ruleset: Ruleset, client_as: Clients
) -> None:
    started = [_start(ruleset, seed) for seed in range(7)]
    url = f"/api/v1/rules/{ruleset.head.rules_digest}/matches?page_size=3"
    pages = _pages(client_as("viewer"), url)
    assert [len(page) for page in pages] == [3, 3, 1]
    assert [id_ for page in pages for id_ in page] == [str(m.pk) for m in started]


def test_matches_started_while_paging_are_neither_repeated_nor_skipped(
    ruleset: Ruleset, client_as: Clients
) -> None:
    started = [_start(ruleset, seed) for seed in range(4)]
    client = client_as("viewer")
    first = client.get(f"/api/v1/rules/{ruleset.head.rules_digest}/matches?page_size=2").json()
    started += [_start(ruleset, seed) for seed in range(4, 6)]
    rest = _pages(client, first["next"])
    seen = [m["id"] for m in first["results"]] + [id_ for page in rest for id_ in page]
    assert seen == [str(m.pk) for m in started]


def test_the_previous_link_goes_back_a_page(ruleset: Ruleset, client_as: Clients) -> None:
    [_start(ruleset, seed) for seed in range(5)]
    client = client_as("viewer")
    first = client.get(f"/api/v1/rules/{ruleset.head.rules_digest}/matches?page_size=2").json()
    second = client.get(first["next"]).json()
    back = client.get(second["previous"]).json()
    assert [m["id"] for m in back["results"]] == [m["id"] for m in first["results"]]
    assert first["previous"] is None


def test_matches_started_at_the_same_moment_are_all_paged(
    ruleset: Ruleset, client_as: Clients, monkeypatch: Any
) -> None:
    moment = timezone.now() - timedelta(days=1)
    monkeypatch.setattr(timezone, "now", lambda: moment)
    started = {str(_start(ruleset, seed).pk) for seed in range(5)}
    url = f"/api/v1/rules/{ruleset.head.rules_digest}/matches?page_size=2"
    seen = [id_ for page in _pages(client_as("viewer"), url) for id_ in page]
    assert sorted(seen) == sorted(started) and len(seen) == 5


def test_a_members_sees_the_events_of_a_match_in_chain_order(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    match = _start(ruleset, 1)
    _start(ruleset, 2)
    finish_match(match, log={"hands": []}, result=None, actor=cast.owner)
    events = client_as("viewer").get(f"/api/v1/matches/{match.pk}/events").json()
    assert [e["action"] for e in events] == ["match.start", "match.finish"]
    assert {e["object_ref"] for e in events} == {str(match.pk)}
    assert events[0]["sequence"] < events[1]["sequence"]


def test_the_events_of_a_match_are_for_its_clubs_members(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    match = _start(ruleset, 1)
    url = f"/api/v1/matches/{match.pk}/events"
    assert client_as("outsider").get(url).status_code == 404  # a private club's match
    assert client_as("anonymous").get(url).status_code == 404
    assert client_as("staff").get(url).status_code == 200
    cast.club.is_public = True
    cast.club.save(update_fields=["is_public"])
    assert client_as("outsider").get(url).status_code == 403
    assert client_as("anonymous").get(url).status_code == 401
