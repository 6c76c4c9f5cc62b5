"""A refusal the site expects (a viewer opening a score sheet) answers with the site's 403 page
and is logged in one line: no traceback in the console for something that is not a bug."""

from __future__ import annotations

import logging

import pytest

from registry.models import Ruleset
from tests.clubsite.conftest import Clients


def test_a_viewer_refused_the_score_sheet_sees_the_403_page_and_no_traceback_is_logged(
    house: Ruleset, client_as: Clients, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="django.request"):
        response = client_as("viewer").get("/clubs/riverside/rulesets/house/score/")
    assert response.status_code == 403
    html = response.content.decode()
    assert "<h1>Not allowed</h1>" in html and "owner or editor role" in html
    refusals = [r for r in caplog.records if r.name == "django.request"]
    assert [r.getMessage() for r in refusals] == [
        "Forbidden: /clubs/riverside/rulesets/house/score/"
    ]
    assert all(r.exc_info is None for r in caplog.records)
