"""Where taking no trick scores a bonus (`scoring.events`: `took_no_trick`), the heuristic
bot passes its highest cards of any suit, and a seat that has taken no trick does not give
the bonus up for a trick worth less; without the event it passes its hearts and takes a
trick worth taking."""

import random

from engine.core.actions import PassCards
from engine.core.cards import Card
from engine.games.hearts.bot import HeuristicHeartsBot
from tests.engine.hearts.hearts_helpers import act, hand_of, hearts_rules, tiny

NO_TRICK_BONUS = [{"when": "took_no_trick", "score": -15}]
"""Lowest wins: a bonus of 15 points for a player who takes no trick."""
HOLDING = {1: "AC KD QD 2H 3H 4H 2C 3C 4C 5C 6C 7C 8C"}
"""Seat 1's hand: three high cards in clubs and diamonds, three low hearts, low clubs."""


def passed(**scoring: object) -> set[str]:
    hand = hand_of(hearts_rules(scoring=scoring), HOLDING)
    while hand.to_act != 0:
        hand.apply(hand.legal_actions()[0])
    bot = HeuristicHeartsBot(hand.rules)
    choice = bot.choose(hand.view(0), hand.legal_actions(), random.Random(1))
    assert isinstance(choice, PassCards)
    return {str(card) for card in choice.cards}


def test_without_the_event_the_low_hearts_are_passed() -> None:
    assert passed() == {"2H", "3H", "4H"}


def test_a_no_trick_bonus_passes_the_highest_cards_instead() -> None:
    assert passed(events=NO_TRICK_BONUS) == {"AC", "KD", "QD"}


SEATS = {1: "2C 3C", 2: "5C 2H", 3: "JD 9D", 4: "6C 4C"}
"""The J♦ scores −10 to its taker: seat 1 leads the 2♣, seat 3 (void) sheds the J♦, and
seat 4, last, may win the trick with the 6♣ or lose it with the 4♣."""


def last_play(**scoring: object) -> Card:
    options = {
        "play": {"points_on_first_trick": True},
        "scoring": {"jack_of_diamonds": -10, **scoring},
    }
    hand = tiny(SEATS, **options)
    act(hand, "2C", "5C", "JD")
    bot = HeuristicHeartsBot(hand.rules)
    choice = bot.choose(hand.view(3), hand.legal_actions(), random.Random(1))
    assert isinstance(choice, Card)
    return choice


def test_without_the_event_the_last_seat_takes_the_jack_of_diamonds() -> None:
    assert str(last_play()) == "6C"


def test_a_no_trick_bonus_worth_more_than_the_jack_keeps_the_last_seat_clean() -> None:
    # Taking the trick scores −10 but gives up the −15 for taking no trick: it ducks.
    assert str(last_play(events=NO_TRICK_BONUS)) == "4C"
