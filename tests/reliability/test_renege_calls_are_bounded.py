"""Finding 12 (issue 16): a hand with 30,000 renege calls (2 MB) was accepted, three times;
the public audit page then weighed 7 MB and took 4.8 s. A hand now holds at most one call
per seat and trick, in the engine, so every surface (API, score sheet page) refuses more."""

from __future__ import annotations

import json

from engine.sheet import SheetError, score_sheet
from registry.services.library import LIBRARY_DIR
from rulesets import load_file
from tests.api.conftest import FIRST_HAND, Clients, Scene

CALL = {"offender": 2, "claimant": 1, "caught": "after_gathered", "trick": 3}


def _sheet(calls: int) -> dict[str, object]:
    return {"hands": [{**FIRST_HAND, "reneges": [CALL] * calls}]}


def test_a_hand_with_more_renege_calls_than_seats_times_tricks_is_refused() -> None:
    rules = load_file(LIBRARY_DIR / "classic.yaml")
    try:
        score_sheet(rules, _sheet(53))
    except SheetError as refused:
        assert any("at most 52" in problem.message for problem in refused.problems)
    else:
        raise AssertionError("53 renege calls were accepted")


def test_the_api_refuses_thirty_thousand_renege_calls(client_as: Clients, scene: Scene) -> None:
    url = f"/api/v1/matches/{scene.sheet_match.pk}/hands"
    body = json.dumps({**FIRST_HAND, "reneges": [CALL] * 30_000})
    answer = client_as("editor").post(url, body, content_type="application/json")
    assert answer.status_code == 422
    assert "at most 52" in answer.content.decode()
    scene.sheet_match.refresh_from_db()
    assert not (scene.sheet_match.log or {}).get("hands")
