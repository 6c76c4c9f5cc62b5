"""Differential test against OpenSpiel's `euchre` (open_spiel 2.0.2, a benchmark-only
dependency in requirements-bench.txt: `make test-openspiel` runs it, and CI with it;
tests/engine/openspiel_helpers.py says where it is skipped).

Random deals are played in both engines at once, under a ruleset that states OpenSpiel's
rules (its defaults: `stick_the_dealer=true`, `allow_lone_defender=false`; the maker may go
alone; the turned-down suit may not be named; Bicycle's scores, a loner euchred giving 2):
at every decision the player to act and the legal moves must agree, after every trick its
winner (the next to act), and at the end the hand's score (OpenSpiel returns it zero-sum:
each side's return is its points minus the other side's).

OpenSpiel's documented quirks, filtered and nothing else:
1. The deal and the dealer are chance outcomes, dealt one card at a time from the dealer;
   the deal is copied card for card into this engine, so the order does not matter.
2. OpenSpiel asks the maker "Alone" or "Partner" after the dealer's discard, where this
   engine takes it with the call (`make H alone`): the choice is made once and given to both.
   So OpenSpiel's dealer picks up and discards even when their partner then goes alone and
   they sit out; this engine skips that discard, and the test applies a random one there.
3. OpenSpiel's dealer may not discard the card just picked up; this engine (as Bicycle's
   "discards one card") offers it too: the comparison leaves it out.
4. Its header says a super-euchre costs the makers 4, but `ComputeScore` gives 2: the
   ruleset lists no `super_euchre` case, as the code plays.
"""

from __future__ import annotations

import random

from engine.core.actions import Discard, parse_action
from engine.core.cards import Card
from engine.games.euchre.hand import EuchreHand
from engine.games.euchre.scoring import score_hand
from engine.games.euchre.terms import euchre_terms
from tests.engine.euchre.euchre_helpers import euchre_rules
from tests.engine.openspiel_helpers import import_pyspiel

pyspiel = import_pyspiel()

DEALS = 300
SUITS = {"Clubs": "C", "Diamonds": "D", "Hearts": "H", "Spades": "S"}
RULES = euchre_rules(making={"all_pass": "stick_the_dealer"})


def card_of(text: str) -> Card:
    """OpenSpiel writes suit then rank, T for ten: `DT` is the 10♦."""
    rank = "10" if text[1] == "T" else text[1]
    return Card.parse(rank + text[0])


def names(state: object) -> dict[str, int]:
    player = state.current_player()  # type: ignore[attr-defined]
    return {state.action_to_string(player, a): a for a in state.legal_actions()}  # type: ignore[attr-defined]


def play_one(seed: int) -> None:
    rng = random.Random(seed)
    game = pyspiel.load_game("euchre")
    state = game.new_initial_state()
    dealer = rng.choice([o for o, _ in state.chance_outcomes()])
    state.apply_action(dealer)
    hands: list[list[Card]] = [[], [], [], []]
    for index in range(21):
        outcome = rng.choice([o for o, _ in state.chance_outcomes()])
        text = state.action_to_string(pyspiel.PlayerId.CHANCE, outcome)
        state.apply_action(outcome)
        if index < 20:
            hands[(dealer + index) % 4].append(card_of(text))
        else:
            upcard = card_of(text)
    dealt = {card for hand in hands for card in hand} | {upcard}
    rest = [card for card in euchre_terms(RULES).pack if card not in dealt]
    mine = EuchreHand(RULES, hands, [upcard, *rest], dealer)
    alone = rng.random() < 0.25
    while not state.is_terminal():
        theirs = names(state)
        if set(theirs) <= {"Alone", "Partner"}:
            state.apply_action(theirs["Alone" if alone else "Partner"])
            continue
        if mine.to_act is None or _skipped_discard(mine, state, theirs):
            state.apply_action(rng.choice(list(theirs.values())))  # quirk 2
            continue
        assert state.current_player() == mine.to_act, f"seed {seed}: player to act"
        legal = [str(action) for action in mine.legal_actions()]
        if "Pass" in theirs or set(theirs) & set(SUITS):
            expected = {"pass" if name == "Pass" else f"make {SUITS[name]}" for name in theirs}
            assert {call.removesuffix(" alone") for call in legal} == expected, f"seed {seed}"
            choice = rng.choice(sorted(theirs))
            state.apply_action(theirs[choice])
            mine.apply(
                parse_action(
                    "pass"
                    if choice == "Pass"
                    else f"make {SUITS[choice]}" + (" alone" if alone else "")
                )
            )
            continue
        cards = {card_of(name): action for name, action in theirs.items()}
        if mine.legal_actions() and isinstance(mine.legal_actions()[0], Discard):
            offered = {a.cards[0] for a in mine.legal_actions()}  # type: ignore[union-attr]
            assert offered - {upcard} == set(cards), f"seed {seed}: discards"  # quirk 4
            card = rng.choice(sorted(cards, key=str))
            state.apply_action(cards[card])
            mine.apply(Discard((card,)))
            continue
        assert set(mine.legal_plays()) == set(cards), f"seed {seed}: legal cards"
        card = rng.choice(sorted(cards, key=str))
        state.apply_action(cards[card])
        before = len(mine.gathered)
        mine.apply(card)
        if len(mine.gathered) > before and not state.is_terminal():
            assert state.current_player() == mine.gathered[-1][0], f"seed {seed}: trick winner"
    assert mine.to_act is None, f"seed {seed}: this engine's hand is not over"
    scored = score_hand(mine.terms, mine.tally())
    points = scored.points
    expected = [points[seat % 2] - points[1 - seat % 2] for seat in range(4)]
    assert state.returns() == expected, f"seed {seed}: {scored.case.value}"


def _skipped_discard(mine: EuchreHand, state: object, theirs: dict[str, int]) -> bool:
    """OpenSpiel's dealer discarding where this engine's sits out their partner's loner."""
    is_card = all(name not in SUITS and name != "Pass" for name in theirs)
    return (
        is_card
        and mine.phase.value == "play"
        and mine.trick == []
        and not mine.gathered
        and (
            state.current_player() == mine.dealer and mine.sitting_out == mine.dealer  # type: ignore[attr-defined]
        )
    )


def test_random_deals_agree_with_openspiel() -> None:
    for seed in range(DEALS):
        play_one(seed)
