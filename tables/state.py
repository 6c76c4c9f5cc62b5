"""The message a socket is sent: the table as one seat may see it, as JSON.

Everything about the hand comes from the engine's `PlayerView` of that seat, which holds that
seat's cards and the public facts only. A spectator gets the facts every seat's view agrees
on, and no hand. The finished hand's log entry is never sent whole (it holds every deal):
only its score, bids and tricks taken.
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Sequence
from enum import Enum
from fractions import Fraction
from typing import Any

import orjson

import engine
from engine.core.table import TableFacts
from engine.games import family_for
from tables.live import SCORE, LiveMatch
from tables.models import Seat, Table

__all__ = [
    "table_state",
    "encode",
    "jsonable",
    "card_choice",
    "BOT_LEVELS",
    "bot_level",
    "position",
    "sorted_hand",
    "shown_seat",
]

BOT_LEVELS = {
    "random": "Easy",
    "heuristic": "Standard",
    "search:casual": "Good",
    "search": "Strong",
    "search:strong": "Expert",
}
"""The bots a table offers, by how well they play: the words a seat and the open-table form
show for the engine's bot names."""

_COMPASS = ("South", "West", "North", "East")


def bot_level(bot: str) -> str:
    """How well the bot called `bot` plays, in a word."""
    return BOT_LEVELS.get(bot, bot.capitalize())


def position(number: int, count: int) -> str:
    """Seat `number`'s (from 1) place at a table of `count`: a compass point at four seats
    (seat 1 South, then clockwise, the way play goes: West, North, East), else its number."""
    return _COMPASS[number - 1] if count == 4 else f"Seat {number}"


# Suits alternate colours along a hand (black, red, black, red); jokers and the Rook card,
# which belong to no suit, come first.
_SUIT_ORDER = {suit: place for place, suit in enumerate("JSHCDBRGY")}


def sorted_hand(hand: tuple[engine.Card, ...]) -> list[str]:
    """A hand as the page shows it: by suit, each suit from its highest card down (a card's
    `index` orders each suit from the ace, or 14, down)."""
    ordered = sorted(hand, key=lambda card: (_SUIT_ORDER.get(card.suit, 9), card.index))
    return [str(card) for card in ordered]


def encode(state: dict[str, Any]) -> str:
    """A state message as the text a socket is sent. orjson, not the standard library: four
    seats' messages after every move were a fifth of the app server's time per move under
    `benchmarks/tables_bench.py` with `json.dumps`, several times less with orjson."""
    return orjson.dumps(state).decode()


_MULTI_CARD_VERBS = ("pass", "discard")


_PLAIN = frozenset({bool, int, float, str, type(None)})


