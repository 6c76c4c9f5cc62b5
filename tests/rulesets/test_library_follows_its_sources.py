"""Each standard-library ruleset says what its source document says: seed 000 (Taash), 001
(the club rulebook), 002 (the tournament rules) and 004 (Rook)."""

from __future__ import annotations

from pathlib import Path

import rulesets
from rulesets.canonical import canonical_rules
from rulesets.common import (
    Direction,
    Enforcement,
    RenegeCaughtAfter,
    RenegeCaughtBefore,
    TeamFormat,
    When,
)
from rulesets.rook import FailedBid, RookPlay, RookRank, RookRules, TrumpNamed
from rulesets.spades import (
    BagMode,
    BagRemainder,
    BothNil,
    FailedNilTricks,
    FirstTrickSpades,
    Jokers,
    MustTake,
    NilMode,
    Overtricks,
    SetPenalty,
    SpadesLed,
    SpadesRules,
)

LIBRARY = Path(rulesets.__file__).with_name("library")


def spades(filename: str) -> SpadesRules:
    rules = rulesets.load_file(LIBRARY / filename)
    assert isinstance(rules, SpadesRules)
    return rules


def rook(filename: str) -> RookRules:
    rules = rulesets.load_file(LIBRARY / filename)
    assert isinstance(rules, RookRules)
    return rules


# Seed 001: the club rulebook.


def test_classic_plays_to_500_and_a_side_at_minus_200_loses_on_the_spot() -> None:
    match = spades("classic.yaml").match

    assert (match.target, match.losing_score, match.hands) == (500, -200, None)


def test_classic_nil_is_worth_100_and_its_tricks_are_bags_against_the_nil_side() -> None:
    rules = spades("classic.yaml")

    assert rules.bidding.nil.mode is NilMode.NIL
    assert (rules.bidding.nil.success, rules.bidding.nil.failure) == (100, -100)
    assert rules.scoring.failed_nil_tricks is FailedNilTricks.BAGS
    assert rules.bidding.blind_nil.allowed is When.NEVER


def test_classic_bags_are_a_point_each_and_the_tenth_costs_100() -> None:
    scoring = spades("classic.yaml").scoring

    assert (scoring.points_per_trick, scoring.overtricks) == (10, Overtricks.ONE_POINT)
    assert scoring.set_penalty is SetPenalty.LOSE_BID
    assert (scoring.bags.threshold, scoring.bags.penalty) == (10, -100)
    assert scoring.bags.remainder is BagRemainder.CARRY


def test_classic_reneges_are_called_at_the_table_and_a_late_call_sets_the_offender() -> None:
    reneges = spades("classic.yaml").reneges

    assert reneges.enforcement is Enforcement.HONOUR
    assert reneges.caught_before_gathered is RenegeCaughtBefore.CORRECTED
    assert reneges.caught_after_gathered is RenegeCaughtAfter.OFFENDER_SET


# Seed 000: Taash.


def test_taash_quick_plays_to_250_and_taash_full_to_500() -> None:
    assert spades("taash-quick.yaml").match.target == 250
    assert spades("taash-full.yaml").match.target == 500


def test_taash_quick_and_taash_full_differ_only_in_the_target() -> None:
    quick = canonical_rules(spades("taash-quick.yaml"))
    full = canonical_rules(spades("taash-full.yaml"))

    quick["match"].pop("target")
    full["match"].pop("target")

    assert quick == full


def test_taash_allows_blind_nil_in_any_hand_and_nil_from_both_partners() -> None:
    bidding = spades("taash-full.yaml").bidding

    assert bidding.blind_nil.allowed is When.ANY_HAND
    assert (bidding.blind_nil.success, bidding.blind_nil.failure) == (200, -200)
    assert bidding.nil.both_partners is BothNil.SEPARATELY


def test_taash_has_no_minimum_team_bid_no_card_pass_and_refuses_illegal_cards() -> None:
    rules = spades("taash-full.yaml")

    assert rules.bidding.minimum_team_bid == 0
    assert (rules.bidding.passing.after_nil, rules.bidding.passing.after_blind_nil) == (0, 0)
    assert rules.reneges.enforcement is Enforcement.PREVENT


# Seed 002: the tournament rules, and their singles ("Cut") format.


def test_tournament_blind_six_is_a_blind_team_bid_of_exactly_6_for_120() -> None:
    blind_six = spades("tournament.yaml").bidding.blind_six

    assert blind_six.allowed is When.ANY_HAND and blind_six.blind
    assert (blind_six.tricks, blind_six.must_take) == (6, MustTake.EXACTLY)
    assert (blind_six.success, blind_six.failure) == (120, -120)


def test_tournament_ten_for_two_hundred_needs_at_least_10_tricks_for_200() -> None:
    ten = spades("tournament.yaml").bidding.ten_for_two_hundred

    assert ten.allowed is When.ANY_HAND and not ten.blind
    assert (ten.tricks, ten.must_take) == (10, MustTake.AT_LEAST)
    assert (ten.success, ten.failure) == (200, -200)


def test_tournament_allows_blind_nil_for_200_and_no_spade_on_the_first_lead() -> None:
    rules = spades("tournament.yaml")

    assert rules.bidding.blind_nil.allowed is When.ANY_HAND
    assert (rules.bidding.blind_nil.success, rules.bidding.blind_nil.failure) == (200, -200)
    assert rules.play.first_trick_spades is FirstTrickSpades.NOT_LED


