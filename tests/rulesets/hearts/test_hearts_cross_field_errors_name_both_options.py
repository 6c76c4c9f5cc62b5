"""Options that must agree are checked together; the error is placed at one option and names
the other, so a club secretary sees both."""

import pytest
from pydantic import ValidationError

from tests.engine.hearts.hearts_helpers import hearts_rules


def problem(**options: object) -> tuple[tuple[str | int, ...], str]:
    with pytest.raises(ValidationError) as caught:
        hearts_rules(**options)
    (error,) = caught.value.errors()
    cause = error["ctx"]["error"]
    ((path, message),) = cause.problems
    return path, message


def test_passing_across_needs_an_even_number_of_players() -> None:
    path, message = problem(players={"count": 3})

    assert path == ("passing", "directions") and "players.count" in message


def test_the_pack_must_deal_evenly() -> None:
    path, message = problem(deck={"removed_cards": ["2C"]})

    assert path == ("deck", "removed_cards") and "players.count" in message


def test_a_player_cannot_pass_the_whole_hand() -> None:
    options = {"players": {"count": 6}, "passing": {"directions": ["left"], "cards": 8}}
    path, message = problem(**options)

    assert path == ("passing", "cards") and "players.count" in message


def test_a_penalty_card_that_is_taken_out_is_refused() -> None:
    options = {"players": {"count": 5}, "passing": {"directions": ["left"]}}
    path, message = problem(**options, deck={"removed_cards": ["QS", "2C"]})

    assert path == ("scoring", "queen_of_spades") and "deck.removed_cards" in message


def test_a_sun_needs_a_moon_rule() -> None:
    path, message = problem(scoring={"sun": 52, "moon": "not_played"})

    assert path == ("scoring", "sun") and "scoring.moon" in message


def test_a_match_needs_an_end() -> None:
    path, message = problem(match={"end_score": None})

    assert path == ("match", "end_score") and "match.hands" in message


def test_fewer_than_three_or_more_than_six_players_are_refused() -> None:
    for count in (2, 7):
        with pytest.raises(ValidationError, match="players.count"):
            hearts_rules(players={"count": count}, passing={"directions": []})
