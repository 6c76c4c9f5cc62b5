"""Scores are exact: ints when whole, Fractions of tenths otherwise; in JSON an integer or a
one-decimal string, read back exactly."""

from fractions import Fraction

import pytest

from engine.core.points import format_points, points_from_json, points_to_json


@pytest.mark.parametrize(
    ("points", "text", "json_form"),
    [
        (-58, "-58", -58),
        (Fraction(31, 10), "3.1", "3.1"),
        (Fraction(-3, 10), "-0.3", "-0.3"),
        (Fraction(-31, 10), "-3.1", "-3.1"),
        (Fraction(710, 10), "71", 71),
    ],
)
def test_points_print_and_round_trip_through_json(
    points: Fraction | int, text: str, json_form: int | str
) -> None:
    assert format_points(points) == text
    assert points_to_json(points) == json_form
    assert points_from_json(json_form) == points


def test_a_whole_score_comes_back_as_an_int() -> None:
    assert type(points_from_json("71.0")) is int


def test_a_json_number_with_a_decimal_is_read_through_its_decimal_form() -> None:
    assert points_from_json(3.1) == Fraction(31, 10)


@pytest.mark.parametrize("bad", [True, None, "three", "nan", [1]])
def test_anything_else_is_not_a_score(bad: object) -> None:
    with pytest.raises(ValueError):
        points_from_json(bad)
