"""`deal.farmers_hand` (newtsgames; the World Euchre Federation's house rules; Trickster's
`goUnder`): a player dealt three or more 9s and 10s may exchange three of them for the three
cards under the turned-up card before the bidding."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal

FARMER = ["9C 10C 9S KC AC", "JH JD AH KH QH", "QC 10S QS KS AS", "9D 10D QD KD AD"]


# covers: deal.farmers_hand=true
def test_a_farmer_exchanges_three_low_cards_for_the_kitty() -> None:
    hand = arranged(euchre_rules(deal={"farmers_hand": True}), FARMER)

    assert hand.phase.value == "nest" and hand.to_act == 0
    assert legal(hand) == ["pass", "discard 10C 9C 9S"]
    act(hand, "discard 9C 10C 9S")  # in any order
    held = {str(card) for card in hand.hands[0]}
    assert held == {"KC", "AC", "9H", "JC", "JS"}
    assert hand.phase.value == "bid" and str(hand.turned) == "10H"


# covers: deal.farmers_hand=false
def test_without_the_farmers_hand_the_bidding_starts_at_once() -> None:
    hand = arranged(euchre_rules(), FARMER)

    assert hand.phase.value == "bid"
