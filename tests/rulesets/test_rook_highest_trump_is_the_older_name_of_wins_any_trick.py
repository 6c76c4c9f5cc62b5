"""`rook_card.rank: highest_trump` and `wins_any_trick` are one rule (issue 13, defect 3).

The Rook card always belongs to the trump suit, so the highest trump wins any trick it is
played to: every rule text says so in one of the two ways (seed 004: "It automatically wins
any trick it's played in"; the Tournament Rook rules: "The Rook Bird card is the highest
trump card"). The two values are merged: `highest_trump` is the older name, still accepted so
a version stored with it keeps its digest, and stated everywhere as the rule it is.
"""

from __future__ import annotations

import rulesets
from rulesets.rook import RookRank, RookRules

HIGHEST = "format: houserules/1\ngame: rook\nrook_card: {rank: highest_trump}\n"
WINS = "format: houserules/1\ngame: rook\nrook_card: {rank: wins_any_trick}\n"


def rook(source: str) -> RookRules:
    rules = rulesets.load(source)
    assert isinstance(rules, RookRules)
    return rules


def test_highest_trump_plays_as_wins_any_trick() -> None:
    assert RookRank.HIGHEST_TRUMP.as_played() is RookRank.WINS_ANY_TRICK
    assert RookRank.LOWEST_TRUMP.as_played() is RookRank.LOWEST_TRUMP


def test_the_summary_and_the_rulebook_state_the_one_rule_in_the_same_words() -> None:
    assert rulesets.summarize(rook(HIGHEST)) == rulesets.summarize(rook(WINS))
    assert rulesets.render_rulebook(rook(HIGHEST)) == rulesets.render_rulebook(rook(WINS))


def test_a_diff_between_the_two_names_says_they_are_the_same_rule() -> None:
    (change,) = rulesets.diff_rules(rook(HIGHEST), rook(WINS))

    assert change.path == "rook_card.rank"
    assert "older name of `wins_any_trick`: the same rule" in change.sentence


def test_a_version_stored_with_highest_trump_keeps_its_digest() -> None:
    # The digest this document had before the merge: stored versions are verified against it.
    pinned = "sha256:2c9680c35d3152cd4886cca3cdaf69485fcf971f7dc403eec798b2635448651d"

    assert rulesets.rules_digest(rook(HIGHEST)) == pinned


def test_the_validator_warns_that_highest_trump_is_the_older_name() -> None:
    result = rulesets.parse(HIGHEST)

    assert result.ok
    (warning,) = result.warnings
    assert (warning.code, warning.path, warning.line) == ("older-name", "rook_card.rank", 3)
    assert "write wins_any_trick" in warning.message
