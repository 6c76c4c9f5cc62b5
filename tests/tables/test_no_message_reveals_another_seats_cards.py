"""No message sent to a socket holds a card its seat may not know, in any game the library
holds: another seat's hand, the nest (Rook) unless the seat is the declarer, or the seat's own
cards before it has looked (blind nil). Cards passed (Spades after a nil) are known to the
passer and then the receiver; a card played is known to all. A spectator knows only the
cards played. Every message sent to every socket during a whole hand is inspected."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

from engine import Card
from registry.models import Role
from registry.services import set_membership
from tables.services import live_for
from tables.state import jsonable
from tests.tables.conftest import LIBRARY, communicator, seated_table

PREFERRED = ("blind nil", "nil")
"""Moves the scripted players take when offered, so that blind nil and the pass after a nil
come up in the hands inspected."""


def _cards_in(message: Any) -> Iterator[str]:
    if isinstance(message, dict):
        for value in message.values():
            yield from _cards_in(value)
    elif isinstance(message, list):
        for value in message:
            yield from _cards_in(value)
    elif isinstance(message, str):
        for word in message.split():
            try:
                yield str(Card.parse(word))
            except ValueError:
                continue


class Knowledge:
    """What each seat (and a spectator, seat None) may know so far this hand."""

    def __init__(self, live: Any) -> None:
        self.deal_of(live)

    def deal_of(self, live: Any) -> None:
        self.number = live.number
        self.pack = {str(c) for hand in live.dealt for c in hand} | {str(c) for c in live.nest}
        self.known: dict[int | None, set[str]] = {None: set()}
        for seat, hand in enumerate(live.dealt, start=1):
            self.known[seat] = {str(card) for card in hand}

    def learn(self, live: Any) -> None:
        if live.number != self.number:
            # A new deal: its cards, and the last trick of the hand before, shown to all.
            self.deal_of(live)
            last = {str(play.card) for play in live.last_trick.plays}
            for seat in self.known:
                self.known[seat] |= last
        public = live.view(0)
        played = {str(p.card) for p in (*public.played, *public.trick)}
        # A card every seat's view shows is face up for all (Euchre's turned-up card).
        shown = [set(_cards_in(jsonable(live.view(s).extra))) for s in range(live.count)]
        for seat in self.known:
            self.known[seat] |= played | set.intersection(*shown)
        for seat in range(1, live.count + 1):
            view = live.view(seat - 1)
            self.known[seat] |= {str(card) for card in view.hand or ()}
            if view.extra.get("declarer") == seat - 1 and view.phase.value != "auction":
                self.known[seat] |= {str(card) for card in live.nest}

    def check(self, seat: int | None, message: dict[str, Any], live: Any) -> None:
        seen = set(_cards_in(message)) & self.pack
        leaked = seen - self.known[seat]
        assert not leaked, f"seat {seat} was sent {sorted(leaked)}: {message}"
        if seat is not None and message.get("hand") is None and message.get("phase") == "bid":
            own = {str(card) for card in live.dealt[seat - 1]} - self.known[None]
            assert not (seen & own), f"seat {seat} was shown its cards before it looked"


def _choose(legal: list[str], rng: random.Random) -> str:
    for move in PREFERRED:
        if move in legal:
            return move
    return rng.choice(legal)


@pytest.mark.parametrize("name", LIBRARY)
def test_no_socket_is_sent_a_card_its_seat_may_not_know(
    name: str, library_version: Any, players: list[Any], cast: Any
) -> None:
    version = library_version(name)
    table = seated_table(version, players[: _seat_count(version)])
    set_membership(cast.club, cast.outsider, Role.VIEWER, actor=cast.owner)
    live = live_for(table)
    knowledge = Knowledge(live)
    rng = random.Random(name)
    people = [seat.user for seat in table.seats.select_related("user")]
    inspected = async_to_sync(_play_one_hand)(table, people, cast.outsider, knowledge, rng)
    # Every socket saw several updates: a hand of five tricks (Euchre) or of one card (Oh
    # Hell's first) sends far fewer than one of thirteen.
    assert inspected > 5 * len(people)


async def _play_one_hand(
    table: Any, people: list[Any], spectator: Any, knowledge: Knowledge, rng: random.Random
) -> int:
    sockets: dict[int | None, WebsocketCommunicator] = {
        number: communicator(table, person) for number, person in enumerate(people, start=1)
    }
    sockets[None] = communicator(table, spectator)
    for socket in sockets.values():
        assert (await socket.connect())[0]
    latest: dict[int | None, dict[str, Any]] = {}
    inspected = 0

    async def inspect_one_each() -> None:
        nonlocal inspected
        for seat, socket in sockets.items():
            latest[seat] = await socket.receive_json_from(timeout=5)
        # Learned once every socket has its update: the match is then as the messages show.
        live = await database_sync_to_async(_live)(table)
        knowledge.learn(live)
        for seat, message in latest.items():
            knowledge.check(seat, message, live)
            inspected += 1

    await inspect_one_each()
    while latest[1]["hand_number"] == 1 and latest[1]["status"] == "playing":
        if latest[1]["to_act"] is None and not latest[1]["review"]:
            # The match is played to its end: the table's end follows once it is recorded.
            await inspect_one_each()
            continue
        # A hand played out under rules that take renege calls waits for its seats to let it
        # be scored.
        seat = latest[1]["to_act"] or latest[1]["review"][0]
        move = _choose(latest[seat]["legal"], rng)
        await sockets[seat].send_json_to({"type": "act", "action": move})
        await inspect_one_each()
    for socket in sockets.values():
        assert await socket.receive_nothing(timeout=0.05)
    for socket in sockets.values():  # each one closed shows its seat away to the others
        await socket.disconnect()
    return inspected


def _seat_count(version: Any) -> int:
    from engine import seating
    from registry.services.matches import pinned_rules

    return seating(pinned_rules(version)).count


def _live(table: Any) -> Any:
    """The match as the table's stored actions leave it now."""
    table.refresh_from_db()
    return live_for(table)
