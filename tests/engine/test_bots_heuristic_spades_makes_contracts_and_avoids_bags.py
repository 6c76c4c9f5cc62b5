"""The heuristic Spades bot wins tricks its side needs, leaves a partner's winner alone,
and ducks once the contract is made when bags near the penalty."""

import random

from engine.bots import make_bot
from engine.core.cards import Card
from engine.games.spades.heuristic import bag_threshold
from tests.engine.bot_helpers import library, view
from tests.factories import spades_rules

RNG = random.Random(0)
LEGAL = [Card.parse("AH"), Card.parse("4H")]


def choose(seen_bags: tuple[int, int], taken: tuple[int, int, int, int], bids: list[str]) -> Card:
    bot = make_bot("heuristic", library("classic"))
    seen = view(0, "AH 4H 2C", bids, trick=[(3, "5H")], taken=taken, bags=seen_bags)
    card = bot.choose(seen, LEGAL, RNG)
    assert isinstance(card, Card)
    return card


def test_a_side_short_of_its_contract_wins_the_trick() -> None:
    assert choose((8, 0), (0, 0, 0, 0), ["2", "1", "2", "1"]) == Card.parse("AH")


def test_a_made_contract_near_the_bag_penalty_ducks() -> None:
    assert choose((8, 0), (2, 0, 0, 0), ["1", "1", "1", "1"]) == Card.parse("4H")


def test_a_made_contract_far_from_the_penalty_still_sets_the_opponents() -> None:
    assert choose((0, 0), (2, 0, 0, 0), ["1", "1", "1", "1"]) == Card.parse("AH")


def test_a_made_contract_ducks_when_the_opponents_cannot_be_set() -> None:
    assert choose((0, 0), (2, 1, 0, 1), ["1", "1", "1", "1"]) == Card.parse("4H")


def test_a_partners_sure_winner_is_not_overtaken() -> None:
    bot = make_bot("heuristic", library("classic"))
    played = [(0, "AC"), (1, "2C"), (2, "3C"), (3, "4C")]
    trick = [(2, "AH"), (3, "6H")]
    seen = view(0, "KH 4H 2D", ["3", "3", "3", "3"], trick, (1, 0, 0, 0), played)
    assert bot.choose(seen, [Card.parse("KH"), Card.parse("4H")], RNG) == Card.parse("4H")


def test_the_bag_threshold_is_what_the_scorer_charges() -> None:
    assert bag_threshold(library("classic")) == 10
    assert bag_threshold(spades_rules(scoring={"bags": {"threshold": 5}})) == 5
    assert bag_threshold(library("call-break")) is None
