"""An editor asks "What would this change do?" in a real browser, watches the progress page,
and reads the figures and charts side by side once a worker has played the matches."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from clubsite.models import SimulationRun
from clubsite.tasks import play_run
from registry.models import Ruleset
from tests.browser.conftest import fits_the_phone, shoot, sign_in


def test_an_editor_simulates_a_change_and_reads_the_charts(
    page: Page, site: str, house: Ruleset
) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/house/")
    page.get_by_role("link", name="What would this change do?").click()
    page.get_by_role("link", name="Try a change").click()
    shoot(page, "simulate-form")
    page.get_by_label("Matches per ruleset").fill("60")
    page.get_by_role("button", name="Simulate").click()
    expect(page.get_by_text("Waiting for a worker")).to_be_visible()
    expect(page.locator("progress")).to_be_visible()
    shoot(page, "simulation-waiting")
    play_run(SimulationRun.objects.get())  # what `manage.py db_worker` does, here
    # The waiting page reloads itself every REFRESH_SECONDS (a meta refresh): the test waits
    # for that, since a reload of its own raced with one (net::ERR_ABORTED on PostgreSQL).
    figures = page.locator("table.figures")
    expect(figures).to_contain_text("nil success rate", timeout=20_000)
    expect(page.locator("svg.chart")).to_have_count(3)
    shoot(page, "simulation-result")
    assert fits_the_phone(page)
