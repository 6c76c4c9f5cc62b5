"""When the secretary switches a setting off through the form (bags not counted, nil not
allowed), saving leaves the options it switches off out of the YAML, so the published rules
warn of nothing; the form keeps their values, so switching the setting back brings back the
values the secretary had, in the same edit or from a draft."""

from __future__ import annotations

import re

from django.test import Client

import rulesets
from clubsite.models import RulesDraft
from registry.models import Ruleset
from tests.cast import CLASSIC, publish_next
from tests.clubsite.conftest import Clients, answering_comments, head

BAGS_OFF = {"scoring.bags.mode": "not_counted", "description_reviewed": "yes"}


def _url(ruleset: Ruleset, tail: str = "edit/") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/{tail}"


def _post(client: Client, ruleset: Ruleset, action: str, **options: str) -> object:
    post = {"base_revision": head(ruleset).revision, "action": action, **options}
    return client.post(_url(ruleset), answering_comments(post))


def test_bags_not_counted_publishes_without_the_bag_options(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    answer = _post(editor, ruleset, "publish", **BAGS_OFF)

    assert answer.status_code == 302  # type: ignore[attr-defined]
    text = head(ruleset).text
    assert "mode: not_counted" in text
    for option in ("threshold:", "penalty: -100", "remainder:", "The tenth bag"):
        assert option not in text
    assert rulesets.parse(text).warnings == []
    page = editor.get(answer["Location"]).content.decode()  # type: ignore[index]
    assert "has no effect" not in page
    left_out = "Bags per penalty, Bag penalty, Bags past the penalty"
    assert f"Left out of the file, as they do nothing now: {left_out}." in page


def test_nil_not_allowed_is_previewed_with_no_warning(client_as: Clients, ruleset: Ruleset) -> None:
    post = {"base_revision": head(ruleset).revision, "bidding.nil.mode": "not_allowed"}

    shown = (
        client_as("editor").post(_url(ruleset, "edit/preview/"), answering_comments(post)).json()
    )

    assert shown["warnings"] == [] and shown["count"] == 0
    assert shown["digest"].startswith("sha256:")


def test_the_blank_line_before_the_next_section_stays(client_as: Clients, ruleset: Ruleset) -> None:
    editor = client_as("editor")
    _post(editor, ruleset, "publish", **BAGS_OFF)

    assert "    mode: not_counted\n\nmatch:\n" in head(ruleset).text


def test_switching_back_in_the_same_edit_keeps_the_secretarys_values(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    options = {"scoring.bags.mode": "penalty", "scoring.bags.threshold": "7"}
    answer = _post(editor, ruleset, "publish", description_reviewed="yes", **options)

    assert answer.status_code == 302  # type: ignore[attr-defined]
    rules = head(ruleset).load_rules()
    assert rules.scoring.bags.threshold == 7  # type: ignore[attr-defined]
    assert rules.scoring.bags.penalty == -100  # type: ignore[attr-defined]


def test_a_draft_with_bags_off_reopens_with_the_values_to_switch_back_to(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    assert _post(editor, ruleset, "draft", **BAGS_OFF).status_code == 302  # type: ignore[attr-defined]
    assert "threshold" not in RulesDraft.objects.get().source

    page = editor.get(_url(ruleset)).content.decode()

    threshold = re.search(r'<input[^>]*name="scoring.bags.threshold"[^>]*>', page)
    assert threshold is not None
    assert 'value="10"' in threshold.group(0) and "disabled" in threshold.group(0)
    mode = re.search(r'<option value="not_counted"[^>]*>', page)
    assert mode is not None and "selected" in mode.group(0)


def test_after_publishing_the_editor_recalls_the_values_to_switch_back_to(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    seven = CLASSIC.replace(b"threshold: 10 ", b"threshold: 7  ", 1)
    publish_next(ruleset, seven)
    assert _post(editor, ruleset, "publish", **BAGS_OFF).status_code == 302  # type: ignore[attr-defined]
    assert "threshold" not in head(ruleset).text

    page = editor.get(_url(ruleset)).content.decode()

    threshold = re.search(r'<input[^>]*name="scoring.bags.threshold"[^>]*>', page)
    assert threshold is not None and 'value="7"' in threshold.group(0)
    back = {"scoring.bags.mode": "penalty", "scoring.bags.threshold": "7"}
    assert _post(editor, ruleset, "publish", description_reviewed="yes", **back).status_code == 302  # type: ignore[attr-defined]
    assert head(ruleset).load_rules().scoring.bags.threshold == 7  # type: ignore[attr-defined]
