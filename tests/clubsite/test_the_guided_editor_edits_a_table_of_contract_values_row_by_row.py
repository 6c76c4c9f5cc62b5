"""`scoring.contracts.values` is a table of small records (size, up to, made, set,
overtricks): the guided editor shows it as a table, one row per contract value, each field
its own number box or yes/no choice, with a blank row to add one; a club adds "any made
contract of 7 to 9 scores 100" and then removes it again through the editor's pages, without
writing YAML, and a cell that is not a number is refused at its row and field."""

from __future__ import annotations

from django.test import Client

from registry.models import Ruleset
from tests.cast import Cast
from tests.clubsite.conftest import Clients, head

NEW = "/clubs/riverside/new-ruleset/"
EDIT = "/clubs/riverside/rulesets/friday/edit/"
PATH = "scoring.contracts.values"
FIELDS = 5
"""tricks, up_to, when_made, when_set, overtricks: each row posts one cell of each."""


def create_spades(editor: Client) -> Ruleset:
    post = {"title": "Friday Spades", "slug": "friday", "start": "library:classic"}
    answer = editor.post(NEW, post)
    assert answer.status_code == 302 and answer["Location"] == EDIT
    return Ruleset.objects.get(slug="friday")


def publish(editor: Client, ruleset: Ruleset, cells: list[str]) -> str:
    post = {"base_revision": head(ruleset).revision, "action": "publish",
            "description_reviewed": "yes", PATH: cells}  # fmt: skip
    answer = editor.post(EDIT, post)
    return answer.content.decode() if answer.status_code != 302 else ""


def test_a_club_adds_a_row_and_removes_it_again(client_as: Clients, cast: Cast) -> None:
    editor = client_as("editor")
    ruleset = create_spades(editor)
    html = editor.get(EDIT).content.decode()
    assert "<legend>Contract values</legend>" in html
    assert '<th scope="col">When made</th>' in html and '<th scope="col">Overtricks</th>' in html
    assert html.count(f'name="{PATH}"') == FIELDS  # the blank row only
    assert 'aria-label="When made, row 1"' in html
    assert publish(editor, ruleset, ["7", "9", "100", "", "true"]) == ""
    (row,) = head(ruleset).load_rules().scoring.contracts.values
    assert (row.tricks, row.up_to, row.when_made, row.when_set, row.overtricks) == (
        7, 9, 100, None, True,
    )  # fmt: skip
    html = editor.get(EDIT).content.decode()
    assert html.count(f'name="{PATH}"') == 2 * FIELDS  # the row, and a blank one
    assert 'value="100" aria-label="When made, row 1"' in html
    assert 'aria-label="Tricks, row 2"' in html
    # Emptying the row's numbers removes it; its overtricks switch, left at yes, says nothing.
    assert publish(editor, ruleset, ["", "", "", "", "true", "", "", "", "", ""]) == ""
    assert head(ruleset).load_rules().scoring.contracts.values == []


def test_a_cell_that_is_not_a_number_is_refused_at_its_row(client_as: Clients, cast: Cast) -> None:
    editor = client_as("editor")
    ruleset = create_spades(editor)
    html = publish(editor, ruleset, ["seven", "", "100", "", "true"])
    assert "row 1, tricks: expected a whole number" in html
    assert head(ruleset).load_rules().scoring.contracts.values == []
