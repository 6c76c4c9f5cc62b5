"""The socket checks membership as the table's page does: a member removed from a private
club has their socket closed at once (the end of the membership is told through the channel
layer; where it cannot be, the server looks every socket's membership up again every
`TABLES_MEMBERSHIP_CHECK_SECONDS`),
cannot open one again, even for the seat they hold, and their seat is away, for a bot to
take over as the table's takeover time says."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from django.db.models.signals import post_delete

from registry.models import Membership
from registry.services import remove_membership
from tables import signals
from tables.models import Seat
from tests.tables.conftest import communicator, drain, seated_table


async def _removed(socket: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    said = await socket.receive_json_from(timeout=5)
    return said, await socket.receive_output(timeout=5)


def test_a_removed_members_socket_is_closed_and_their_seat_is_away(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    table = seated_table(ruleset.head, players)
    bob = players[2]

    async def scenario() -> tuple[Any, ...]:
        theirs, others = communicator(table, bob), communicator(table, players[0])
        for socket in (theirs, others):
            assert (await socket.connect())[0]
        await drain(theirs, 0.3)
        await drain(others, 0.3)
        await database_sync_to_async(remove_membership)(cast.club, bob, actor=cast.owner)
        said, closed = await _removed(theirs)
        seen = [m for m in await drain(others, 0.3) if m["type"] == "state"]
        again = communicator(table, bob)
        reopened, code = await again.connect()
        await others.disconnect()
        return said, closed, seen, reopened, code

    said, closed, seen, reopened, code = async_to_sync(scenario)()
    assert said["code"] == "member" and "no longer a member of this club" in said["message"]
    assert closed["type"] == "websocket.close" and closed["code"] == 4403
    assert seen[-1]["seats"][2]["presence"] == "away"
    assert Seat.objects.get(table=table, number=3).away_since is not None
    assert not reopened and code == 4403


def test_a_server_the_news_cannot_reach_finds_out_at_its_next_look(
    ruleset: Any, players: list[Any], cast: Any, settings: Any
) -> None:
    settings.TABLES_MEMBERSHIP_CHECK_SECONDS = 0.3
    table = seated_table(ruleset.head, players)
    bob = players[2]

    async def scenario() -> tuple[dict[str, Any], dict[str, Any]]:
        theirs = communicator(table, bob)
        assert (await theirs.connect())[0]
        await drain(theirs, 0.3)
        post_delete.disconnect(sender=Membership, dispatch_uid="tables.membership_ended")
        try:
            await database_sync_to_async(remove_membership)(cast.club, bob, actor=cast.owner)
        finally:
            post_delete.connect(
                signals.membership_ended, sender=Membership, dispatch_uid="tables.membership_ended"
            )
        return await _removed(theirs)

    said, closed = async_to_sync(scenario)()
    assert said["code"] == "member"
    assert closed["code"] == 4403
