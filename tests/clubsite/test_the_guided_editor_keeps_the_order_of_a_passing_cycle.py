"""Hearts passes in a cycle whose order is the rule (left, right, across, hold: Pagat's
Hearts), so the guided editor shows `passing.directions` as places in order, not as a
checkbox per direction: a save of another option keeps the cycle as it was, a club can
reorder it or repeat a direction, and a Hearts ruleset is created from the library and edited
end to end through the editor's pages."""

from __future__ import annotations

import re

from django.test import Client

from registry.models import Ruleset
from tests.cast import Cast
from tests.clubsite.conftest import Clients, answering_comments, head

NEW = "/clubs/riverside/new-ruleset/"
EDIT = "/clubs/riverside/rulesets/friday/edit/"


def create_hearts(editor: Client) -> Ruleset:
    post = {"title": "Friday Hearts", "slug": "friday", "start": "library:hearts"}
    answer = editor.post(NEW, answering_comments(post))
    assert answer.status_code == 302 and answer["Location"] == EDIT
    return Ruleset.objects.get(slug="friday")


def places(html: str) -> list[str]:
    """The value chosen at each place of the passing cycle, as the page shows it."""
    found = re.findall(
        r'<select id="opt-passing-directions-\d+" name="passing.directions"[^>]*>(.*?)</select>',
        html,
        re.S,
    )
    return [
        (re.search(r'<option value="([^"]*)" selected>', each) or [None, "?"])[1] for each in found
    ]


def publish(editor: Client, ruleset: Ruleset, **changes: object) -> None:
    post = {"base_revision": head(ruleset).revision, "action": "publish",
            "description_reviewed": "yes", **changes}  # fmt: skip
    answer = editor.post(EDIT, answering_comments(post))
    assert answer.status_code == 302, answer.content.decode()[:3000]


def test_the_cycle_is_shown_as_places_in_order_with_spare_ones(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    create_hearts(editor)
    html = editor.get(EDIT).content.decode()
    assert "<legend>Passing, in order</legend>" in html
    assert places(html) == ["left", "right", "across", "hold", "", ""]
    assert 'type="checkbox" name="passing.directions"' not in html


def test_a_save_of_another_option_keeps_a_reordered_cycle(client_as: Clients, cast: Cast) -> None:
    editor = client_as("editor")
    ruleset = create_hearts(editor)
    publish(editor, ruleset, **{"passing.directions": ["right", "left", "hold", "across"]})
    assert [str(d) for d in head(ruleset).load_rules().passing.directions] == [
        "right", "left", "hold", "across",
    ]  # fmt: skip
    html = editor.get(EDIT).content.decode()
    assert places(html) == ["right", "left", "hold", "across", "", ""]
    # The form posts the cycle back as shown; changing the end score leaves it as it is.
    shown = [value for value in places(html) if value]
    publish(editor, ruleset, **{"passing.directions": shown, "match.end_score": "50"})
    rules = head(ruleset).load_rules()
    assert [str(d) for d in rules.passing.directions] == ["right", "left", "hold", "across"]
    assert rules.match.end_score == 50


def test_a_direction_may_come_twice_and_an_empty_place_is_left_out(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    ruleset = create_hearts(editor)
    publish(editor, ruleset, **{"passing.directions": ["left", "", "left", "right", ""]})
    rules = head(ruleset).load_rules()
    assert [str(d) for d in rules.passing.directions] == ["left", "left", "right"]
    assert "  directions: [left, left, right]\n" in head(ruleset).text


def test_all_places_empty_means_no_passing(client_as: Clients, cast: Cast) -> None:
    editor = client_as("editor")
    ruleset = create_hearts(editor)
    publish(editor, ruleset, **{"passing.directions": ["", "", ""]})
    assert head(ruleset).load_rules().passing.directions == []


def test_an_unknown_direction_is_refused_at_its_control(client_as: Clients, cast: Cast) -> None:
    editor = client_as("editor")
    ruleset = create_hearts(editor)
    post = {"base_revision": head(ruleset).revision, "action": "publish",
            "description_reviewed": "yes", "passing.directions": ["left", "up"]}  # fmt: skip
    html = editor.post(EDIT, answering_comments(post)).content.decode()
    assert "“up” is not one of “Left”, “Right”, “Across”, “Hold”" in html
    assert head(ruleset).number == 1


def test_the_editor_creates_and_edits_a_hearts_ruleset_end_to_end(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    ruleset = create_hearts(editor)
    html = editor.get(EDIT).content.decode()
    for path in ("passing.cards", "play.first_lead", "scoring.moon", "scoring.jack_of_diamonds",
                 "match.end_score", "players.count"):  # fmt: skip
        assert f'name="{path}"' in html, path
    publish(
        editor,
        ruleset,
        **{
            "passing.directions": ["left", "right", "hold"],
            "scoring.jack_of_diamonds": "-10",
            "scoring.moon": "shooters_choice",
            "players.count": "3",
        },
    )
    rules = head(ruleset).load_rules()
    assert rules.game == "hearts" and rules.players.count == 3
    assert rules.scoring.jack_of_diamonds == -10 and str(rules.scoring.moon) == "shooters_choice"
    assert [str(d) for d in rules.passing.directions] == ["left", "right", "hold"]
    page = editor.get("/clubs/riverside/rulesets/friday/").content.decode()
    assert "the direction going by hand: to the left, to the right, no pass, then again" in page


def test_a_hearts_draft_keeps_its_cycle_previews_and_reads_as_a_rulebook(
    client_as: Clients, cast: Cast
) -> None:
    editor = client_as("editor")
    ruleset = create_hearts(editor)
    cycle = {"passing.directions": ["across", "left", "right"]}
    preview = editor.post(EDIT + "preview/", {"base_revision": head(ruleset).revision, **cycle})
    assert preview.status_code == 200 and preview.json()["digest"] != head(ruleset).rules_digest
    post = {"base_revision": head(ruleset).revision, "action": "draft", **cycle}
    assert editor.post(EDIT, answering_comments(post)).status_code == 302
    assert places(editor.get(EDIT).content.decode()) == ["across", "left", "right", "", ""]
    rulebook = editor.get(EDIT + "draft/").content.decode()
    assert "the direction going by hand: across, to the left, to the right, then again" in rulebook
    assert head(ruleset).number == 1
