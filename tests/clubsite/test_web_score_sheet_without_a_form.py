"""A game whose family has no hand form on the club pages (a toy game, registered with the
rules and engine registries by this test alone, with no module in clubsite/sheet_forms) is
refused with a clear reason when a member opens a score sheet there, and the page points to
the API and the CLI, which keep every game's sheets; nothing is stored, and a sheet opened
elsewhere shows the same reason in place of the form, never a 500. The built-in games all
have a form."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Literal

import pytest
from django.test import Client
from django.urls import reverse

from clubsite.sheet_forms import sheet_forms
from engine import games
from engine.games import register_game_family
from registry.models import Match, Ruleset
from registry.services import create_ruleset
from registry.services.matches import open_score_sheet
from rulesets import families
from rulesets.base import RuleModel
from rulesets.common import MatchEnd, Players, Reneges
from rulesets.families import RulesFamily, register_rules_family
from tests.clubsite.conftest import Cast, Clients, publish_next

TOY_YAML = b"format: houserules/1\ngame: toy\nname: Toy\n"


class ToyRules(RuleModel):
    """A toy trick-taking game, registered only by this test."""

    format: Literal["houserules/1"]
    game: Literal["toy"]
    name: str = ""
    description: str = ""
    notes: str = ""
    players: Players = Players()
    match: MatchEnd = MatchEnd()
    reneges: Reneges = Reneges()


class ToyFamily:
    """The engine's side of the toy game: only what opening a sheet asks of a family."""

    game = "toy"
    has_bags = False
    has_nest = False
    bots: Mapping[str, Any] = {}


@pytest.fixture
def toy(cast: Cast, monkeypatch: pytest.MonkeyPatch) -> Iterator[Ruleset]:
    families.rules_families()  # the built-in ones first, as in any program
    monkeypatch.setattr(families, "_REGISTERED", dict(families._REGISTERED))
    monkeypatch.setattr(games, "_FAMILIES", dict(games._FAMILIES))
    register_rules_family(
        RulesFamily(
            game="toy", title="Toy", model=ToyRules, sections=lambda r: [],
            summary=lambda r: ["a toy"], topics={},
        )
    )  # fmt: skip
    register_game_family(ToyFamily())  # type: ignore[arg-type]
    table = create_ruleset(cast.club, slug="toy", title="Toy table", actor=cast.owner)
    publish_next(table, TOY_YAML, cast.owner, "A game the pages keep no sheets for")
    table.refresh_from_db()
    yield table


def test_every_built_in_game_has_a_hand_form() -> None:
    assert {"spades", "rook", "hearts"} <= set(sheet_forms())


def test_opening_a_sheet_of_a_game_without_a_form_is_refused_with_where_to_keep_it(
    toy: Ruleset, client_as: Clients
) -> None:
    editor: Client = client_as("editor")
    url = reverse("clubsite:open_sheet", args=["riverside", "toy"])
    response = editor.post(url, {"version": 1, "players": "Ann, Ben, Cat, Dan"})
    assert response.status_code == 200
    page = response.content.decode()
    assert "Toy score sheets are not kept on these pages" in page
    assert "POST /api/v1/matches/{id}/hands" in page and "python -m engine score" in page
    assert not Match.objects.filter(version__ruleset=toy).exists()


def test_a_sheet_opened_through_the_api_shows_the_reason_not_a_form(
    toy: Ruleset, cast: Cast, client_as: Clients
) -> None:
    match = open_score_sheet(
        toy.versions.get(number=1), seats=["Ann", "Ben", "Cat", "Dan"], started_by=cast.owner
    )
    response = client_as("editor").get(reverse("clubsite:score", args=["riverside", match.pk]))
    assert response.status_code == 200
    page = response.content.decode()
    assert "Toy score sheets are not kept on these pages" in page
    assert 'class="hand-form"' not in page
