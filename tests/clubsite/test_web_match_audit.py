"""The audit page of a match: the pinned version and digest, a warning when that version was
deprecated or withdrawn since, what changed since, the verification replayed now, the score
sheet hand by hand and the card-by-card play."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from clubsite.views import matches as match_views
from engine.replay import Discrepancy, ReplayResult
from registry.models import Match, Ruleset
from registry.services import change_lifecycle
from tests.clubsite.conftest import Cast, Clients, bot_match, head, publish_next, with_target


def page(client_as: Clients, match: Match, role: str = "viewer") -> str:
    html = client_as(role).get(reverse("clubsite:match", args=["riverside", match.pk]))
    assert html.status_code == 200
    return re.sub(r"\s+", " ", html.content.decode())


@pytest.fixture
def played(house: Ruleset, cast: Cast) -> Match:
    return bot_match(head(house), cast.owner)


def test_a_played_match_shows_its_pinned_rules_and_verifies(
    played: Match, client_as: Clients
) -> None:
    html = page(client_as, played)
    assert "House rules, version 2" in html and played.rules_digest in html
    assert '<p class="verified"><strong>verified</strong>' in html
    assert "Nothing: version 2 is still the current version." in html


def test_the_sheet_runs_hand_by_hand_to_the_result(played: Match, client_as: Clients) -> None:
    html = page(client_as, played)
    hands = played.log["hands"]
    assert html.count('<tr class="hand">') == len(hands)
    final = played.result["standing"]["scores"]
    totals = re.findall(r'<td colspan="5" class="total grand">([^<]+)</td>', html)
    assert totals == [str(score).replace("-", "−") for score in final]
    assert "Won by side" in html


def test_the_card_play_is_shown_trick_by_trick(played: Match, client_as: Clients) -> None:
    html = page(client_as, played)
    first = played.log["hands"][0]["tricks"][0]
    assert "Card by card" in html and '<details class="play">' in html
    assert f"Led by seat {first['leader']}" in html
    assert html.count("<li>Led by seat") == sum(len(h["tricks"]) for h in played.log["hands"])


def test_a_withdrawn_version_is_flagged_and_later_changes_listed(
    played: Match, house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    change_lifecycle(played.version, "withdrawn", actor=cast.editor, reason="Wrong bag limit")
    publish_next(house, with_target(250), cast.editor, "Play to 250")
    html = page(client_as, played)
    assert "has since been <strong>withdrawn</strong>" in html and "Wrong bag limit" in html
    assert "1 version published since version 2" in html
    assert "300 points → 250 points" in html
    assert "verified" in html  # still replays under the rules it pinned


def test_a_discrepancy_is_shown_as_found(
    played: Match, client_as: Clients, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = Discrepancy(3, 5, "tricks[5].winner", 2, 4)
    monkeypatch.setattr(match_views, "verify_match", lambda match: ReplayResult(found, {}))
    html = page(client_as, played)
    assert "Not verified." in html
    assert "hand 3, trick 5, tricks[5].winner: expected 2, found 4" in html
    assert '<p class="verified">' not in html
