"""Play again: at the end of a match, a new table with the same seats (docs/tables.md).

Every seated player accepts with one click (bots always do); when the last one has, the new
table opens with the same people and bots in the same seats and the table's options, and
starts at once. It plays the same pinned version, unless that version has been withdrawn
since: then the ruleset's latest version, and the offer says so plainly before anyone
accepts.

Errors: `services.TableError` (a clear sentence, nothing stored).
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone

import engine
from registry.models import Lifecycle, Version
from registry.services import latest_version
from registry.services.matches import pinned_rules
from tables import services
from tables.models import PlayAgain, Seat, Table, TableStatus

__all__ = ["offer", "accept", "version_for"]


def version_for(table: Table) -> Version | None:
    """The version the new table plays: the table's own, or the ruleset's latest when the
    table's has been withdrawn (None when there is none to play)."""
    if table.version.current_lifecycle() != Lifecycle.WITHDRAWN:
        return table.version
    latest = latest_version(table.version.ruleset)
    if latest is None or _seat_count(latest) != table.seats.count():
        return None  # the latest seats another number of players: not the same seats
    return latest


def _seat_count(version: Version) -> int:
    return int(engine.seating(pinned_rules(version)).count)


def _table_url(table: Table) -> str:
    return reverse("clubsite:table", args=[table.club.slug, table.pk])


def offer(table_id: UUID) -> dict[str, Any] | None:
    """What the page shows at the end of a match: the version the new table plays said
    plainly, who has accepted, who is still to, and the new table once it is open. None
    before the match is over (or for an aborted table)."""
    table = Table.objects.select_related("club", "version__ruleset").get(pk=table_id)
    if table.status != TableStatus.FINISHED:
        return None
    seats = list(table.seats.select_related("user"))
    accepted = set(PlayAgain.objects.filter(table=table).values_list("number", flat=True))
    humans = sorted(_players(table, seats))
    version = version_for(table)
    latest = latest_version(table.version.ruleset)
    if version is None:
        said = (
            f"Version {table.version.number} was withdrawn, and no version of these rules for "
            "the same seats is left to play."
        )
    elif version.pk != table.version.pk:
        said = (
            f"Version {table.version.number} was withdrawn: the new table plays version "
            f"{version.number}, the ruleset's latest."
        )
    elif latest is not None and latest.number > version.number:
        said = (
            f"The new table plays version {version.number} again (the ruleset's latest is "
            f"version {latest.number})."
        )
    else:
        said = f"The new table plays the same rules, version {version.number}."
    return {
        "type": "play_again",
        "version": version.number if version else None,
        "said": said,
        "accepted": sorted(number for number in accepted if number in humans),
        "waiting": [number for number in humans if number not in accepted],
        "table": _table_url(table.next_table) if table.next_table_id else None,
    }


def accept(table_id: UUID, user: Any) -> Table | None:
    """`user`, seated at the finished table, accepts Play again: the new table when this was
    the last seated player to, else None. Raises `TableError`."""
    with transaction.atomic():
        table = (
            Table.objects.select_for_update()
            .select_related("club", "version__ruleset", "opened_by")
            .get(pk=table_id)
        )
        if table.status != TableStatus.FINISHED:
            raise services.TableError("Play again is offered once the match is over")
        number = services.seat_of(user, table)
        if number is None or not services.may_play(user, table):
            raise services.TableError("only the players seated at this table play again")
        if table.next_table_id is not None:
            return None  # opened already: the page goes there
        if version_for(table) is None:
            raise services.TableError("this ruleset has no version left to play")
        try:
            with transaction.atomic():
                PlayAgain.objects.create(table=table, number=number)
        except IntegrityError:
            pass  # a second click
        seats = list(table.seats.select_related("user"))
        accepted = set(PlayAgain.objects.filter(table=table).values_list("number", flat=True))
        players = _players(table, seats)
        if players - accepted:
            return None
        return _open_again(table, seats, players)


def _players(table: Table, seats: list[Seat]) -> set[int]:
    """The seats of the people asked to play again: a player removed from the club since has
    no say, and a bot takes their seat at the new table."""
    return {seat.number for seat in seats if seat.user and services.may_play(seat.user, table)}


def _open_again(table: Table, seats: list[Seat], players: set[int]) -> Table:
    version = version_for(table)
    assert version is not None
    new = Table.objects.create(
        club=table.club,
        version=version,
        rules_digest=version.rules_digest,
        opened_by=table.opened_by,
        open_to_accounts=table.open_to_accounts,
        takeover_minutes=table.takeover_minutes,
        clock_seconds=table.clock_seconds,
        timeout_policy=table.timeout_policy,
        spectators_chat=table.spectators_chat,
    )
    now = timezone.now()
    for seat in seats:
        plays = seat.number in players
        bot = seat.bot or ("" if plays else services.fallback_bot())
        Seat.objects.create(
            table=new,
            number=seat.number,
            user=seat.user if plays else None,
            bot=bot,
            seen_at=now if plays else None,
        )
    new.status, new.started_at = TableStatus.PLAYING, now
    new.last_action_at = now
    new.save(update_fields=["status", "started_at", "last_action_at"])
    table.next_table = new
    table.save(update_fields=["next_table"])
    return new
