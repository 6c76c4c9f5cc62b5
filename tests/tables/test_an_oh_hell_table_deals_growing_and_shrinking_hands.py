"""A live Oh Hell table deals each hand the schedule's size (one card, then two, ...), says
the hand's size and trump in its note, tells the dealer the bid the hook forbids, and puts
each player's bid, tricks and points of a finished hand in a line; its log replays."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import User

import engine
from engine.core.protocol import Phase
from engine.replay import replay
from registry.services.library import LIBRARY_DIR
from rulesets.loader import load_file
from tables.live import LiveMatch
from tables.models import Seat, Table
from tables.state import table_state

PLAYERS = ["alice", "bot:heuristic", "bot:heuristic", "bot:heuristic"]


def _match() -> LiveMatch:
    rules = load_file(LIBRARY_DIR / "oh-hell.yaml")
    return LiveMatch(rules, PLAYERS, seed=3, bots=[1, 2, 3])


def _state(live: LiveMatch, seat: int | None = 1) -> dict[str, Any]:
    seats = [Seat(number=1, user=User(username="alice"))] + [
        Seat(number=n, bot="heuristic") for n in (2, 3, 4)
    ]
    return table_state(Table(status="playing"), seats, live, seat)


def _play_hand(live: LiveMatch) -> None:
    bot = engine.make_bot("heuristic", live.rules)
    number = live.number
    while live.number == number and live.outcome is None:
        for waiting in live.reviewing:
            live.let_score(waiting)
        seat = live.to_act
        if seat is None:
            continue
        live.apply(seat, live.bot_action(seat, bot))


def test_the_hands_grow_one_card_at_a_time_and_the_note_says_size_and_trump() -> None:
    live = _match()
    sizes = []
    for _ in range(4):
        view = live.view(0)
        sizes.append(len(view.hand or ()))
        note = _state(live, 1)["note"]
        assert note.startswith(f"{sizes[-1]} card") and "trump" in note
        _play_hand(live)
    assert sizes == [1, 2, 3, 4]
    lines = live.last_hand and _state(live, 1)["last_hand"]["lines"]
    assert lines and all(line.startswith("bid ") for line in lines)


def test_the_dealer_is_told_the_bid_the_hook_forbids() -> None:
    live = _match()
    bot = engine.make_bot("heuristic", live.rules)
    while live.view(0).phase is Phase.BID and sum(b is None for b in live.view(0).bids) > 1:
        seat = live.to_act
        assert seat is not None
        live.apply(seat, live.bot_action(seat, bot))
    dealer = live.to_act
    assert dealer is not None
    note = _state(live, dealer + 1)["note"]
    assert "you may not bid" in note


def test_a_shrinking_hand_replays_from_the_tables_log() -> None:
    live = _match()
    for _ in range(14):
        _play_hand(live)
    assert len(live.view(0).hand or ()) == 9  # hand 15: 1 … 12, then 11, 10, 9
    assert str(replay(live.rules, live.log)) == "verified"
