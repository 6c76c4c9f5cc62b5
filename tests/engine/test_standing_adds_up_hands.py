"""`Standing.after` adds a scored hand: scores, bags (the hand's count after, its own number),
times set and hands played."""

from dataclasses import dataclass
from fractions import Fraction

from engine.core.actions import Bid
from engine.core.points import Points
from engine.core.standing import Standing
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


@dataclass(frozen=True)
class RookLikeHand:
    """Any game's hand result will do: points, sets, bags after, forfeits per side."""

    points: tuple[Points, ...]
    sets: tuple[bool, ...]
    bags_after: tuple[int, ...] = (0, 0)
    forfeits: tuple[int, ...] = ()


def test_a_spades_hand_adds_its_points_bags_and_sets() -> None:
    rules = spades_rules()
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("4", "3", "3", "3")), (2, 5, 3, 3))
    standing = Standing((100, 40), (8, 1), (0, 0), hands_played=3)
    after = standing.after(score_hand(rules, tally, standing.bags))
    assert after == Standing((30, 102), (8, 3), (1, 0), hands_played=4)


def test_any_game_result_with_points_and_sets_adds_up_exactly() -> None:
    standing = Standing.start(2).after(RookLikeHand((Fraction(31, 10), -3), (False, True)))
    standing = standing.after(RookLikeHand((Fraction(9, 10), 3), (False, False)))
    assert standing.scores == (4, 0)
    assert type(standing.scores[0]) is int
    assert standing.sets == (0, 1)
    assert standing.hands_played == 2


def test_a_side_trails_by_the_gap_to_the_best_other_side() -> None:
    standing = Standing((250, 100, 180), (0, 0, 0), (0, 0, 0))
    assert [standing.behind(side) for side in range(3)] == [-70, 150, 70]
