"""`play.first_lead: seat` with `play.first_lead_seat`: one seat leads the first trick of
every hand, whoever deals (issue 13: "the first lead by the high bidder, the dealer, or a
fixed seat")."""

import pytest

from engine.core.actions import Bid
from engine.core.cards import parse_cards
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

MIXED = (
    "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S",
    "6C 7C 8C 5D 6D 7D 5H 6H 7H 5S 6S 7S 8S",
    "9C 10C JC 8D 9D 10D JD 8H 9H 10H 9S 10S JS",
    "QC KC AC QD KD AD JH QH KH AH QS KS AS",
)


def first_leader(rules: SpadesRules, dealer: int) -> int | None:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in MIXED), dealer)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand.to_act


# covers: play.first_lead=seat
# covers: play.first_lead_seat=other
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_seat_three_leads_the_first_trick_whoever_deals(dealer: int) -> None:
    rules = spades_rules(play={"first_lead": "seat", "first_lead_seat": 3})
    assert first_leader(rules, dealer) == 2


# covers: play.first_lead_seat=null
def test_without_a_fixed_seat_the_lead_moves_round_with_the_deal() -> None:
    rules = spades_rules(play={"first_lead": "after_dealer"})
    assert [first_leader(rules, dealer) for dealer in range(4)] == [1, 2, 3, 0]


def test_the_fixed_seat_leads_a_hand_that_bids_itself() -> None:
    rules = spades_rules(
        bidding={"first_hand": "bids_itself"}, play={"first_lead": "seat", "first_lead_seat": 4}
    )
    hand = SpadesHand(
        rules, tuple(tuple(parse_cards(cards)) for cards in MIXED), 0, first_hand=True
    )
    assert hand.phase is Phase.PLAY and hand.to_act == 3


@pytest.mark.parametrize(
    ("play", "path", "other"),
    [
        ({"first_lead": "seat"}, "play.first_lead", "play.first_lead_seat"),
        ({"first_lead_seat": 2}, "play.first_lead_seat", "play.first_lead: seat"),
        ({"first_lead": "seat", "first_lead_seat": 5}, "play.first_lead_seat", "players.count"),
    ],
)
def test_a_seat_without_its_rule_or_off_the_table_is_refused_naming_both_options(
    play: dict[str, object], path: str, other: str
) -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(play=play)
    problem = refused.value.diagnostics[0]
    assert problem.path == path and other in problem.message
