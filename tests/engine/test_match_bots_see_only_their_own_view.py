"""Bots see only their own PlayerView and the legal actions; never another seat's cards."""

import random
from collections.abc import Sequence

import pytest

import rulesets
from engine.bots import BOTS, RandomBot
from engine.core.actions import Action
from engine.core.protocol import PlayerView
from engine.match import play_match

RULES = rulesets.load(
    "format: houserules/1\ngame: spades\nbidding: {blind_nil: {allowed: any_hand}}\n"
)


class Watcher(RandomBot):
    name = "watcher"
    seen: list[tuple[int, PlayerView, int]] = []

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        Watcher.seen.append((view.seat, view, len(legal)))
        return super().choose(view, legal, rng)


@pytest.fixture
def watchers(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, PlayerView, int]]:
    monkeypatch.setitem(BOTS, "watcher", Watcher)
    Watcher.seen = []
    return Watcher.seen


def test_each_bot_is_asked_only_on_its_turn_with_its_own_view(watchers) -> None:  # type: ignore[no-untyped-def]
    play_match(RULES, ["watcher"] * 4, seed=4)
    assert watchers
    for seat, view, legal in watchers:
        assert view.to_act == seat and legal > 0


def test_a_bot_sees_no_cards_before_it_has_looked(watchers) -> None:  # type: ignore[no-untyped-def]
    """With blind nil open, a seat decides before looking: its view has no hand."""
    play_match(RULES, ["watcher"] * 4, seed=4)
    assert any(view.hand is None for _, view, _ in watchers)
    assert all(view.hand is not None for _, view, _ in watchers if view.phase == "play")
