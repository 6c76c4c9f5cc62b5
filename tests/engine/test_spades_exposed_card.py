"""`play.exposed_card`: a card exposed or dropped face up during the play. Seed 001: "A card
exposed or dropped face up stays face up and gets played the next time it is legal to"
(`played_when_legal`); otherwise it is picked up with no penalty (`picked_up`, the default).
The exposure is an action of the card's holder at any time of the play (`expose 2 KD`), like
a renege claim; it is in the log, shown to every seat, and replay holds the play to it."""

import json
from typing import Any

import pytest

from engine.core.actions import Action, Bid, ExposeCard, parse_action
from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalActionError, IllegalPlayError
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from engine.match import run_match
from engine.replay import replay
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

# Dealer seat 4, so seat 1 leads; seat 2 holds the A and K of diamonds.
HANDS = (
    "5C 9C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD 2S",
    "3S 4S 5S AD 2H 3H 4H 5H 6H 7H 8H 9H KD",
    "2C KC 10H JH QH KH AH 6S 7S 8S 9S 10S JS",
    "3C 4C 6C 7C 8C 10C JC QC AC QD QS KS AS",
)
FACE_UP = spades_rules(play={"exposed_card": "played_when_legal"})
KD, AD = Card.parse("KD"), Card.parse("AD")


def ready(rules: SpadesRules) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in HANDS), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand


# covers: play.exposed_card=played_when_legal
def test_an_exposed_card_is_played_the_next_time_it_is_legal() -> None:
    hand = ready(FACE_UP)
    hand.apply(ExposeCard(1, KD))  # seat 2 drops the K♦ face up while seat 1 is to lead
    assert hand.view(0).extra["exposed"] == ((), (KD,), (), ())
    hand.apply(Card.parse("2D"))
    assert hand.legal_plays() == [KD]  # the A♦ would follow suit too: the K♦ must go
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(AD)
    assert refused.value.rule == "play.exposed_card"
    hand.apply(KD)
    assert hand.exposed == ((), (), (), ())


def test_an_exposed_card_that_is_not_legal_waits() -> None:
    hand = ready(FACE_UP)
    hand.apply(ExposeCard(1, Card.parse("9H")))
    hand.apply(Card.parse("2D"))
    assert hand.legal_plays() == [KD, AD]  # diamonds led: the 9♥ may not be played yet
    hand.apply(AD)
    assert hand.exposed[1] == (Card.parse("9H"),)


def test_the_leader_leads_its_exposed_card() -> None:
    hand = ready(FACE_UP)
    hand.apply(ExposeCard(0, Card.parse("9C")))
    assert hand.legal_plays() == [Card.parse("9C")]


def test_a_card_not_held_or_already_face_up_cannot_be_exposed() -> None:
    hand = ready(FACE_UP)
    with pytest.raises(IllegalActionError, match="does not hold"):
        hand.apply(ExposeCard(0, KD))
    hand.apply(ExposeCard(1, KD))
    with pytest.raises(IllegalActionError, match="face up already"):
        hand.apply(ExposeCard(1, KD))


# covers: play.exposed_card=picked_up
def test_under_picked_up_a_card_is_not_exposed_and_play_is_unchanged() -> None:
    hand = ready(spades_rules())
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(ExposeCard(1, KD))
    assert refused.value.rule == "play.exposed_card"
    assert "exposed" not in hand.view(0).extra
    hand.apply(Card.parse("2D"))
    assert hand.legal_plays() == [KD, AD]


def test_the_notation_reads_back() -> None:
    assert str(ExposeCard(1, KD)) == "expose 2 KD"
    assert parse_action("expose 2 KD") == ExposeCard(1, KD)


def _exposing_chooser() -> Any:
    """Seat 2's first decision of the match: it drops its highest card face up first."""
    exposed: list[bool] = []

    def choose(hand: Any, seat: int) -> Action:
        if hand.phase is Phase.PLAY and seat == 1 and not exposed:
            exposed.append(True)
            return ExposeCard(1, hand.hand(1)[-1])
        return hand.legal_actions()[0]

    return choose


def test_a_match_with_an_exposed_card_replays_and_one_that_ignores_it_does_not() -> None:
    log = run_match(FACE_UP, ["a", "b", "c", "d"], 3, _exposing_chooser(), max_hands=1000).log
    first = log["hands"][0]["actions"]
    exposure = next(i for i, (_, text) in enumerate(first) if text.startswith("expose"))
    assert first[exposure][0] == 2
    assert replay(FACE_UP, json.loads(json.dumps(log))).verified

    # An exposure of a card the seat does not hold is refused, naming the rule.
    refused = replay(FACE_UP, _with_card_not_held(log, exposure))
    assert not refused.verified
    assert refused.discrepancy is not None and refused.discrepancy.rule == "play.exposed_card"


def _with_card_not_held(log: dict[str, Any], exposure: int) -> dict[str, Any]:
    tampered = json.loads(json.dumps(log))
    hand = tampered["hands"][0]
    held = set(hand["dealt"][1])
    other = next(card for seat in hand["dealt"] for card in seat if card not in held)
    hand["actions"][exposure] = [2, f"expose 2 {other}"]
    return tampered
