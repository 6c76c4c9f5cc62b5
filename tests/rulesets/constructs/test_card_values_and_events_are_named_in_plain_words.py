"""The rulebook, the diff and the summary name card values and events in plain words:
"Q♥: 13 points", "A side that takes no trick scores −50."."""

import rulesets
from rulesets.diff import diff_rules
from rulesets.rulebook import render_rulebook
from rulesets.summary import summarize

HEARTS = "format: houserules/1\ngame: hearts\n"
SPADES = "format: houserules/1\ngame: spades\n"
PINK_LADY = HEARTS + "scoring:\n  card_values:\n    - {cards: QH, points: 13}\n"
NO_TRICK = SPADES + "scoring:\n  events:\n    - {when: took_no_trick, score: -50}\n"


def test_the_hearts_rulebook_diff_and_summary_name_the_queen_of_hearts() -> None:
    before, after = rulesets.load(HEARTS), rulesets.load(PINK_LADY)

    assert "Q♥: 13 points" in render_rulebook(after)
    assert any("Q♥: 13 points" in str(change) for change in diff_rules(before, after))
    assert "Q♥: 13 points" in summarize(after)
    assert "38 points" in render_rulebook(after)


def test_the_spades_rulebook_diff_and_summary_name_a_no_trick_penalty() -> None:
    before, after = rulesets.load(SPADES), rulesets.load(NO_TRICK)

    assert "A side that takes no trick scores −50." in render_rulebook(after)
    assert any("takes no trick" in str(change) for change in diff_rules(before, after))
    assert "took no trick −50" in summarize(after)
