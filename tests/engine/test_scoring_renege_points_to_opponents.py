"""`reneges.caught_after_gathered: points_to_opponents`: the hand is played out and scored as
played; then what the offending side scored for it, when above zero, goes to the side that
called the renege, and the offender scores 0 for the hand.

Source: a house-rules page of Spades variations (helmethead.biz, "how to play queen of
spades"): "If a player is caught breaking this rule, all points won by the team that broke
the rule during the round are awarded to the opposing team." Seats 1 and 3 are side 1, seats
2 and 4 side 2; seat 2 reneged and seat 1 called it.
"""

from engine.core.actions import Bid
from engine.core.reneges import Caught, RenegeCall
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules

CALL = RenegeCall(offender=1, claimant=0, caught=Caught.AFTER_GATHERED, trick=5)


def score(
    penalty: str, bids: tuple[str, ...], tricks: tuple[int, ...], bags: tuple[int, int] = (0, 0)
) -> HandScore:
    rules = spades_rules(reneges={"enforcement": "honour", "caught_after_gathered": penalty})
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in bids), tricks, reneges=(CALL,))
    return score_hand(rules, tally, bags_before=bags)


# covers: reneges.caught_after_gathered=points_to_opponents
def test_the_offenders_61_go_to_the_side_that_called_the_renege() -> None:
    # Side 1 bid 4 + 3 and took 6: set, -70. Side 2 bid 3 + 3 and took 7: 61 as played.
    # The 61 go to side 1 (-70 + 61 = -9); side 2 scores 0 for the hand.
    hand = score("points_to_opponents", ("4", "3", "3", "3"), (3, 5, 3, 2))
    assert hand.points == (-9, 0)
    assert hand.sides[1].renege_points == -61 and hand.sides[0].renege_points == 61


def test_the_offenders_bag_from_the_hand_still_counts() -> None:
    hand = score("points_to_opponents", ("4", "3", "3", "3"), (3, 5, 3, 2), bags=(0, 4))
    assert hand.bags_after == (0, 5)


def test_a_loss_the_offenders_made_stays_with_them() -> None:
    # Side 2 bid 5 + 4 and took 7: set, -90. Nothing moves; side 1 made 4 + 2 with 6: 60.
    hand = score("points_to_opponents", ("4", "5", "2", "4"), (3, 5, 3, 2))
    assert hand.points == (60, -90)


def test_the_same_hand_under_offender_set_is_scored_without_its_tricks() -> None:
    # The contrast: offender_set scores side 1 as having made its 70 and side 2 as set.
    hand = score("offender_set", ("4", "3", "3", "3"), (3, 5, 3, 2))
    assert hand.points == (70, -60)
