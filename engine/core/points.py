"""Exact points: scores are whole numbers, or tenths under Call Break's `overtricks: tenth`.

A score is `Points = int | Fraction`: an `int` whenever it is whole, a `fractions.Fraction`
only when it is not (bid 3, take 4 at one point per trick: `Fraction(31, 10)`). Arithmetic
is exact and never goes through a float. `exact()` turns a whole Fraction back into an int,
so `score == 71` and `hash` behave as expected and whole scores print without a fraction.

JSON form (match logs and score sheets): a whole score is a JSON integer (`-58`, `71`); any
other score is a string holding a decimal with exactly one digit after the point (`"3.1"`,
`"-0.3"`). A string, not a JSON number, because most JSON readers turn `3.1` into a binary
float, and a score that is not exact is not a score. Every score the engine produces is a
multiple of a tenth. `points_from_json` reads both forms back (and, leniently, a JSON number
with at most one decimal).
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Final, TypeAlias

__all__ = [
    "Points",
    "JsonPoints",
    "exact",
    "format_points",
    "points_to_json",
    "points_from_json",
]

Points: TypeAlias = int | Fraction
"""An exact score: an int when whole, else a Fraction (always a multiple of a tenth)."""
JsonPoints: TypeAlias = int | str
"""A score in JSON: an integer when whole, else a one-decimal string like `"3.1"`."""

_TENTH: Final = Fraction(1, 10)


def exact(value: Points) -> Points:
    """`value` as an int when it is whole, else unchanged."""
    if isinstance(value, int):
        return value  # the common case, checked first: `Fraction` checks are slower
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


def format_points(value: Points) -> str:
    """A score as people write it: `-58`, `71`, `3.1`, `-0.3`."""
    value = exact(value)
    if isinstance(value, int):
        return str(value)
    if (value / _TENTH).denominator != 1:
        raise ValueError(f"{value} is not a multiple of a tenth of a point")
    whole_tenths = int(value / _TENTH)
    sign = "-" if whole_tenths < 0 else ""
    units, tenth = divmod(abs(whole_tenths), 10)
    return f"{sign}{units}.{tenth}"


def points_to_json(value: Points) -> JsonPoints:
    """The JSON form: an int when whole, else a one-decimal string (`"3.1"`)."""
    value = exact(value)
    return value if isinstance(value, int) else format_points(value)


def points_from_json(value: object) -> Points:
    """Read a score written by `points_to_json` (an int, or a decimal string like `"3.1"`).
    A JSON number with a fraction is accepted too, read through its shortest decimal form.
    Raises ValueError for anything else."""
    if isinstance(value, bool):
        raise ValueError(f"{value!r} is not a score")
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        value = repr(value)
    if not isinstance(value, str):
        raise ValueError(f'{value!r} is not a score: write an integer or a string like "3.1"')
    try:
        decimal = Decimal(value.strip())
    except InvalidOperation:
        raise ValueError(f'{value!r} is not a score: write an integer or "3.1"') from None
    if not decimal.is_finite():
        raise ValueError(f"{value!r} is not a score")
    return exact(Fraction(decimal))
