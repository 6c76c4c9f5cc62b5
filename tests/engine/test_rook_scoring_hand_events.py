"""`scoring.events` in Rook: bonuses and penalties scored after the bid is judged. A Rook
contract is the declarer's bid in points, so a range on it counts points over or short of the
bid. Seats 0 and 2 are side 0, seats 1 and 3 side 1; seat 0 declares. Each test states the
tally, the expected number and the rule."""

from engine.games.rook.scoring import RookTally, score_rook_hand
from rulesets.rook import RookRules
from tests.engine.rook_helpers import rook_rules


def with_events(*rows: str) -> RookRules:
    return rook_rules("scoring:\n  events:\n" + "".join(f"    - {row}\n" for row in rows))


def tally(bid: int, counters: tuple[int, int], winners: list[int]) -> RookTally:
    """Seat 0 bid `bid`; the sides took `counters`; `winners` took the tricks in order."""
    tricks = tuple((seat, 0) for seat in winners)
    return RookTally(0, bid, counters, (), winners[-1], (), tricks)


NINE_TO_SIDE_0 = [0, 2, 0, 0, 2, 2, 0, 0, 2]
SPLIT = [0, 1, 0, 3, 2, 1, 0, 0, 2]


# covers: scoring.events=default
def test_without_events_a_side_taking_every_trick_scores_its_counters() -> None:
    assert score_rook_hand(rook_rules(), tally(100, (140, 0), NINE_TO_SIDE_0)).points == (140, 0)


# covers: scoring.events=other
def test_a_side_that_takes_every_trick_scores_100_more() -> None:
    rules = with_events("{when: took_every_trick, score: 100}")

    assert score_rook_hand(rules, tally(100, (140, 0), NINE_TO_SIDE_0)).points == (240, 0)
    assert score_rook_hand(rules, tally(100, (110, 30), SPLIT)).points == (110, 30)


def test_a_side_that_takes_every_point_scores_60_more() -> None:
    # Every counter, though side 1 took a trick: 140 + 60.
    rules = with_events("{when: took_every_point, score: 60}")

    assert score_rook_hand(rules, tally(100, (140, 0), SPLIT)).points == (200, 0)


def test_a_set_declarer_loses_its_bid_twice() -> None:
    # Bid 120, took 110: seed 004's −120, and −1 per point of the bid more: −240.
    rules = with_events("{when: failed_contract, score: -1, per: bid}")

    assert score_rook_hand(rules, tally(120, (110, 30), SPLIT)).points == (-240, 30)


def test_a_declarer_set_by_20_or_more_gives_the_defenders_50() -> None:
    rules = with_events("{when: failed_contract, at_least: 20, score: 50, to: others}")

    # Bid 120, took 95: short by 25: the defenders' 45 and 50.
    assert score_rook_hand(rules, tally(120, (95, 45), SPLIT)).points == (-120, 95)
    # Bid 120, took 110: short by 10: nothing more.
    assert score_rook_hand(rules, tally(120, (110, 30), SPLIT)).points == (-120, 30)


def test_a_made_bid_of_120_or_more_scores_50_more() -> None:
    rules = with_events("{when: made_contract_of, at_least: 120, score: 50}")

    assert score_rook_hand(rules, tally(120, (125, 15), SPLIT)).points == (175, 15)
    assert score_rook_hand(rules, tally(115, (125, 15), SPLIT)).points == (125, 15)
