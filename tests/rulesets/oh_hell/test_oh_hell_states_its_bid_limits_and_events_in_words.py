"""Oh Hell's bid limits and hand events in the club's words: the rulebook says each, the
summary names them, the diff words a change to them."""

import rulesets
from rulesets.diff import diff_rules, format_changes
from rulesets.rulebook import render_rulebook
from rulesets.summary import summarize

BASE = "format: houserules/1\ngame: oh_hell\n"
LIMITED = BASE + "bidding:\n  hook: false\n  limits: {maximum: 8, forbidden: [1], total: at_most}\n"
EVENTS = BASE + "scoring:\n  events:\n    - {when: took_no_trick, score: -5}\n"


def test_the_rulebook_states_the_numbers_and_the_total() -> None:
    text = render_rulebook(rulesets.load(LIMITED))
    assert "from 0 to 8 (or the cards in a smaller hand), but not 1; the dealer bids last" in text
    assert "The total of every player's bids is at most the tricks in the hand" in text


def test_the_rulebook_states_each_event_after_the_made_and_missed_points() -> None:
    text = render_rulebook(rulesets.load(EVENTS))
    assert "a player's contract being their bid, made only when exact" in text
    assert "A player who takes no trick scores −5." in text
    assert "before the bonuses and penalties below" in text


def test_the_summary_names_the_limits_and_the_events() -> None:
    assert "bids 0 to 8" in summarize(rulesets.load(LIMITED))
    assert "total at most the tricks in the hand" in summarize(rulesets.load(LIMITED))
    assert "took no trick −5" in summarize(rulesets.load(EVENTS))


def test_the_diff_words_a_change_of_limits_and_events() -> None:
    changes = format_changes(diff_rules(rulesets.load(BASE), rulesets.load(LIMITED)))
    assert "Numbers a player may bid" in changes and "Total of all bids held to" in changes
    changes = format_changes(diff_rules(rulesets.load(BASE), rulesets.load(EVENTS)))
    assert "Bonuses and penalties: none → A player who takes no trick scores −5." in changes
