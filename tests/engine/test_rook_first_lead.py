"""Who leads the first trick of a Rook hand (`play.first_lead`).

Seed 004: "The player to the left of the declarer leads the first trick." The Tournament Rook
(Kentucky Discard) rules, rookgame.com/official-rules: "After the trump suit has been named,
the player to the left of the dealer places any card ... on the center of the table."
"""

from engine.core.protocol import Phase
from tests.engine.rook_helpers import act, rook_hand, rook_rules


def first_leader(extra: str) -> int:
    """Dealer 0; seat 2 wins the auction (seat 1 passes), discards the nest, names trump."""
    hand = rook_hand(rook_rules(extra), {}, dealer=0)
    act(hand, ["pass", "70", "pass", "pass"])
    assert hand.declarer == 2
    while hand.phase is not Phase.PLAY:
        act(
            hand,
            [
                f"discard {' '.join(str(c) for c in hand.nest)}"
                if hand.phase is Phase.NEST
                else "trump S"
            ],
        )
    return hand.to_act


# covers: play.first_lead=left_of_declarer
def test_by_default_the_player_after_the_declarer_leads() -> None:
    assert first_leader("") == 3


# covers: play.first_lead=declarer
def test_the_declarer_may_lead_the_first_trick() -> None:
    assert first_leader("play: {first_lead: declarer}\n") == 2


# covers: play.first_lead=left_of_dealer
def test_under_tournament_rules_the_player_after_the_dealer_leads_whoever_declared() -> None:
    assert first_leader("play: {first_lead: left_of_dealer}\n") == 1
