"""Playing at a live table in chromium, for the live tables' browser tests: open a table with
bots in the free seats, make whatever move the page offers, and check that the hand and the
trick are on screen."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from playwright.sync_api import FloatRect, Locator, Page

from tests.browser.conftest import SCREENSHOTS

__all__ = ["PHONE_390", "WIDE", "open_with_bots", "move", "on_screen", "my_turn", "photograph"]

PHONE_390 = {"width": 390, "height": 844}
WIDE = {"width": 1280, "height": 900}
DOCS_IMAGES = Path(__file__).resolve().parents[2] / "docs" / "img"


def open_with_bots(page: Page, site: str, ruleset: str, level: str = "Standard") -> None:
    """Open a table of `ruleset` (riverside's) from its form: the opener's seat first, every
    other seat to a bot of `level`."""
    page.goto(f"{site}/clubs/riverside/rulesets/{ruleset}/play/")
    page.get_by_label("Bots play at").select_option(label=level)
    page.get_by_role("button", name="Fill the empty seats with bots").click()
    page.wait_for_selector("#table[data-status=playing]")


def sequence(page: Page) -> int:
    return int(page.get_attribute("#table", "data-sequence") or 0)


def my_turn(page: Page) -> bool:
    return page.locator(".table-status.mine").count() > 0 and page.locator("#hand").count() > 0


def on_screen(page: Page, region: str) -> bool:
    """Whether the region named `region` is wholly inside the viewport and, unless it is in
    the docked hand itself, not under the dock."""
    found = page.get_by_role("region", name=region, exact=True)
    box = _box(found)
    size = page.viewport_size
    assert box is not None and size is not None, f"no {region} region on the page"
    dock = page.locator("#dock").bounding_box()
    bottom = size["height"] if dock is None or region == "Your hand" else dock["y"]
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"] + 0.5
        and box["y"] + box["height"] <= bottom + 0.5
    )


def _box(found: Locator) -> FloatRect | None:
    """The visible region's box, once it is drawn. The page draws the table anew on every
    state, and again as a finished trick is held and gathered (timers of the page): the
    region found may be replaced before it is measured (no box, a detached element), and
    then the region as drawn now is found and measured again."""
    deadline = time.monotonic() + 20
    while True:
        found.wait_for(state="visible")
        box = found.bounding_box()
        if box is not None or time.monotonic() > deadline:
            return box
        time.sleep(0.02)


def move(page: Page, bid: str = "middle") -> str:
    """Make a move the page offers and wait until the table takes it: Next hand when the
    hand waits for it, else the cards asked for
    (a pass, a discard), else a bid (`rising`: the lowest offered at the first bid of the
    hand, the highest after it, to win an auction; else one of the lowest), else
    the first other move, else the first card that may be played. Returns what it did."""
    before = sequence(page)
    moves = page.locator("#moves button")
    done = ""
    first = moves.first.inner_text() if moves.count() else ""
    next_hand = page.get_by_role("button", name="Next hand", exact=True)
    if next_hand.count():  # a hand played to its last card, under honour reneges
        next_hand.click()
        done = "score"
    elif first.startswith(("Pass ", "Discard ")):
        count = int(first.split(" of ")[1])
        for card in page.locator("#hand button.card.choosable").all()[:count]:
            card.click()
        moves.first.click()
        done = first.split()[0].lower()
    elif moves.count():
        numbers = [m for m in moves.all() if (m.get_attribute("data-move") or "").isdigit()]
        if numbers:
            opening = page.locator(".seat.me .seat-facts", has_text="bid").count() == 0
            if bid == "rising":
                chosen = numbers[0] if opening else numbers[-1]
            else:
                chosen = numbers[min(2, len(numbers) - 1)]
        else:
            chosen = moves.first
        done = chosen.get_attribute("data-move") or ""
        chosen.click()
    else:
        card = page.locator("#hand button.card.legal").first
        done = card.get_attribute("data-card") or ""
        card.click()
    # A selector, not wait_for_function: the page's CSP refuses evaluated strings.
    page.wait_for_selector(f"#table:not([data-sequence='{before}'])")
    return done


def photograph(page: Page, name: str) -> None:
    """The table as it is now, at 390 px and at 1280 px (the viewport, as a player sees it),
    into the test output; with HOUSERULES_DOC_SCREENSHOTS=1, into docs/img/ for docs/tables.md
    too (a plain test run leaves the checkout as it found it)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    size = page.viewport_size or PHONE_390
    for width, viewport in (("390", PHONE_390), ("1280", WIDE)):
        page.set_viewport_size(viewport)
        page.wait_for_timeout(150)
        shot = SCREENSHOTS / f"{name}-{width}px.png"
        page.screenshot(path=str(shot))
        if os.environ.get("HOUSERULES_DOC_SCREENSHOTS") == "1":
            shutil.copyfile(shot, DOCS_IMAGES / shot.name)
    page.set_viewport_size(size)
