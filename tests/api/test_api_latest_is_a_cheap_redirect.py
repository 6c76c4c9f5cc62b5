"""`versions/latest` is read on every match start: it answers its redirect from the version's
number alone, in a fixed handful of queries however long the history is."""

from __future__ import annotations

from typing import Any

from registry.models import Ruleset
from tests.api.conftest import Clients, ruleset_url
from tests.cast import publish_next, with_target

QUERIES = 5
"""The token, the club, the reader's membership, the ruleset, the newest active version."""


def test_latest_costs_the_same_few_queries_at_any_length_of_history(
    ruleset: Ruleset, client_as: Clients, django_assert_max_num_queries: Any
) -> None:
    client = client_as("viewer")
    for target in (300, 350, 400, 450):
        publish_next(ruleset, with_target(target))
    url = ruleset_url(ruleset, "versions/latest")
    with django_assert_max_num_queries(QUERIES):
        response = client.get(url)
    assert response.status_code == 307 and response["Location"].endswith("/versions/5/")
