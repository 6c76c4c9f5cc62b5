"""`alone.partners_best` (euchrelinks; Trickster's "call for best"): a lone maker's partner
passes them one card face down, and the maker discards one before the play."""

from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules, legal


# covers: alone.partners_best=true
def test_the_partner_passes_a_card_and_the_loner_discards_one() -> None:
    hand = arranged(euchre_rules(alone={"partners_best": True}))
    act(hand, "make H alone", "discard 9D")  # seat 1 alone; the dealer picks up the 10♥

    assert hand.to_act == 2 and "pass AS" in legal(hand)
    act(hand, "pass AS", "discard QH")
    assert "AS" in [str(card) for card in hand.hands[0]]
    assert "QH" not in [str(card) for card in hand.hands[0]]
    assert hand.phase.value == "play"


# covers: alone.partners_best=false
def test_a_loner_plays_the_cards_dealt() -> None:
    hand = arranged(euchre_rules())
    act(hand, "make H alone", "discard 9D")

    assert hand.phase.value == "play" and len(hand.hands[0]) == 5
