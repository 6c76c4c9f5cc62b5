"""What the score-sheet page tests share: a published ruleset (a Hearts one scoring given
events), opening its sheet on the club pages, and reading the page's words and errors."""

from __future__ import annotations

import re

from django.test import Client
from django.urls import reverse

from registry.models import Match, Ruleset
from registry.services import create_ruleset
from tests.cast import Cast, publish_next

PLAYERS = ("Ann", "Ben", "Cat", "Dan")

NO_TRICK_AND_LAST_TRICK = (
    "  - {when: took_no_trick, score: -5}\n  - {when: took_last_trick, score: 5}\n"
)
"""A player who takes no trick scores −5; the player who takes the last trick +5."""
QUEEN_OF_HEARTS = "  - {when: took_cards, cards: QH, score: 10}\n"
"""A player who takes the Q♥ scores +10 (on top of its heart)."""


def hearts_with_events(cast: Cast, events: str, slug: str = "hearts") -> Ruleset:
    """riverside/`slug`: standard Hearts with these `scoring.events` rows, as version 1."""
    source = (
        f"format: houserules/1\ngame: hearts\nname: Event Hearts\nscoring:\n  events:\n{events}"
    )
    return published(cast, slug, "Event Hearts", source.encode(), "Hand events")


def published(cast: Cast, slug: str, title: str, source: bytes, message: str) -> Ruleset:
    """riverside/`slug` with `source` published as version 1."""
    table = create_ruleset(cast.club, slug=slug, title=title, actor=cast.owner)
    publish_next(table, source, cast.owner, message)
    table.refresh_from_db()
    return table


def open_sheet(client: Client, slug: str = "hearts", version: int = 1) -> Match:
    """A score sheet of Ann, Ben, Cat and Dan opened on the club's page; it leads to the sheet."""
    url = reverse("clubsite:open_sheet", args=["riverside", slug])
    response = client.post(url, {"version": version, "players": ", ".join(PLAYERS)})
    match = Match.objects.latest("started_at")
    assert response.url == score_url(match)
    return match


def score_url(match: Match) -> str:
    return reverse("clubsite:score", args=["riverside", match.pk])


def page_text(html: bytes) -> str:
    return re.sub(r"\s+", " ", html.decode())


def field_errors(page: str, name: str) -> list[str]:
    found = re.search(rf'id="id_{name}_errors">(.*?)</ul>', page)
    return re.findall(r"<li>([^<]+)</li>", found[1]) if found else []


def group_errors(page: str, group: str) -> list[str]:
    found = re.search(rf'id="{group}-errors">(.*?)</ul>', page)
    return re.findall(r"<li>([^<]+)</li>", found[1]) if found else []
