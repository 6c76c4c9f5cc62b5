"""A director corrects a mistyped bracket game: a new row naming the old one and why, in the
audit chain with who and why; the old row stays, the bracket follows the corrected game, and
a correction the bracket cannot follow is refused in words."""

import pytest

from clubevents.brackets import bracket_view, record_bracket_game, start_bracket
from clubevents.models import EventFormat, EventResult
from clubevents.services import correct_result
from events import EventError
from registry.models import AuditEvent
from registry.services import verify_registry
from tests.events.event_helpers import FINALS, teams_event

TEAMS = FINALS


def bracket(cast, ruleset):  # type: ignore[no-untyped-def]
    """Four teams seeded north, south, east, west: the semi-finals are north against west
    and south against east, best of 3."""
    event = teams_event(cast, ruleset, "finals", EventFormat.BRACKET, best_of=3)
    return start_bracket(event, actor=cast.editor, seeds=list(TEAMS))


def semi_final(view, slot):  # type: ignore[no-untyped-def]
    return view[0]["matches"][slot - 1]


def test_a_corrected_game_changes_the_match_and_keeps_the_old_row(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    event = bracket(cast, ruleset)
    first = record_bracket_game(event, round=1, match=1, scores=[300, 100], actor=cast.editor)
    record_bracket_game(event, round=1, match=1, scores=[250, 150], actor=cast.editor)
    assert semi_final(bracket_view(event), 1)["winner"] == "north"

    # Game 1 was west's: the sheet's scores were typed the wrong way round.
    fixed = correct_result(first, scores=[100, 300], reason="scores swapped on the sheet",
                           actor=cast.owner)  # fmt: skip
    assert fixed.corrects == first and fixed.board == 1
    first.refresh_from_db()
    assert first.scores[0] == 300 and EventResult.objects.filter(event=event).count() == 3
    match = semi_final(bracket_view(event), 1)
    assert match["won"] == [1, 1] and match["winner"] is None
    assert match["games"] == [[100, 300], [250, 150]]
    # The match is open again: its third game decides it.
    record_bracket_game(event, round=1, match=1, scores=[100, 200], actor=cast.editor)
    assert semi_final(bracket_view(event), 1)["winner"] == "west"

    audit = AuditEvent.objects.get(action="event.correct")
    assert audit.actor == "alice" and audit.details["reason"] == "scores swapped on the sheet"
    assert audit.details["game"] == 1
    assert verify_registry() == []


def test_a_correction_is_refused_in_words_when_the_bracket_cannot_follow_it(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    event = bracket(cast, ruleset)
    games = [record_bracket_game(event, round=1, match=1, scores=s, actor=cast.editor)
             for s in ([300, 100], [100, 300], [300, 100])]  # fmt: skip
    with pytest.raises(EventError, match="game 1: a correction needs a reason"):
        correct_result(games[0], scores=[100, 300], reason=" ", actor=cast.owner)
    with pytest.raises(EventError, match="the scores are equal"):
        correct_result(games[0], scores=[200, 200], reason="typo", actor=cast.owner)
    # Game 2 for north would have ended the match before game 3 was played.
    with pytest.raises(EventError, match="north would have won the match in game 2, but 3"):
        correct_result(games[1], scores=[300, 100], reason="typo", actor=cast.owner)

    for scores in ([300, 100], [300, 100]):
        record_bracket_game(event, round=1, match=2, scores=scores, actor=cast.editor)
    final = record_bracket_game(event, round=2, match=1, scores=[300, 100], actor=cast.editor)
    # North has played on in the final: its semi-final can no longer be given to west.
    with pytest.raises(EventError, match="north has already played on in bracket round 2"):
        correct_result(games[2], scores=[100, 300], reason="typo", actor=cast.owner)
    fixed = correct_result(final, scores=[310, 100], reason="310, not 300", actor=cast.owner)
    with pytest.raises(EventError, match="that result was corrected already"):
        correct_result(final, scores=[320, 100], reason="again", actor=cast.owner)
    assert fixed.scores[0] == 310
    assert AuditEvent.objects.filter(action="event.correct").count() == 1
    assert verify_registry() == []


def test_the_event_page_corrects_a_bracket_game(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    from django.test import Client

    event = bracket(cast, ruleset)
    game = record_bracket_game(event, round=1, match=2, scores=[300, 100], actor=cast.editor)
    editor = Client()
    editor.force_login(cast.editor)
    url = "/clubs/riverside/events/finals/"
    page = editor.get(url).content.decode()
    assert "Correct a game" in page and f'<option value="{game.public_id}">1</option>' in page
    data = {"action": "correct", "result": game.public_id, "score": ["100", "300"], "reason": ""}
    page = editor.post(url, data, follow=True).content.decode()
    assert "a correction needs a reason" in page
    data["reason"] = "scores swapped"
    page = editor.post(url, data, follow=True).content.decode()
    assert "Bracket round 1, match 2, game 1: corrected; the old result is kept." in page
    assert semi_final(bracket_view(event), 2)["won"] == [0, 1]
    assert [(r["results"], r["games"]) for r in [semi_final(bracket_view(event), 2)]] == [
        ([game.corrections.get().public_id], [[100, 300]])
    ]
