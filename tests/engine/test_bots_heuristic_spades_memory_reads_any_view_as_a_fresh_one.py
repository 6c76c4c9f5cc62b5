"""The heuristic Spades bots of a ruleset share a memory of the cards played (gone, voids
shown) and of the bids' figures, extended view after view. Whatever order it is shown views
in, from one hand or from several, the bot picks the card it would pick reading that view
from nothing."""

import contextlib
import random

from engine.core.actions import Action
from engine.core.cards import Card
from engine.core.errors import EngineError
from engine.core.protocol import Hand, Phase, PlayerView
from engine.games.spades.heuristic import HeuristicSpadesBot
from engine.games.spades.heuristic_play import Reading, play_card
from engine.match import Chooser, bot_chooser, run_match
from tests.engine.bot_helpers import library


def _play_views(name: str, seeds: range) -> list[tuple[PlayerView, list[Card]]]:
    rules = library(name)
    seen: list[tuple[PlayerView, list[Card]]] = []
    for seed in seeds:
        choose = bot_chooser([HeuristicSpadesBot(rules) for _ in range(4)], seed)

        def record(hand: Hand, seat: int, choose: Chooser = choose) -> Action:
            view, legal = hand.view(seat), hand.legal_actions()
            if view.phase is Phase.PLAY:
                seen.append((view, [card for card in legal if isinstance(card, Card)]))
            return choose(hand, seat)

        # Three hands are views enough: the match stops there, unfinished.
        with contextlib.suppress(EngineError):
            run_match(rules, ["heuristic"] * 4, seed, record, max_hands=3)
    return seen


def test_a_shared_memory_picks_the_card_a_fresh_reading_picks_in_any_order() -> None:
    for name in ("classic", "joker-joker-deuce-deuce"):
        rules = library(name)
        views = _play_views(name, range(2))
        random.Random(7).shuffle(views)
        bot = HeuristicSpadesBot(rules)
        for view, legal in views:
            fresh = play_card(Reading(bot.pack, bot.table, bot.threshold, view, legal))
            assert bot.choose(view, legal, random.Random(0)) == fresh


def test_a_view_extending_the_last_one_knows_every_card_of_its_play_gone() -> None:
    views = _play_views("classic", range(1))
    bot = HeuristicSpadesBot(library("classic"))
    first, later = views[0][0], views[9][0]
    bot.memory.read(first.played)
    known = bot.memory.read(later.played)
    gone = 0
    for played in later.played:
        gone |= 1 << bot.pack.index[played.card]
    assert known.gone == gone and known.played == later.played
