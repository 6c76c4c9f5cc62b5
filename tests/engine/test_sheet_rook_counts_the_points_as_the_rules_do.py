"""A Rook sheet's points are scored as the rules count them: the failed-bid rule, where the
declarer's discards go, the last-trick bonus, other counters and other packs. Each hand gives
the points each side took, side 1 (seats 1 and 3) first, and the score the rule produces.

Seed 004's counters make 140 points in a hand unless a test says otherwise."""

import pytest

from engine.games.rook.sheet import RookSheetHand
from engine.sheet import SheetError, score_sheet
from rulesets.rook import RookRules
from tests.engine.rook_helpers import NO_ROOK, ROOK_PACK, rook_rules


def one(rules: RookRules, **hand: object) -> RookSheetHand:
    return score_sheet(rules, {"hands": [hand]}).hands[0]


def problems(rules: RookRules, **hand: object) -> list[tuple[str, str]]:
    with pytest.raises(SheetError) as refused:
        score_sheet(rules, {"hands": [hand]})
    return [(problem.field, problem.message) for problem in refused.value.problems]


# covers: scoring.failed_bid=lose_bid
def test_lose_bid_bid_100_took_95_scores_minus_100() -> None:
    hand = one(rook_rules(), bidder=1, bid=100, points=[95, 45])
    assert hand.score.points == (-100, 45)


# covers: scoring.failed_bid=lose_bid_keep_counters
def test_lose_bid_keep_counters_bid_100_took_95_scores_95_less_100() -> None:
    rules = rook_rules("scoring: {failed_bid: lose_bid_keep_counters}\n")
    assert one(rules, bidder=1, bid=100, points=[95, 45]).score.points == (-5, 45)


# covers: scoring.discarded_counters=nobody
def test_discards_out_of_play_are_written_apart_and_the_sides_share_the_rest() -> None:
    # 140 points: the declarer laid aside an ace (15), so the sides took 125 between them.
    hand = one(rook_rules(), bidder=2, bid=80, points=[40, 85], discarded=15)
    assert hand.score.points == (40, 85) and hand.entry.discarded == 15


# covers: scoring.discarded_counters=declarer
def test_discards_credited_to_the_declarer_are_in_its_sides_points_and_help_make_the_bid() -> None:
    # Side 2 took 50 in tricks and 25 in its discards: 75 makes a bid of 75.
    rules = rook_rules("scoring: {discarded_counters: declarer}\n")
    hand = one(rules, bidder=2, bid=75, points=[65, 75])
    assert hand.score.made and hand.score.points == (65, 75)


# covers: scoring.discarded_counters=last_trick
def test_discards_credited_to_the_last_trick_are_in_that_sides_points() -> None:
    # Side 1 took the last trick and with it the 25 in the discards: 115; side 2 bid 90 and
    # took 25: set.
    rules = rook_rules("scoring: {discarded_counters: last_trick}\n")
    hand = one(rules, bidder=2, bid=90, points=[115, 25], last_trick=3)
    assert hand.score.points == (115, -90)


# covers: scoring.last_trick_bonus=default
def test_without_a_bonus_the_last_trick_need_not_be_written() -> None:
    assert one(rook_rules(), bidder=3, bid=100, points=[100, 40]).score.points == (100, 40)


# covers: scoring.last_trick_bonus=other
def test_a_last_trick_bonus_of_20_is_in_the_points_and_counts_toward_the_bid() -> None:
    # 160 points in a hand: 140 in counters and 20 for the last trick. Side 1 took 95 in
    # counters and the last trick: 115 makes 110.
    rules = rook_rules("scoring: {last_trick_bonus: 20}\n")
    hand = one(rules, bidder=1, bid=110, points=[115, 45], last_trick=3)
    assert hand.score.made and hand.score.points == (115, 45)
    assert hand.tally.counters == (95, 45)


# covers: scoring.last_trick_bonus=other
# covers: scoring.failed_bid=lose_bid_keep_counters
def test_keeping_the_counters_after_a_set_does_not_keep_the_last_trick_bonus() -> None:
    # Side 1 took 100 with the bonus: 80 in counters. Set on 120, it scores 80 - 120.
    rules = rook_rules("scoring: {last_trick_bonus: 20, failed_bid: lose_bid_keep_counters}\n")
    hand = one(rules, bidder=1, bid=120, points=[100, 60], last_trick=1)
    assert hand.score.taken == (100, 60) and hand.score.points == (-40, 60)


# covers: scoring.counters=other
# covers: deck.pack=rook
def test_a_rook_pack_with_other_counters_has_180_points_and_colours_for_trump() -> None:
    # Per colour 5 + 10 + 14 (10) + 1 (15) = 40, four colours and the Rook (20): 180.
    rules = rook_rules(ROOK_PACK)
    hand = one(rules, bidder=2, bid=120, trump="red", points=[55, 125])
    assert hand.entry.trump == "R" and hand.score.points == (55, 125)
    [(field, message)] = problems(rules, bidder=2, bid=120, trump="R", points=[15, 125])
    assert field == "points"
    assert message.startswith("the points add up to 140, not the 180 points in a hand")


# covers: deck.pack=standard
def test_a_standard_pack_names_trump_as_a_suit_letter_or_a_suit() -> None:
    for trump in ("H", "h", "hearts", " Hearts "):
        assert one(rook_rules(), bidder=1, bid=70, trump=trump, points=[70, 70]).entry.trump == "H"
    assert problems(rook_rules(ROOK_PACK), bidder=1, bid=70, trump="H", points=[90, 90]) == [
        (
            "trump",
            "'H' is not a suit of this pack: write B (black), G (green), R (red) or Y (yellow)",
        )
    ]


# covers: deck.rook_card=false
def test_without_the_rook_card_a_hand_holds_120_points() -> None:
    rules = rook_rules(NO_ROOK)
    assert one(rules, bidder=1, bid=70, points=[75, 45]).score.points == (75, 45)
    assert problems(rules, bidder=1, bid=70, points=[95, 45]) == [
        ("points", "the points add up to 140, not the 120 points in a hand")
    ]


# covers: players.teams=singles
def test_in_a_singles_game_each_seat_is_a_side_and_every_defender_scores_its_own() -> None:
    rules = rook_rules("players: {count: 3, teams: singles}\nnest: {size: 2}\n")
    hand = one(rules, bidder=3, bid=80, points=[30, 40, 70])
    assert hand.score.points == (30, 40, -80)
