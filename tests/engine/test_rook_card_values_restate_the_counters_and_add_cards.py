"""Rook's counters are the first rows of its card-value table (`scoring.counters` by rank, and
the Rook card), and `scoring.card_values` adds rows after them: a card takes the points of
the last row naming it. Scoring, the bots and the points in a hand all read the one table.
Seats 0 and 2 are side 0, seats 1 and 3 side 1."""

from engine.core.cards import parse_cards
from engine.games.rook.heuristic import RookKnown
from engine.games.rook.pack import ROOK
from engine.games.rook.scoring import RookTally, count_counters, score_rook_hand
from tests.engine.rook_helpers import rook_rules

TOURNAMENT_PACK = "deck: {pack: rook, ranks: [14, 13, 12, 11, 10, 9, 8, 7, 6, 5]}\n"
"""Tournament Rook's pack: the 5s to 14s of a Rook pack and the Rook card."""


# covers: scoring.card_values=default
def test_without_rows_the_table_is_seed_004s_counters() -> None:
    rules = rook_rules()

    assert rules.card_points()["ROOK"] == 20
    assert (rules.card_points()["5H"], rules.card_points()["AS"]) == (5, 15)
    # 4 × (5 + 10 + 15) + 20 = 140, as before the table.
    assert rules.points_available() == 140


# covers: scoring.card_values=other
def test_a_row_makes_the_rook_card_worth_50() -> None:
    rules = rook_rules("scoring: {card_values: [{cards: ROOK, points: 50}]}\n")

    assert count_counters(rules, parse_cards("5H ROOK KH")) == 5 + 50
    assert rules.points_available() == 4 * 30 + 50


def test_a_row_names_one_card_of_a_rook_pack() -> None:
    # The red 14 worth 25 on top of the Tournament Rook counters (5s 5, 10s and 14s 10).
    counters = "scoring: {counters: {'5': 5, '10': 10, '14': 10, rook: 20}, "
    rules = rook_rules(TOURNAMENT_PACK + counters + "card_values: [{cards: 14R, points: 25}]}\n")

    assert count_counters(rules, parse_cards("14R 14G 5Y ROOK")) == 25 + 10 + 5 + 20
    assert rules.points_available() == 4 * 25 + 15 + 20


def test_a_hand_is_scored_with_the_tables_values() -> None:
    # Bid 120, the declarer's side took 125 counted with the Rook at 50: made, 125.
    rules = rook_rules("scoring: {card_values: [{cards: ROOK, points: 50}]}\n")
    counters = count_counters(rules, parse_cards("ROOK AH AS AD 10H 10S"))

    assert counters == 50 + 45 + 20
    score = score_rook_hand(rules, RookTally(0, 110, (counters, 170 - counters), (), 0))
    assert score.made and score.points == (115, 55)


def test_the_heuristic_bot_reads_each_cards_points_from_the_table() -> None:
    rules = rook_rules(
        "scoring: {card_values: [{cards: ROOK, points: 50}, {cards: KS, points: 7}]}\n"
    )
    known = RookKnown(rules)

    assert known.counters[ROOK] == 50
    assert known.counters[parse_cards("KS")[0]] == 7
    assert known.available == 140 - 20 + 50 + 7
