"""Round two names a suit: the turned-down suit only under `making.turned_down_suit: true`
(Bicycle and BGA forbid it), and no trump only under `making.no_trump: true` (a BGA and
Trickster option): then there are no bowers and the highest card of the suit led wins."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal


def round_two(**options: object) -> list[str]:
    hand = arranged(euchre_rules(**options))
    act(hand, "pass", "pass", "pass", "pass")
    return legal(hand)


# covers: making.turned_down_suit=false
def test_the_turned_down_suit_may_not_be_named() -> None:
    calls = round_two()
    assert "make H" not in calls
    assert {"make C", "make D", "make S"} <= set(calls)


# covers: making.turned_down_suit=true
def test_the_turned_down_suit_may_be_named_when_the_rules_allow_it() -> None:
    assert "make H" in round_two(making={"turned_down_suit": True})


# covers: making.no_trump=false
def test_no_trump_is_not_offered_by_default() -> None:
    assert not any(call.startswith("make N") for call in round_two())


# covers: making.no_trump=true
def test_no_trump_may_be_named_and_then_jacks_are_plain_cards() -> None:
    hand = arranged(euchre_rules(making={"no_trump": True}))
    act(hand, "pass", "pass", "pass", "pass", "make N")
    assert hand.trump == "N"
    act(hand, "AH", "9C", "9S", "9D")  # seat 1, after the dealer, leads and wins
    act(hand, "JD", "10C", "10S")  # no trump: the J♦ is led as a diamond

    assert [str(card) for card in hand.legal_plays()] == ["10D", "QD", "KD", "AD"]
    act(hand, "AD")
    assert hand.gathered[1][0] == 3  # the A♦ beats the J♦
