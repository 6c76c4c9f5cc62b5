"""The pages: a member opens a table for a version (the seats' choices and options), is sent
to the table with its invite link, an invited member sits down through the link, and a
non-member is not shown a private club's table."""

from __future__ import annotations

from typing import Any

from django.test import Client

from tables.models import Table, TableStatus


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_a_member_opens_a_table_and_an_invited_member_sits_down(
    ruleset: Any, players: list[Any]
) -> None:
    opener = _client(players[2])  # bob, a viewer: any member opens tables
    form = {
        "version": "1", "seat_1": "me", "seat_2": "random", "seat_3": "open",
        "seat_4": "heuristic", "timeout_policy": "bot", "clock_seconds": "60",
    }  # fmt: skip
    answer = opener.post("/clubs/riverside/rulesets/house/play/", form)
    assert answer.status_code == 302
    table = Table.objects.get()
    assert table.rules_digest == ruleset.head.rules_digest and table.clock_seconds == 60
    page = opener.get(answer["Location"]).content.decode()
    assert f"?invite={table.invite_token}" in page
    guest = _client(players[1])
    invited = guest.get(f"{answer['Location']}?invite={table.invite_token}").content.decode()
    assert "Sit here" in invited
    sat = guest.post(f"{answer['Location']}sit/", {"seat": "3", "invite": table.invite_token})
    assert sat.status_code == 302
    table.refresh_from_db()
    assert table.status == TableStatus.PLAYING
    playing = guest.get(answer["Location"]).content.decode()
    assert 'id="table"' in playing and "tables/table.js" in playing and "<script>" not in playing


def test_a_wrong_invite_seats_nobody(ruleset: Any, players: list[Any]) -> None:
    form = {"version": "1", "seat_1": "me", "seat_2": "open", "seat_3": "open",
            "seat_4": "open", "timeout_policy": "bot"}  # fmt: skip
    location = _client(players[0]).post("/clubs/riverside/rulesets/house/play/", form)["Location"]
    refused = _client(players[1]).post(f"{location}sit/", {"seat": "2", "invite": "guess"})
    assert refused.status_code == 409
    assert "invite link" in refused.content.decode()


def test_outsiders_do_not_see_a_private_clubs_table(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    form = {"version": "1", "seat_1": "me", "seat_2": "open", "seat_3": "open",
            "seat_4": "open", "timeout_policy": "bot"}  # fmt: skip
    location = _client(players[0]).post("/clubs/riverside/rulesets/house/play/", form)["Location"]
    assert _client(cast.outsider).get(location).status_code == 404
    assert _client(cast.outsider).get("/clubs/riverside/rulesets/house/play/").status_code == 404
