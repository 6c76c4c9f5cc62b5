"""The Hearts rulebook states every option: changing any one of them changes the prose."""

import pytest

from rulesets.hearts import HeartsRules
from rulesets.hearts.rulebook import hearts_sections
from rulesets.options import leaf_options
from tests.engine.hearts.hearts_helpers import hearts_rules, library_hearts
from tests.rulesets.hearts.hearts_variants import CHANGES


def prose(rules: HeartsRules) -> str:
    return "\n".join(f"{title}\n" + "\n".join(lines) for title, lines in hearts_sections(rules))


def test_every_option_has_a_change_to_try() -> None:
    assert {option.path for option in leaf_options(HeartsRules)} == set(CHANGES)


@pytest.mark.parametrize("path", sorted(CHANGES))
def test_changing_the_option_changes_the_rulebook(path: str) -> None:
    assert prose(hearts_rules(**CHANGES[path])) != prose(hearts_rules())


def test_the_rulebook_says_the_lowest_score_wins_and_lists_the_removed_cards() -> None:
    text = prose(library_hearts("black-maria"))

    assert "lowest score" in text
    assert "taken out: the 2♣" in text
    assert "the Q♠ (13), the K♠ (10) and the A♠ (7)" in text
    assert "43 points" in text
