"""An option that applies under a flag's value ("With `points_on_first_trick: false` only")
is switched off exactly when the flag has the other value.

The form read the value named in the docstring as the text "false" and compared it with the
flag's bool, so Hearts' `play.only_point_cards` was greyed out in the editor, and warned
about by the validator, in the library's own hearts.yaml, where it applies.
"""

from __future__ import annotations

from rulesets import load
from rulesets.catalog import library_path
from rulesets.diff import leaf_values
from rulesets.form import build_form, switched_off
from rulesets.hearts import HeartsRules

HEARTS = library_path("hearts")


def _off(points_on_first_trick: bool) -> dict[str, str]:
    text = HEARTS.read_text().replace(
        "points_on_first_trick: false",
        f"points_on_first_trick: {str(points_on_first_trick).lower()}",
    )
    rules = load(text)
    return switched_off(build_form(HeartsRules), leaf_values(rules))


def test_only_point_cards_applies_when_points_are_barred_from_the_first_trick() -> None:
    assert "play.only_point_cards" not in _off(False)


def test_only_point_cards_is_switched_off_when_points_may_be_played_to_the_first_trick() -> None:
    assert "play.only_point_cards" in _off(True)
