"""Leading hearts: not until hearts are broken (a heart played to a trick, and with
`queen_breaks_hearts` the Q♠ too), unless the leader has nothing but hearts."""

from typing import Any

from tests.engine.hearts.hearts_helpers import act, plays, tiny


def after_trick_one(discard: str, **play: Any) -> set[str]:
    """Seat 1 leads the 2♣ and wins with it; seat 2, void in clubs, discards `discard`; seat
    1 then leads from the 2♥ and 5♦."""
    seats = {1: "2C 2H 5D", 2: f"{discard} 3S 4S", 3: "3D 6D 7D", 4: "8D 9D 10D"}
    hand = tiny(seats, play={"points_on_first_trick": True, **play})
    act(hand, "2C", discard, "3D", "8D")
    assert hand.to_act == 0
    return plays(hand)


# covers: play.hearts_led=when_broken
def test_hearts_cannot_be_led_until_broken() -> None:
    assert after_trick_one("JS") == {"5D"}


def test_a_heart_played_to_an_earlier_trick_breaks_hearts() -> None:
    assert after_trick_one("3H") == {"2H", "5D"}


def test_a_leader_holding_only_hearts_leads_one_before_hearts_are_broken() -> None:
    hand = tiny({1: "AC 2H 3H", 2: "2C 4S 5S", 3: "6C 7C 8C", 4: "9C 10C JC"})
    act(hand, "2C", "6C", "9C", "AC")  # seat 1 wins trick 1 with the A♣: only hearts left

    assert not hand.broken and plays(hand) == {"2H", "3H"}


# covers: play.hearts_led=any_time
def test_hearts_may_be_led_at_any_time() -> None:
    assert after_trick_one("JS", hearts_led="any_time") == {"2H", "5D"}


# covers: play.queen_breaks_hearts=true
def test_the_queen_of_spades_breaks_hearts_when_the_rules_say() -> None:
    assert after_trick_one("QS", queen_breaks_hearts=True) == {"2H", "5D"}


# covers: play.queen_breaks_hearts=false
def test_the_queen_of_spades_does_not_break_hearts_otherwise() -> None:
    assert after_trick_one("QS", queen_breaks_hearts=False) == {"5D"}
