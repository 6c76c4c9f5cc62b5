"""A draft is for unfinished work: "Save as draft" keeps rules that are not valid yet (big
and little jokers in, with 54 cards for 4 players), and the editor reopens it with its
problems listed and their fix. Publishing still refuses the invalid rules; once fixed, the
draft publishes."""

from __future__ import annotations

from django.test import Client

from clubsite.models import RulesDraft
from registry.models import Ruleset
from tests.clubsite.conftest import Clients, head

JOKERS = {"deck.jokers": "big_and_little"}


def _url(ruleset: Ruleset) -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/"


def _post(client: Client, ruleset: Ruleset, action: str, **options: str) -> object:
    post = {"base_revision": head(ruleset).revision, "action": action, **options}
    return client.post(_url(ruleset), post)


def test_an_invalid_draft_is_saved(client_as: Clients, ruleset: Ruleset) -> None:
    editor = client_as("editor")
    answer = _post(editor, ruleset, "draft", **JOKERS)

    assert answer.status_code == 302  # type: ignore[attr-defined]
    assert "jokers: big_and_little" in RulesDraft.objects.get().source
    page = editor.get(answer["Location"]).content.decode()  # type: ignore[index]
    assert "Draft saved." in page and "It has 1 problem to fix before it can be published" in page


def test_the_reopened_draft_lists_its_problems_and_their_fix(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    _post(editor, ruleset, "draft", **JOKERS)

    page = editor.get(_url(ruleset)).content.decode()

    assert "Your draft has 1 problem to fix before publishing" in page
    assert "54 cards cannot be dealt evenly to 4 players" in page
    assert 'value="fix:deal-evenly"' in page
    assert '<option value="big_and_little" data-help' in page


def test_publishing_the_invalid_draft_is_refused_and_stores_nothing(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    _post(editor, ruleset, "draft", **JOKERS)
    before = head(ruleset).number

    answer = _post(editor, ruleset, "publish", **JOKERS)

    assert answer.status_code == 422  # type: ignore[attr-defined]
    assert "Nothing was saved: 1 problem" in answer.content.decode()  # type: ignore[attr-defined]
    assert head(ruleset).number == before


def test_the_fixed_draft_publishes(client_as: Clients, ruleset: Ruleset) -> None:
    editor = client_as("editor")
    _post(editor, ruleset, "draft", **JOKERS)
    before = head(ruleset).number

    fixed = {**JOKERS, "deck.removed_cards": "2C, 2D", "description_reviewed": "yes"}
    answer = _post(editor, ruleset, "publish", **fixed)

    assert answer.status_code == 302  # type: ignore[attr-defined]
    assert head(ruleset).number == before + 1
    assert not RulesDraft.objects.exists()


def test_a_value_of_the_wrong_kind_is_still_refused_and_nothing_is_kept(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    answer = _post(editor, ruleset, "draft", **{"match.target": "five hundred"})

    assert answer.status_code == 422  # type: ignore[attr-defined]
    page = answer.content.decode()  # type: ignore[attr-defined]
    assert "Nothing was saved: 1 problem" in page and 'value="five hundred"' in page
    assert not RulesDraft.objects.exists()


def test_the_invalid_draft_read_as_a_rulebook_lists_its_problems(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    _post(editor, ruleset, "draft", **JOKERS)

    answer = editor.get(_url(ruleset) + "draft/")

    assert answer.status_code == 200
    page = answer.content.decode()
    assert "The draft has 1 problem to fix before it reads as a rulebook" in page
    assert "54 cards cannot be dealt evenly to 4 players" in page