def jsonable(value: Any) -> Any:
    """A view's value as JSON: cards, bids and actions in their notation, played cards as
    {seat, card} with seats from 1."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is engine.Card:  # the commonest value: a hand, a trick
        return str(value)
    if kind is tuple or kind is list:
        return [item if type(item) in _PLAIN else jsonable(item) for item in value]
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
    shown = {key: entry[key] for key in keys if key in entry}
    shown["lines"] = [] if entry.get("thrown_in") else list(_facts(live).hand_line(entry))
    return shown


def _last_trick(live: LiveMatch) -> dict[str, Any] | None:
    trick = live.last_trick
    if trick is None:
        return None
    winner = None if trick.winner is None else trick.winner + 1
    return {"plays": jsonable(trick.plays), "winner": winner}


def _seats(seats: list[Seat], presence: Sequence[str | None] = ()) -> list[dict[str, Any]]:
    """Each seat as `shown_seat`, with its presence (`tables.services.presence`):
    connected, away or bot."""
    return [
        {
            **shown_seat(seat, len(seats)),
            "presence": presence[index] if index < len(presence) else None,
        }
        for index, seat in enumerate(seats)
    ]


def shown_seat(seat: Seat, count: int) -> dict[str, Any]:
    """A seat as every page shows it: a bot is named by its place ("Bot (West)"), so that
    the players tell the bots apart, and says how well it plays."""
    place = position(seat.number, count)
    shown = {"number": seat.number, "player": seat.player_name(), "bot": seat.bot or None}
    shown["position"] = place
    if seat.bot:
        shown["player"] = f"Bot ({place})" if count == 4 else f"Bot {seat.number}"
        shown["level"] = bot_level(seat.bot)
    return shown


_FACTS: weakref.WeakKeyDictionary[LiveMatch, TableFacts] = weakref.WeakKeyDictionary()


def _facts(live: LiveMatch) -> TableFacts:
    """The game's table facts (engine.core.table) for the match's rules, found once."""
    found = _FACTS.get(live)
    if found is None:
        found = _FACTS[live] = family_for(live.rules).table(live.rules)
    return found


def table_state(
    table: Table,
    seats: list[Seat],
    live: LiveMatch | None,
    seat: int | None,
    presence: Sequence[str | None] = (),
) -> dict[str, Any]:
    """The state message for `seat` (1-based; None: a spectator) of `table`, whose seats
    are `seats` (with each one's `presence`), playing `live` (None while it waits for
    players)."""
    state: dict[str, Any] = {
        "type": "state",
        "table": str(table.id),
        "status": str(table.status),
        "seat": seat,
        "seats": _seats(seats, presence) if live is None else _seats_of(live, seats, presence),
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


_SEATS: weakref.WeakKeyDictionary[
    LiveMatch, tuple[list[Seat], Sequence[str | None], list[dict[str, Any]]]
] = weakref.WeakKeyDictionary()


def _seats_of(
    live: LiveMatch, seats: list[Seat], presence: Sequence[str | None]
) -> list[dict[str, Any]]:
    """`_seats(seats, presence)`, drawn once for the seats a match is played with (they do
    not change once a table plays) and their presence, not once per socket and move."""
    found = _SEATS.get(live)
    if found is None or found[0] is not seats or found[1] != presence:
        found = _SEATS[live] = (seats, presence, _seats(seats, presence))
    return found[2]


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
        "has_bids": _facts(live).has_bids,
        "has_bags": family_for(live.rules).has_bags,
        "standing": live.standing.to_json(),
        "last_trick": _last_trick(live),
        "last_hand": _last_hand(live),
        "result": live.log["result"],
    }
    _PUBLIC[live] = (live.applied, state)
    return state


def _game_state(live: LiveMatch, seat: int | None) -> dict[str, Any]:
    # The view's commonest fields are converted here by their known types, not through
    # `jsonable`'s walk (it was the largest cost of drawing a seat's state).
    view = live.view(seat - 1 if seat is not None else 0)
    mine = seat is not None and not live.finished and view.to_act == seat - 1
    legal = [str(action) for action in live.legal()] if mine else []
    if seat is not None and seat - 1 in live.reviewing:
        legal = [SCORE]
    hand = view.hand
    return {
        **_match_state(live),
        **_game_facts(live, view, seat),
        "phase": view.phase.value,
        "to_act": None if view.to_act is None or live.finished else view.to_act + 1,
        "hand": None if seat is None or hand is None else sorted_hand(hand),
        "bids": [None if bid is None else str(bid) for bid in view.bids],
        "trick": [{"seat": p.seat + 1, "card": str(p.card)} for p in view.trick],
        "tricks_taken": list(view.tricks_taken),
        "extra": jsonable(view.extra) if seat is not None else _public_extra(live),
        "legal": legal,
        "choose_cards": card_choice(legal),
        "review": sorted(other + 1 for other in live.reviewing),
        "claims": live.claim_notations(seat - 1, view) if seat is not None else [],
    }


def _listed(values: tuple[int, ...] | None) -> list[int] | None:
    return None if values is None else list(values)


def _game_facts(live: LiveMatch, view: engine.PlayerView, seat: int | None) -> dict[str, Any]:
    """What the game's own description (engine.core.table) adds for this seat: what it is
    asked to do, the points each seat has taken, the seat leading by its bid, and the cards
    of its hand to mark (none for a spectator)."""
    facts = _facts(live)
    leader = facts.leader(view)
    marked = facts.marked(view, live.nest) if seat is not None else None
    return {
        "note": facts.note(view) if seat is not None and not live.finished else None,
        "points": _listed(facts.points_taken(view)),
        "leader": None if leader is None else {"seat": leader.seat + 1, "title": leader.title},
        "marked": None
        if not marked
        else {"cards": [str(c) for c in marked.cards], "label": marked.label},
    }
