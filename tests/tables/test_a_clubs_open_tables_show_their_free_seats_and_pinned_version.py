"""A club's open tables: the tables waiting for players, each with who sits where, how many
seats are free and the version it is pinned to; a table that has started is not listed.
Members see the list; to an outsider a private club's list is not there (404)."""

from __future__ import annotations

from typing import Any

from django.test import Client

from tables import services


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_list_holds_the_waiting_tables_with_their_free_seats(
    ruleset: Any, players: list[Any]
) -> None:
    waiting = services.open_table(
        ruleset.head, opened_by=players[0], seats=["me", "open", "open", "random"]
    )
    services.open_table(
        ruleset.head, opened_by=players[1], seats=["me", "random", "random", "random"]
    )

    listed = services.open_tables(ruleset.club, players[2])

    assert [found.table.pk for found in listed] == [waiting.pk]
    assert listed[0].free == [2, 3]
    assert listed[0].table.version == ruleset.head


def test_a_member_sees_the_list_with_the_pinned_version_and_an_outsider_does_not(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    table = services.open_table(
        ruleset.head, opened_by=players[0], seats=["me", "open", "open", "random"]
    )
    page = _client(players[2]).get("/clubs/riverside/tables/")
    assert page.status_code == 200
    text = page.content.decode()
    assert f"/clubs/riverside/tables/{table.pk}/" in text
    assert table.rules_digest[:12] in text
    assert "alice" in text and "bot: random" in text and text.count("<em>free</em>") == 2
    assert _client(cast.outsider).get("/clubs/riverside/tables/").status_code == 404
    assert Client().get("/clubs/riverside/tables/").status_code == 404


def test_with_no_table_waiting_the_list_says_so(ruleset: Any, players: list[Any]) -> None:
    page = _client(players[0]).get("/clubs/riverside/tables/").content.decode()
    assert "No table is waiting for players." in page


def test_the_club_page_links_to_its_open_tables(ruleset: Any, players: list[Any]) -> None:
    page = _client(players[0]).get("/clubs/riverside/").content.decode()
    assert 'href="/clubs/riverside/tables/"' in page
