"""A publish on a stale revision is told what changed since (the 412 body lists each version
published since), in the same few queries however many versions that is: under a crowd of
publishers most requests are 412s (benchmarks/load_bench.py)."""

from __future__ import annotations

from typing import Any

from registry.models import Ruleset
from tests.api.conftest import Clients, ruleset_url
from tests.cast import publish_next, with_target


def stale_publish(client: Any, url: str, revision: str) -> Any:
    body = {"source": with_target(275).decode(), "message": "late"}
    return client.post(url, body, format="json", HTTP_IF_MATCH=f'"{revision}"')


def queries_for_a_stale_publish(
    ruleset: Ruleset, client_as: Clients, behind: int, assert_queries: Any
) -> int:
    ruleset.refresh_from_db()
    stale = ruleset.revision
    for target in range(1000 + 100 * behind, 1000 + 100 * behind + 5 * behind, 5):
        publish_next(ruleset, with_target(target))
    client, url = client_as("editor"), ruleset_url(ruleset, "versions/")
    with assert_queries(100) as counted:
        response = stale_publish(client, url, stale)
    assert response.status_code == 412 and len(response.json()["since"]) == behind
    return len(counted.captured_queries)


def test_the_412_costs_the_same_for_two_versions_behind_as_for_twelve(
    ruleset: Ruleset, client_as: Clients, django_assert_max_num_queries: Any
) -> None:
    two = queries_for_a_stale_publish(ruleset, client_as, 2, django_assert_max_num_queries)
    twelve = queries_for_a_stale_publish(ruleset, client_as, 12, django_assert_max_num_queries)
    assert twelve == two
