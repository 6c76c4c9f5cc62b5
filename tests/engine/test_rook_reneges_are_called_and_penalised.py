"""Reneges in Rook: refused under `prevent`; under `honour` the card stands until called, and
the penalty follows `engine.core.standing.renege_penalty` (scored by the Rook scorer).

In every scenario seat 1 declared at 70 (side 1: seats 1 and 3) with spades trump; seat 2
leads the ace of hearts and seat 3, holding the 5 of hearts, plays the 5 of clubs."""

import pytest

from engine.core.cards import parse_cards
from engine.core.errors import ClaimRejected, IllegalPlayError
from engine.core.protocol import Phase
from engine.games.rook.hand import RookHand
from engine.games.rook.scoring import score_rook_hand
from tests.engine.rook_helpers import TINY, act, playing, rook_rules

HANDS = {2: "AH KD AC KC", 3: "5H 10D 5C 10C", 0: "10H AD KS 5S", 1: "KH 5D AS 10S"}
CALL_SEAT_3 = "claim 3 4 1"  # seat 3 (0-based 2) calls a renege on seat 4 (3) in trick 1


def reneged(extra: str) -> RookHand:
    hand = playing(rook_rules(TINY + "reneges: {enforcement: honour, " + extra + "}\n"), HANDS, "S")
    act(hand, ["AH", "5C"])
    return hand


# covers: reneges.enforcement=prevent
def test_under_prevent_a_renege_is_refused_naming_the_rule() -> None:
    hand = playing(rook_rules(TINY), HANDS, "S")
    act(hand, ["AH"])
    with pytest.raises(IllegalPlayError, match="follow suit"):
        act(hand, ["5C"])


# covers: reneges.enforcement=honour
# covers: reneges.caught_before_gathered=corrected
def test_a_renege_called_before_the_trick_is_gathered_is_taken_back_and_replayed() -> None:
    hand = reneged("caught_before_gathered: corrected")
    assert hand.trick[-1].card == parse_cards("5C")[0]
    act(hand, [CALL_SEAT_3])
    assert hand.to_act == 3 and len(hand.trick) == 1
    assert hand.legal_plays() == parse_cards("5H")
    act(hand, ["5H", "10H", "KH"])
    assert hand.gathered[-1][0] == 2 and hand.watch.calls == ()


# covers: reneges.caught_before_gathered=same_as_after
# covers: reneges.caught_after_gathered=offender_set
def test_with_no_second_chance_a_renege_by_the_declarers_side_ends_the_hand_and_sets_it() -> None:
    hand = reneged("caught_before_gathered: same_as_after")
    act(hand, [CALL_SEAT_3])
    assert hand.phase is Phase.DONE
    score = score_rook_hand(hand.rules, hand.tally())
    assert score.points == (0, -70) and score.sets == (False, True)


# covers: reneges.caught_after_gathered=offender_set
def test_a_renege_by_a_defender_called_after_the_trick_lets_the_declarer_score_its_bid() -> None:
    rules = rook_rules(TINY + "reneges: {enforcement: honour}\n")
    hands = {2: "AH KD AC KC", 3: "KH 10D 5C 10C", 0: "10H AD KS 5S", 1: "5H 5D AS 10S"}
    hand = playing(rules, hands, "S")
    act(hand, ["AH", "KH", "AD", "5H"])  # seat 0 holds the 10 of hearts and plays a diamond
    act(hand, ["claim 2 1 1"])
    assert hand.phase is Phase.DONE
    assert score_rook_hand(rules, hand.tally()).points == (0, 70)


# covers: reneges.caught_after_gathered=set_plus_penalty
# covers: reneges.extra_penalty=default
def test_set_plus_penalty_also_costs_the_offender_100() -> None:
    hand = reneged("caught_after_gathered: set_plus_penalty")
    act(hand, ["10H", "KH", CALL_SEAT_3])
    assert score_rook_hand(hand.rules, hand.tally()).points == (0, -70 - 100)


# covers: reneges.caught_after_gathered=set_plus_penalty
# covers: reneges.extra_penalty=other
def test_set_plus_penalty_costs_the_extra_penalty_given() -> None:
    hand = reneged("caught_after_gathered: set_plus_penalty, extra_penalty: -30")
    act(hand, ["10H", "KH", CALL_SEAT_3])
    assert score_rook_hand(hand.rules, hand.tally()).points == (0, -100)


# covers: reneges.caught_after_gathered=lose_game
def test_under_lose_game_the_offending_side_forfeits_the_match() -> None:
    hand = reneged("caught_after_gathered: lose_game")
    act(hand, ["10H", "KH", CALL_SEAT_3])
    assert hand.phase is Phase.DONE
    assert score_rook_hand(hand.rules, hand.tally()).forfeits == (1,)


# covers: reneges.caught_after_gathered=transfer_tricks
# covers: reneges.tricks_transferred=default
def test_transfer_tricks_moves_the_offenders_most_valuable_tricks_to_the_caller() -> None:
    hand = reneged("caught_after_gathered: transfer_tricks")
    act(hand, ["10H", "KH"])  # seat 2 wins trick 1: AH 5C 10H KH, 30 points
    act(hand, [CALL_SEAT_3])
    assert hand.phase is Phase.PLAY
    while hand.phase is Phase.PLAY:
        act(hand, [str(hand.legal_plays()[0])])
    facts = hand.tally()
    side_1_tricks = sorted(points for seat, points in facts.tricks if seat in (1, 3))
    moved = sum(side_1_tricks[-3:])
    score = score_rook_hand(hand.rules, facts)
    assert score.taken == (facts.counters[0] + moved, facts.counters[1] - moved)


# covers: reneges.tricks_transferred=other
def test_transfer_tricks_moves_only_as_many_tricks_as_the_rules_say() -> None:
    hand = reneged("caught_after_gathered: transfer_tricks, tricks_transferred: 1")
    act(hand, ["10H", "KH", CALL_SEAT_3])
    while hand.phase is Phase.PLAY:
        act(hand, [str(hand.legal_plays()[0])])
    facts = hand.tally()
    best = max(points for seat, points in facts.tricks if seat in (1, 3))
    assert score_rook_hand(hand.rules, facts).taken[1] == facts.counters[1] - best


def test_a_false_renege_claim_is_rejected_with_the_reason() -> None:
    hand = reneged("caught_before_gathered: corrected")
    with pytest.raises(ClaimRejected, match="did not renege"):
        act(hand, ["claim 2 3 1"])
    with pytest.raises(ClaimRejected, match="its own side"):
        act(hand, ["claim 2 4 1"])
