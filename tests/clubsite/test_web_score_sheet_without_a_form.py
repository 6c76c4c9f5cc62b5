"""A game whose hands have no form on the club pages yet (Hearts) is refused with a clear
reason when a member opens a score sheet there, and the page points to the API and the CLI,
which keep its sheets; nothing is stored, and a sheet opened elsewhere shows the same reason
in place of the form, never a 500."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from registry.models import Match, Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from registry.services.matches import open_score_sheet
from tests.clubsite.conftest import Cast, Clients, publish_next

HEARTS = (LIBRARY_DIR / "hearts.yaml").read_bytes()


@pytest.fixture
def hearts(cast: Cast) -> Ruleset:
    table = create_ruleset(cast.club, slug="hearts", title="Friday Hearts", actor=cast.owner)
    publish_next(table, HEARTS, cast.owner, "Pagat's Hearts")
    table.refresh_from_db()
    return table


def test_opening_a_hearts_sheet_on_the_pages_is_refused_with_where_to_keep_it(
    hearts: Ruleset, client_as: Clients
) -> None:
    editor: Client = client_as("editor")
    url = reverse("clubsite:open_sheet", args=["riverside", "hearts"])
    response = editor.post(url, {"version": 1, "players": "Ann, Ben, Cat, Dan"})
    assert response.status_code == 200
    page = response.content.decode()
    assert "Hearts score sheets are not kept on these pages yet" in page
    assert "python -m engine score" in page
    assert not Match.objects.filter(version__ruleset=hearts).exists()


def test_a_hearts_sheet_opened_through_the_api_shows_the_reason_not_a_form(
    hearts: Ruleset, cast: Cast, client_as: Clients
) -> None:
    match = open_score_sheet(
        hearts.versions.get(number=1), seats=["Ann", "Ben", "Cat", "Dan"], started_by=cast.owner
    )
    response = client_as("editor").get(reverse("clubsite:score", args=["riverside", match.pk]))
    assert response.status_code == 200
    page = response.content.decode()
    assert "Hearts score sheets are not kept on these pages yet" in page
    assert 'class="hand-form"' not in page
