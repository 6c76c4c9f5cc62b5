"""A club's Tables page is its lobby: the tables waiting for players, the games in progress,
each with a Watch link to its page, and "Your tables", the ones the visitor sits at, each
rejoined in one click. Finished tables are not listed; the club page links to the page."""

from __future__ import annotations

import re
from typing import Any

from django.test import Client

from tables import services
from tables.models import Table, TableStatus
from tests.tables.conftest import seated_table


def _page(user: Any) -> str:
    client = Client()
    client.force_login(user)
    page = client.get("/clubs/riverside/tables/")
    assert page.status_code == 200
    return page.content.decode()


def _section(page: str, heading: str) -> str:
    found = re.search(rf'<h2 id="[^"]+">{heading}</h2>(.*?)</section>', page, re.S)
    assert found, heading
    return found.group(1)


def test_a_member_finds_the_games_in_progress_and_watches_one(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, stan = players
    playing = seated_table(ruleset.head, [alice, erin], bots=["random", "heuristic"])
    waiting = services.open_table(ruleset.head, opened_by=bob, seats=["me", "open", "open", "open"])
    over = seated_table(ruleset.head, [erin], bots=["random"] * 3)
    Table.objects.filter(pk=over.pk).update(status=TableStatus.FINISHED)

    page = _page(stan)
    games = _section(page, "Games in progress")
    watch = re.findall(r"<a class=\"button\" href=\"([^\"]+)\"[^>]*>Watch</a>", games)
    assert watch == [f"/clubs/riverside/tables/{playing.pk}/"]
    assert "alice" in games and "bot: heuristic" in games
    assert f"/clubs/riverside/tables/{waiting.pk}/" in _section(page, "Waiting for players")
    assert str(over.pk) not in page
    assert "Your tables" not in page  # stan sits nowhere

    # The Watch link opens the table's page, where a member watches.
    client = Client()
    client.force_login(stan)
    assert client.get(watch[0]).status_code == 200


def test_a_player_rejoins_their_tables_in_one_click(ruleset: Any, players: list[Any]) -> None:
    alice, erin, bob, _ = players
    playing = seated_table(ruleset.head, [alice, erin], bots=["random", "random"])
    waiting = services.open_table(
        ruleset.head, opened_by=erin, seats=["me", "open", "open", "open"]
    )
    seated_table(ruleset.head, [bob], bots=["random"] * 3)  # not erin's

    yours = _section(_page(erin), "Your tables")
    links = re.findall(r'<a href="([^"]+)">([^<]+)</a>', yours)
    assert links == [
        (f"/clubs/riverside/tables/{waiting.pk}/", "Back to House rules"),
        (f"/clubs/riverside/tables/{playing.pk}/", "Rejoin House rules"),
    ]
    assert "in progress" in yours and "waiting for 3 more" in yours


def test_with_nothing_in_progress_the_page_says_so(ruleset: Any, players: list[Any]) -> None:
    assert "No game is in progress." in _page(players[0])


def test_the_club_page_links_to_its_tables_page(ruleset: Any, players: list[Any]) -> None:
    client = Client()
    client.force_login(players[2])
    page = client.get("/clubs/riverside/").content.decode()
    assert re.search(r'<a href="/clubs/riverside/tables/">Tables</a>', page)
