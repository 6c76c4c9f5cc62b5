"""Properties of whole matches under every library ruleset, from random seeds.

Random bots play the Spades rulesets; Rook is played by `cautious` players (the lowest bid
or a pass), because uniformly random bidders overbid every hand and never reach the target.
"""

import copy
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulesets
from engine.core.cards import parse_cards
from engine.core.seats import seating
from engine.match import play_match, run_match
from engine.replay import replay
from rulesets.formats import Ruleset
from rulesets.rook import RookRules
from tests.engine.golden.regenerate import cautious_chooser
from tests.fuzzing import examples

LIBRARY = Path(__file__).resolve().parents[2] / "rulesets" / "library"
NAMES = sorted(path.name for path in LIBRARY.glob("*.yaml"))
SETTINGS = settings(
    max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@cache
def library(name: str) -> Ruleset:
    return rulesets.load_file(LIBRARY / name)


@cache
def match_log(name: str, seed: int) -> dict[str, Any]:
    rules = library(name)
    count = seating(rules).count
    if isinstance(rules, RookRules):
        chooser = cautious_chooser(seed, count)
        return run_match(rules, ["cautious"] * count, seed, chooser, max_hands=300).log
    return play_match(rules, ["random"] * count, seed).log


matches = st.tuples(st.sampled_from(NAMES), st.integers(0, 10_000))


def played_cards(hand: dict[str, Any]) -> list[str]:
    cards = [card for trick in hand["tricks"] for card in trick["cards"]]
    for _, text in hand["actions"]:
        if text.startswith("discard "):
            cards += text.split()[1:]
    return cards


def idle_seats_cards(hand: dict[str, Any]) -> set[str]:
    """The cards dealt to seats that played no card to any trick."""
    in_tricks = {card for trick in hand["tricks"] for card in trick["cards"]}
    playing = {seat for seat, text in hand["actions"] if text in in_tricks}
    return {
        card for seat, cards in enumerate(hand["dealt"], 1) if seat not in playing for card in cards
    }


def dealt_cards(hand: dict[str, Any]) -> list[str]:
    return [card for cards in hand["dealt"] for card in cards] + hand.get("nest", [])


@SETTINGS
@given(matches)
def test_every_match_ends_with_an_outcome(match: tuple[str, int]) -> None:
    log = match_log(*match)
    assert log["result"] is not None and log["result"]["winners"]


@SETTINGS
@given(matches)
def test_every_card_is_played_exactly_once_in_every_hand(match: tuple[str, int]) -> None:
    for hand in match_log(*match)["hands"]:
        if hand["thrown_in"] or hand["reneges"]:
            continue  # no play, or a renege call ended the hand early
        played = played_cards(hand)
        assert not Counter(played) - Counter(dealt_cards(hand))
        assert len(set(parse_cards(played))) == len(played)
        # A card may stay unplayed only in the nest (Euchre's kitty) or with a seat that sat
        # the hand out (a Euchre loner's partner).
        unplayed = Counter(dealt_cards(hand)) - Counter(played)
        assert set(unplayed) <= set(hand.get("nest", [])) | idle_seats_cards(hand)


@SETTINGS
@given(matches)
def test_every_log_replays_as_verified(match: tuple[str, int]) -> None:
    name, seed = match
    assert str(replay(library(name), match_log(name, seed))) == "verified"


def scored_hands(log: dict[str, Any]) -> list[int]:
    return [index for index, hand in enumerate(log["hands"]) if hand["score"] is not None]


@SETTINGS
@given(matches, st.data())
def test_changing_a_recorded_play_to_another_card_fails_in_that_hand(
    match: tuple[str, int], data: st.DataObject
) -> None:
    log = copy.deepcopy(match_log(*match))
    index = data.draw(st.sampled_from(scored_hands(log)))
    hand = log["hands"][index]
    trick = data.draw(st.integers(1, len(hand["tricks"])))
    card = data.draw(st.sampled_from(hand["tricks"][trick - 1]["cards"]))
    other = data.draw(st.sampled_from([c for c in dealt_cards(hand) if c != card]))
    position = next(i for i, (_, text) in enumerate(hand["actions"]) if text == card)
    hand["actions"][position][1] = other
    found = replay(library(match[0]), log).discrepancy
    assert found is not None and found.hand == index + 1
    at_or_after = found.field.startswith("actions[") and int(found.field[8:-1]) >= position + 1
    assert at_or_after or (found.field.startswith("tricks[") and found.trick == trick)


@SETTINGS
@given(matches, st.data())
def test_changing_a_card_of_a_recorded_trick_names_that_trick(
    match: tuple[str, int], data: st.DataObject
) -> None:
    log = copy.deepcopy(match_log(*match))
    index = data.draw(st.sampled_from(scored_hands(log)))
    hand = log["hands"][index]
    trick = data.draw(st.integers(1, len(hand["tricks"])))
    place = data.draw(st.integers(1, len(hand["tricks"][trick - 1]["cards"])))
    cards = hand["tricks"][trick - 1]["cards"]
    cards[place - 1] = next(c for c in dealt_cards(hand) if c != cards[place - 1])
    found = replay(library(match[0]), log).discrepancy
    assert found is not None
    assert (found.hand, found.trick, found.field) == (
        index + 1,
        trick,
        f"tricks[{trick}].cards[{place}]",
    )


@SETTINGS
@given(matches, st.data())
def test_changing_a_recorded_score_names_the_hand_and_field(
    match: tuple[str, int], data: st.DataObject
) -> None:
    log = copy.deepcopy(match_log(*match))
    index = data.draw(st.sampled_from(scored_hands(log)))
    sides = log["hands"][index]["score"]["sides"]
    side = data.draw(st.integers(1, len(sides)))
    points = sides[side - 1]["points"]
    sides[side - 1]["points"] = points + 10 if isinstance(points, int) else "0.5"
    found = replay(library(match[0]), log).discrepancy
    assert found is not None
    assert (found.hand, found.field) == (index + 1, f"score.sides[{side}].points")


@SETTINGS
@given(matches, st.data())
def test_changing_recorded_tricks_taken_names_the_hand_and_seat(
    match: tuple[str, int], data: st.DataObject
) -> None:
    log = copy.deepcopy(match_log(*match))
    index = data.draw(st.sampled_from(scored_hands(log)))
    taken = log["hands"][index]["tricks_taken"]
    seat = data.draw(st.integers(1, len(taken)))
    taken[seat - 1] += 1
    found = replay(library(match[0]), log).discrepancy
    assert found is not None
    assert (found.hand, found.field, found.found) == (
        index + 1,
        f"tricks_taken[{seat}]",
        taken[seat - 1],
    )
