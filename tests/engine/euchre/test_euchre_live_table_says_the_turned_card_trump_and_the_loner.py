"""What a live Euchre table shows beyond the cards: the turned-up card while it is up, round
two's choice, trump and who plays alone once made, and each side's finished hand in words."""

from engine.games.euchre.family import FAMILY
from tests.engine.euchre.euchre_helpers import act, arranged, euchre_rules


def test_the_note_follows_the_calls() -> None:
    rules = euchre_rules()
    facts, hand = FAMILY.table(rules), arranged(rules)
    assert facts.note(hand.view(0)) == "Turned up: 10♥. Order it up, or pass"
    act(hand, "pass", "pass", "pass", "pass")
    assert facts.note(hand.view(0)) == (
        "Round two: name a suit other than the one turned down (10♥), or pass"
    )
    act(hand, "make S alone")
    assert facts.note(hand.view(1)) == "Trump: spades; seat 1 plays alone"


def test_a_finished_hand_reads_as_its_case() -> None:
    entry = {
        "score": {
            "case": "lone_march",
            "makers": 1,
            "sides": [
                {"side": 1, "seats": [1, 3], "tricks": 5, "points": 4},
                {"side": 2, "seats": [2, 4], "tricks": 0, "points": 0},
            ],
        }
    }
    assert FAMILY.table(euchre_rules()).hand_line(entry) == (
        "marched alone, 5 tricks: +4",
        "defended, 0 tricks: 0",
    )
