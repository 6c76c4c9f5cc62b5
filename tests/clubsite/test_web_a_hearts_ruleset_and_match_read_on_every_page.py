"""A Hearts ruleset and its matches read on every page that reads a ruleset or a match, as a
Spades one does: the club pages' ruleset page, rulebook, history and diff, the audit page of a
bot match (card by card) and of a score sheet, and the admin's ruleset, version, compare,
match and audit pages; no page answers with an error, and each says Hearts things in Hearts
words (Omnibus's J♦, a passing cycle, the lowest score wins)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from registry.models import AuditEvent, Match, Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from registry.services.matches import add_sheet_hand, open_score_sheet
from tests.clubsite.conftest import Cast, Clients, bot_match, publish_next

HEARTS = (LIBRARY_DIR / "hearts.yaml").read_bytes()
OMNIBUS = HEARTS.replace(b"jack_of_diamonds: null ", b"jack_of_diamonds: -10 ").replace(
    b"directions: [left, right, across, hold]", b"directions: [left, right, hold]"
)
"""Version 2: Omnibus's J♦ (−10) and a passing cycle without the pass across."""


def text(html: bytes) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html.decode()))


@pytest.fixture
def hearts(cast: Cast) -> Ruleset:
    table = create_ruleset(cast.club, slug="hearts", title="Friday Hearts", actor=cast.owner)
    publish_next(table, HEARTS, cast.owner, "Pagat's Hearts")
    publish_next(table, OMNIBUS, cast.editor, "Omnibus, and no pass across")
    table.refresh_from_db()
    return table


def club_page(editor: Client, name: str, *args: object) -> str:
    response = editor.get(reverse(f"clubsite:{name}", args=["riverside", "hearts", *args]))
    assert response.status_code == 200, name
    return text(response.content)


def test_the_ruleset_rulebook_history_and_diff_pages_read_hearts(
    hearts: Ruleset, editor: Client
) -> None:
    assert "Friday Hearts" in club_page(editor, "ruleset")
    rulebook = club_page(editor, "version", 2)
    assert "The player with the lowest score then wins." in rulebook
    assert "to the left, to the right, no pass, then again" in rulebook
    assert "Omnibus, and no pass across" in club_page(editor, "history")
    diff = club_page(editor, "compare", 1, 2)
    assert "to the left, to the right, across, no pass, then again" in diff
    assert "to the left, to the right, no pass, then again" in diff
    assert "J♦" in diff


def test_a_hearts_bot_match_reads_card_by_card_on_its_audit_page(
    hearts: Ruleset, cast: Cast, editor: Client
) -> None:
    played = bot_match(hearts.versions.get(number=2), cast.owner)
    response = editor.get(reverse("clubsite:match", args=["riverside", played.pk]))
    assert response.status_code == 200
    page = text(response.content)
    assert "verified : the log was replayed now under version 2" in page
    assert "Card by card" in page and "Won by seat" in page
    assert "(the lowest score wins)" in page
    scores = played.log["hands"][-1]["standing"]["scores"]
    assert f"Won by seat {scores.index(min(scores)) + 1} " in page


def sheet_match(hearts: Ruleset, cast: Cast) -> Match:
    match = open_score_sheet(
        hearts.versions.get(number=2), seats=["Ann", "Ben", "Cat", "Dan"], started_by=cast.owner
    )
    return add_sheet_hand(match, {"points": [0, 5, 13, 8], "jack_of_diamonds": 2}, actor=cast.owner)


def test_a_hearts_score_sheet_reads_on_its_audit_page(
    hearts: Ruleset, cast: Cast, editor: Client
) -> None:
    match = sheet_match(hearts, cast)
    page = text(editor.get(reverse("clubsite:match", args=["riverside", match.pk])).content)
    # Omnibus: Ben took 5 points and the J♦, so scores 5 − 10 = −5 and leads.
    assert "After hand 1: Ann 0 · Ben −5 · Cat 13 · Dan 8 · Ben leads (the lowest score wins)" in (
        page
    )
    assert "Continue scoring this table" in page


def test_the_admin_reads_a_hearts_ruleset_its_versions_and_its_matches(
    hearts: Ruleset, cast: Cast, client_as: Clients
) -> None:
    staff = client_as("owner")
    played = bot_match(hearts.versions.get(number=2), cast.owner)
    sheet = sheet_match(hearts, cast)
    pages = {
        "ruleset": reverse("admin:registry_ruleset_change", args=[hearts.pk]),
        "details": reverse("admin:registry_ruleset_details", args=[hearts.pk]),
        "version": reverse("admin:registry_ruleset_version", args=[hearts.pk, 2]),
        "history": reverse("admin:registry_ruleset_history", args=[hearts.pk]),
        "versions": reverse("admin:registry_version_changelist"),
        "matches": reverse("admin:registry_match_changelist"),
        "bot match": reverse("admin:registry_match_change", args=[played.pk]),
        "sheet match": reverse("admin:registry_match_change", args=[sheet.pk]),
        "audit": reverse("admin:registry_auditevent_changelist"),
    }
    for name, url in pages.items():
        response = staff.get(url)
        assert response.status_code == 200, (name, response.status_code)
    version = text(staff.get(pages["version"]).content)
    assert "lowest score" in version and "J♦" in version
    compare = reverse("admin:registry_ruleset_compare", args=[hearts.pk])
    diff = text(staff.get(compare, {"a": 1, "b": 2}).content)
    assert "to the left, to the right, no pass, then again" in diff
    events = AuditEvent.objects.filter(object_ref=str(sheet.pk))
    assert events.filter(action="match.hand").exists()
