"""Finding 2 (issue 42): each version's row on a ruleset's history carried a `<select>` of
every other version, and the page was not paginated: 301 versions made 3.8 MB, 601 made
14.8 MB, for anyone when the club is public. The history now shows 50 versions a page with
one compare form, so a page costs the same in bytes and queries at 100 versions as at 1,000,
and the whole history grows linearly."""

from __future__ import annotations

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from registry.models import Ruleset, Version
from registry.services import create_ruleset
from tests.cast import CLASSIC, Cast, publish_next


def _with_versions(cast: Cast, slug: str, count: int) -> Ruleset:
    """A ruleset of `count` versions: the first published, the rest copies of it inserted in
    bulk (the page reads versions, not how they came)."""
    ruleset = create_ruleset(cast.club, slug=slug, title="Long history", actor=cast.owner)
    publish_next(ruleset, CLASSIC, cast.owner, "Start")
    first = ruleset.versions.get(number=1)
    Version.objects.bulk_create(
        Version(
            ruleset=ruleset,
            number=n,
            source=first.source,
            source_digest=first.source_digest,
            format=first.format,
            document=first.document,
            parent=first,
            author=cast.editor,
            message=f"Change {n}",
            revision=f"r{n:031d}",
        )
        for n in range(2, count + 1)
    )
    return ruleset


def _fetch(client: Client, ruleset: Ruleset, page: int = 1) -> tuple[bytes, int]:
    url = reverse("clubsite:history", args=[ruleset.club.slug, ruleset.slug])
    with CaptureQueriesContext(connection) as queries:
        answer = client.get(url, {"page": page})
    assert answer.status_code == 200
    return answer.content, len(queries)


def test_a_page_of_history_costs_the_same_at_100_and_1000_versions(cast: Cast) -> None:
    client = Client()
    client.force_login(cast.viewer)
    short, long = _with_versions(cast, "short", 100), _with_versions(cast, "long", 1000)
    short_page, short_queries = _fetch(client, short)
    long_page, long_queries = _fetch(client, long)
    assert long_queries == short_queries
    # The same rows; only the numbers printed grow by a digit.
    assert len(long_page) <= len(short_page) * 1.05
    assert len(long_page) < 100_000
    assert long_page.count(b"<select") == 0 and long_page.count(b"compare-pick") == 1
    assert b"Versions 1000 to 951 of 1000" in long_page


def test_the_whole_history_grows_linearly_and_every_version_is_on_a_page(cast: Cast) -> None:
    client = Client()
    client.force_login(cast.viewer)
    long = _with_versions(cast, "long", 1000)
    seen: set[int] = set()
    total = 0
    for page in range(1, 21):
        html, queries = _fetch(client, long, page)
        total += len(html)
        assert queries <= 20
        seen |= {n for n in range(1, 1001) if f'id="v{n}"'.encode() in html}
    assert seen == set(range(1, 1001))
    assert total < 1000 * 2_000  # under 2 KB a version, all pages together
    last, _ = _fetch(client, long, 21)  # past the end: the last page
    assert b'id="v1"' in last and b"Older versions" not in last


def test_the_compare_form_picks_any_two_versions_and_refuses_missing_ones(cast: Cast) -> None:
    client = Client()
    client.force_login(cast.viewer)
    _with_versions(cast, "long", 1000)
    pick = reverse("clubsite:compare_pick", args=["riverside", "long"])
    assert client.get(pick, {"b": 7, "a": 993}).url == reverse(
        "clubsite:compare", args=["riverside", "long", 7, 993]
    )
    history = reverse("clubsite:history", args=["riverside", "long"])
    assert client.get(pick, {"b": 1001, "a": 3}).url == history
