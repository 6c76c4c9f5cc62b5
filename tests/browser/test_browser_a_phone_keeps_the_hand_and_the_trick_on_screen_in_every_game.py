"""On a 390x844 phone, a member plays a whole hand of Spades, of Hearts (with its pass) and of
Rook (with the nest) against three bots, and at every turn the "Your hand" and "Trick"
regions are wholly on screen. Each game's table shows what its own rules have: Hearts says
which way the cards pass, marks the cards received and counts points taken, with no bids
and no bags; Rook calls the high bidder so until the auction ends and marks the nest's cards
in the declarer's sorted hand. Bots are told apart by their place. The table is
photographed in each game at 390 and 1280 px (docs/tables.md shows the photographs). A
finished trick stays on the table a moment before it is gathered, and your cards are at full
contrast whenever it is not your turn."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.browser.conftest import shoot, sign_in
from tests.browser.table_play import PHONE_390, move, my_turn, on_screen, open_with_bots, photograph
from tests.cast import publish_next

GAMES = {
    "spades": ("classic.yaml", "middle"),
    "hearts": ("hearts.yaml", "middle"),
    "rook": ("rook.yaml", "rising"),  # alice opens low, then bids the most, to win the nest
}


@pytest.fixture
def phone(browser: Browser, daphne_site: str) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE_390)
    opened = context.new_page()
    opened.set_default_timeout(20_000)
    yield opened
    context.close()


def _seat_texts(page: Page) -> list[str]:
    return [seat.inner_text() for seat in page.locator(".felt .seat").all()]


def _suits_in_runs(cards: list[str]) -> bool:
    """Whether each suit's cards sit together in the hand (sorted by suit)."""
    suits = [card[-1] if card not in ("BJ", "LJ", "ROOK") else "J" for card in cards]
    runs = [suit for at, suit in enumerate(suits) if at == 0 or suits[at - 1] != suit]
    return len(runs) == len(set(runs))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_phone_keeps_the_hand_and_the_trick_on_screen_through_a_hand(
    phone: Page, daphne_site: str, cast: Any, game: str
) -> None:
    library, bid = GAMES[game]
    rules = create_ruleset(cast.club, slug=game, title=f"Club {game}", actor=cast.owner)
    publish_next(rules, (LIBRARY_DIR / library).read_bytes(), cast.owner, "From the library")
    errors: list[str] = []
    phone.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    phone.on("pageerror", lambda e: errors.append(str(e)))
    sign_in(phone, daphne_site, "alice")
    if game == "spades":
        phone.goto(f"{daphne_site}/clubs/riverside/rulesets/{game}/play/")
        shoot(phone, "open a table with bots")
    open_with_bots(phone, daphne_site, game)

    seen: dict[str, Any] = {"turns": 0, "photographed": False, "high bidder": False}
    seen.update({"marked": 0, "note": "", "moves": [], "held": False, "full contrast": False})
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline:
        status = phone.get_attribute("#table", "data-status")
        if status != "playing" or "Hand 2" in (phone.text_content("#table-summary") or ""):
            break
        if phone.locator("#trick.held .play").count() == 4:
            seen["held"] = True  # a finished trick stays on the felt a moment
        if not my_turn(phone):
            cards = phone.locator("#hand:not(.my-turn) button.card")
            # A card the page is redrawing has no computed style yet (""): only drawn cards count.
            opacities = set(cards.evaluate_all("all => all.map(e => getComputedStyle(e).opacity)"))
            opacities.discard("")
            if opacities and not seen["full contrast"]:
                seen["full contrast"] = opacities == {"1"} or opacities
            time.sleep(0.05)
            continue
        seen["turns"] += 1
        assert on_screen(phone, "Your hand"), f"{game}: the hand is off screen"
        assert on_screen(phone, "Trick"), f"{game}: the trick is off screen"
        cards = [c.get_attribute("data-card") or "" for c in phone.locator("#hand .card").all()]
        assert _suits_in_runs(cards), cards
        status_text = phone.text_content("#table-status") or ""
        if "Pass" in status_text:
            seen["note"] = status_text
        seen["marked"] = max(seen["marked"], phone.locator("#hand .card.marked").count())
        if any("high bidder" in text for text in _seat_texts(phone)):
            seen["high bidder"] = True
        if not seen["photographed"] and phone.locator("#trick .play").count():
            # A finished trick stays a moment on the felt before it is gathered.
            phone.wait_for_selector("#trick:not(.held)")
            if phone.locator("#trick .play").count():
                photograph(phone, f"table-{game}")
                seen["photographed"] = True
        seen["moves"].append(move(phone, bid))
        if any("high bidder" in text for text in _seat_texts(phone)):
            seen["high bidder"] = True

    if phone.get_attribute("#table", "data-status") == "playing":
        # The bots have played up to alice's turn: nothing moves while the test ends.
        phone.wait_for_selector(".table-status.mine")
    assert seen["turns"] >= 8, seen
    assert seen["photographed"], seen["moves"]
    assert seen["held"], seen
    assert seen["full contrast"] is True, seen  # your cards are never dimmed out of turn
    names = [phone.locator(".felt .seat .name").nth(i).inner_text() for i in range(4)]
    assert sorted(names) == sorted(["alice (you)", "Bot (East)", "Bot (North)", "Bot (West)"])
    assert phone.get_by_role("region", name="Bot (West)").count() == 1
    seats = " ".join(_seat_texts(phone))
    if game == "hearts":
        assert "Pass 3 cards to the left" in seen["note"], seen
        assert seen["marked"] == 3, seen  # the three cards received, marked
        assert "bid" not in seats and "pts" in seats, seats
        assert phone.locator("#table-scores th", has_text="Bags").count() == 0
    if game == "rook":
        assert seen["high bidder"], seen
        assert "declarer" in seats or "Hand 2" in (phone.text_content("#table-summary") or "")
        assert seen["marked"] == 5, seen  # the nest, marked in alice's hand
    if game == "spades":
        assert "bid" in seats
        assert phone.locator("#table-scores th", has_text="Bags").count() == 1
    assert not errors, errors
