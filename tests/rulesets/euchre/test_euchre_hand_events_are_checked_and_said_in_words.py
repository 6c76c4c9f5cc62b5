"""Euchre's hand events: one Euchre cannot have is refused at its path in the club's words
(who took which card, a nil, a moon; a player alone where nobody may go alone), and the
rulebook, the summary and the diff state the others."""

import pytest

import rulesets
from rulesets.diff import diff_rules, format_changes
from rulesets.rulebook import render_rulebook
from rulesets.summary import summarize

BASE = "format: houserules/1\ngame: euchre\n"
LONER = BASE + "scoring:\n  events:\n    - {when: played_alone, at_least: 5, score: 1}\n"


def problem(text: str) -> tuple[str, str]:
    result = rulesets.parse(BASE + text)
    assert result.rules is None
    (found,) = result.diagnostics
    return found.path, found.message


@pytest.mark.parametrize(
    ("event", "says"),
    [
        ("{when: took_cards, cards: JH, score: 1}", "it has no cards"),
        ("{when: made_nil, score: 1}", "it has no nil"),
        ("{when: shot_the_moon, score: 1}", "it has no moon"),
    ],
)
def test_an_event_euchre_cannot_have_is_refused(event: str, says: str) -> None:
    path, message = problem(f"scoring:\n  events:\n    - {event}\n")
    assert path == "scoring.events[0].when" and says in message


def test_a_loners_event_needs_somebody_who_may_go_alone() -> None:
    path, message = problem(
        "alone: {maker: false}\nscoring:\n  events:\n    - {when: played_alone, score: 1}\n"
    )
    assert path == "scoring.events[0].when"
    assert "it has no loner" in message and "alone.maker" in message


def test_three_handed_euchre_has_no_loner() -> None:
    path, message = problem(
        "players: {count: 3, teams: singles}\nalone: {maker: false}\n"
        "scoring:\n  cases:\n"
        "    - {case: makers, points: 1, to: makers}\n"
        "    - {case: march, points: 2, to: makers}\n"
        "    - {case: euchred, points: 2, to: defenders}\n"
        "    - {case: renege, points: 2, to: not_offending}\n"
        "  events:\n    - {when: played_alone, score: 1}\n"
    )
    assert path == "scoring.events[0].when" and "it has no loner" in message


def test_the_rulebook_summary_and_diff_state_the_event() -> None:
    rules = rulesets.load(LONER)
    assert "A side that plays the hand alone with 5 or more tricks taken scores +1." in (
        render_rulebook(rules)
    )
    assert "played alone +1" in summarize(rules)
    changes = format_changes(diff_rules(rulesets.load(BASE), rules))
    assert "Bonuses and penalties: none → A side that plays the hand alone" in changes
