"""The guided editor's form comes from the models: every option of every game is a control
with a label, a one-line help and a default, and a new option appears without any code."""

from __future__ import annotations

from typing import Literal

import pytest

from rulesets.base import Flag, RuleModel
from rulesets.form import build_form, controls_of
from rulesets.options import GAMES, leaf_options
from rulesets.spades import Bags, SpadesRules, SpadesScoring


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_option_of_every_game_has_a_labelled_control_with_help(game: str) -> None:
    model = GAMES[game]
    controls = controls_of(model)
    assert {option.path for option in leaf_options(model)} <= set(controls)
    for control in controls.values():
        assert control.label and control.help, control.path


def test_controls_are_grouped_as_the_rulebooks_sections() -> None:
    titles = [section.title for section in build_form(SpadesRules)]
    assert titles[:3] == ["About", "Players and seats", "The cards"]
    assert titles[-2:] == ["Winning the match", "Reneges"]


def test_each_kind_of_option_gets_the_right_kind_of_control() -> None:
    controls = controls_of(SpadesRules)
    assert controls["scoring.bags.mode"].kind == "choice"
    assert [c.value for c in controls["scoring.bags.mode"].choices] == ["penalty", "not_counted"]
    assert controls["match.target"].kind == "number"
    assert controls["match.target"].nullable
    assert controls["match.target"].default == 500
    assert controls["play.must_beat"].kind == "toggle"
    assert controls["deck.removed_cards"].kind == "cards"
    assert controls["redeal.triggers"].kind == "choices"
    assert controls["players.team_map"].kind == "seats"
    assert controls["bidding.nil.success"].minimum == -100_000


def test_a_section_default_comes_from_its_parent() -> None:
    controls = controls_of(SpadesRules)
    assert controls["bidding.blind_six.blind"].default is True
    assert controls["bidding.ten_for_two_hundred.blind"].default is False


def test_an_option_added_to_a_model_appears_with_its_label_and_help() -> None:
    class LoudBags(Bags):
        announce: Flag = False
        """Whether the scorer calls out each bag as it is counted. Purely for fun."""

    class LoudScoring(SpadesScoring):
        bags: LoudBags = LoudBags()
        """Bags and their penalty."""

    class LoudRules(SpadesRules):
        game: Literal["spades"]
        scoring: LoudScoring = LoudScoring()
        """Scoring a hand."""

    control = controls_of(LoudRules)["scoring.bags.announce"]
    assert control.kind == "toggle"
    assert control.label == "Announce"
    assert control.help == "Whether the scorer calls out each bag as it is counted."
    assert control.default is False


def test_a_whole_new_game_gets_its_form_without_game_specific_code() -> None:
    class Pinochle(RuleModel):
        """Pinochle's melds."""

        double_run: Literal[1500, 3000] = 1500
        """What a double run scores."""

    class PinochleRules(RuleModel):
        format: Literal["houserules/1"]
        game: Literal["pinochle"]
        name: str = ""
        """The name."""
        description: str = ""
        """The description."""
        notes: str = ""
        """The notes."""
        melds: Pinochle = Pinochle()
        """The melds."""

    sections = build_form(PinochleRules)
    assert [s.title for s in sections] == ["About", "Melds"]
    assert sections[1].controls[0].path == "melds.double_run"
    assert sections[1].controls[0].kind == "choice"


def test_the_help_is_the_first_sentence_and_an_example_does_not_end_it() -> None:
    control = controls_of(SpadesRules)["deck.removed_cards"]
    assert control.help.startswith("Cards taken out of the pack before the deal, e.g. [2C, 2D]")
