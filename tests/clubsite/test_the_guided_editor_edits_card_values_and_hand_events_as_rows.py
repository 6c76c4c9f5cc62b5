"""Card values and hand events are lists of rows (rulesets.constructs): the guided editor
shows each as a table, one row per entry and a blank row to add one, each field a choice or
a box, never free YAML; a Hearts ruleset gains the Q♥ at 13 and a bonus for taking no trick
through the editor's pages, and a row left blank is removed."""

from __future__ import annotations

from django.test import Client

from registry.models import Ruleset
from tests.cast import Cast
from tests.clubsite.conftest import Clients, head

NEW = "/clubs/riverside/new-ruleset/"
EDIT = "/clubs/riverside/rulesets/friday/edit/"
EVENT_FIELDS = 9
"""when, cards, at_least, at_most, score, per, to, combine, absorbed_by_moon."""


def create_hearts(editor: Client) -> Ruleset:
    post = {"title": "Friday Hearts", "slug": "friday", "start": "library:hearts"}
    answer = editor.post(NEW, post)
    assert answer.status_code == 302 and answer["Location"] == EDIT
    return Ruleset.objects.get(slug="friday")


def publish(editor: Client, ruleset: Ruleset, **changes: object) -> None:
    post = {"base_revision": head(ruleset).revision, "action": "publish",
            "description_reviewed": "yes", **changes}  # fmt: skip
    answer = editor.post(EDIT, post)
    assert answer.status_code == 302, answer.content.decode()[:3000]


def event_row(when: str = "", score: str = "") -> list[str]:
    return [when, "", "", "", score, "hand", "side", "add", "false"] if when else [""] * 9


def test_the_rows_are_tables_with_a_choice_of_every_event(client_as: Clients, cast: Cast) -> None:
    editor = client_as("editor")
    create_hearts(editor)
    html = editor.get(EDIT).content.decode()

    assert "<legend>Bonuses and penalties</legend>" in html
    assert "<legend>Card values</legend>" in html
    assert '<option value="took_no_trick">Took no trick</option>' in html
    assert html.count('name="scoring.events"') == EVENT_FIELDS  # the blank row only


def test_a_club_adds_the_queen_of_hearts_and_a_no_trick_bonus(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    ruleset = create_hearts(editor)
    publish(
        editor,
        ruleset,
        **{
            "scoring.card_values": ["QH", "13", "", ""],
            "scoring.events": [*event_row("took_no_trick", "-5"), *event_row()],
        },
    )
    rules = head(ruleset).load_rules()
    assert [row.model_dump() for row in rules.scoring.card_values] == [
        {"cards": "QH", "points": 13}
    ]
    assert [(e.when, e.score) for e in rules.scoring.events] == [("took_no_trick", -5)]
    html = editor.get(EDIT).content.decode()
    assert html.count('name="scoring.events"') == 2 * EVENT_FIELDS  # the row, and a blank one

    # Blanking the row removes the event.
    publish(editor, ruleset, **{"scoring.events": event_row(), "scoring.card_values": ["QH", "13"]})
    assert head(ruleset).load_rules().scoring.events == []
