"""`deck.trump: last_card_dealt`: Call Break's random trump, the suit of the last card dealt
(the dealer's), hand by hand; `spades`: spades in every hand (issue 13: "trump chosen at
random from the last card dealt, beside fixed spades")."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.cards import parse_cards
from engine.core.protocol import Phase, PlayedCard
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from engine.games.spades.trump import deal_hands
from engine.match import play_match
from engine.replay import replay
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

CALL_BREAK = {"players": {"teams": "singles"}, "deck": {"trump": "last_card_dealt"}}
# Seat 4 deals; its last card, the 2 of hearts, makes hearts trump.
HANDS = (
    "2C 3C 4C 5C 2D 3D 4D 5D 3H 4H 2S 3S 4S",
    "6C 7C 8C 6D 7D 8D 5H 6H 7H 5S 6S 7S 8S",
    "9C 10C JC 9D 10D JD 8H 9H 10H 9S 10S JS QS",
    "QC KC AC QD KD AD JH QH KH AH KS AS 2H",
)


def ready(rules: SpadesRules) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in HANDS), dealer=3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand


# covers: deck.trump=last_card_dealt
def test_the_suit_of_the_dealers_last_card_is_trump_for_the_hand() -> None:
    hand = ready(spades_rules(**CALL_BREAK))
    assert hand.trump == "H" and hand.view(0).extra["trump"] == "H"
    # A heart beats the ace of spades led; the spades are a plain suit.
    trick = [PlayedCard(3, parse_cards("AS")[0]), PlayedCard(0, parse_cards("3H")[0])]
    assert hand.trick_winner(trick) == 0
    assert hand.to_act == 0
    assert all(card.suit != "H" for card in hand.legal_plays())  # hearts are not broken


# covers: deck.trump=spades
def test_with_spades_fixed_the_last_card_changes_nothing() -> None:
    hand = ready(spades_rules(players={"teams": "singles"}))
    assert hand.trump == "S"
    trick = [PlayedCard(3, parse_cards("AS")[0]), PlayedCard(0, parse_cards("3H")[0])]
    assert hand.trick_winner(trick) == 3


def test_the_deal_turns_the_last_card_dealt_to_the_dealers_and_keeps_the_draws() -> None:
    rules = spades_rules(**CALL_BREAK)
    turned = deal_hands(rules, random.Random(4), 2)
    plain = shuffle_and_deal(rules, random.Random(4), 2)
    assert [sorted(map(str, hand)) for hand in turned] == [sorted(map(str, h)) for h in plain]
    trumps = {deal_hands(rules, random.Random(seed), 0)[0][-1].suit for seed in range(12)}
    assert len(trumps) > 1


def test_a_match_logs_each_hands_trump_and_replays() -> None:
    rules = spades_rules(**CALL_BREAK)
    record = play_match(rules, ["heuristic"] * 4, 5)
    hands = record.log["hands"]
    assert all(hand["trump"] == hand["dealt"][hand["dealer"] - 1][-1][-1] for hand in hands)
    assert len({hand["trump"] for hand in hands}) > 1
    assert replay(rules, record.log).verified


def test_a_fixed_spades_log_writes_no_trump() -> None:
    record = play_match(spades_rules(players={"teams": "singles"}), ["heuristic"] * 4, 5)
    assert not any("trump" in hand for hand in record.log["hands"])


@pytest.mark.parametrize(
    ("sections", "path", "other"),
    [
        (
            {"deck": {"jokers": "big_and_little", "removed_cards": ["2C", "2D"]}},
            "deck.trump",
            "deck.jokers",
        ),
        ({"play": {"first_lead": "lowest_club"}}, "play.first_lead", "deck.trump"),
        ({"redeal": {"triggers": ["no_spades"]}}, "redeal.triggers", "deck.trump"),
    ],
)
def test_a_turned_trump_with_options_that_fix_spades_is_refused_naming_both(
    sections: dict[str, dict[str, object]], path: str, other: str
) -> None:
    merged = {"players": {"teams": "singles"}, "deck": {"trump": "last_card_dealt"}}
    for key, value in sections.items():
        merged[key] = {**merged.get(key, {}), **value}
    with pytest.raises(RulesetError) as refused:
        spades_rules(**merged)
    problem = refused.value.diagnostics[0]
    assert problem.path == path and other in problem.message
