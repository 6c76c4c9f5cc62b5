"""The guided editor edits Rook's card values and hand events as rows, as it does Hearts':
a Rook ruleset gains the Rook card at 50 and a set bid lost twice through the editor's
page."""

from __future__ import annotations

from django.test import Client

from registry.models import Ruleset
from tests.cast import Cast
from tests.clubsite.conftest import Clients, head

NEW = "/clubs/riverside/new-ruleset/"
EDIT = "/clubs/riverside/rulesets/friday-rook/edit/"


def create_rook(editor: Client) -> Ruleset:
    post = {"title": "Friday Rook", "slug": "friday-rook", "start": "library:rook"}
    answer = editor.post(NEW, post)
    assert answer.status_code == 302 and answer["Location"] == EDIT
    return Ruleset.objects.get(slug="friday-rook")


def test_a_club_makes_the_rook_card_worth_50_and_a_set_bid_cost_twice(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    ruleset = create_rook(editor)
    html = editor.get(EDIT).content.decode()
    assert "<legend>Card values</legend>" in html
    assert '<option value="took_every_point">Took every point</option>' in html

    post = {
        "base_revision": head(ruleset).revision,
        "action": "publish",
        "description_reviewed": "yes",
        "scoring.card_values": ["ROOK", "50", "", ""],
        "scoring.events": ["failed_contract", "", "", "", "-1", "bid", "side", "add", "false"]
        + [""] * 9,
    }
    answer = editor.post(EDIT, post)
    assert answer.status_code == 302, answer.content.decode()[:3000]

    rules = head(ruleset).load_rules()
    assert [row.model_dump() for row in rules.scoring.card_values] == [
        {"cards": "ROOK", "points": 50}
    ]
    assert [(e.when, e.score, e.per.value) for e in rules.scoring.events] == [
        ("failed_contract", -1, "bid")
    ]
