"""Findings 3, 4 and 13 (issue 16): `import_club` stored a club whose slug no URL can hold
(every page then answered 500), stored a rules document under a game its rules are not, and
raised tracebacks (RecursionError, DataError) for a 5,000-deep line or over-long names. Each
record is now validated field by field as the models and forms validate, the game comes from
the rules, and every refusal is "line N: ..." with nothing stored; `verify_registry` finds a
bad slug or a wrong game that reached the database some other way."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from django.test import Client

from registry.errors import BundleError, RegistryError
from registry.models import AuditEvent, Club, RulesDocument, Version
from registry.services import create_club, create_ruleset, verify_registry
from registry.services.publishing import store_rules
from rulesets import parse
from tests.cast import CLASSIC, Cast
from tests.registry.test_registry_bundles import (
    exported,  # noqa: F401  (a shared fixture)
    import_club,
)

Edit = Callable[[dict[str, object]], None]


def _club(field: str, value: object) -> Edit:
    return lambda record: record["club"].__setitem__(field, value)  # type: ignore[attr-defined]


def _set(field: str, value: object) -> Edit:
    return lambda record: record.__setitem__(field, value)


HOSTILE: dict[str, tuple[str, Edit, str]] = {
    "a slug no URL can hold": ("bundle", _club("slug", "bad slug/x"), "club slug"),
    "a 500-character club name": ("bundle", _club("name", "n" * 500), "at most 200"),
    "a club that is public as a string": ("bundle", _club("is_public", "yes"), "true or false"),
    "a 300-character username": ("membership", _set("user", "u" * 300), "at most 150"),
    "a username with a slash": ("membership", _set("user", "a/b"), "Enter a valid username"),
    "a 105-character ruleset slug": ("ruleset", _set("slug", "s" * 105), "at most 80"),
    "a ruleset slug with a space": ("ruleset", _set("slug", "a b"), "ruleset slug"),
    "a document whose game lies": ("document", _set("game", "rook"), "says game 'rook'"),
    "an unknown role": ("membership", _set("role", "emperor"), "emperor"),
}


def _edited(lines: list[str], kind: str, edit: Edit) -> tuple[list[str], int]:
    number = next(n for n, line in enumerate(lines, 1) if f'"record":"{kind}"' in line)
    record = json.loads(lines[number - 1])
    edit(record)
    lines[number - 1] = json.dumps(record) + "\n"
    return lines, number


def _stored() -> tuple[int, int, int, int]:
    return (
        Club.objects.count(),
        Version.objects.count(),
        AuditEvent.objects.count(),
        RulesDocument.objects.count(),
    )


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_bundle_is_refused_at_its_line_and_nothing_is_stored(
    exported: list[str],  # noqa: F811
    name: str,
) -> None:
    kind, edit, complaint = HOSTILE[name]
    lines, number = _edited(exported, kind, edit)
    before = _stored()
    with pytest.raises(BundleError) as refused:
        import_club(lines)
    assert refused.value.line == number
    assert complaint in str(refused.value)
    assert _stored() == before


@pytest.mark.parametrize(
    "line, complaint",
    [
        ("[" * 5000 + "]" * 5000, "nested deeper"),
        ('{"record": "bundle", "\\ud800": 1}', "lone surrogate"),
        ('{"record": "bundle", "format": 1' + "0" * 40 + "}", "digits"),
    ],
    ids=["5000-deep", "lone-surrogate", "huge-number"],
)
def test_a_hostile_line_is_refused_by_the_one_guard(
    exported: list[str],  # noqa: F811
    line: str,
    complaint: str,
) -> None:
    with pytest.raises(BundleError, match=f"line 1: .*{complaint}"):
        import_club([line + "\n", *exported])


def test_the_home_page_and_api_survive_a_club_imported_from_a_bundle(
    exported: list[str],  # noqa: F811
) -> None:
    lines, _ = _edited(exported, "bundle", _club("is_public", True))
    import_club(lines)
    assert Client().get("/").status_code == 200
    assert Client().get("/api/v1/clubs/").status_code == 200


def test_store_rules_refuses_a_document_recorded_under_another_game(cast: Cast) -> None:
    rules = parse(CLASSIC).rules
    assert rules is not None
    document = store_rules(rules)
    assert document.game == rules.game == "spades"
    lying = RulesDocument(digest=document.digest, canonical_json=document.canonical_json)
    with pytest.raises(RegistryError, match="recorded as rook"):
        _store_as(lying, "rook", rules)


def _store_as(document: RulesDocument, game: str, rules: object) -> None:
    """store_rules as it would run if the stored row said `game` (the rows are append-only,
    so the lie is put in the lookup rather than in the table)."""
    from unittest import mock

    document.game = game
    with mock.patch.object(RulesDocument.objects, "get_or_create", return_value=(document, False)):
        store_rules(rules)  # type: ignore[arg-type]


def test_verify_registry_names_a_wrong_game_and_a_slug_no_url_can_hold(cast: Cast) -> None:
    club = create_club(slug="fine", name="Fine", owner=cast.owner)
    create_ruleset(club, slug="house", title="House", actor=cast.owner)
    Club.objects.filter(pk=club.pk).update(slug="bad slug/x")
    RulesDocument.objects.create(
        digest=_digest(CLASSIC), canonical_json=_canonical(CLASSIC), game="rook"
    )
    found = [str(problem) for problem in verify_registry()]
    assert any("club 'bad slug/x'" in p and "cannot be part of a URL" in p for p in found)
    assert any("game is recorded as 'rook', its rules are spades" in p for p in found)


def _canonical(source: bytes) -> str:
    import rulesets

    rules = parse(source).rules
    assert rules is not None
    return rulesets.canonical_json(rules)


def _digest(source: bytes) -> str:
    import rulesets

    rules = parse(source).rules
    assert rules is not None
    return rulesets.rules_digest(rules)
