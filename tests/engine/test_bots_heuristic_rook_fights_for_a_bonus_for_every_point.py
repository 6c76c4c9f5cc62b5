"""Where taking every point of a hand scores a bonus (`scoring.events`: `took_every_point`),
the heuristic Rook bot, while one side has taken points and the other none, wins a trick
with counters even with a card that may be overtaken (to keep or to spoil the bonus);
without the event, or once both sides have points, it throws a low card unless it surely
wins."""

import random

from engine.bots import make_bot
from engine.core.cards import Card, parse_cards
from engine.core.protocol import Phase, PlayedCard, PlayerView
from tests.factories import rook_rules

RNG = random.Random(0)
SEAT_0_TAKES_15 = [(0, "AC"), (1, "6C"), (2, "7C"), (3, "8C")]
"""A first trick seat 0 won with the A♣: its side has 15 points, seat 1's side none."""
SEAT_3_TAKES_10 = [(0, "9S"), (1, "6S"), (2, "7S"), (3, "10S")]
"""A second trick seat 3, seat 1's partner, won with the 10♠: both sides have points."""
EVERY_POINT = {"when": "took_every_point", "score": 100}


def choose(
    tricks: list[tuple[int, str]], now: list[tuple[int, str]], *events: dict[str, object]
) -> Card:
    """Seat 1's card on the trick `now`, which seat 0's 10♦ holds (hearts trump): seat 1's K♦
    wins for now, but the A♦ is out and seat 2, an opponent, is still to play."""
    bot = make_bot("heuristic", rook_rules(scoring={"events": list(events)}))
    trick = [PlayedCard(seat, Card.parse(card)) for seat, card in now]
    seen = PlayerView(
        seat=1,
        phase=Phase.PLAY,
        to_act=1,
        hand=tuple(parse_cards("KD 6D 8S")),
        bids=(None,) * 4,
        trick=tuple(trick),
        tricks_taken=(0,) * 4,
        played=tuple(PlayedCard(s, Card.parse(c)) for s, c in tricks) + tuple(trick),
        extra={"declarer": 0, "trump": "H", "high_bid": 80},
    )
    card = bot.choose(seen, parse_cards("KD 6D"), RNG)
    assert isinstance(card, Card)
    return card


SEAT_0_LEADS = [(0, "10D")]
SEAT_3_LEADS = [(3, "9D"), (0, "10D")]


def test_without_the_event_a_card_that_may_be_overtaken_is_not_spent() -> None:
    assert choose(SEAT_0_TAKES_15, SEAT_0_LEADS) == Card.parse("6D")


def test_a_bonus_for_every_point_makes_the_side_without_points_fight_for_the_counter() -> None:
    assert choose(SEAT_0_TAKES_15, SEAT_0_LEADS, EVERY_POINT) == Card.parse("KD")


def test_once_both_sides_have_points_the_bonus_changes_nothing() -> None:
    tricks = SEAT_0_TAKES_15 + SEAT_3_TAKES_10
    assert choose(tricks, SEAT_3_LEADS, EVERY_POINT) == Card.parse("6D")


def test_before_either_side_has_points_the_bonus_changes_nothing() -> None:
    # Nobody has taken a point yet: the first counter decides nothing on its own.
    assert choose([(0, "9C"), (1, "6C"), (2, "7C"), (3, "8C")], SEAT_0_LEADS, EVERY_POINT) == (
        Card.parse("6D")
    )
