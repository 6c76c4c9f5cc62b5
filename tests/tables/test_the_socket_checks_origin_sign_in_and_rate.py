"""The websocket goes through the site's own ASGI application: opened only from the site's
own pages (the Origin must be an allowed host: the socket's CSRF check), signed in by the
site's session cookie, refused to whoever may not watch, and rate-limited."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.test import Client

from houserules.asgi import application
from tests.tables.conftest import communicator, seated_table


def _socket(table: Any, origin: str, user: Any | None = None) -> WebsocketCommunicator:
    headers = [(b"origin", origin.encode())]
    if user is not None:
        client = Client()
        client.force_login(user)
        cookie = (
            f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
        )
        headers.append((b"cookie", cookie.encode()))
    return WebsocketCommunicator(application, f"/ws/tables/{table.id}/", headers=headers)


async def _open(socket: WebsocketCommunicator) -> tuple[bool, Any]:
    connected, _ = await socket.connect()
    message = await socket.receive_json_from(timeout=5) if connected else None
    await socket.disconnect()
    return connected, message


def test_a_page_of_another_site_cannot_open_the_socket(ruleset: Any, players: list[Any]) -> None:
    table = seated_table(ruleset.head, players)
    connected, _ = async_to_sync(_open)(_socket(table, "http://evil.example", players[0]))
    assert not connected


def test_the_sites_session_signs_the_socket_in_to_its_seat(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    connected, state = async_to_sync(_open)(_socket(table, "http://testserver", players[2]))
    assert connected and state["seat"] == 3 and state["hand"]


def test_a_private_clubs_table_refuses_outsiders_and_anonymous_visitors(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    table = seated_table(ruleset.head, players)
    for user in (cast.outsider, None):
        connected, _ = async_to_sync(_open)(_socket(table, "http://testserver", user))
        assert not connected


def test_a_member_not_seated_watches_without_a_hand(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    table = seated_table(ruleset.head, players[:3], bots=["random"])
    connected, state = async_to_sync(_open)(_socket(table, "http://testserver", players[3]))
    assert connected and state["seat"] is None and state["hand"] is None and state["legal"] == []


def test_moves_past_the_rate_limit_are_refused(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_RATE = (1.0, 3.0)
    table = seated_table(ruleset.head, players)

    async def scenario() -> list[dict[str, Any]]:
        socket = communicator(table, players[3])
        await socket.connect()
        await socket.receive_json_from(timeout=5)
        answers = []
        for _ in range(5):
            await socket.send_json_to({"type": "ping"})
            answers.append(await socket.receive_json_from(timeout=5))
        await socket.disconnect()
        return answers

    answers = async_to_sync(scenario)()
    assert [a["type"] for a in answers] == ["pong"] * 3 + ["error"] * 2
    assert answers[-1]["code"] == "rate"
