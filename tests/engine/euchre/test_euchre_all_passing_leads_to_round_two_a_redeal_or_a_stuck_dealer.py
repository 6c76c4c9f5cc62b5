"""When every player passes the turned-up card, round two follows (`making.second_round`);
when all pass the last round, the hand is thrown in (`making.all_pass: redeal`) or the dealer
is stuck and must name a suit (`stick_the_dealer`). Bicycle: "If all four players pass, the
dealer turns the card down; then each player in turn may name a suit." WEC plays stick the
dealer."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal


# covers: making.second_round=true
# covers: making.all_pass=redeal
def test_all_passing_twice_opens_round_two_and_then_throws_the_hand_in() -> None:
    hand = arranged(euchre_rules())
    act(hand, "pass", "pass", "pass", "pass")
    assert hand.round == 2 and hand.to_act == 0
    act(hand, "pass", "pass", "pass")
    assert "pass" in legal(hand)
    act(hand, "pass")

    assert hand.thrown_in and hand.to_act is None


# covers: making.second_round=false
def test_without_a_second_round_all_passing_once_throws_the_hand_in() -> None:
    hand = arranged(euchre_rules(making={"second_round": False}))
    act(hand, "pass", "pass", "pass", "pass")

    assert hand.thrown_in and hand.round == 1


# covers: making.all_pass=stick_the_dealer
def test_a_stuck_dealer_may_not_pass_in_round_two() -> None:
    hand = arranged(euchre_rules(making={"all_pass": "stick_the_dealer"}))
    act(hand, "pass", "pass", "pass", "pass", "pass", "pass", "pass")

    assert hand.to_act == 3
    assert "pass" not in legal(hand)
    act(hand, "make D")
    assert hand.trump == "D" and not hand.thrown_in
