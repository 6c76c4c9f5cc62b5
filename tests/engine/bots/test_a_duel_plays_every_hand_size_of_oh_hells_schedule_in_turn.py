"""A duel's deals go through a match's schedule in turn where hands differ by their number
(Oh Hell deals one card more, then fewer, each hand): deal n plays hand n mod the schedule's
length, plus one, with that hand's size; a game whose hands do not differ plays hand 1."""

from __future__ import annotations

import random
from typing import Any

from engine.duel import duel_hands, skip_hands_before
from engine.games import game_for
from engine.games.oh_hell.terms import oh_hell_terms
from tests.engine.bots.search_helpers import library


def hand_size(rules: Any, deal_number: int) -> int:
    """The cards a seat holds in deal `deal_number` of a duel."""
    game = game_for(rules)
    skip_hands_before(game, deal_number % duel_hands(rules) + 1, 0)
    return len(game.deal(random.Random(deal_number), 0).hands[0])


def test_oh_hell_duel_deals_cover_the_schedule_up_and_down() -> None:
    rules = library("oh-hell")
    sizes = oh_hell_terms(rules).sizes
    assert duel_hands(rules) == len(sizes)
    assert [hand_size(rules, number) for number in range(2 * len(sizes))] == [*sizes, *sizes]
    assert min(sizes) == 1 and max(sizes) > 1


def test_a_spades_duel_plays_hand_one_every_deal() -> None:
    rules = library("classic")
    assert duel_hands(rules) == 1
    assert {hand_size(rules, number) for number in range(3)} == {13}
