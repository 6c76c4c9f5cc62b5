"""Rook's rulebook, diff and summary name its card values and events in plain words, and a
range on a Rook contract counts points: "the Rook card: 50 points", "A side that fails its
contract with 20 or more points short of its contract ..."."""

import rulesets
from rulesets.diff import diff_rules
from rulesets.rulebook import render_rulebook
from rulesets.summary import summarize

ROOK = "format: houserules/1\ngame: rook\n"
BIRD_50 = ROOK + "scoring:\n  card_values:\n    - {cards: ROOK, points: 50}\n"
SET_BY_20 = (
    ROOK
    + "scoring:\n  events:\n"
    + "    - {when: failed_contract, at_least: 20, score: 50, to: others}\n"
    + "    - {when: failed_contract, score: -1, per: bid}\n"
)


def test_the_rulebook_diff_and_summary_name_the_rook_card_at_50() -> None:
    before, after = rulesets.load(ROOK), rulesets.load(BIRD_50)
    book = render_rulebook(after)

    assert "the Rook card: 50 points" in book
    # 4 × (5 + 10 + 15) + 50.
    assert "A hand holds 170 points in all." in book
    assert any("the Rook card: 50 points" in str(change) for change in diff_rules(before, after))
    assert "the Rook card: 50 points" in summarize(after)


def test_events_on_a_rook_contract_are_worded_in_points() -> None:
    book = render_rulebook(rulesets.load(SET_BY_20))

    assert (
        "A side that fails its contract with 20 or more points short of its contract,"
        " every other side scores +50." in book
    )
    assert "A side that fails its contract scores −1 per point of its bid." in book
