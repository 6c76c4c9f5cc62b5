"""Call Break's duties: `must_beat`, `must_trump`, `must_overtrump`, as their docstrings
define them (see engine.games.spades.play)."""

import pytest

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalPlayError
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

# Seat 1 leads 5C; seat 2 has no club; seat 3 holds 2C and KC.
BEAT = (
    "5C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    "2S 3S 4S 5S AD 2H 3H 4H 5H 6H 7H 8H 9H",
    "2C KC 10H JH QH KH AH 6S 7S 8S 9S 10S JS",
    "3C 4C 6C 7C 8C 9C 10C JC QC AC QS KS AS",
)
# Seat 1 holds every club; the others are void in clubs.
TRUMP = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    "2S 9S 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD",
    "5S 10S KD AD 2H 3H 4H 5H 6H 7H 8H 9H 10H",
    "3S 4S 6S 7S 8S JS QS KS AS JH QH KH AH",
)


def spades(**play: bool) -> SpadesRules:
    return spades_rules(
        players={"teams": "singles"},
        bidding={"nil": {"mode": "not_allowed"}},
        play={"spades_led": "any_time", **play},
    )


def ready(rules: SpadesRules, hands: tuple[str, ...]) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in hands), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand


def play(hand: SpadesHand, cards: str) -> None:
    for card in cards.split():
        hand.apply(Card.parse(card))


def legal(hand: SpadesHand) -> list[str]:
    return [str(card) for card in hand.legal_plays()]


# covers: play.must_beat=true
def test_a_follower_must_beat_the_best_card_of_the_suit_led() -> None:
    hand = ready(spades(must_beat=True), BEAT)
    play(hand, "5C 2H")
    assert legal(hand) == ["KC"]
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("2C"))
    assert refused.value.rule == "play.must_beat"
    play(hand, "KC")
    assert legal(hand) == ["AC"]


def test_a_follower_need_not_beat_a_trick_already_trumped() -> None:
    hand = ready(spades(must_beat=True), BEAT)
    play(hand, "5C 2S")
    assert legal(hand) == ["2C", "KC"]


# covers: play.must_beat=false
def test_without_must_beat_any_card_of_the_suit_follows() -> None:
    hand = ready(spades(must_beat=False), BEAT)
    play(hand, "5C 2H")
    assert legal(hand) == ["2C", "KC"]


# covers: play.must_trump=true
def test_a_player_void_in_the_suit_led_must_trump() -> None:
    hand = ready(spades(must_trump=True), TRUMP)
    play(hand, "5C")
    assert legal(hand) == ["2S", "9S"]
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("2D"))
    assert refused.value.rule == "play.must_trump"


# covers: play.must_trump=false
def test_without_must_trump_a_void_player_may_discard() -> None:
    hand = ready(spades(must_trump=False), TRUMP)
    play(hand, "5C")
    assert len(legal(hand)) == 13


# covers: play.must_overtrump=true
def test_a_player_who_trumps_must_overtrump_when_able() -> None:
    hand = ready(spades(must_trump=True, must_overtrump=True), TRUMP)
    play(hand, "5C 9S")
    assert legal(hand) == ["10S"]
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("5S"))
    assert refused.value.rule == "play.must_overtrump"
    play(hand, "10S")
    assert legal(hand) == ["JS", "QS", "KS", "AS"]


def test_overtrumping_alone_still_lets_a_void_player_discard_but_not_trump_under() -> None:
    hand = ready(spades(must_overtrump=True), TRUMP)
    play(hand, "5C 9S")
    assert "5S" not in legal(hand) and {"10S", "KD", "2H"} <= set(legal(hand))


def test_following_a_trump_lead_must_beat_the_highest_trump() -> None:
    hands = (TRUMP[1], TRUMP[2], TRUMP[3], TRUMP[0])  # seat 1 now holds 2S 9S and diamonds
    hand = ready(spades(must_overtrump=True), hands)
    play(hand, "9S")
    assert legal(hand) == ["10S"]


# covers: play.must_overtrump=false
def test_without_must_overtrump_any_trump_may_be_played() -> None:
    hand = ready(spades(must_trump=True, must_overtrump=False), TRUMP)
    play(hand, "5C 9S")
    assert legal(hand) == ["5S", "10S"]
