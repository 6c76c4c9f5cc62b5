"""`reneges.tricks_to`: under `transfer_tricks`, the tricks a renege costs go to the side
that called it (`claimant`) or to nobody (`nobody`), read through
`engine.core.standing.renege_penalty` by the Spades and Rook scorers alike. Issue 38's list
of stated rules: "a renege that takes tricks away from the offender without giving them to
anyone"."""

from engine.core.actions import Bid
from engine.core.protocol import Phase
from engine.core.reneges import Caught, RenegeCall
from engine.games.rook.scoring import score_rook_hand
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.engine.rook_helpers import TINY, act, playing, rook_rules
from tests.factories import spades_rules

CALL = RenegeCall(offender=1, claimant=0, caught=Caught.AFTER_GATHERED, trick=5)


def spades(tricks_to: str) -> HandScore:
    # Seat 2 (side 2) reneged and seat 1 called it. Side 1 bids 4 + 3 = 7 and took 6; side 2
    # bids 3 + 3 = 6 and took 7.
    rules = spades_rules(
        reneges={
            "enforcement": "honour",
            "caught_after_gathered": "transfer_tricks",
            "tricks_to": tricks_to,
        }
    )
    bids = tuple(Bid.parse(bid) for bid in ("4", "3", "3", "3"))
    return score_hand(rules, SpadesTally(bids, (3, 5, 3, 2), reneges=(CALL,)), bags_before=(0, 0))


# covers: reneges.tricks_to=claimant
def test_three_tricks_to_the_claimant_make_its_7_with_9() -> None:
    hand = spades("claimant")
    assert (hand.sides[0].tricks, hand.sides[1].tricks) == (9, 4)
    assert hand.points == (72, -60)


# covers: reneges.tricks_to=nobody
def test_three_tricks_to_nobody_set_the_offender_and_leave_the_claimant_short() -> None:
    hand = spades("nobody")
    assert (hand.sides[0].tricks, hand.sides[1].tricks) == (6, 4)
    assert hand.points == (-70, -60)


HANDS = {2: "AH KD AC KC", 3: "5H 10D 5C 10C", 0: "10H AD KS 5S", 1: "KH 5D AS 10S"}


def test_in_rook_the_offenders_best_trick_counts_for_nobody() -> None:
    # Seat 1 declared at 70 with spades trump; seat 4 reneges in trick 1 and seat 3 calls it.
    extra = "caught_after_gathered: transfer_tricks, tricks_transferred: 1, tricks_to: nobody"
    hand = playing(rook_rules(TINY + "reneges: {enforcement: honour, " + extra + "}\n"), HANDS, "S")
    act(hand, ["AH", "5C", "10H", "KH", "claim 3 4 1"])
    while hand.phase is Phase.PLAY:
        act(hand, [str(hand.legal_plays()[0])])
    facts = hand.tally()
    best = max(points for seat, points in facts.tricks if seat in (1, 3))
    taken = score_rook_hand(hand.rules, facts).taken
    assert taken == (facts.counters[0], facts.counters[1] - best)
