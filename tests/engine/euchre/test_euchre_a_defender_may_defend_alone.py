"""`alone.defender` (OpenSpiel's `allow_lone_defender`; euchrelinks "defend alone"): once a
partnership has made trump, each defender in turn may defend alone, their partner sitting
out; a euchre then scores the `lone_defender` case."""

from engine.games.euchre.scoring import hand_case
from rulesets.euchre import Case
from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal, play_out


# covers: alone.defender=true
def test_a_defender_is_asked_and_their_partner_sits_out() -> None:
    hand = arranged(
        euchre_rules(
            alone={"defender": True},
            scoring={
                "cases": [
                    {"case": "makers", "points": 1, "to": "makers"},
                    {"case": "march", "points": 2, "to": "makers"},
                    {"case": "lone", "points": 1, "to": "makers"},
                    {"case": "lone_march", "points": 4, "to": "makers"},
                    {"case": "euchred", "points": 2, "to": "defenders"},
                    {"case": "lone_euchred", "points": 2, "to": "defenders"},
                    {"case": "lone_defender", "points": 4, "to": "defenders"},
                    {"case": "renege", "points": 2, "to": "not_offending"},
                    {"case": "lone_renege", "points": 4, "to": "not_offending"},
                ]
            },
        )
    )
    act(hand, "pass", "make H", "discard 9D")  # seat 2 orders up its partner, the dealer

    assert hand.to_act == 2 and legal(hand) == ["pass", "defend alone"]
    act(hand, "defend alone")  # seat 3 defends alone: seat 1 sits out
    assert hand.lone_defender == 2 and hand.sitting_out == 0
    play_out(hand)
    assert hand_case(hand.terms, hand.tally()) in (Case.LONE_DEFENDER, Case.MAKERS, Case.MARCH)


# covers: alone.defender=false
def test_without_defending_alone_the_play_starts_at_once() -> None:
    hand = arranged(euchre_rules())
    act(hand, "pass", "make H", "discard 9D")

    assert hand.phase.value == "play" and hand.lone_defender is None
