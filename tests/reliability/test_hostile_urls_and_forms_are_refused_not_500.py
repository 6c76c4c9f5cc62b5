"""Findings 7 and 8 (issue 16): `compare/?a=-1&b=1` answered 500 (NoReverseMatch), and the
simulate form with seed 9223372036854775808 answered 500 (OverflowError on SQLite, out of
range on PostgreSQL). A version number below 1 now leads back to the history, and every
number a form stores is bounded by the column that holds it."""

from __future__ import annotations

import pytest
from django.test import Client

from registry.models import Ruleset
from tests.cast import Cast, publish_next, with_target


@pytest.fixture
def house(ruleset: Ruleset, cast: Cast) -> Ruleset:
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    return ruleset


def _editor(cast: Cast) -> Client:
    client = Client()
    client.force_login(cast.editor)
    return client


@pytest.mark.parametrize(
    "query", ["a=-1&b=1", "a=0&b=2", "a=1&b=-99999999999999999999", "a=x&b=1", "a=1", ""]
)
def test_a_compare_of_versions_that_cannot_exist_leads_back_to_the_history(
    house: Ruleset, cast: Cast, query: str
) -> None:
    answer = _editor(cast).get(f"/clubs/riverside/rulesets/house/compare/?{query}")
    assert answer.status_code == 302
    assert answer["Location"] == "/clubs/riverside/rulesets/house/history/"


def test_a_compare_past_the_newest_version_leads_back_to_the_history(
    house: Ruleset, cast: Cast
) -> None:
    answer = _editor(cast).get(
        "/clubs/riverside/rulesets/house/compare/?a=1&b=99999999999999999999"
    )
    assert answer.status_code == 302
    assert answer["Location"] == "/clubs/riverside/rulesets/house/history/"


@pytest.mark.parametrize("seed", ["9223372036854775808", "9" * 40, "-1"])
def test_a_seed_no_column_can_hold_is_refused_by_the_form(
    house: Ruleset, cast: Cast, seed: str
) -> None:
    data = {"base": 1, "against": "version", "other": 2, "matches": 10, "seed": seed}
    answer = _editor(cast).post("/clubs/riverside/rulesets/house/simulate/", data)
    assert answer.status_code == 200
    assert 'id="id_seed_error' in answer.content.decode() or "errorlist" in answer.content.decode()
