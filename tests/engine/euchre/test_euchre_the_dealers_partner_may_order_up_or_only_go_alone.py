"""`making.dealers_partner`: the dealer's partner may order the turned card up like anybody
(Hoyle's "I assist"), or only to go alone (euchrelinks; London Brewing's "London loner")."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal


# covers: making.dealers_partner=may_order
def test_the_dealers_partner_may_order_up_with_a_partner() -> None:
    hand = arranged(euchre_rules())
    act(hand, "pass")

    assert hand.to_act == 1  # seat 2 is the dealer's partner
    assert {"make H", "make H alone"} <= set(legal(hand))


# covers: making.dealers_partner=only_alone
def test_the_dealers_partner_orders_up_only_to_go_alone() -> None:
    hand = arranged(euchre_rules(making={"dealers_partner": "only_alone"}))
    act(hand, "pass")

    assert legal(hand) == ["pass", "make H alone"]
    act(hand, "make H alone")
    assert hand.sitting_out == 3  # the dealer sits out and picks nothing up
    assert hand.phase.value == "play"