def test_tournament_sets_lose_ten_per_trick_and_bags_carry_past_ten() -> None:
    rules = spades("tournament.yaml")

    assert rules.scoring.set_penalty is SetPenalty.LOSE_BID
    assert (rules.scoring.bags.threshold, rules.scoring.bags.penalty) == (10, -100)
    assert rules.scoring.bags.remainder is BagRemainder.CARRY
    assert rules.match.target == 500


def test_cutthroat_for_three_takes_out_the_two_of_clubs_and_deals_seventeen_each() -> None:
    rules = spades("cutthroat-3.yaml")

    assert (rules.players.count, rules.players.teams) == (3, TeamFormat.SINGLES)
    assert rules.deck.removed_cards == ["2C"]
    assert rules.hand_size == 17


def test_cutthroat_for_four_deals_thirteen_each_to_four_singles() -> None:
    rules = spades("cutthroat-4.yaml")

    assert (rules.players.count, rules.players.teams) == (4, TeamFormat.SINGLES)
    assert rules.hand_size == 13


def test_cutthroat_plays_no_team_bids_because_nobody_has_a_partner() -> None:
    for filename in ("cutthroat-3.yaml", "cutthroat-4.yaml"):
        bidding = spades(filename).bidding

        assert bidding.blind_six.allowed is When.NEVER
        assert bidding.ten_for_two_hundred.allowed is When.NEVER


# Seed 001's "Jokers in as the top two trumps", as Joker-Joker-Deuce-Deuce.


def test_joker_joker_deuce_deuce_ranks_the_jokers_then_the_two_deuces_on_top() -> None:
    deck = spades("joker-joker-deuce-deuce.yaml").deck

    assert deck.jokers is Jokers.BIG_AND_LITTLE
    assert deck.promoted_cards == ["2D", "2S"]


def test_joker_joker_deuce_deuce_draws_two_low_cards_out_to_keep_the_deal_even() -> None:
    rules = spades("joker-joker-deuce-deuce.yaml")

    assert sorted(rules.deck.removed_cards) == ["2C", "2H"]
    assert rules.hand_size == 13


def test_joker_joker_deuce_deuce_has_a_board_of_4_and_a_two_card_pass_after_nil() -> None:
    bidding = spades("joker-joker-deuce-deuce.yaml").bidding

    assert bidding.minimum_team_bid == 4
    assert bidding.passing.after_nil == 2


# Call Break, which seed 000 sets against Spades.


def test_call_break_plays_five_hands_with_no_target_and_no_losing_score() -> None:
    match = spades("call-break.yaml").match

    assert (match.target, match.hands, match.losing_score) == (None, 5, None)


def test_call_break_is_four_singles_playing_to_the_right_with_no_nil() -> None:
    rules = spades("call-break.yaml")

    assert (rules.players.count, rules.players.teams) == (4, TeamFormat.SINGLES)
    assert rules.players.direction is Direction.COUNTERCLOCKWISE
    assert rules.bidding.nil.mode is NilMode.NOT_ALLOWED


def test_call_break_forces_players_to_beat_the_trick_and_to_trump() -> None:
    play = spades("call-break.yaml").play

    assert (play.must_beat, play.must_trump, play.must_overtrump) == (True, True, True)
    assert play.spades_led is SpadesLed.ANY_TIME


def test_call_break_scores_the_call_plus_a_tenth_per_extra_trick_and_no_bags() -> None:
    scoring = spades("call-break.yaml").scoring

    assert (scoring.points_per_trick, scoring.overtricks) == (1, Overtricks.TENTH)
    assert scoring.set_penalty is SetPenalty.LOSE_BID
    assert scoring.bags.mode is BagMode.NOT_COUNTED


# Seed 004: Rook.


def test_rook_counts_fives_tens_aces_and_the_rook() -> None:
    scoring = rook("rook.yaml").scoring

    assert scoring.counters == {"5": 5, "10": 10, "A": 15, "rook": 20}


def test_rook_deals_nine_each_and_a_nest_of_five_from_the_aces_down_to_the_fives() -> None:
    rules = rook("rook.yaml")

    assert rules.deck.ranks == ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5"]
    assert rules.deck.rook_card
    assert (rules.nest.size, rules.hand_size) == (5, 9)
    assert rules.nest.trump_named is TrumpNamed.AFTER_NEST


def test_rook_auction_runs_from_70_to_120_in_fives_and_a_pass_is_final() -> None:
    auction = rook("rook.yaml").auction

    assert (auction.minimum, auction.maximum, auction.step) == (70, 120, 5)
    assert auction.pass_is_final


def test_rook_card_wins_any_trick_and_may_be_played_at_any_time() -> None:
    rook_card = rook("rook.yaml").rook_card

    assert rook_card.rank is RookRank.WINS_ANY_TRICK
    assert rook_card.play is RookPlay.ANY_TIME


def test_rook_failed_bid_loses_the_bid_and_its_counters_and_the_game_is_to_300() -> None:
    rules = rook("rook.yaml")

    assert rules.scoring.failed_bid is FailedBid.LOSE_BID
    assert rules.match.target == 300
