"""The heuristic Rook bot feeds counters to a partner holding the trick, wins tricks worth
points, throws low cards otherwise, and pulls trumps when its side declared."""

import random

from engine.bots import make_bot
from engine.core.cards import Card, parse_cards
from engine.core.protocol import Phase, PlayedCard, PlayerView
from tests.engine.bot_helpers import library

RNG = random.Random(0)


def play_view(seat: int, hand: str, trick: list[tuple[int, str]], declarer: int = 0) -> PlayerView:
    return PlayerView(
        seat=seat,
        phase=Phase.PLAY,
        to_act=seat,
        hand=tuple(parse_cards(hand)),
        bids=(None,) * 4,
        trick=tuple(PlayedCard(s, Card.parse(c)) for s, c in trick),
        tricks_taken=(0,) * 4,
        played=tuple(PlayedCard(s, Card.parse(c)) for s, c in trick),
        extra={"declarer": declarer, "trump": "H", "high_bid": 80},
    )


def choose(seat: int, hand: str, trick: list[tuple[int, str]], declarer: int = 0) -> Card:
    bot = make_bot("heuristic", library("rook"))
    legal = parse_cards(hand)
    card = bot.choose(play_view(seat, hand, trick, declarer), legal, RNG)
    assert isinstance(card, Card)
    return card


def test_a_counter_is_fed_to_a_partner_who_holds_the_trick() -> None:
    # Seat 2 leads the ace of spades, which nothing outstanding beats but the Rook... which
    # seat 0 holds; seat 1 follows low; seat 0 gives its ten.
    assert choose(0, "10S 6S ROOK", [(2, "AS"), (3, "7S")]) == Card.parse("10S")


def test_a_trick_with_counters_is_won_with_the_cheapest_sure_card() -> None:
    assert choose(3, "KD 6D", [(0, "10D"), (1, "7D"), (2, "8D")]) == Card.parse("KD")


def test_a_low_card_is_thrown_when_the_trick_is_lost() -> None:
    assert choose(1, "5D 6D 10D", [(0, "AD")]) == Card.parse("6D")


def test_the_declarer_leads_its_top_trump_to_pull_trumps() -> None:
    assert choose(0, "AH 6H 5C 6C ROOK", [], declarer=0) == Card.parse("AH")


def test_a_defender_cashes_an_ace_of_a_side_suit_rather_than_lead_trump() -> None:
    assert choose(1, "AH 6H AC 6C", [], declarer=0) == Card.parse("AC")
