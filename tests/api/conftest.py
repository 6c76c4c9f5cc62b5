"""The API's tests share the suite's cast (tests/cast.py) and talk to the
site through DRF's test client, as a program with a token or as someone anonymous."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from registry.api.rulecache import public_rules
from registry.api.throttling import forget_counts
from registry.models import Match, Ruleset
from tests.cast import Cast, publish_next, with_target

Clients = Callable[[str], APIClient]

BAD_YAML = (
    b"format: houserules/1\ngame: spades\nname: X\nbidding:\n  nil:\n    success: lots\n"
    b"surprise: 1\n"
)
"""A ruleset with two problems: a value of the wrong type (line 6) and an unknown key (7)."""


@pytest.fixture(autouse=True)
def fresh_caches() -> None:
    """Throttle counts and public rules live in the process's memory (and the cache): each
    test starts with neither."""
    forget_counts()
    public_rules.clear()


@pytest.fixture
def client_as(cast: Cast) -> Clients:
    """A client for a role: token authentication, or none for `anonymous`."""

    def make(role: str) -> APIClient:
        client = APIClient()
        if role != "anonymous":
            token, _ = Token.objects.get_or_create(user=cast.everyone[role])
            client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
        return client

    return make


def ruleset_url(ruleset: Ruleset, rest: str = "") -> str:
    return f"/api/v1/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/{rest}"


@dataclass
class Scene:
    """The cast's `house` rules with two versions, a bot match and an open score sheet."""

    cast: Cast
    ruleset: Ruleset
    bot_match: Match
    sheet_match: Match

    @property
    def digest(self) -> str:
        return self.ruleset.head.rules_digest

    def kwargs(self, names: tuple[str, ...], *, hands: bool = False) -> dict[str, object]:
        """URL arguments for a route that takes `names`."""
        match = self.sheet_match if hands else self.bot_match
        known = {
            "club": self.cast.club.slug,
            "ruleset": self.ruleset.slug,
            "number": 1,
            "other": 2,
            "digest": self.digest,
            "pk": match.pk,
            "id": match.pk,  # the OpenAPI document's name for `pk`
            "name": "stable",  # a tag (the tests that need it create it)
            "slug": "night",  # a club event (none exists: its routes answer 404)
            "round": 1,  # a table of that event's round
            "table_number": 1,
        }
        return {name: known[name] for name in names}


SHEET_SEATS = ["alice", "erin", "bob", "stan"]
"""The four seats of the scene's score sheet."""
FIRST_HAND = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
"""A hand of classic Spades where every side makes its bid exactly."""


@pytest.fixture
def scene(cast: Cast, ruleset: Ruleset) -> Scene:
    return build_scene(cast, ruleset)


def build_scene(cast: Cast, ruleset: Ruleset) -> Scene:
    """The scene on the cast's `house` rules (the fixture's; for a fixture of wider scope)."""
    from registry.services.matches import open_score_sheet, play_bot_match

    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    ruleset.refresh_from_db()
    first = ruleset.versions.get(number=1)
    bot_match = play_bot_match(first, bots=["random"] * 4, seed=7, started_by=cast.owner)
    sheet_match = open_score_sheet(ruleset.head, seats=SHEET_SEATS, started_by=cast.owner)
    return Scene(cast, ruleset, bot_match, sheet_match)
