"""A member plays Euchre at a live table against three bots and goes alone: the page offers
round one's calls ("make ♥ alone"; bots may order up first, so it may take a few hands), the
table says who plays alone, and the finished hand is scored as a loner's case of the scoring
table."""

from __future__ import annotations

import re
import time
from typing import Any

from playwright.sync_api import Browser, Page

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.browser.conftest import sign_in
from tests.browser.table_play import WIDE, move, my_turn, open_with_bots, photograph
from tests.cast import publish_next


def hand_number(page: Page) -> int:
    found = re.search(r"Hand (\d+)", page.text_content("#table-summary") or "")
    return int(found[1]) if found else 0


def test_a_member_goes_alone_and_the_hand_is_scored_as_a_loner(
    browser: Browser, daphne_site: str, cast: Any
) -> None:
    rules = create_ruleset(cast.club, slug="euchre", title="Thursday Euchre", actor=cast.owner)
    publish_next(rules, (LIBRARY_DIR / "euchre.yaml").read_bytes(), cast.owner, "Bicycle")
    context = browser.new_context(viewport=WIDE)
    page = context.new_page()
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    sign_in(page, daphne_site, "alice")
    open_with_bots(page, daphne_site, "euchre")

    went_alone, notes, loner_hand = False, [], 0
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and page.get_attribute("#table", "data-status") == "playing":
        if went_alone and hand_number(page) > loner_hand:
            break
        if not my_turn(page):
            time.sleep(0.05)
            continue
        notes.append(page.text_content("#table-status") or "")
        alone = page.locator("#moves button[data-move$=' alone']")
        if not went_alone and alone.count():
            assert alone.first.inner_text().startswith("make "), alone.first.inner_text()
            before = page.get_attribute("#table", "data-sequence")
            loner_hand = hand_number(page)
            alone.first.click()
            page.wait_for_selector(f"#table:not([data-sequence='{before}'])")
            went_alone = True
            continue
        move(page)
    assert went_alone, notes
    assert any("seat 1 plays alone" in note for note in notes), notes
    # The finished hand, as the table's state gives it: scored as a loner's case, and its
    # line (shown on the felt until the next trick) says so.
    last = page.evaluate("() => window.houseTable.state().last_hand")
    assert last["number"] == loner_hand, last
    assert last["score"]["case"] in ("lone", "lone_march", "lone_euchred"), last
    assert any("alone" in line for line in last["lines"]), last
    photograph(page, "table-euchre")
    assert not errors, errors
    context.close()
