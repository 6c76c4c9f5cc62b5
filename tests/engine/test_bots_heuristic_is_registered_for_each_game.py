"""`make_bot("heuristic", rules)` gives the heuristic bot of the rules' game, and every
choice it makes in a whole match is one of the legal actions, from its own view."""

import pytest

from engine.bots import BOTS, make_bot
from engine.core.actions import Action
from engine.core.protocol import Hand
from engine.games.rook.heuristic import HeuristicRookBot
from engine.games.spades.heuristic import HeuristicSpadesBot
from engine.match import bot_chooser, run_match
from tests.engine.bot_helpers import library

NAMES = ["classic", "call-break", "cutthroat-3", "joker-joker-deuce-deuce", "tournament", "rook"]


def test_heuristic_dispatches_on_the_game() -> None:
    assert "heuristic" in BOTS
    assert isinstance(make_bot("heuristic", library("classic")), HeuristicSpadesBot)
    assert isinstance(make_bot("heuristic", library("rook")), HeuristicRookBot)


@pytest.mark.parametrize("name", NAMES)
def test_every_choice_in_a_match_is_legal(name: str) -> None:
    rules = library(name)
    seats = rules.players.count
    bots = [make_bot("heuristic", rules) for _ in range(seats)]
    asked = bot_chooser(bots, seed=5)

    def choose(hand: Hand, seat: int) -> Action:
        action = asked(hand, seat)
        assert action in hand.legal_actions()
        return action

    record = run_match(rules, ["heuristic"] * seats, 5, choose)
    assert record.outcome.winners
