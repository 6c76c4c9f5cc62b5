"""A Hearts score sheet records what the rules' hand events need, and only then: the tricks
each player took (an event counting tricks), the seat of the last trick (an event on it), the
cards each took (an event naming cards). Each scoring test states the hand, the expected
points and the rule."""

import pytest

import rulesets
from engine.core.sheet_input import SheetError
from engine.games.hearts.sheet import score_hearts_sheet
from rulesets.hearts import HeartsRules


def hearts(events: str) -> HeartsRules:
    rules = rulesets.load(f"format: houserules/1\ngame: hearts\nscoring:\n  events:\n{events}")
    assert isinstance(rules, HeartsRules)
    return rules


def scored(rules: HeartsRules, hand: dict[str, object]) -> tuple[int, ...]:
    return score_hearts_sheet(rules, {"hands": [hand]}).hands[0].score.points


def refusals(rules: HeartsRules, hand: dict[str, object]) -> dict[str, str]:
    with pytest.raises(SheetError) as refused:
        score_hearts_sheet(rules, {"hands": [hand]})
    return {problem.field: problem.message for problem in refused.value.problems}


NO_TRICK = hearts("    - {when: took_no_trick, score: -5}\n")
LAST_TRICK = hearts("    - {when: took_last_trick, score: 5}\n")
QUEEN_OF_HEARTS = hearts("    - {when: took_cards, cards: QH, score: 10}\n")
MOON_150 = hearts("    - {when: shot_the_moon, score: 150, to: others, combine: instead}\n")


def test_a_player_who_took_no_trick_is_read_from_the_tricks() -> None:
    # Seat 4 took no trick: 0 − 5; the others keep their points.
    hand = {"points": [5, 13, 8, 0], "tricks": [4, 5, 4, 0]}
    assert scored(NO_TRICK, hand) == (5, 13, 8, -5)


def test_an_event_on_tricks_asks_for_the_tricks() -> None:
    found = refusals(NO_TRICK, {"points": [5, 13, 8, 0]})
    assert "write the tricks each seat took" in found["tricks"]


def test_tricks_that_do_not_add_up_to_the_hand_are_refused() -> None:
    found = refusals(NO_TRICK, {"points": [5, 13, 8, 0], "tricks": [4, 5, 4, 1]})
    assert found["tricks"] == "the tricks add up to 14; a hand has 13"


def test_the_last_trick_is_read_from_its_seat() -> None:
    # Seat 2 took the last trick: 13 + 5.
    assert scored(LAST_TRICK, {"points": [5, 13, 8, 0], "last_trick": 2}) == (5, 18, 8, 0)
    assert "last trick" in refusals(LAST_TRICK, {"points": [5, 13, 8, 0]})["last_trick"]


def test_an_event_naming_a_card_asks_for_the_cards() -> None:
    found = refusals(QUEEN_OF_HEARTS, {"points": [5, 13, 8, 0]})
    assert "write the cards each seat took instead of the points" in found["points"]


def test_the_card_an_event_names_is_read_from_the_cards() -> None:
    hearts_but_queen = [f"{rank}H" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10")]
    # Seat 3 took the Q♥ (1 point, and 10 more); seat 1 the Q♠; seat 2 the other hearts.
    hand = {"cards": [["QS"], [*hearts_but_queen, "JH", "KH", "AH"], ["QH"], []]}
    assert scored(QUEEN_OF_HEARTS, hand) == (13, 12, 11, 0)


def test_what_no_event_needs_is_refused() -> None:
    found = refusals(LAST_TRICK, {"points": [5, 13, 8, 0], "last_trick": 2, "tricks": [4, 5, 4, 0]})
    assert found["tricks"] == "no event of these rules needs it (scoring.events): leave it out"


def test_a_moon_worth_150_needs_nothing_more_than_the_points() -> None:
    # Seat 1 took all 26: scored as if no moon, then cleared, and every other player +150.
    assert scored(MOON_150, {"points": [26, 0, 0, 0]}) == (0, 150, 150, 150)
    assert scored(MOON_150, {"points": [5, 13, 8, 0]}) == (5, 13, 8, 0)


def test_an_event_counting_cards_dealt_asks_for_the_tricks() -> None:
    # Rule: a player who takes no trick scores −1 per card dealt; 13 cards dealt: 0 − 13.
    per_card = hearts("    - {when: took_no_trick, per: card_dealt, score: -1}\n")
    assert (
        "write the tricks each seat took" in refusals(per_card, {"points": [5, 13, 8, 0]})["tricks"]
    )
    assert scored(per_card, {"points": [5, 13, 8, 0], "tricks": [4, 5, 4, 0]}) == (5, 13, 8, -13)
