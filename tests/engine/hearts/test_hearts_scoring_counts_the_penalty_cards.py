"""A hand's points: each heart 1 to its taker, the Q♠ its value (13 by Pagat's Hearts page),
and in Black Maria the K♠ and A♠ too (Pagat's Black Maria page: K♠ 10, A♠ 7, 43 in all).
Played out card by card, then scored from the tally."""

from engine.core.cards import STANDARD_RANKS
from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import act, hearts_rules, tiny

START = Standing.start(4)


def points(taken: tuple[int, ...], **scoring: object) -> tuple[int, ...]:
    terms = hearts_terms(hearts_rules(scoring=scoring))
    return score_hand(terms, HeartsTally(taken), START).points


# covers: scoring.queen_of_spades=default
def test_hearts_are_one_point_each_and_the_queen_thirteen() -> None:
    # Seat 1 takes the Q♠ and two hearts; seat 3 the rest of the hearts: 15 + 11 = 26.
    assert points((15, 0, 11, 0)) == (15, 0, 11, 0)
    assert hearts_terms(hearts_rules()).moon_total == 26


def test_a_played_hand_scores_the_penalty_cards_each_seat_took() -> None:
    hand = tiny(
        {1: "2C QS", 2: "3C 2H", 3: "AC 3H", 4: "4C 4H"}, play={"points_on_first_trick": True}
    )
    # Seat 3 wins the clubs and leads the 3♥; seat 4's 4♥ takes it, with the Q♠ and 2♥.
    act(hand, "2C", "3C", "AC", "4C", "3H", "4H", "QS", "2H")

    assert hand.tally().taken == (0, 0, 0, 3 + 13)


# covers: scoring.queen_of_spades=other
def test_the_queen_is_worth_what_the_rules_say() -> None:
    terms = hearts_terms(hearts_rules(scoring={"queen_of_spades": 10}))

    assert terms.moon_total == 23
    assert score_hand(terms, HeartsTally((10, 13, 0, 0)), START).points == (10, 13, 0, 0)


# covers: scoring.king_of_spades=default
# covers: scoring.ace_of_spades=default
def test_the_king_and_ace_of_spades_score_nothing_in_standard_hearts() -> None:
    assert set(str(card) for card in hearts_terms(hearts_rules()).values) == {
        "QS",
        *(f"{rank}H" for rank in STANDARD_RANKS),
    }


# covers: scoring.king_of_spades=other
# covers: scoring.ace_of_spades=other
def test_black_maria_makes_the_king_and_ace_of_spades_penalty_cards() -> None:
    terms = hearts_terms(hearts_rules(scoring={"king_of_spades": 10, "ace_of_spades": 7}))

    assert terms.moon_total == 13 + 13 + 10 + 7
    assert score_hand(terms, HeartsTally((17, 13, 13, 0)), START).points == (17, 13, 13, 0)
