"""Round robin and Swiss for individual games on the site (every seat plays for itself: Oh
Hell, cutthroat Spades, Call Break, Hearts): the seating of the next round and the standings,
from the pure movements of events/formats/individual.py."""

from __future__ import annotations

from typing import Any

from clubevents.models import Event, EventFormat, EventResult, EventRound
from clubevents.services import GameShape, current_results
from events.formats import Player, Table
from events.formats.individual import (
    IndividualGame,
    IndividualRound,
    individual_round_robin,
    individual_standings,
    individual_swiss,
)
from events.formats.progressive import Round

__all__ = ["individual_lines", "individual_round"]


def _history(event: Event) -> list[IndividualRound]:
    return [
        IndividualRound(
            stored.number,
            tuple(Table(t["number"], tuple(t["seats"])) for t in stored.seating["tables"]),
            tuple(stored.seating.get("sitting_out", [])),
        )
        for stored in EventRound.objects.filter(event=event).order_by("number")
    ]


def _games(results: list[EventResult]) -> list[IndividualGame]:
    ordered = sorted(results, key=lambda r: (r.round, r.table))
    return [IndividualGame(tuple(r.seats), tuple(int(s) for s in r.scores)) for r in ordered]


def _players(history: list[IndividualRound]) -> list[Player]:
    """Everyone seated or sitting out in some round, in the order first seen."""
    seen = (p for r in history for group in (*(t.seats for t in r.tables), r.sitting_out)
            for p in group)  # fmt: skip
    return list(dict.fromkeys(seen))


def individual_round(
    event: Event, done: list[EventRound], present: list[Player], shape: GameShape
) -> Round:
    """Seat the next round of an individual round robin or Swiss for those checked in."""
    history = _history(event)
    if event.format == EventFormat.SWISS:
        games = _games(current_results(event))
        # Players who checked in late join with the points of their rounds so far.
        seated = individual_swiss(present, shape.seats, history, games,
                                  lowest_wins=shape.lowest_wins)  # fmt: skip
    else:
        seated = individual_round_robin(present, shape.seats, history)
    return Round(seated.number, seated.tables, seated.sitting_out)


def individual_lines(
    event: Event, results: list[EventResult], shape: GameShape
) -> list[dict[str, Any]]:
    """The standings: place, player, points, and the tie-breaks in the order they count."""
    history = _history(event)
    rows = individual_standings(
        _players(history), _games(results), history, shape.seats,
        lowest_wins=shape.lowest_wins,
    )  # fmt: skip
    return [
        {"place": r.place, "player": r.player, "total": float(r.points),
         "opposition": float(r.opposition), "score": r.score, "games": r.games}
        for r in rows
    ]  # fmt: skip
