"""Renege claims: a false one is rejected with its reason; a true one is corrected, or
stands for scoring per `reneges.caught_before_gathered` / `caught_after_gathered`."""

import pytest

from engine.core.actions import Bid, ClaimRenege
from engine.core.cards import Card, parse_cards
from engine.core.errors import ClaimRejected, IllegalPlayError
from engine.core.protocol import Phase
from engine.core.reneges import Caught, RenegeCall
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

# Seat 1 leads 5C; seat 3 holds 2C and KC and reneges with 10H.
HANDS = (
    "5C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    "2S 3S 4S 5S AD 2H 3H 4H 5H 6H 7H 8H 9H",
    "2C KC 10H JH QH KH AH 6S 7S 8S 9S 10S JS",
    "3C 4C 6C 7C 8C 9C 10C JC QC AC QS KS AS",
)


def honour(**reneges: str) -> SpadesRules:
    return spades_rules(
        play={"broken_by": "any_spade"}, reneges={"enforcement": "honour", **reneges}
    )


def ready(rules: SpadesRules, cards: str = "") -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(held)) for held in HANDS), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    for card in cards.split():
        hand.apply(Card.parse(card))
    return hand


RENEGED = "5C 2H 10H"  # seat 3 fails to follow clubs
GATHERED = "5C 2H 10H 3C"  # seat 1 wins the trick and leads the next


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        (ClaimRenege(0, 2, 1), "own side"),
        (ClaimRenege(2, 3, 1), "did not renege"),
        (ClaimRenege(1, 2, 2), "has not been played"),
        (ClaimRenege(7, 2, 1), "no seat"),
    ],
)
def test_a_false_claim_is_rejected_with_its_reason(claim: ClaimRenege, reason: str) -> None:
    hand = ready(honour(), RENEGED)
    with pytest.raises(ClaimRejected, match=reason):
        hand.apply(claim)
    assert hand.renege_calls == () and hand.phase is Phase.PLAY


# covers: reneges.caught_before_gathered=corrected
def test_a_renege_caught_before_the_trick_is_gathered_is_corrected() -> None:
    hand = ready(honour(caught_before_gathered="corrected"), RENEGED)
    hand.apply(ClaimRenege(1, 2, 1))
    assert hand.to_act == 2 and Card.parse("10H") in hand.hand(2)
    assert hand.reneges == () and hand.renege_calls == ()
    with pytest.raises(IllegalPlayError):
        hand.apply(Card.parse("10H"))  # corrected means a legal card now
    hand.apply(Card.parse("KC"))
    assert hand.phase is Phase.PLAY


def test_a_correction_takes_back_every_later_card_of_the_trick() -> None:
    led = SpadesHand(honour(), tuple(tuple(parse_cards(held)) for held in HANDS), 2)
    while led.phase is Phase.BID:
        led.apply(Bid.parse("3"))
    assert led.to_act == 3
    for card in ("QS", "5C", "2S"):  # seat 4 leads a spade unbroken; spades now broken
        led.apply(Card.parse(card))
    assert led.spades_broken and len(led.reneges) == 1
    led.apply(ClaimRenege(0, 3, 1))
    assert led.to_act == 3 and led.current_trick == ()
    assert Card.parse("5C") in led.hand(0) and Card.parse("2S") in led.hand(1)
    assert not led.spades_broken


# covers: reneges.caught_before_gathered=same_as_after
def test_with_no_second_chance_a_renege_caught_early_is_penalised_as_late() -> None:
    hand = ready(honour(caught_before_gathered="same_as_after"), RENEGED)
    hand.apply(ClaimRenege(3, 2, 1))
    assert hand.renege_calls == (RenegeCall(2, 3, Caught.BEFORE_GATHERED, 1),)
    assert hand.phase is Phase.DONE and hand.ended_by_renege
    assert hand.tally().reneges == hand.renege_calls


@pytest.mark.parametrize(
    "penalty",
    [
        # covers: reneges.caught_after_gathered=offender_set
        "offender_set",
        # covers: reneges.caught_after_gathered=set_plus_penalty
        "set_plus_penalty",
        # covers: reneges.caught_after_gathered=lose_game
        "lose_game",
    ],
)
def test_a_renege_caught_after_the_trick_is_gathered_ends_the_hand(penalty: str) -> None:
    hand = ready(honour(caught_after_gathered=penalty), GATHERED + " 2D")
    hand.apply(ClaimRenege(1, 2, 1))
    assert hand.phase is Phase.DONE and hand.to_act is None and hand.legal_actions() == []
    tally = hand.tally()
    assert tally.reneges == (RenegeCall(2, 1, Caught.AFTER_GATHERED, 1),)
    assert tally.tricks == (1, 0, 0, 0)
    with pytest.raises(ClaimRejected):
        hand.apply(ClaimRenege(3, 2, 1))


# covers: reneges.caught_after_gathered=transfer_tricks
def test_when_tricks_are_transferred_play_goes_on_after_the_call() -> None:
    hand = ready(honour(caught_after_gathered="transfer_tricks"), GATHERED)
    hand.apply(ClaimRenege(3, 2, 1))
    assert hand.phase is Phase.PLAY and hand.to_act == 0
    assert hand.renege_calls == (RenegeCall(2, 3, Caught.AFTER_GATHERED, 1),)
    with pytest.raises(ClaimRejected, match="already called"):
        hand.apply(ClaimRenege(1, 2, 1))


def test_a_renege_may_be_called_after_the_last_trick_until_the_hand_is_scored() -> None:
    hand = ready(honour(caught_after_gathered="transfer_tricks"), GATHERED)
    while hand.phase is Phase.PLAY:
        hand.apply(hand.legal_plays()[0])
    hand.apply(ClaimRenege(1, 2, 1))
    assert hand.tally().reneges == (RenegeCall(2, 1, Caught.AFTER_GATHERED, 1),)
