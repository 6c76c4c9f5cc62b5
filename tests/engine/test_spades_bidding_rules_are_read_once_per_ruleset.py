"""A ruleset's bidding options are read once: every hand and score sheet under the same rules
object shares one `BidRules` (and so one bidding plan, which is kept by it), and asking for
the legal actions twice in one turn makes nothing new: the common choices (every number, and
nil when it is open) are tuples of the plan, shared by every turn that has them."""

import random

from engine.core.actions import Bid
from engine.games.spades.bidding import bid_rules
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from tests.factories import spades_rules


def test_the_bidding_options_of_one_rules_object_are_one_value() -> None:
    rules = spades_rules()
    assert bid_rules(rules) is bid_rules(rules)
    assert bid_rules(spades_rules()) == bid_rules(rules)


def test_the_legal_bids_of_a_turn_are_listed_once_and_listed_anew_after_a_bid() -> None:
    rules = spades_rules(bidding={"nil": {"both_partners": "forbidden"}})
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(3), 0), 0)
    first = hand.legal_actions()
    assert hand.legal_actions() is first
    assert Bid.parse("nil") in first
    hand.apply(Bid.parse("nil"))
    second = hand.legal_actions()
    assert second is first  # the next seat has the same choice: the same tuple
    hand.apply(second[2])
    partner = hand.legal_actions()  # the nil bidder's partner may not bid nil too
    assert Bid.parse("nil") not in partner and partner == first[:-1]
    assert hand.legal_bids() == list(partner) and hand.legal_bids() is not hand.legal_bids()
