"""Concurrent edits merge by option: when someone published after the editor opened the page,
changes to different options are applied on top of the new head; only an option both
changed is asked about, with both values shown."""

from __future__ import annotations

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, answering_comments, head


def _url(ruleset: Ruleset) -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/"


def _save(client: object, ruleset: Ruleset, revision: str, **options: str) -> object:
    post = {"base_revision": revision, "action": "publish", "description_reviewed": "yes",
            **{path.replace("__", "."): value for path, value in options.items()}}  # fmt: skip
    return client.post(_url(ruleset), answering_comments(post))  # type: ignore[attr-defined]


def test_changes_to_different_options_from_the_same_head_both_land(
    client_as: Clients, ruleset: Ruleset
) -> None:
    start = head(ruleset)
    assert (
        _save(client_as("owner"), ruleset, start.revision, match__losing_score="-300").status_code
        == 302
    )
    second = _save(client_as("editor"), ruleset, start.revision, play__first_lead="lowest_club")
    assert second.status_code == 302
    final = head(ruleset)
    assert final.number == start.number + 2
    rules = final.load_rules()
    assert rules.match.losing_score == -300
    assert rules.play.first_lead == "lowest_club"
    assert final.parent.load_rules().match.losing_score == -300


def test_an_option_both_changed_is_asked_about_with_both_values(
    client_as: Clients, ruleset: Ruleset
) -> None:
    start = head(ruleset)
    _save(client_as("owner"), ruleset, start.revision, match__target="300")
    clash = _save(client_as("editor"), ruleset, start.revision, match__target="250",
                  scoring__set_bonus="50")  # fmt: skip
    assert clash.status_code == 409
    html = clash.content.decode()
    assert "Keep version 2’s: <strong>300</strong>" in html
    assert "Use mine: <strong>250</strong>" in html
    assert head(ruleset).number == start.number + 1
    onto = head(ruleset)
    again = {"base_revision": onto.revision, "action": "publish", "match.target": "250",
             "scoring.set_bonus": "50", "resolve:match.target": "theirs",
             "description_reviewed": "yes"}  # fmt: skip
    assert client_as("editor").post(_url(ruleset), answering_comments(again)).status_code == 302
    rules = head(ruleset).load_rules()
    assert rules.match.target == 300
    assert rules.scoring.set_bonus == 50


def test_the_preview_of_an_edit_begun_on_an_older_version_shows_it_merged(
    client_as: Clients, ruleset: Ruleset
) -> None:
    start = head(ruleset)
    _save(client_as("owner"), ruleset, start.revision, match__losing_score="-300")
    post = {"base_revision": start.revision, "play.first_lead": "lowest_club"}
    preview = client_as("editor").post(_url(ruleset) + "preview/", answering_comments(post)).json()
    assert len(preview["changes"]) == 1
    assert preview["changes"][0].startswith("First lead:")
