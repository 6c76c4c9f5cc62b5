"""The open-table form's option "Members watching may write in the table's chat": off by
default (spectators read, the players write); ticked, the table lets them write."""

from __future__ import annotations

from typing import Any

from django.test import Client

from tables import talk
from tables.models import Table

FORM = {
    "version": "1", "seat_1": "me", "seat_2": "random", "seat_3": "random",
    "seat_4": "random", "timeout_policy": "bot",
}  # fmt: skip


def _open(user: Any, **options: str) -> Table:
    client = Client()
    client.force_login(user)
    page = client.get("/clubs/riverside/rulesets/house/play/").content.decode()
    assert "Members watching may write in the table&#x27;s chat" in page
    answer = client.post("/clubs/riverside/rulesets/house/play/", {**FORM, **options})
    assert answer.status_code == 302
    return Table.objects.select_related("club").get(pk=answer["Location"].split("/")[-2])


def test_spectators_read_only_unless_the_opener_ticks_the_option(
    ruleset: Any, players: list[Any]
) -> None:
    alice, _, _, stan = players
    plain = _open(alice)
    assert not plain.spectators_chat and not talk.may_write(stan, plain)
    assert talk.may_write(alice, plain)
    open_talk = _open(alice, spectators_chat="on")
    assert open_talk.spectators_chat and talk.may_write(stan, open_talk)
