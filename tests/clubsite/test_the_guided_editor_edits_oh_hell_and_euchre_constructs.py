"""Oh Hell's bid limits and hand events, and Euchre's hand events, are edited in the guided
editor as every game's are: a club gives Oh Hell a largest bid and a no-trick penalty, and a
Euchre loner's march a bonus, through the pages; an event the game cannot have is refused
at its control in the club's words and nothing is stored."""

from __future__ import annotations

from django.test import Client

from registry.models import Ruleset
from tests.cast import Cast
from tests.clubsite.conftest import Clients, head

NEW = "/clubs/riverside/new-ruleset/"
EDIT = "/clubs/riverside/rulesets/friday/edit/"


def create(editor: Client, start: str) -> Ruleset:
    post = {"title": "Friday", "slug": "friday", "start": f"library:{start}"}
    answer = editor.post(NEW, post)
    assert answer.status_code == 302 and answer["Location"] == EDIT
    return Ruleset.objects.get(slug="friday")


def publish(editor: Client, ruleset: Ruleset, **changes: object) -> int:
    post = {"base_revision": head(ruleset).revision, "action": "publish",
            "description_reviewed": "yes", **changes}  # fmt: skip
    return editor.post(EDIT, post).status_code


def event_row(when: str, score: str, at_least: str = "") -> list[str]:
    return [when, "", at_least, "", score, "hand", "side", "add", "false"]


def test_an_oh_hell_club_caps_the_bids_and_charges_a_trickless_player(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    ruleset = create(editor, "oh-hell")
    html = editor.get(EDIT).content.decode()
    assert "Largest bid" in html and "<legend>Bonuses and penalties</legend>" in html

    changes = {
        "bidding.limits.maximum": "8",
        "scoring.events": [*event_row("took_no_trick", "-5"), *[""] * 9],
    }
    assert publish(editor, ruleset, **changes) == 302
    rules = head(ruleset).load_rules()
    assert rules.bidding.limits.maximum == 8
    assert [(e.when, e.score) for e in rules.scoring.events] == [("took_no_trick", -5)]


def test_a_euchre_club_gives_a_loners_march_a_bonus(client_as: Clients, cast: Cast) -> None:
    editor = client_as("editor")
    ruleset = create(editor, "euchre")
    changes = {"scoring.events": [*event_row("played_alone", "1", "5"), *[""] * 9]}
    assert publish(editor, ruleset, **changes) == 302
    (event,) = head(ruleset).load_rules().scoring.events
    assert (event.when, event.at_least, event.score) == ("played_alone", 5, 1)


def test_an_event_euchre_cannot_have_is_refused_and_nothing_stored(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    ruleset = create(editor, "euchre")
    before = head(ruleset).revision
    changes = {"scoring.events": [*event_row("shot_the_moon", "1"), *[""] * 9]}
    answer = editor.post(
        EDIT,
        {"base_revision": before, "action": "publish", "description_reviewed": "yes", **changes},
    )
    assert answer.status_code == 422
    page = answer.content.decode()
    assert "can never happen in this game: it has no moon" in page, page
    assert head(ruleset).revision == before
