"""Every Hearts option has words for the diff: its own (`HEARTS_OPTIONS`) or those every game
shares (players and the number of hands and ties); and the words change with the value."""

import pytest

from rulesets.hearts import HeartsRules
from rulesets.hearts.diff import HEARTS_OPTIONS
from tests.engine.hearts.hearts_helpers import hearts_rules
from tests.rulesets.hearts.hearts_variants import CHANGES

SHARED = {
    "players.count",
    "players.direction",
    "players.dealer_rotation",
    "players.first_dealer",
    "match.hands",
    "match.ties",
}


def test_every_option_is_worded_here_or_shared() -> None:
    assert set(HEARTS_OPTIONS) | SHARED == set(CHANGES)


@pytest.mark.parametrize("path", sorted(HEARTS_OPTIONS))
def test_the_words_change_with_the_value(path: str) -> None:
    _, phrase = HEARTS_OPTIONS[path]
    before: HeartsRules = hearts_rules()

    assert phrase(hearts_rules(**CHANGES[path])) != phrase(before)
