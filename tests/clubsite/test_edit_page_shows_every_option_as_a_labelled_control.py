"""The "Edit the rules" page, for owners and editors: every option of the game is a labelled
control named by its dotted path, in the rulebook's sections, with its help and default."""

from __future__ import annotations

import re

import pytest

from registry.models import Ruleset
from rulesets.form import controls_of
from rulesets.options import GAMES
from tests.clubsite.conftest import Clients


def _url(ruleset: Ruleset) -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/"


@pytest.mark.parametrize("role", ["owner", "editor"])
def test_owners_and_editors_get_a_control_for_every_option(
    client_as: Clients, ruleset: Ruleset, role: str
) -> None:
    page = client_as(role).get(_url(ruleset))
    assert page.status_code == 200
    html = page.content.decode()
    for path in controls_of(GAMES["spades"]):
        assert f'name="{path}"' in html, path
    assert re.search(r'<label for="opt-match-target">Target score</label>', html)
    assert "A side that reaches this score at the end of a hand wins." in html
    assert "Default: 500." in html
    assert "<legend>Winning the match</legend>" in html


def test_an_option_switched_off_by_its_parent_is_disabled_with_the_reason(
    client_as: Clients, ruleset: Ruleset
) -> None:
    html = client_as("editor").get(_url(ruleset)).content.decode()
    control = re.search(r'<input type="text"[^>]*name="bidding.blind_nil.success"[^>]*>', html)
    assert control and "disabled" in control.group(0)
    assert "Switched off: Blind nil is “Never”" in html


def test_viewers_are_refused_and_visitors_asked_to_sign_in(
    client_as: Clients, ruleset: Ruleset, open_house: Ruleset
) -> None:
    assert client_as("viewer").get(_url(ruleset)).status_code == 403
    assert client_as("outsider").get(_url(ruleset)).status_code == 404
    assert client_as("outsider").get(_url(open_house)).status_code == 403
    assert client_as("anonymous").get(_url(open_house)).status_code == 302


def test_the_rulebook_links_editors_to_the_editor(client_as: Clients, ruleset: Ruleset) -> None:
    page = client_as("editor").get(f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/")
    assert _url(ruleset) in page.content.decode()
