"""Finding 9 (issue 16): under gunicorn with the production settings none of the 500s left
a line: there was no LOGGING. Every error is now logged to stderr with the request's id,
method and path, and the same id is in the API's problem document and on the site's 500
page, so a user's report leads to its traceback."""

from __future__ import annotations

import io
import json
import logging
import re
from collections.abc import Iterator

import pytest
from django.test import Client, override_settings

URLS = "tests.reliability.failing_urls"


@pytest.fixture
def stderr() -> Iterator[io.StringIO]:
    """What the LOGGING's stderr handler writes, during the test."""
    handler = next(h for h in logging.getLogger().handlers if h.get_name() == "stderr")
    written = io.StringIO()
    # Swapped by hand, not by setStream: setStream flushes the stream it replaces, which an
    # earlier test's captured output may have closed (the suite's order varies by worker).
    before = handler.stream  # type: ignore[attr-defined]
    handler.stream = written  # type: ignore[attr-defined]
    yield written
    handler.stream = before  # type: ignore[attr-defined]


@override_settings(ROOT_URLCONF=URLS, DEBUG=False)
def test_an_api_500_names_its_request_id_and_the_log_has_it(db: None, stderr: io.StringIO) -> None:
    response = Client(raise_request_exception=False).post("/api/v1/broken?x=1")
    assert response.status_code == 500
    assert response["Content-Type"] == "application/problem+json"
    body = json.loads(response.content)
    request_id = body["request_id"]
    assert re.fullmatch(r"[0-9a-f]{16}", request_id) and request_id in body["detail"]
    assert response["X-Request-ID"] == request_id
    log = stderr.getvalue()
    assert f"ERROR django.request request={request_id} POST /api/v1/broken:" in log
    assert "RuntimeError: a bug in a view" in log and "Traceback" in log


@override_settings(ROOT_URLCONF=URLS, DEBUG=False)
def test_the_sites_500_page_shows_the_request_id_the_log_has(db: None, stderr: io.StringIO) -> None:
    response = Client(raise_request_exception=False).get("/broken/")
    html = response.content.decode()
    assert response.status_code == 500 and "<h1>Server error</h1>" in html
    request_id = response["X-Request-ID"]
    assert f'<code class="request-id">{request_id}</code>' in html
    assert "a bug in a view" not in html
    assert f"request={request_id} GET /broken/:" in stderr.getvalue()


def test_a_path_cannot_forge_a_log_line(db: None, stderr: io.StringIO) -> None:
    Client().get("/no-such-page/%0AERROR forged")
    lines = [line for line in stderr.getvalue().splitlines() if line]
    assert lines and all(not line.startswith("ERROR forged") for line in lines)
    assert "\\nERROR forged" in stderr.getvalue()


def test_admins_come_from_the_environment() -> None:
    from houserules.settings import _admin

    assert _admin(" Ops Team <ops@example.org>") == ("Ops Team", "ops@example.org")
    assert _admin("ops@example.org") == ("", "ops@example.org")
