"""Each game's family describes what a live table shows beyond the cards
(engine.core.table), and a seat's state message carries it: Hearts says which way the cards
pass, marks the cards received and counts each seat's points taken, with no bids; Rook calls
the leading bidder the high bidder until the auction ends, then the declarer, and marks the
nest's cards in the declarer's hand; Spades has bids and bags; every game puts each side's
finished hand in a line. Bots are named by their place, and a hand comes sorted by suit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.auth.models import User

import engine
from engine.core.protocol import Phase
from registry.services.library import LIBRARY_DIR
from rulesets.loader import load_file
from tables.live import LiveMatch
from tables.models import Seat, Table
from tables.state import table_state

PLAYERS = ["alice", "bot:heuristic", "bot:heuristic", "bot:heuristic"]


def _match(library: str, seed: int = 3) -> LiveMatch:
    rules = load_file(LIBRARY_DIR / f"{library}.yaml")
    return LiveMatch(rules, PLAYERS, seed=seed, bots=[1, 2, 3])


def _state(live: LiveMatch, seat: int | None = 1) -> dict[str, Any]:
    table = Table(status="playing")
    seats = [Seat(number=1, user=User(username="alice"))] + [
        Seat(number=n, bot="heuristic") for n in (2, 3, 4)
    ]
    return table_state(table, seats, live, seat)


def _play_until(live: LiveMatch, reached: Callable[[], bool]) -> None:
    bot = engine.make_bot("heuristic", live.rules)
    for _ in range(600):
        if reached():
            return
        for waiting in live.reviewing:  # alice lets the played hand be scored
            live.let_score(waiting)
        seat = live.to_act
        assert seat is not None, "the hand waits for no one"
        live.apply(seat, live.bot_action(seat, bot))
    raise AssertionError("the moment never came")


def test_hearts_says_the_way_the_cards_pass_marks_those_received_and_counts_points() -> None:
    live = _match("hearts")
    passing = _state(live, live.to_act + 1)
    assert passing["phase"] == "pass"
    assert passing["note"] == "Pass 3 cards to the left"
    assert passing["has_bids"] is False and passing["has_bags"] is False
    _play_until(live, lambda: live.view(0).phase is Phase.PLAY)
    mine = _state(live, 1)
    assert mine["note"] is None
    assert mine["marked"]["label"] == "received" and len(mine["marked"]["cards"]) == 3
    assert set(mine["marked"]["cards"]) <= set(mine["hand"])
    _play_until(live, lambda: live.number > 1)
    lines = _state(live, 1)["last_hand"]["lines"]
    assert len(lines) == 4 and all(line.startswith(("took ", "shot the ")) for line in lines)


def test_hearts_points_taken_count_the_cards_each_seat_took() -> None:
    live = _match("hearts")
    _play_until(live, lambda: any(c.suit == "H" for t in live.view(0).extra["taken"] for c in t))
    view = live.view(0)
    points = _state(live, None)["points"]
    hearts = [sum(1 for card in taken if card.suit == "H") for taken in view.extra["taken"]]
    queens = [int(engine.Card.parse("QS") in taken) * 13 for taken in view.extra["taken"]]
    assert points == [h + q for h, q in zip(hearts, queens, strict=True)]


def test_rook_calls_the_high_bidder_so_until_the_auction_ends_and_marks_the_nest() -> None:
    live = _match("rook")
    _play_until(live, lambda: live.view(0).extra.get("declarer") is not None)
    during = _state(live, None)
    assert during["phase"] == "auction"
    assert during["leader"]["title"] == "high bidder"
    _play_until(live, lambda: live.view(0).phase is not Phase.AUCTION)
    declarer = live.view(0).extra["declarer"]
    after = _state(live, declarer + 1)
    assert after["leader"] == {"seat": declarer + 1, "title": "declarer"}
    assert after["marked"]["label"] == "from the nest"
    assert sorted(after["marked"]["cards"]) == sorted(str(card) for card in live.nest)
    assert _state(live, (declarer + 1) % 4 + 1)["marked"] is None  # only the declarer's


def test_spades_has_bids_and_bags_and_says_each_sides_hand_in_a_line() -> None:
    live = _match("classic")
    first = _state(live, 1)
    assert first["has_bids"] is True and first["has_bags"] is True
    assert first["points"] is None and first["leader"] is None
    _play_until(live, lambda: live.number > 1)
    lines = _state(live, 1)["last_hand"]["lines"]
    assert len(lines) == 2 and all(line.startswith("bid ") for line in lines), lines


def test_bots_are_named_by_their_place_and_the_hand_comes_sorted_by_suit() -> None:
    state = _state(_match("classic"), 1)
    assert [seat["player"] for seat in state["seats"]] == [
        "alice", "Bot (West)", "Bot (North)", "Bot (East)"
    ]  # fmt: skip
    assert [seat["position"] for seat in state["seats"]] == ["South", "West", "North", "East"]
    assert state["seats"][1]["level"] == "Standard"
    suits = [card[-1] for card in state["hand"]]
    runs = [suit for at, suit in enumerate(suits) if at == 0 or suits[at - 1] != suit]
    assert len(runs) == len(set(runs)), state["hand"]
    for suit in set(suits):
        ranks = [engine.Card.parse(c).index for c in state["hand"] if c[-1] == suit]
        assert ranks == sorted(ranks), state["hand"]
