"""`bidding.moon`: Moon (Boston), its own bid `moon` (distinct from 10-for-200): the side
promises every trick in the hand. Made, it scores `success` (and with `wins_match` the side
wins the match at once); set, it scores `failure`. Either partner bids it after looking,
replacing the other's bid; in cutthroat it is a solo bid."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.core.standing import Standing, match_outcome
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

MOON = Bid.parse("moon")


def moon(**options: object) -> SpadesRules:
    return spades_rules(bidding={"moon": {"allowed": "any_hand", **options}})


def new_hand(rules: SpadesRules, scores: tuple[int, ...] = (0, 0)) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(4), 0), 0, scores=scores)


def score(rules: SpadesRules, side_tricks: int) -> tuple[tuple[object, ...], tuple[int, ...]]:
    # Seat 1 bids moon and its partner, seat 3, does not bid; seats 2 and 4 bid 1 each.
    bids = (MOON, Bid.parse("1"), None, Bid.parse("1"))
    tricks = (side_tricks, 13 - side_tricks, 0, 0)
    scored = score_hand(rules, SpadesTally(bids, tricks), bags_before=(0, 0))
    return scored.points, scored.forfeits


def test_moon_reads_and_prints_as_its_own_bid() -> None:
    assert str(MOON) == "moon" and MOON.is_team and not MOON.is_nil


# covers: bidding.moon.allowed=never
def test_no_moon_by_default() -> None:
    hand = new_hand(spades_rules())
    assert MOON not in hand.legal_bids()
    with pytest.raises(IllegalActionError):
        hand.apply(MOON)


# covers: bidding.moon.allowed=any_hand
# covers: bidding.moon.trailing_by=null
def test_made_first_the_moon_takes_the_partners_turn() -> None:
    hand = new_hand(moon())
    assert MOON in hand.legal_bids()
    hand.apply(MOON)  # seat 2; seat 4 does not bid
    hand.apply(Bid.parse("3"))
    hand.apply(Bid.parse("3"))
    assert hand.bids == (Bid.parse("3"), MOON, Bid.parse("3"), None)


# covers: bidding.moon.allowed=when_trailing
# covers: bidding.moon.trailing_by=other
def test_the_moon_only_for_a_side_trailing_by_enough() -> None:
    rules = spades_rules(bidding={"moon": {"allowed": "when_trailing", "trailing_by": 200}})
    assert MOON in new_hand(rules, scores=(300, 100)).legal_bids()
    assert MOON not in new_hand(rules, scores=(300, 150)).legal_bids()


# covers: bidding.moon.success=default
# covers: bidding.moon.wins_match=false
def test_a_moon_taking_all_13_tricks_scores_500() -> None:
    points, forfeits = score(moon(), 13)
    assert points == (500, -20) and forfeits == ()  # seats 2 and 4 are set


# covers: bidding.moon.failure=default
def test_a_moon_taking_12_tricks_loses_500() -> None:
    assert score(moon(), 12)[0][0] == -500


# covers: bidding.moon.success=other
# covers: bidding.moon.failure=other
def test_a_moon_worth_250_scores_250_or_loses_250() -> None:
    rules = moon(success=250, failure=-250)
    assert (score(rules, 13)[0][0], score(rules, 12)[0][0]) == (250, -250)


# covers: bidding.moon.wins_match=true
def test_a_moon_made_under_wins_match_ends_the_match_with_the_shooters_winning() -> None:
    rules = moon(wins_match=True)
    _, forfeits = score(rules, 13)
    assert forfeits == (1,)
    bids = (MOON, Bid.parse("1"), None, Bid.parse("1"))
    scored = score_hand(rules, SpadesTally(bids, (13, 0, 0, 0)), bags_before=(0, 0))
    outcome = match_outcome(rules, Standing.start(2).after(scored))
    assert outcome is not None and outcome.winners == (0,)
    assert score(rules, 12)[1] == ()  # set, nobody forfeits


def test_a_solo_moon_in_cutthroat() -> None:
    rules = spades_rules(
        players={"teams": "singles"},
        bidding={"moon": {"allowed": "any_hand"}},
        match={"losing_score": None},
    )
    hand = new_hand(rules, scores=(0, 0, 0, 0))
    hand.apply(MOON)
    assert hand.to_act == 2 and MOON in hand.legal_bids()


def test_a_moon_with_a_limit_on_the_total_of_all_bids_is_refused_naming_both() -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(bidding={"moon": {"allowed": "any_hand"}, "total_bids": "not_equal_to_tricks"})
    problem = refused.value.diagnostics[0]
    assert problem.path == "bidding.moon.allowed" and "bidding.total_bids" in problem.message
