"""With `deck.joker`, a joker turned up belongs to no suit: in round one whoever orders it up
names the suit (any of the four, alone or not), and the dealer takes the joker. Without the
joker, round one offers only the turned card's suit. (The research notes name the joker as
the best bower, euchrelinks and Trickster's `withJoker`, but no text on who names the suit
under it; the engine, the option's docstring and the rulebook say the orderer does.)"""

from engine.core.cards import Card
from rulesets.rulebook import render_rulebook
from tests.engine.euchre.euchre_helpers import DEALER, act, arranged, euchre_rules, legal

# The arranged deal with the joker on top of the kitty (seat 4 deals, seat 1 speaks first).
HANDS = ["JH JD AH KH QH", "9C 10C QC KC AC", "9S 10S QS KS AS", "9D 10D QD KD AD"]
JOKER_UP = "BJ 10H 9H JC JS"


# covers: deck.joker=true
def test_the_orderer_names_any_suit_and_the_dealer_takes_the_joker() -> None:
    rules = euchre_rules(deck={"joker": True})
    hand = arranged(rules, HANDS, kitty=JOKER_UP)
    assert legal(hand) == [
        "pass", "make C", "make C alone", "make D", "make D alone",
        "make H", "make H alone", "make S", "make S alone",
    ]  # fmt: skip
    act(hand, "pass", "make S")  # seat 2 orders the joker up and names spades, not the dealer
    assert (hand.maker, hand.trump) == (1, "S")
    assert hand.to_act == DEALER and Card.parse("BJ") in hand.hands[DEALER]
    assert "whoever orders it up names the suit" in render_rulebook(rules)


# covers: deck.joker=false
def test_without_the_joker_round_one_offers_only_the_turned_suit() -> None:
    rules = euchre_rules()
    hand = arranged(rules, HANDS, kitty="10H 9H JC JS")
    assert legal(hand) == ["pass", "make H", "make H alone"]
    assert "names the suit" not in render_rulebook(rules)
