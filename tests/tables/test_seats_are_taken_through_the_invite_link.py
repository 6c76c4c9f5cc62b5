"""Seats: a member sits down through the table's invite link; nobody else does, except at a
table of a public club opened to every account. A seat is taken once, a person sits once,
and the table starts when every seat is taken."""

from __future__ import annotations

from typing import Any

import pytest

from registry.models import Club
from registry.services import create_ruleset
from tables import services
from tables.models import TableStatus
from tests.cast import CLASSIC, publish_next


def _open(version: Any, opener: Any, **options: Any) -> Any:
    return services.open_table(
        version, opened_by=opener, seats=["me", "open", "heuristic", "open"], **options
    )


def test_a_member_with_the_link_sits_and_the_table_starts_when_full(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset.head, players[0])
    services.sit(table, players[1], 2, table.invite_token)
    table.refresh_from_db()
    assert table.status == TableStatus.WAITING
    services.sit(table, players[2], 4, table.invite_token)
    table.refresh_from_db()
    assert table.status == TableStatus.PLAYING


@pytest.mark.parametrize("who, token", [("member", "wrong"), ("member", ""), ("outsider", "link")])
def test_without_the_link_or_the_membership_nobody_sits(
    who: str, token: str, ruleset: Any, players: list[Any], cast: Any
) -> None:
    table = _open(ruleset.head, players[0])
    person = players[1] if who == "member" else cast.outsider
    with pytest.raises(services.TableError, match="invite link"):
        services.sit(table, person, 2, table.invite_token if token == "link" else token)


def test_a_seat_is_taken_once_and_a_person_sits_once(ruleset: Any, players: list[Any]) -> None:
    table = _open(ruleset.head, players[0])
    with pytest.raises(services.TableError, match="already sit"):
        services.sit(table, players[0], 2, table.invite_token)
    with pytest.raises(services.TableError, match="not free"):
        services.sit(table, players[1], 3, table.invite_token)


def test_at_a_public_clubs_open_table_anyone_signed_in_sits(cast: Any, players: list[Any]) -> None:
    parkside = Club.objects.create(slug="parkside", name="Parkside", is_public=True)
    parkside.memberships.create(user=cast.owner, role="owner")
    found = create_ruleset(parkside, slug="open", title="Open", actor=cast.owner)
    version = publish_next(found, CLASSIC, cast.owner, "classic")
    table = _open(version, cast.owner, open_to_accounts=True)
    services.sit(table, cast.outsider, 2)
    assert services.seat_of(cast.outsider, table) == 2


def test_only_members_open_tables_and_only_known_bots_sit(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    with pytest.raises(services.TableError, match="only members"):
        _open(ruleset.head, cast.outsider)
    with pytest.raises(services.TableError, match="no bot called 'genius'"):
        services.open_table(
            ruleset.head, opened_by=players[0], seats=["me", "genius", "open", "open"]
        )
