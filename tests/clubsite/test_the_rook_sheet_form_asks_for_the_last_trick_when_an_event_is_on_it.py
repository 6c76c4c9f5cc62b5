"""A Rook score sheet on the club pages asks who took the last trick when an event of the
rules is on it, even without a last-trick bonus, and the event scores as the API scores it;
a hand that leaves the seat out is refused at the field, in the table's words."""

from __future__ import annotations

import re

from django.test import Client
from django.urls import reverse

import rulesets
from engine.sheet import SHEET_FORMAT, score_sheet
from registry.models import Match
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.clubsite.conftest import Cast, Clients, publish_next
from tests.clubsite.sheet_pages import field_errors, page_text

ROOK = (LIBRARY_DIR / "rook.yaml").read_bytes()
EVENT = ROOK.replace(
    b"scoring:\n", b"scoring:\n  events:\n    - {when: took_last_trick, score: 20}\n", 1
)
"""Seed 004 (no last-trick bonus), where the side taking the last trick scores 20."""
HAND = {"bidder": 1, "bid": 80, "points_1": 90, "points_2": 50}


def open_rook_sheet(cast: Cast, editor: Client, source: bytes) -> str:
    table = create_ruleset(cast.club, slug="rook", title="Thursday Rook", actor=cast.owner)
    publish_next(table, source, cast.owner, "Rook")
    editor.post(
        reverse("clubsite:open_sheet", args=["riverside", "rook"]),
        {"version": 1, "players": "Ann, Ben, Cat, Dan"},
    )
    return reverse("clubsite:score", args=["riverside", Match.objects.get().pk])


def test_an_event_on_the_last_trick_asks_who_took_it(cast: Cast, client_as: Clients) -> None:
    editor = client_as("editor")
    url = open_rook_sheet(cast, editor, EVENT)
    assert '<label for="id_last_trick">Took the last trick</label>' in page_text(
        editor.get(url).content
    )
    refused = page_text(editor.post(url, HAND).content)
    assert field_errors(refused, "last_trick") == [
        "These rules score an event on the last trick (scoring.events): write the seat that took it"
    ]
    assert editor.post(url, HAND | {"last_trick": 2}).status_code == 302
    sheet = Match.objects.get()
    api = score_sheet(
        rulesets.load(EVENT),
        {
            "format": SHEET_FORMAT,
            "hands": [{"bidder": 1, "bid": 80, "points": [90, 50], "last_trick": 2}],
        },
    )
    # Side 1 bid 80 and made 90; Ben's side took the last trick: 50 + 20.
    assert sheet.log["hands"][0]["score"] == api.to_json()["hands"][0]["score"]
    assert sheet.log["hands"][0]["standing"]["scores"] == [90, 70]


def test_without_a_bonus_or_an_event_the_last_trick_is_not_asked(
    cast: Cast, client_as: Clients
) -> None:
    editor = client_as("editor")
    url = open_rook_sheet(cast, editor, ROOK)
    assert not re.search(r'id="id_last_trick"', page_text(editor.get(url).content))
