"""The bowers (`play.left_bower`): the jack of trump is the highest trump and the other jack of
its colour the second, a trump for following (Bicycle; OpenSpiel's `CardSuit`); without the
left bower that jack stays in its suit. With `deck.joker` the big joker is above them both
(euchrelinks "best bower"; Trickster's `withJoker`)."""

from engine.core.cards import Card
from engine.core.protocol import PlayedCard
from engine.games.euchre.terms import euchre_terms
from engine.games.euchre.tricks import legal_plays, trick_winner
from tests.engine.euchre.euchre_helpers import cards, euchre_rules


def winner(rules_options: dict[str, object], played: str, trump: str) -> int:
    terms = euchre_terms(euchre_rules(**rules_options))
    plays = [PlayedCard(seat, card) for seat, card in enumerate(cards(played))]
    return trick_winner(terms, plays, trump)


# covers: play.left_bower=true
def test_the_left_bower_is_a_trump_and_beats_the_ace() -> None:
    terms = euchre_terms(euchre_rules())
    assert winner({}, "AH JD JH KH", "H") == 2
    assert winner({}, "AH JD KH QH", "H") == 1
    # A diamond is led; a player holding only the J♦ of diamonds need not play it.
    assert legal_plays(terms, cards("JD 9S"), "D", "H") == cards("JD 9S")


# covers: play.left_bower=false
def test_without_the_left_bower_the_other_jack_stays_in_its_suit() -> None:
    options: dict[str, object] = {"play": {"left_bower": False}}
    terms = euchre_terms(euchre_rules(**options))
    assert winner(options, "AH JD KH QH", "H") == 0
    assert legal_plays(terms, cards("JD 9S"), "D", "H") == cards("JD")


# covers: deck.joker=true
def test_the_joker_is_the_highest_trump() -> None:
    options: dict[str, object] = {"deck": {"joker": True}}
    assert Card.parse("BJ") in euchre_terms(euchre_rules(**options)).pack
    assert winner(options, "JH BJ AH KH", "H") == 1


# covers: deck.joker=false
def test_without_the_joker_the_right_bower_is_highest() -> None:
    assert Card.parse("BJ") not in euchre_terms(euchre_rules()).pack
    assert winner({}, "AH KH JH QH", "H") == 2
