"""Random legal play under many option combinations and every library ruleset: each card is
played exactly once, the tricks add up to the hand size, there is always a legal action
until the hand is done, and every legal action applies."""

import random
from pathlib import Path

import pytest

import rulesets
from engine.core.actions import Action, ClaimRenege
from engine.core.cards import Card
from engine.core.errors import ClaimRejected, IllegalPlayError
from engine.core.protocol import Phase
from engine.core.seats import seating
from engine.games.spades.deal import needs_redeal, pack, shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.common import Enforcement
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

LIBRARY = Path(rulesets.__file__).parent / "library"

COMBOS: dict[str, dict[str, object]] = {
    "classic defaults": {},
    "tournament bids": {
        "bidding": {
            "blind_nil": {"allowed": "any_hand"},
            "blind_bids": {"allowed": "any_hand", "minimum": 5},
            "blind_six": {"allowed": "any_hand"},
            "ten_for_two_hundred": {"allowed": "any_hand"},
            "passing": {"after_nil": 2, "after_blind_nil": 1},
            "nil": {"both_partners": "separately"},
        },
        "play": {"first_trick_spades": "not_led"},
    },
    "board and totals": {
        "bidding": {"minimum_team_bid": 4, "total_bids": "not_equal_to_tricks"},
        "play": {"spades_led": "after_first_trick", "broken_by": "any_spade"},
    },
    "thrown in": {"bidding": {"total_bids": "at_least", "total_minimum": 11}},
    "jokers and deuces": {
        "deck": {
            "jokers": "big_and_little",
            "promoted_cards": ["2D", "2S"],
            "removed_cards": ["2C", "2H"],
        },
        "play": {"first_lead": "lowest_club", "first_trick_spades": "not_played"},
        "redeal": {"triggers": ["no_spades"]},
    },
    "call break": {
        "players": {"teams": "singles", "direction": "counterclockwise"},
        "bidding": {"nil": {"mode": "not_allowed"}, "order": "dealer_first"},
        "play": {
            "spades_led": "any_time",
            "must_beat": True,
            "must_trump": True,
            "must_overtrump": True,
        },
    },
    "three cutthroat": {
        "players": {"count": 3, "teams": "singles"},
        "deck": {"removed_cards": ["2C"]},
        "bidding": {"nil": {"mode": "zero_means_zero"}, "blind_nil": {"allowed": "any_hand"}},
    },
    "custom sides": {
        "players": {"teams": "custom", "team_map": [[1, 2], [3, 4]]},
        "bidding": {
            "blind_nil": {"allowed": "when_trailing", "trailing_by": 50},
            "blind_six": {"allowed": "when_trailing", "trailing_by": 50},
        },
    },
    "honour corrected": {"reneges": {"enforcement": "honour"}},
    "honour transfer": {
        "reneges": {
            "enforcement": "honour",
            "caught_before_gathered": "same_as_after",
            "caught_after_gathered": "transfer_tricks",
        }
    },
    "honour set": {"reneges": {"enforcement": "honour", "caught_after_gathered": "offender_set"}},
}


def combo_rules() -> list[tuple[str, SpadesRules]]:
    found = [(name, spades_rules(**c)) for name, c in COMBOS.items()]
    for path in sorted(LIBRARY.glob("*.yaml")):
        rules = rulesets.load_file(path)
        if isinstance(rules, SpadesRules):
            found.append((path.name, rules))
    return found


RULES = combo_rules()


def choose(hand: SpadesHand, rng: random.Random) -> Action:
    """A legal action, or now and then (at an honest table) any card held, or a claim."""
    honest = hand.rules.reneges.enforcement is Enforcement.HONOUR
    if honest and hand.phase is Phase.PLAY and rng.random() < 0.15:
        seat = hand.to_act
        assert seat is not None
        return rng.choice(hand.hand(seat))
    if honest and hand.phase is Phase.PLAY and hand.reneges and rng.random() < 0.3:
        renege = rng.choice(hand.reneges)
        opponents = [s for s in range(hand.table.count) if not hand.table.same_side(s, renege.seat)]
        return ClaimRenege(rng.choice(opponents), renege.seat, renege.trick)
    return rng.choice(hand.legal_actions())


def play_hand(rules: SpadesRules, rng: random.Random, number: int) -> SpadesHand:
    table = seating(rules)
    dealer = number % table.count
    dealt = shuffle_and_deal(rules, rng, dealer)
    while needs_redeal(rules, dealt):
        dealt = shuffle_and_deal(rules, rng, dealer)
    scores = tuple(rng.choice((0, -120, 150)) for _ in table.sides)
    hand = SpadesHand(rules, dealt, dealer, scores=scores, first_hand=number == 0)
    while hand.phase is not Phase.DONE:
        actions = hand.legal_actions()
        assert actions, f"no legal action in {hand.phase}"
        assert hand.to_act is not None
        if hand.phase is Phase.PLAY:
            assert all(hand.why_illegal(card) is None for card in actions if isinstance(card, Card))
        try:
            hand.apply(choose(hand, rng))
        except (ClaimRejected, IllegalPlayError):
            hand.apply(rng.choice(hand.legal_actions()))
    return hand


def check_finished(rules: SpadesRules, hand: SpadesHand) -> None:
    the_pack = pack(rules)
    if hand.thrown_in:
        return
    gathered = [play for trick in hand.tricks for play in trick.plays]
    played = [play.card for play in (*gathered, *hand.current_trick)]
    assert len(played) == len(set(played))
    held = [card for seat in range(hand.table.count) for card in hand.hand(seat)]
    assert sorted(c.index for c in played + held) == sorted(c.index for c in the_pack.cards)
    tally = hand.tally()
    assert sum(tally.tricks) == len(hand.tricks)
    if not hand.ended_by_renege:
        assert held == [] and sum(tally.tricks) == the_pack.hand_size
        assert all(len(trick.plays) == hand.table.count for trick in hand.tricks)


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_random_hands_play_every_card_once_and_count_every_trick(
    name: str, rules: SpadesRules
) -> None:
    rng = random.Random(name)
    hands = [play_hand(rules, rng, number) for number in range(40)]
    for hand in hands:
        check_finished(rules, hand)
    if rules.reneges.enforcement is Enforcement.HONOUR:
        assert any(hand.reneges for hand in hands) and any(hand.renege_calls for hand in hands)
        assert any(isinstance(a, ClaimRenege) for hand in hands for _, a in hand.actions)


@pytest.mark.parametrize(("name", "rules"), RULES[:8], ids=[name for name, _ in RULES[:8]])
def test_every_legal_action_applies(name: str, rules: SpadesRules) -> None:
    """Replays a random hand and, at every step, tries each legal action on a fresh copy."""
    rng = random.Random(name)
    dealt = shuffle_and_deal(rules, rng, 0)

    def replayed(actions: list[Action]) -> SpadesHand:
        hand = SpadesHand(rules, dealt, 0)
        for action in actions:
            hand.apply(action)
        return hand

    history: list[Action] = []
    hand = replayed(history)
    while hand.phase is not Phase.DONE:
        options = hand.legal_actions()
        for action in rng.sample(options, min(4, len(options))):
            replayed(history).apply(action)
        history.append(rng.choice(options))
        hand.apply(history[-1])
