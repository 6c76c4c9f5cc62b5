"""Real-browser tests: Playwright's sync API driving Debian's chromium against a live server.

Skipped, with the reason, only where no chromium is installed; with CI=true a missing browser
fails instead (`.ci/run` installs it). Each page visited is photographed under test-output/
at desktop width and at 360 px, to be looked at.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.browser.live_site import daphne_site  # noqa: F401  (the live tables' server)
from tests.cast import PASSWORD
from tests.clubsite.conftest import (  # noqa: F401  (shared fixtures)
    flushable_db,
    house,
    open_house,
    parkside,
)

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-output"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 780}


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        reason = (
            f"no browser for the real-browser tests: {CHROMIUM} is missing"
            " (apt-get install chromium)"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason}; in CI they must run, not be skipped")
        pytest.skip(reason)
    # Playwright's sync API keeps an event loop in this thread, where Django then refuses
    # its ORM as if in async code; the test's own queries are plain synchronous code.
    before = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
            yield launched
            launched.close()
    finally:
        if before is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = before


@pytest.fixture
def site(live_server: Any, flushable_db: None) -> str:  # noqa: F811
    """The live server's address."""
    return str(live_server.url)


@pytest.fixture
def page(browser: Browser, site: str) -> Iterator[Page]:
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    opened = context.new_page()
    opened.set_default_timeout(15_000)
    yield opened
    context.close()


@pytest.fixture
def page_with_js(browser: Browser, site: str) -> Iterator[Page]:
    """For the admin, whose editor has a small progressive enhancement."""
    context = browser.new_context(viewport=DESKTOP)
    opened = context.new_page()
    opened.set_default_timeout(15_000)
    yield opened
    context.close()


def sign_in(page: Page, site: str, username: str, then: str = "/") -> None:
    page.goto(f"{site}/accounts/login/?next={then}")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit], button[type=submit]")
    page.wait_for_load_state()


def shoot(page: Page, name: str) -> None:
    """Photograph the page as it is, at desktop width and at 360 px."""
    SCREENSHOTS.mkdir(exist_ok=True)
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    size = page.viewport_size or DESKTOP
    page.screenshot(path=str(SCREENSHOTS / f"{slug}.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENSHOTS / f"{slug}-360px.png"), full_page=True)
    page.set_viewport_size(size)


def fits_the_phone(page: Page) -> bool:
    """Whether, at 360 px, the page needs no sideways scrolling (wide tables scroll inside
    their own box)."""
    size = page.viewport_size or DESKTOP
    page.set_viewport_size(PHONE)
    width = page.evaluate("document.documentElement.scrollWidth")
    page.set_viewport_size(size)
    return bool(width <= PHONE["width"])
