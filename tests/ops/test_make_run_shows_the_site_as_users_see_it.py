"""`make run` on a fresh machine (no settings in the environment, a new SQLite file) serves the
site as its users see it: DEBUG off, so a missing page is the site's own "Page not found" with
its way to sign in, not Django's debug page; the stylesheet and the favicon are still served;
/healthz answers. The task worker runs beside it, so /readyz soon says ready."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ops.server import clean_environment, fetch, free_port, start, stop


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("make-run")
    port = free_port()
    env = clean_environment(DATABASE_URL=f"sqlite:///{folder / 'db.sqlite3'}")
    process = start(["make", "run", f"RUN_ADDR=127.0.0.1:{port}"], env, port, folder / "log")
    yield f"http://127.0.0.1:{port}"
    stop(process)


def test_a_missing_page_is_the_sites_own_and_offers_sign_in(site: str) -> None:
    status, headers, body = fetch(site + "/clubs/demo/")
    html = body.decode()
    assert status == 404 and "<h1>Page not found</h1>" in html
    assert "private club" in html and "?next=/clubs/demo/" in html
    assert "URLconf" not in html and "DEBUG = True" not in html


def test_the_stylesheet_and_favicon_are_served_with_debug_off(site: str) -> None:
    status, headers, body = fetch(site + "/static/clubsite/site.css")
    assert status == 200 and headers["Content-Type"].startswith("text/css")
    status, headers, _ = fetch(site + "/favicon.ico")
    assert status == 302
    assert fetch(site + headers["Location"])[0] == 200


def test_health_answers_and_the_worker_started_beside_it_makes_the_site_ready(
    site: str, tmp_path: Path
) -> None:
    assert json.loads(fetch(site + "/healthz")[2]) == {"status": "ok"}
    deadline = time.monotonic() + 30
    while True:
        status, _, body = fetch(site + "/readyz")
        if status == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert status == 200, body
    assert json.loads(body)["status"] == "ready"
