"""Going alone (`alone.maker`, Bicycle: "the partner places cards face down and does not
participate"), and who leads to a loner (`alone.lead`): the player after the dealer as
always (Bicycle, BGA), or the player after the lone maker (euchrelinks)."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal


# covers: alone.maker=true
# covers: alone.lead=left_of_dealer
def test_a_lone_makers_partner_sits_out_and_the_dealers_left_leads() -> None:
    hand = arranged(euchre_rules())
    act(hand, "pass", "pass", "make H alone")  # seat 3 orders up alone; seat 1 sits out
    act(hand, "discard 9D")

    assert hand.sitting_out == 0
    assert hand.to_act == 1  # seat 1, the dealer's left, sits out: seat 2 leads
    act(hand, "AC", "AS", "AD")
    assert len(hand.gathered) == 1  # three cards make the trick


# covers: alone.lead=left_of_maker
def test_the_player_after_a_lone_maker_leads_when_the_rules_say() -> None:
    hand = arranged(euchre_rules(alone={"lead": "left_of_maker"}))
    act(hand, "pass", "pass", "make H alone", "discard 9D")

    assert hand.to_act == 3  # after seat 3, the maker


# covers: alone.maker=false
def test_nobody_may_go_alone_when_the_rules_say_so() -> None:
    rules = euchre_rules(
        alone={"maker": False},
        scoring={
            "cases": [
                {"case": "makers", "points": 1, "to": "makers"},
                {"case": "march", "points": 2, "to": "makers"},
                {"case": "euchred", "points": 2, "to": "defenders"},
                {"case": "renege", "points": 2, "to": "not_offending"},
            ]
        },
    )
    hand = arranged(rules)

    assert legal(hand) == ["pass", "make H"]
