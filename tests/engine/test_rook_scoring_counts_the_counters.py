"""Scoring a Rook hand from its tally: counters, discards, the last trick, and the set rule.

Seats 0 and 2 are side 0, seats 1 and 3 side 1. The default counters (seed 004) are fives 5,
tens 10, aces 15 and the Rook 20: 140 points in the pack."""

from engine.core.cards import Card, parse_cards
from engine.games.rook.scoring import RookTally, count_counters, score_rook_hand
from tests.engine.rook_helpers import rook_rules


def tally(
    declarer: int,
    bid: int,
    counters: tuple[int, int],
    discards: list[Card] | None = None,
    last_trick: int | None = None,
) -> RookTally:
    """Seat `declarer` won the auction at `bid`; the sides took `counters` in their tricks."""
    last = declarer if last_trick is None else last_trick
    return RookTally(declarer, bid, counters, tuple(discards or ()), last)


# covers: scoring.counters=default
# covers: scoring.failed_bid=lose_bid
def test_seed_004_bid_120_took_125_scores_125_and_the_defenders_score_their_15() -> None:
    score = score_rook_hand(rook_rules(), tally(0, 120, (125, 15)))
    assert score.made and score.points == (125, 15)
    assert score.sets == (False, False)


# covers: scoring.failed_bid=lose_bid
def test_seed_004_bid_120_took_110_loses_120_and_no_counters_defenders_score_30() -> None:
    score = score_rook_hand(rook_rules(), tally(1, 120, (30, 110)))
    assert not score.made and score.points == (30, -120)
    assert score.sets == (False, True)


def test_taking_exactly_the_bid_makes_it() -> None:
    assert score_rook_hand(rook_rules(), tally(0, 80, (80, 60))).points == (80, 60)


# covers: scoring.failed_bid=lose_bid_keep_counters
def test_lose_bid_keep_counters_bid_120_took_110_scores_minus_10() -> None:
    rules = rook_rules("scoring: {failed_bid: lose_bid_keep_counters}\n")
    assert score_rook_hand(rules, tally(0, 120, (110, 30))).points == (-10, 30)


# covers: scoring.counters=default
def test_the_default_counters_are_fives_tens_aces_and_the_rook() -> None:
    cards = parse_cards("5H 10H AH ROOK KH QS 9S")
    assert count_counters(rook_rules(), cards) == 5 + 10 + 15 + 20


# covers: scoring.counters=other
def test_other_counters_count_kings_and_a_heavier_rook() -> None:
    rules = rook_rules("scoring: {counters: {K: 10, '10': 10, '5': 5, rook: 40}}\n")
    assert count_counters(rules, parse_cards("5H 10H AH ROOK KH QS")) == 5 + 10 + 40 + 10


# covers: scoring.discarded_counters=nobody
def test_discarded_counters_score_for_nobody_by_default() -> None:
    score = score_rook_hand(rook_rules(), tally(0, 70, (90, 20), discards=parse_cards("AH 10H")))
    assert score.points == (90, 20)


# covers: scoring.discarded_counters=declarer
def test_discarded_counters_can_go_to_the_declarer_and_help_make_the_bid() -> None:
    rules = rook_rules("scoring: {discarded_counters: declarer}\n")
    facts = tally(1, 75, (65, 50), discards=parse_cards("AH 10H 9C"), last_trick=0)
    assert score_rook_hand(rules, facts).points == (65, 75)


# covers: scoring.discarded_counters=last_trick
def test_discarded_counters_can_go_to_the_side_taking_the_last_trick() -> None:
    rules = rook_rules("scoring: {discarded_counters: last_trick}\n")
    facts = tally(1, 90, (90, 25), discards=parse_cards("AH 10H"), last_trick=2)
    score = score_rook_hand(rules, facts)
    assert score.points == (115, -90)


# covers: scoring.last_trick_bonus=default
def test_by_default_the_last_trick_earns_nothing_extra() -> None:
    assert score_rook_hand(rook_rules(), tally(0, 100, (95, 45), last_trick=0)).points == (-100, 45)


# covers: scoring.last_trick_bonus=other
def test_a_last_trick_bonus_of_20_counts_toward_the_bid() -> None:
    rules = rook_rules("scoring: {last_trick_bonus: 20}\n")
    score = score_rook_hand(rules, tally(0, 110, (95, 45), last_trick=2))
    assert score.made and score.points == (115, 45)


# covers: scoring.last_trick_bonus=other
# covers: scoring.failed_bid=lose_bid_keep_counters
def test_keeping_the_counters_after_a_set_does_not_keep_the_last_trick_bonus() -> None:
    rules = rook_rules("scoring: {last_trick_bonus: 20, failed_bid: lose_bid_keep_counters}\n")
    score = score_rook_hand(rules, tally(0, 120, (80, 60), last_trick=0))
    assert score.taken == (100, 60) and score.points == (80 - 120, 60)


def test_in_a_singles_game_every_defender_scores_its_own_counters() -> None:
    rules = rook_rules("players: {count: 3, teams: singles}\nnest: {size: 2}\n")
    score = score_rook_hand(rules, RookTally(2, 80, (30, 40, 70), (), last_trick=1))
    assert score.points == (30, 40, -80)
