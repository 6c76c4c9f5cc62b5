"""After a farmer's exchange (`deal.farmers_hand`), the farmer's view says which cards it
took in from under the turned-up card (`received`), the cards its hand now holds, not the
9s and 10s it gave away; no other seat is told."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules

FARMER = ["9C 10C 9S KC AC", "JH JD AH KH QH", "QC 10S QS KS AS", "9D 10D QD KD AD"]


def test_the_farmer_is_told_the_cards_it_took_in() -> None:
    hand = arranged(euchre_rules(deal={"farmers_hand": True}), FARMER)
    under = {str(card) for card in hand.kitty[1:4]}

    act(hand, "discard 9C 10C 9S")

    received = {str(card) for card in hand.view(0).extra["received"]}
    assert received == under == {"9H", "JC", "JS"}
    assert received <= {str(card) for card in hand.hands[0]}
    assert all("received" not in hand.view(seat).extra for seat in (1, 2, 3))
