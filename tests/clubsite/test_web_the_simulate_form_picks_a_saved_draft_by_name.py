""" "What would this change do?" compares a version with one of the member's saved drafts,
picked by its name (the version it was written on and when it was saved), instead of asking
for pasted YAML. Only the member's own drafts are offered; another's cannot be forged in; a
draft with problems is refused naming them. Pasted YAML stays, for programmers."""

from __future__ import annotations

import re

from django.urls import reverse

import rulesets
from clubsite.models import RulesDraft, Simulation
from registry.models import Ruleset
from tests.cast import with_target
from tests.clubsite.conftest import Cast, Clients

URL = reverse("clubsite:simulate", args=["riverside", "house"])


def _save(house: Ruleset, author: object, source: bytes) -> RulesDraft:
    return RulesDraft.objects.create(
        ruleset=house, author=author, base=house.versions.get(number=2), source=source.decode()
    )


def _ask(draft: RulesDraft) -> dict[str, object]:
    return {"base": 2, "against": "saved", "saved": draft.pk, "matches": 10, "seed": 1}


def test_the_form_names_the_members_saved_drafts(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    mine = _save(house, cast.editor, with_target(250))
    _save(house, cast.owner, with_target(200))  # the owner's: not offered to erin
    page = client_as("editor").get(URL).content.decode()
    options = re.search(r'<select name="saved"[^>]*>(.*?)</select>', page, re.S)
    assert options is not None
    assert re.findall(r'<option value="(\d+)"', options[1]) == [str(mine.pk)]
    assert "my draft on version 2, saved" in options[1]
    assert "my saved draft" in page


def test_a_saved_draft_is_simulated_against_a_version(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    mine = _save(house, cast.editor, with_target(250))
    answer = client_as("editor").post(URL, _ask(mine))
    assert answer.status_code == 302
    simulation = Simulation.objects.get()
    assert simulation.draft == mine.source and simulation.other is None
    assert simulation.run.rules_b == rulesets.rules_digest(rulesets.load(with_target(250)))


def test_anothers_draft_cannot_be_forged_in(house: Ruleset, cast: Cast, client_as: Clients) -> None:
    theirs = _save(house, cast.owner, with_target(200))
    answer = client_as("editor").post(URL, _ask(theirs))
    assert answer.status_code == 200 and "Select a valid choice" in answer.content.decode()
    assert not Simulation.objects.exists()


def test_a_draft_with_problems_is_refused_naming_them(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    broken = _save(house, cast.editor, with_target(250).replace(b"target: 250", b"target: lots"))
    page = client_as("editor").post(URL, _ask(broken)).content.decode()
    assert "This draft has problems to fix in the editor first" in page and "Line " in page
    assert not Simulation.objects.exists()


def test_without_a_saved_draft_the_form_says_how_to_make_one(
    house: Ruleset, client_as: Clients
) -> None:
    page = client_as("editor").get(URL).content.decode()
    assert "You have no saved draft of these rules" in page
    refused = client_as("editor").post(URL, {**_ask(RulesDraft(pk=0)), "saved": ""})
    assert "Pick one of your saved drafts" in refused.content.decode()
