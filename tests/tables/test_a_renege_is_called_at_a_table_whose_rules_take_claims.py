"""Renege claims at a live table, through the same path as every move (`services.accept`, the
engine judging): under `reneges.enforcement: honour` (classic.yaml) an illegal card stands
until called, every seat is offered the calls it may make during the play, a call that
stands is stored like any move, and a call the engine rejects is refused with its reason.
Under `prevent` (tournament.yaml) nothing is offered and a call is refused."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tables import services
from tables.models import Table, TableAction
from tests.tables.conftest import seated_table


def _live(table: Table) -> Any:
    return services.live_for(Table.objects.get(pk=table.pk))


def _play_to_a_renege(table: Table) -> tuple[int, int]:
    """Play (random legal moves) until a seat can renege, then renege: (its seat, the
    trick), 1-based."""
    rng = random.Random(2)
    for _ in range(400):
        live = _live(table)
        seat = live.to_act
        view = live.view(seat)
        if view.phase.value == "play" and view.trick:
            led = view.trick[0].card.suit
            off = [card for card in view.hand if card.suit != led]
            if off and any(card.suit == led for card in view.hand):
                trick = len(view.played) // live.count + 1
                services.accept(table.id, seat + 1, str(off[0]))
                return seat + 1, trick
        services.accept(table.id, seat + 1, str(rng.choice(live.legal())))
    raise AssertionError("no seat could renege")


def test_a_renege_called_by_the_other_side_stands_and_is_stored(
    library_version: Any, players: list[Any]
) -> None:
    table = seated_table(library_version("classic"), players)
    offender, trick = _play_to_a_renege(table)
    claimant = offender % 4 + 1  # the next seat: the other side
    state = services.state_for(Table.objects.get(pk=table.pk), claimant)
    call = f"claim {claimant} {offender} {trick}"
    assert call in state["claims"]
    # Calls against the other side only: the offender and its partner, across the table.
    assert {c.split()[2] for c in state["claims"]} == {str(offender), str((offender + 1) % 4 + 1)}

    before = _live(table).applied
    assert services.accept(table.id, claimant, call) == before + 1

    stored = TableAction.objects.get(table=table, sequence=before + 1)
    assert (stored.notation, stored.seat) == (call, claimant)


def test_a_call_the_engine_rejects_or_in_another_seats_name_is_refused(
    library_version: Any, players: list[Any]
) -> None:
    table = seated_table(library_version("classic"), players)
    offender, trick = _play_to_a_renege(table)
    claimant = offender % 4 + 1
    innocent = claimant % 4 + 1  # the offender's partner, calling in the claimant's name
    count = _live(table).applied
    with pytest.raises(services.TableError, match="did not renege"):
        services.accept(table.id, offender, f"claim {offender} {claimant} {trick}")
    with pytest.raises(services.TableError, match="own name"):
        services.accept(table.id, innocent, f"claim {claimant} {offender} {trick}")
    assert TableAction.objects.filter(table=table).count() == count


def test_rules_that_refuse_an_illegal_card_offer_no_call_and_refuse_one(
    library_version: Any, players: list[Any]
) -> None:
    table = seated_table(library_version("tournament"), players)
    rng = random.Random(4)
    while _live(table).view(0).phase.value != "play" or not _live(table).view(0).played:
        live = _live(table)
        services.accept(table.id, live.to_act + 1, str(rng.choice(live.legal())))
    state = services.state_for(Table.objects.get(pk=table.pk), 1)
    assert state["claims"] == []
    with pytest.raises(services.TableError, match="no renege to call"):
        services.accept(table.id, 1, "claim 1 2 1")
