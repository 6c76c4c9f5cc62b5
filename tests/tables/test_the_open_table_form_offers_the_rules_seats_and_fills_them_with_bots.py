"""The open-table form offers exactly as many seats as the rules have, the organiser's own
seat first, a difficulty for bots and a "Fill the empty seats with bots" button that opens
the table with a bot of that difficulty in every seat left to a member; the waiting table's
page offers a button that copies the invite link."""

from __future__ import annotations

import re
from typing import Any

from django.test import Client

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tables.models import Table, TableStatus
from tests.cast import publish_next

FORM = "/clubs/riverside/rulesets/{}/play/"


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _seat_selects(page: str) -> list[str]:
    return re.findall(r'<select name="(seat_\d+)"', page)


def test_the_form_offers_as_many_seats_as_the_rules_have_the_organisers_first(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    page = _client(players[0]).get(FORM.format("house")).content.decode()
    assert _seat_selects(page) == ["seat_1", "seat_2", "seat_3", "seat_4"]
    first = page[page.index('name="seat_1"') :].split("</select>")[0]
    assert re.search(r'<option value="me" selected>Me</option>', first)
    assert "Seat 1 (South), yours" in page and "Seat 3 (North), your partner" in page
    assert "Fill the empty seats with bots</button>" in page
    three = create_ruleset(cast.club, slug="three", title="Cutthroat", actor=cast.owner)
    publish_next(three, (LIBRARY_DIR / "cutthroat-3.yaml").read_bytes(), cast.owner, "3")
    page = _client(players[0]).get(FORM.format("three")).content.decode()
    assert _seat_selects(page) == ["seat_1", "seat_2", "seat_3"]


def test_fill_the_empty_seats_with_bots_opens_a_table_that_starts_at_once(
    ruleset: Any, players: list[Any]
) -> None:
    form = {
        "version": "1", "seat_1": "me", "seat_2": "open", "seat_3": "open", "seat_4": "open",
        "timeout_policy": "bot", "bot_level": "random", "fill": "bots",
    }  # fmt: skip
    answer = _client(players[0]).post(FORM.format("house"), form)
    assert answer.status_code == 302
    table = Table.objects.get()
    seats = list(table.seats.order_by("number"))
    assert [seat.bot for seat in seats] == ["", "random", "random", "random"]
    assert seats[0].user == players[0]
    assert table.status == TableStatus.PLAYING


def test_open_the_table_keeps_the_members_seats_free_and_offers_to_copy_the_link(
    ruleset: Any, players: list[Any]
) -> None:
    form = {
        "version": "1", "seat_1": "me", "seat_2": "open", "seat_3": "heuristic",
        "seat_4": "open", "timeout_policy": "bot", "bot_level": "random",
    }  # fmt: skip
    client = _client(players[0])
    answer = client.post(FORM.format("house"), form)
    table = Table.objects.get()
    assert [seat.bot for seat in table.seats.order_by("number")] == ["", "", "heuristic", ""]
    assert table.status == TableStatus.WAITING
    page = client.get(answer["Location"]).content.decode()
    assert 'id="copy-invite"' in page and "Copy the link" in page
    assert 'Bot (North) <span class="quiet">· Standard</span>' in page
