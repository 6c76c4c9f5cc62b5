"""`making.must_hold_trump` (euchrelinks "minimum trump"; London Brewing's house rules): the
maker must hold a card of the suit, the left bower not counting; the dealer counts the
turned-up card."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal


# covers: making.must_hold_trump=true
def test_a_player_without_a_natural_trump_may_only_pass() -> None:
    hand = arranged(euchre_rules(making={"must_hold_trump": True}))
    act(hand, "pass")  # seat 1 passes

    assert legal(hand) == ["pass"]  # seat 2 holds only clubs
    act(hand, "pass", "pass")
    assert "make H" in legal(hand)  # the dealer counts the turned-up 10♥


# covers: making.must_hold_trump=false
def test_anybody_may_order_up_holding_no_trump() -> None:
    hand = arranged(euchre_rules())
    act(hand, "pass")

    assert "make H" in legal(hand)
