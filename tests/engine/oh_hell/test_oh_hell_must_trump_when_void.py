"""`play.must_trump`: a player who cannot follow suit must play a trump if they hold one;
otherwise any card. Following suit always comes first."""

from tests.engine.oh_hell.oh_hell_helpers import bid_all, card, hand_of, oh_hell_rules

UP = {"schedule": "up", "most": 5}
CARDS = {1: "2C 3C", 2: "AH 4C", 3: "5S 9D", 4: "6C 7C"}


def after_lead(must: bool) -> list[str]:
    rules = oh_hell_rules(
        hands=UP, trump={"method": "fixed_suit", "suit": "S"}, play={"must_trump": must}
    )
    hand = hand_of(rules, CARDS, number=2)
    bid_all(hand, [1, 0, 0, 0])
    hand.apply(card("AH"))  # seat 2 leads a heart; seat 3 holds none
    return [str(c) for c in hand.legal_plays()]


# covers: play.must_trump=true
def test_a_void_player_must_trump() -> None:
    assert after_lead(True) == ["5S"]


# covers: play.must_trump=false
def test_a_void_player_may_discard() -> None:
    assert after_lead(False) == ["5S", "9D"]
