"""Bad input to the guided editor: each refused value is named at its control with the
rule's path, nothing is stored, and the form keeps what was typed. A forged post (an
unknown option, a value of no kind, a huge body) gets a clear refusal, never a 500."""

from __future__ import annotations

import re

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, head


def _url(ruleset: Ruleset, tail: str = "") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/{tail}"


def _option(html: str, path: str) -> str:
    found = re.search(rf'<div class="option[^"]*" data-option="{re.escape(path)}">.*?</div>', html,
                      re.S)  # fmt: skip
    assert found, path
    return found.group(0)


def test_each_refused_value_is_named_at_its_control_and_the_form_keeps_it(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "match.target": "lots",
            "scoring.bags.threshold": "0", "match.ties": "shared"}  # fmt: skip
    answer = client_as("editor").post(_url(ruleset), post)
    assert answer.status_code == 422
    html = answer.content.decode()
    target = _option(html, "match.target")
    assert "expected a whole number, not &#x27;lots&#x27;" in target
    assert "match.target:" not in target  # the path waits behind "Show the YAML names"
    assert 'value="lots"' in target
    assert "Nothing was saved" in html
    assert head(ruleset).number == old.number


def test_a_value_the_rules_refuse_is_named_at_its_control(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "scoring.bags.threshold": "0"}
    html = client_as("editor").post(_url(ruleset), post).content.decode()
    assert "0 is too small: it must be at least 1" in _option(html, "scoring.bags.threshold")
    assert "Bags per penalty</a>: 0 is too small: it must be at least 1" in html  # the banner
    assert head(ruleset).number == old.number


def test_a_missing_threshold_for_when_trailing_is_shown_at_the_switch(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "bidding.blind_nil.allowed": "when_trailing"}
    preview = client_as("editor").post(_url(ruleset, "preview/"), post).json()
    shown = preview["problems"]["bidding.blind_nil.allowed"]
    assert any("needs “Blind nil only when trailing by”" in m for m in shown), shown


def test_an_unknown_option_path_is_refused_clearly(client_as: Clients, ruleset: Ruleset) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "match.tagret": "300"}
    answer = client_as("editor").post(_url(ruleset), post)
    assert answer.status_code == 400
    assert "unknown option path &#x27;match.tagret&#x27;" in answer.content.decode()
    assert head(ruleset).number == old.number


def test_a_choice_that_is_not_one_is_refused_at_its_control(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "scoring.bags.mode": "off"}
    preview = client_as("editor").post(_url(ruleset, "preview/"), post).json()
    assert preview["problems"]["scoring.bags.mode"] == [
        "“off” is not one of “Penalty”, “Not counted”"
    ]


def test_a_forged_toggle_and_a_forged_base_are_refused(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    client = client_as("editor")
    toggle = client.post(_url(ruleset), {"base_revision": old.revision, "play.must_beat": "maybe"})
    assert toggle.status_code == 400
    base = client.post(_url(ruleset), {"base_revision": "nope", "match.target": "300"})
    assert base.status_code == 400
    assert "a version this ruleset does not have" in base.content.decode()


def test_a_huge_body_is_refused_with_413(client_as: Clients, ruleset: Ruleset) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "notes": "x" * 300_000}
    answer = client_as("editor").post(
        _url(ruleset, "preview/"), post, HTTP_ACCEPT="application/json"
    )
    assert answer.status_code == 413
    assert "too large" in answer.json()["error"]
