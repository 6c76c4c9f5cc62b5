"""The message a socket is sent: the table as one seat may see it, as JSON.

Everything about the hand comes from the engine's `PlayerView` of that seat, which holds that
seat's cards and the public facts only. A spectator gets the facts every seat's view agrees
on, and no hand. The finished hand's log entry is never sent whole (it holds every deal):
only its score, bids and tricks taken.
"""

from __future__ import annotations

import dataclasses
import weakref
from enum import Enum
from fractions import Fraction
from typing import Any

import engine
from tables.live import LiveMatch
from tables.models import Seat, Table

__all__ = ["table_state", "jsonable", "card_choice"]

_MULTI_CARD_VERBS = ("pass", "discard")


def jsonable(value: Any) -> Any:
    """A view's value as JSON: cards, bids and actions in their notation, played cards as
    {seat, card} with seats from 1."""
    kind = type(value)
    if kind is engine.Card:  # the commonest value: a hand, a trick
        return str(value)
    if value is None or kind in (bool, int, float, str):
        return value
    if isinstance(value, engine.PlayedCard):
        return {"seat": value.seat + 1, "card": str(value.card)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, dict):
        return {str(key): jsonable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [jsonable(item) for item in value]
    if dataclasses.is_dataclass(value) and not _has_notation(value):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return str(value)


def _has_notation(value: Any) -> bool:
    return type(value).__str__ is not object.__str__


def card_choice(legal: list[str]) -> dict[str, Any] | None:
    """When the move is a set of cards (a pass, a discard): its verb and how many, so the
    page lets the player pick them; the engine checks the set."""
    words = [text.split() for text in legal]
    if not words or any(len(w) < 2 or w[0] not in _MULTI_CARD_VERBS for w in words):
        return None
    return {"verb": words[0][0], "count": len(words[0]) - 1}


def _public_extra(live: LiveMatch) -> dict[str, Any]:
    views = [jsonable(live.view(seat).extra) for seat in range(live.count)]
    agreed = views[0].items()
    return {key: value for key, value in agreed if all(v.get(key) == value for v in views)}


def _last_hand(live: LiveMatch) -> dict[str, Any] | None:
    entry = live.last_hand
    if entry is None:
        return None
    keys = ("number", "bids", "tricks_taken", "score", "standing", "thrown_in", "declarer")
    return {key: entry[key] for key in keys if key in entry}


def _last_trick(live: LiveMatch) -> dict[str, Any] | None:
    trick = live.last_trick
    if trick is None:
        return None
    winner = None if trick.winner is None else trick.winner + 1
    return {"plays": jsonable(trick.plays), "winner": winner}


def _seats(seats: list[Seat]) -> list[dict[str, Any]]:
    return [
        {"number": seat.number, "player": seat.player_name(), "bot": seat.bot or None}
        for seat in seats
    ]


def table_state(
    table: Table, seats: list[Seat], live: LiveMatch | None, seat: int | None
) -> dict[str, Any]:
    """The state message for `seat` (1-based; None: a spectator) of `table`, whose seats
    are `seats`, playing `live` (None while it waits for players)."""
    state: dict[str, Any] = {
        "type": "state",
        "table": str(table.id),
        "status": str(table.status),
        "seat": seat,
        "seats": _seats(seats),
        "end_reason": table.end_reason,
        "match": str(table.match_id) if table.match_id else None,
        "clock_seconds": table.clock_seconds,
    }
    if live is None:
        return state
    state.update(_game_state(live, seat))
    if table.clock_seconds and state["to_act"] is not None and not table.is_over:
        state["deadline"] = table.last_action_at.timestamp() + table.clock_seconds
    return state


_PUBLIC: weakref.WeakKeyDictionary[LiveMatch, tuple[int, dict[str, Any]]] = (
    weakref.WeakKeyDictionary()
)


def _match_state(live: LiveMatch) -> dict[str, Any]:
    """What every seat is sent alike after a move, from the match itself and no seat's view
    (the score, the last trick and hand): drawn once per move, not once per socket."""
    found = _PUBLIC.get(live)
    if found is not None and found[0] == live.applied:
        return found[1]
    state = {
        "sequence": live.applied,
        "game": live.game.name,
        "hand_number": live.number,
        "sides": [[s + 1 for s in side] for side in live.game.table.sides],
        "standing": live.standing.to_json(),
        "last_trick": _last_trick(live),
        "last_hand": _last_hand(live),
        "result": live.log["result"],
    }
    _PUBLIC[live] = (live.applied, state)
    return state


def _game_state(live: LiveMatch, seat: int | None) -> dict[str, Any]:
    view = live.view(seat - 1 if seat is not None else 0)
    mine = seat is not None and not live.finished and view.to_act == seat - 1
    legal = [str(action) for action in live.legal()] if mine else []
    return {
        **_match_state(live),
        "phase": view.phase.value,
        "to_act": None if view.to_act is None or live.finished else view.to_act + 1,
        "hand": jsonable(view.hand) if seat is not None else None,
        "bids": jsonable(view.bids),
        "trick": jsonable(view.trick),
        "tricks_taken": list(view.tricks_taken),
        "extra": jsonable(view.extra) if seat is not None else _public_extra(live),
        "legal": legal,
        "choose_cards": card_choice(legal),
        "claims": [str(c) for c in live.claims(seat - 1, view)] if seat is not None else [],
    }
