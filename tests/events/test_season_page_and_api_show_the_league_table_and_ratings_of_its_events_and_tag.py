"""A season's page and API: its events (listed, or pinned to its tag), the league table and
the openskill ratings, recomputed from the results; readers of the club see them, others
not; a season before any result says so in words."""

from rest_framework.test import APIClient

from clubevents.models import EventFormat, Season
from clubevents.services import finish_event, record_result
from registry.services import move_tag
from tests.events.event_helpers import started_event

NAMES = ["ann", "bob", "cat", "dan"]


def night(cast, ruleset, slug, scores, **options):  # type: ignore[no-untyped-def]
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1, slug=slug,
                          **options)  # fmt: skip
    record_result(event, round=1, table=1, scores=scores, actor=cast.editor)
    return finish_event(event, actor=cast.editor)


def test_season_page_and_api(cast, ruleset, client) -> None:  # type: ignore[no-untyped-def]
    season = Season.objects.create(club=cast.club, slug="winter", name="Winter league",
                                   tag="league-2026")  # fmt: skip
    client.force_login(cast.viewer)
    empty = client.get("/clubs/riverside/seasons/winter/")
    assert empty.status_code == 200
    assert "no event of this season has results yet" in empty.content.decode()

    season.events.add(night(cast, ruleset, "first", [300, 100]))
    ruleset.refresh_from_db()
    move_tag(ruleset, "league-2026", ruleset.head, actor=cast.owner, base_revision=None)
    night(cast, ruleset, "second", [250, 200], pin="tag:league-2026")  # in by its tag
    night(cast, ruleset, "other", [0, 500])  # neither listed nor pinned to the tag

    page = client.get("/clubs/riverside/seasons/winter/").content.decode()
    for text in ("Winter league", "League table", "Ratings", "First", "Second"):
        assert text in page
    assert "Other" not in page

    api = APIClient()
    api.force_authenticate(cast.viewer)
    listed = api.get("/api/v1/clubs/riverside/seasons/").json()
    assert listed == [{"slug": "winter", "name": "Winter league", "tag": "league-2026",
                       "events": ["first", "second"]}]  # fmt: skip
    detail = api.get("/api/v1/clubs/riverside/seasons/winter/").json()
    # ann and dan (seats 1 and 3) won both nights: 2.5 points a night each (see the season
    # test of the services); bob and cat 0.5 a night.
    assert [(line["player"], line["points"]) for line in detail["league_table"]] == [
        ("ann", 5.0), ("dan", 5.0), ("bob", 1.0), ("cat", 1.0),
    ]  # fmt: skip
    assert {r["player"] for r in detail["ratings"][:2]} == {"ann", "dan"}
    assert all(r["games"] == 2 for r in detail["ratings"])

    outsider = APIClient()
    outsider.force_authenticate(cast.outsider)
    assert outsider.get("/api/v1/clubs/riverside/seasons/winter/").status_code in (403, 404)
    assert api.get("/api/v1/clubs/riverside/seasons/spring/").status_code == 404
