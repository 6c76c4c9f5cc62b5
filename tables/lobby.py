"""A club's Tables page (docs/tables.md): its tables waiting for players, its games in
progress (to watch), and the tables the visitor sits at (to rejoin in one click)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tables import services
from tables.models import Table, TableStatus

__all__ = ["Lobby", "lobby"]


@dataclass(frozen=True)
class Lobby:
    """What the club's Tables page lists: each list's tables newest first, with their seats
    (`services.OpenTable`)."""

    waiting: list[services.OpenTable]
    playing: list[services.OpenTable]
    yours: list[services.OpenTable]


def lobby(club: Any, user: Any) -> Lobby:
    """The club's tables waiting for players and in progress, and among them those `user`
    sits at; for someone who may read the club."""
    live = (
        Table.objects.filter(club=club, status__in=(TableStatus.WAITING, TableStatus.PLAYING))
        .select_related("version__ruleset", "opened_by")
        .prefetch_related("seats__user")
        .order_by("-opened_at")
    )
    tables = [services.OpenTable(table, list(table.seats.all())) for table in live]
    mine = [
        each
        for each in tables
        if user.is_authenticated and any(seat.user_id == user.pk for seat in each.seats)
    ]
    return Lobby(
        waiting=[each for each in tables if each.table.status == TableStatus.WAITING],
        playing=[each for each in tables if each.table.status == TableStatus.PLAYING],
        yours=mine,
    )
