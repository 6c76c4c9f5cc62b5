"""Omnibus Hearts (Pagat's Omnibus page): the J♦ counts −10 for whoever takes it, even when
they shoot the moon."""

from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import act, hearts_rules, tiny

START = Standing.start(4)


# covers: scoring.jack_of_diamonds=null
def test_the_jack_of_diamonds_is_an_ordinary_card_by_default() -> None:
    terms = hearts_terms(hearts_rules())

    # Seat 2 took the J♦: it changes nothing. 3 + 10 + 13 + 0 = 26.
    assert score_hand(terms, HeartsTally((3, 10, 13, 0), jack=1), START).points == (3, 10, 13, 0)


# covers: scoring.jack_of_diamonds=other
def test_omnibus_takes_ten_off_the_jacks_taker() -> None:
    terms = hearts_terms(hearts_rules(scoring={"jack_of_diamonds": -10}))

    # Seat 2 took 10 penalty points and the J♦: 10 − 10 = 0.
    assert score_hand(terms, HeartsTally((3, 10, 13, 0), jack=1), START).points == (3, 0, 13, 0)


def test_the_jack_counts_for_a_moon_shooter_too() -> None:
    terms = hearts_terms(hearts_rules(scoring={"jack_of_diamonds": -10}))

    # Seat 1 shoots the moon (others +26) and took the J♦: 0 − 10 = −10.
    assert score_hand(terms, HeartsTally((26, 0, 0, 0), jack=0), START).points == (-10, 26, 26, 26)


def test_a_played_hand_finds_who_took_the_jack() -> None:
    seats = {1: "2C JD", 2: "3C 2H", 3: "AC 3D", 4: "4C 4D"}
    hand = tiny(seats, play={"points_on_first_trick": True}, scoring={"jack_of_diamonds": -10})
    act(hand, "2C", "3C", "AC", "4C", "3D", "4D", "JD", "2H")  # seat 1 wins trick 2, the J♦

    assert hand.tally().jack == 0
