"""A game's hand form that does not say how it is built for a hand is refused when it is
registered, with its name, not when a member first opens a sheet of that game."""

import pytest

from clubsite.sheet_forms import SheetHandForm, register_sheet_form, sheet_forms


class _NoBuilder(SheetHandForm):
    game = "toy-without-builder"
    part_template = "clubsite/includes/sheet_hand_spades.html"


def test_a_form_without_for_hand_is_refused_with_its_name() -> None:
    with pytest.raises(ValueError, match="_NoBuilder must say how it is built for a hand"):
        register_sheet_form(_NoBuilder)
    assert "toy-without-builder" not in sheet_forms()
