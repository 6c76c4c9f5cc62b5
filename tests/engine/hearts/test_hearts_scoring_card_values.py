"""Hearts card values as a table (`scoring.card_values`): rules from public texts that the
named card options could not state, each scored with its inputs, number and source."""

from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import act, hearts_rules, tiny

START = Standing.start(4)


def values(**scoring: object) -> dict[str, int]:
    terms = hearts_terms(hearts_rules(scoring=scoring))
    return {str(card): value for card, value in terms.values.items()}


# covers: scoring.card_values=default
def test_without_a_table_every_heart_is_1_and_the_queen_of_spades_13() -> None:
    table = values()

    assert table["2H"] == table["AH"] == 1
    assert table["QS"] == 13
    assert sum(table.values()) == 26


# covers: scoring.card_values=other
SPOT_HEARTS = {
    "queen_of_spades": 50,
    "jack_of_diamonds": -40,
    "card_values": [{"cards": "hearts", "points": "face"}],
}
"""Source: eliters.com tournament rule "Spot Hearts: Jack of Diamonds On": "All hearts are
worth face value", "the queen of spades is worth 50", "the jack is worth -40"."""


def test_spot_hearts_scores_hearts_at_face_value_the_queen_50_and_the_jack_minus_40() -> None:
    table = values(**SPOT_HEARTS)

    assert (table["2H"], table["10H"], table["JH"], table["AH"]) == (2, 10, 11, 14)
    assert table["QS"] == 50 and table["JD"] == -40
    # Every penalty point: 2+3+...+10 = 54, J Q K A = 11+12+13+14 = 50, and the Q♠ 50: 154.
    assert hearts_terms(hearts_rules(scoring=SPOT_HEARTS)).moon_total == 154


def test_spot_hearts_scores_a_hand_by_the_cards_taken() -> None:
    terms = hearts_terms(hearts_rules(scoring=SPOT_HEARTS))
    # Seat 1 took the A♥ and K♥ (14 + 13 = 27); seat 2 the Q♠ (50) and the J♦ (−40): 10.
    tally = HeartsTally((27, 50, 77, 0), jack=1)

    assert score_hand(terms, tally, START).points == (27, 10, 77, 0)


def test_pink_lady_makes_the_queen_of_hearts_a_second_13_point_card() -> None:
    # Source: Joe Andrews' Hearts column on zone.msn.com ("The Jack of Diamonds Variation"):
    # "another penalty card (the Queen of Hearts counting as 13 additional points)". A moon is
    # then every penalty point: 12 other hearts + 13 + 13 = 38.
    table = values(card_values=[{"cards": "QH", "points": 13}])

    assert table["QH"] == 13 and table["KH"] == 1
    assert sum(table.values()) == 38


def test_a_later_row_overrides_an_earlier_one_for_the_same_card() -> None:
    # Hearts at face value, then the A♥ at 1: the last row naming a card wins.
    table = values(
        card_values=[{"cards": "hearts", "points": "face"}, {"cards": "AH", "points": 1}]
    )

    assert (table["KH"], table["AH"]) == (13, 1)


def test_a_negative_card_other_than_the_jack_is_scored_to_its_taker_last() -> None:
    # A bonus card of the club's choosing: the 10♣ at −10, as the Omnibus J♦ is.
    seats = {1: "2C 10C 5H", 2: "3C 2H 6H", 3: "AC 3D 7D", 4: "4C 4D 2D"}
    hand = tiny(
        seats,
        play={"points_on_first_trick": True},
        scoring={"card_values": [{"cards": "10C", "points": -10}]},
    )
    # Seat 3 wins trick 1 (A♣) and leads the 3♦; seat 4's 4♦ wins it, with the 10♣ and 2♥;
    # seat 4 leads the 2♦ and seat 3's 7♦ wins the 5♥ and 6♥.
    act(hand, "2C", "3C", "AC", "4C", "3D", "4D", "10C", "2H", "2D", "5H", "6H", "7D")

    tally = hand.tally()
    assert tally.bonus == (0, 0, 0, -10)
    # Seat 3 took the 5♥ and 6♥ (2); seat 4 the 2♥ (1) and the 10♣ (−10): −9.
    assert score_hand(hand.terms, tally, START).points == (0, 0, 2, -9)


def test_the_ace_of_hearts_charged_at_5() -> None:
    # Source: howthingsworks.com, "What is Jack of Diamonds rule in Hearts": "The Ace of
    # Hearts may be charged at 5 points, not 1". Every penalty point: 12 + 5 + 13 = 30.
    table = values(card_values=[{"cards": "AH", "points": 5}])

    assert (table["AH"], table["KH"], sum(table.values())) == (5, 1, 30)


def test_sevens_and_queens_scores_every_seven_1_and_every_queen_2() -> None:
    # Source: storytime.ivysaur.me, "Sevens and Queens", a variation on Hearts: "all sevens
    # are worth one point, and all queens are worth two points" (hearts and the Q♠ nothing
    # more). Rows in order: hearts 0, then sevens 1, then queens 2 (the Q♠'s 13 replaced).
    rows = [
        {"cards": "hearts", "points": 0},
        {"cards": "sevens", "points": 1},
        {"cards": "queens", "points": 2},
    ]
    table = values(card_values=rows)

    assert table == {"7C": 1, "7D": 1, "7H": 1, "7S": 1, "QC": 2, "QD": 2, "QH": 2, "QS": 2}
    # A player taking the 7♥ and the Q♠ scores 1 + 2 = 3; a moon is all 12 points.
    terms = hearts_terms(hearts_rules(scoring={"card_values": rows}))
    assert terms.moon_total == 12
    assert score_hand(terms, HeartsTally((3, 4, 5, 0)), START).points == (3, 4, 5, 0)
