"""The rulebook states every Oh Hell rule in plain words, the summary tells the library
rulesets apart in one line, and the diff words each change as the rulebook does."""

import rulesets
from rulesets.diff import diff_rules, format_changes
from rulesets.rulebook import render_rulebook
from rulesets.summary import summarize


def test_the_rulebook_states_the_schedule_trump_hook_and_scoring() -> None:
    text = render_rulebook(rulesets.library("oh-hell"))
    assert "up and back down: 1 … 12 … 1 (23 hands)" in text
    assert "turned up, and its suit is trump" in text
    assert "the dealer may not bid the number that makes the bids add up" in text
    assert "scores 10 + 1 a trick" in text
    assert "a bid of 3 taking 3 scores 13; taking 1, 1" in text


def test_the_rulebook_works_the_wizard_scoring_example() -> None:
    text = render_rulebook(rulesets.library("oh-hell-plus-minus"))
    assert "scores 20 + 10 a trick" in text and "−10 a trick off" in text
    assert "made their bid in more hands wins" in text


def test_the_summary_sets_the_library_apart() -> None:
    names = (
        "oh-hell",
        "nomination-whist",
        "up-and-down-the-river",
        "oh-hell-plus-minus",
        "oh-hell-hassenpfeffer",
    )
    lines = {name: summarize(rulesets.library(name)) for name in names}
    assert len(set(lines.values())) == 5
    assert "1…12…1" in lines["oh-hell"] and "trump turned up" in lines["oh-hell"]
    assert (
        "10…1…10" in lines["nomination-whist"] and "trump S H C D NT" in lines["nomination-whist"]
    )
    assert "NT hand" in lines["up-and-down-the-river"]
    assert "−10/trick off" in lines["oh-hell-plus-minus"]
    assert "failed contract −1/bid" in lines["oh-hell-hassenpfeffer"]


def test_the_diff_words_a_change_of_scoring_and_hook() -> None:
    old = rulesets.library("oh-hell")
    new = rulesets.load(
        "format: houserules/1\ngame: oh_hell\nbidding:\n  hook: false\n"
        "scoring:\n  missed_per_trick: 0\n"
    )
    text = format_changes(diff_rules(old, new))
    assert "no hook: the dealer bids freely" in text
    assert "Missed bid" in text
