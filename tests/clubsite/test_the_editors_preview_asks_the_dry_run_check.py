"""The guided editor's preview asks the same dry run as the API's `versions/check`: it shows
the rules digest a save would get, and the season lock that would refuse it."""

from __future__ import annotations

from typing import Any

import rulesets
from registry.models import Ruleset
from registry.services import lock_ruleset
from tests.cast import Cast
from tests.clubsite.conftest import Clients, head


def _preview(client: Any, ruleset: Ruleset, **options: str) -> dict[str, Any]:
    url = f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/preview/"
    post = {"base_revision": head(ruleset).revision,
            **{path.replace("__", "."): value for path, value in options.items()}}  # fmt: skip
    response = client.post(url, post)
    assert response.status_code == 200, response.content
    answer: dict[str, Any] = response.json()
    return answer


def test_the_preview_names_the_digest_the_edit_would_get(
    client_as: Clients, ruleset: Ruleset
) -> None:
    answer = _preview(client_as("editor"), ruleset, match__target="300")
    changed = (
        head(ruleset)
        .load_rules()
        .model_copy(
            update={"match": head(ruleset).load_rules().match.model_copy(update={"target": 300})}
        )
    )
    assert answer["digest"] == rulesets.rules_digest(changed)
    assert answer["digest"] != head(ruleset).rules_digest
    assert answer["locked"] is None


def test_the_preview_names_the_season_lock_that_would_refuse_the_save(
    client_as: Clients, ruleset: Ruleset, cast: Cast
) -> None:
    lock_ruleset(ruleset, reason="Frozen for the 2026 season", actor=cast.owner)
    answer = _preview(client_as("editor"), ruleset, match__target="300")
    assert answer["locked"] == {"reason": "Frozen for the 2026 season", "until": None}
    page = client_as("editor").get(f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/")
    assert "Frozen for the 2026 season" in page.content.decode()


def test_an_edit_with_a_problem_gets_no_digest(client_as: Clients, ruleset: Ruleset) -> None:
    answer = _preview(client_as("editor"), ruleset, match__target="lots")
    assert answer["digest"] is None
    assert answer["problems"]


def test_a_save_under_a_season_lock_is_refused_naming_it_and_stores_nothing(
    client_as: Clients, ruleset: Ruleset, cast: Cast
) -> None:
    lock_ruleset(ruleset, reason="Frozen for the 2026 season", actor=cast.owner)
    start = head(ruleset)
    url = f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/"
    post = {"base_revision": start.revision, "action": "publish", "match.target": "300",
            "description_reviewed": "yes", "message": "to 300"}  # fmt: skip
    response = client_as("editor").post(url, post)
    assert response.status_code < 500
    assert "Frozen for the 2026 season" in response.content.decode()
    assert head(ruleset).pk == start.pk
