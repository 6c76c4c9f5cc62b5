"""Renege penalties at scoring (`reneges.caught_after_gathered`, `extra_penalty`,
`tricks_transferred`). Seat 2 (side 2) reneged and seat 1 called it. Side 1 bids 4 + 3 = 7
and took 6; side 2 bids 3 + 3 = 6 and took 7."""

from engine.core.actions import Bid
from engine.core.reneges import Caught, RenegeCall
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules

CALL = RenegeCall(offender=1, claimant=0, caught=Caught.AFTER_GATHERED, trick=5)


def score(
    reneges: dict[str, object],
    bids: tuple[str, ...] = ("4", "3", "3", "3"),
    tricks: tuple[int, ...] = (3, 5, 3, 2),
    calls: tuple[RenegeCall, ...] = (CALL,),
) -> HandScore:
    rules = spades_rules(reneges={"enforcement": "honour", **reneges})
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in bids), tricks, reneges=calls)
    return score_hand(rules, tally, bags_before=(0, 0))


# covers: reneges.caught_after_gathered=offender_set
def test_seed_001_the_offending_side_is_set_and_the_other_side_made_its_70() -> None:
    hand = score({"caught_after_gathered": "offender_set"})
    assert hand.points == (70, -60)
    assert (hand.sides[0].made, hand.sides[1].made) == (True, False)
    assert (hand.sides[0].bags, hand.sides[1].bags) == (0, 0)


def test_a_renege_fails_the_offending_sides_nil_and_makes_the_other_sides_nil() -> None:
    hand = score(
        {"caught_after_gathered": "offender_set"},
        bids=("nil", "nil", "4", "5"),
        tricks=(1, 0, 5, 7),
    )
    assert [nil.made for nil in hand.sides[0].nils] == [True]
    assert [nil.made for nil in hand.sides[1].nils] == [False]
    assert hand.points == (100 + 40, -100 - 50)


def test_several_calls_against_one_side_set_it_once() -> None:
    second = RenegeCall(offender=3, claimant=2, caught=Caught.AFTER_GATHERED, trick=9)
    hand = score({"caught_after_gathered": "offender_set"}, calls=(CALL, second))
    assert hand.points == (70, -60)


# covers: reneges.caught_after_gathered=set_plus_penalty
# covers: reneges.extra_penalty=default
def test_set_plus_penalty_costs_the_offenders_their_60_and_another_100() -> None:
    hand = score({"caught_after_gathered": "set_plus_penalty"})
    assert hand.points == (70, -160)


# covers: reneges.extra_penalty=other
def test_an_extra_penalty_of_minus_50_leaves_the_offenders_at_minus_110() -> None:
    hand = score({"caught_after_gathered": "set_plus_penalty", "extra_penalty": -50})
    assert hand.points == (70, -110)


# covers: reneges.caught_after_gathered=lose_game
def test_lose_game_scores_the_hand_as_played_and_the_offenders_forfeit() -> None:
    hand = score({"caught_after_gathered": "lose_game"})
    assert hand.points == (-70, 61)
    assert hand.forfeits == (1,)


# covers: reneges.caught_after_gathered=transfer_tricks
# covers: reneges.tricks_transferred=default
def test_three_tricks_pass_to_the_callers_who_make_7_with_9_and_set_the_offenders() -> None:
    hand = score({"caught_after_gathered": "transfer_tricks"})
    assert (hand.sides[0].tricks, hand.sides[1].tricks) == (9, 4)
    assert hand.points == (72, -60)
    assert hand.forfeits == ()


# covers: reneges.tricks_transferred=other
def test_one_trick_transferred_makes_both_contracts_exactly() -> None:
    hand = score({"caught_after_gathered": "transfer_tricks", "tricks_transferred": 1})
    assert hand.points == (70, 60)


def test_no_more_tricks_pass_than_the_offenders_took() -> None:
    hand = score(
        {"caught_after_gathered": "transfer_tricks", "tricks_transferred": 5},
        bids=("6", "1", "5", "1"),
        tricks=(6, 1, 5, 1),
    )
    assert (hand.sides[0].tricks, hand.sides[1].tricks) == (13, 0)
