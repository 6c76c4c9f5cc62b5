"""Talk at a live table, in chromium: a member of the club finds the game in progress on the
club's Tables page and watches it; a chat message one player sends reaches another seat and
the spectator, who reads the chat but has no box to write in (the table does not allow
spectators to). Served by daphne, as test_browser_live_table.py serves it (one server for the
test process)."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from registry.models import Role
from registry.services import create_ruleset, set_membership
from registry.services.library import LIBRARY_DIR
from tables import services
from tables.models import Table, TableStatus
from tests.browser.conftest import shoot, sign_in
from tests.browser.table_play import PHONE_390
from tests.browser.test_browser_live_table import _console_errors
from tests.cast import publish_next


@pytest.fixture
def three_people(browser: Browser, daphne_site: str) -> Iterator[list[Page]]:
    contexts = [browser.new_context(viewport=PHONE_390) for _ in range(3)]
    pages = [context.new_page() for context in contexts]
    for page in pages:
        page.set_default_timeout(20_000)
    yield pages
    for context in contexts:
        context.close()


def test_a_message_reaches_another_seat_and_a_spectator_who_found_the_game_on_the_tables_page(
    three_people: list[Page],
    daphne_site: str,
    ruleset: Any,
    cast: Any,
) -> None:
    alice, erin, stan = three_people
    set_membership(cast.club, cast.staff, Role.VIEWER, actor=cast.owner)
    opened: list[Table] = []

    def open_and_sit() -> None:
        # Off this thread: Playwright's event loop runs here, and a seat taken tells the
        # table's sockets through the channel layer.
        table = services.open_table(
            ruleset.head, opened_by=cast.owner, seats=["me", "open", "heuristic", "heuristic"]
        )
        services.sit(table, cast.editor, 2, table.invite_token)
        opened.append(table)

    worker = threading.Thread(target=open_and_sit)
    worker.start()
    worker.join()
    table = opened[0]
    errors: list[str] = []
    for page, name in ((alice, "alice"), (erin, "erin"), (stan, "stan")):
        _console_errors(page, errors)
        sign_in(page, daphne_site, name)
    for page in (alice, erin):
        page.goto(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")

    # The spectator finds the game in progress on the club's Tables page, and watches.
    stan.goto(f"{daphne_site}/clubs/riverside/")
    stan.get_by_role("link", name="Tables", exact=True).click()
    games = stan.get_by_role("region", name="Games in progress")
    expect(games).to_contain_text("alice")
    shoot(stan, "the club's tables page with a game in progress")
    games.get_by_role("link", name="Watch", exact=True).click()
    expect(stan).to_have_url(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")
    expect(stan.get_by_role("region", name="Trick", exact=True)).to_be_visible()
    expect(stan.get_by_role("textbox", name="Message")).to_be_hidden()
    expect(stan.locator(".chat-note")).to_have_text(
        "You read the table's chat; the players write in it."
    )

    # alice writes; erin (another seat) and stan (watching) read it, with its author.
    expect(erin.get_by_role("textbox", name="Message")).to_be_visible()
    alice.get_by_role("textbox", name="Message").fill("Good luck, partner!")
    alice.get_by_role("button", name="Send", exact=True).click()
    for page in (alice, erin, stan):
        line = page.get_by_role("log", name="Messages").locator("li").last
        expect(line).to_contain_text("alice Good luck, partner!")
    erin.get_by_role("button", name="Sorry, partner").click()
    expect(stan.get_by_role("log", name="Messages").locator("li").last).to_contain_text(
        "erin Sorry, partner"
    )
    shoot(erin, "a live table with its chat")
    shoot(stan, "a live table watched, its chat read only")
    assert errors == []


def test_play_again_takes_both_players_to_a_new_table_with_the_same_seats(
    three_people: list[Page],
    daphne_site: str,
    ruleset: Any,
    cast: Any,
) -> None:
    alice, erin, _ = three_people
    opened: list[Table] = []

    def a_finished_table() -> None:
        table = services.open_table(
            ruleset.head, opened_by=cast.owner, seats=["me", "open", "random", "random"]
        )
        services.sit(table, cast.editor, 2, table.invite_token)
        services.abort_table(table.id, "stands in for a match played to its end")
        Table.objects.filter(pk=table.pk).update(status=TableStatus.FINISHED)
        opened.append(table)

    worker = threading.Thread(target=a_finished_table)
    worker.start()
    worker.join()
    table = opened[0]
    errors: list[str] = []
    for page, name in ((alice, "alice"), (erin, "erin")):
        _console_errors(page, errors)
        sign_in(page, daphne_site, name)
        page.goto(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")
        expect(page.get_by_text("The new table plays the same rules, version 1.")).to_be_visible()

    alice.get_by_role("button", name="Play again", exact=True).click()
    expect(erin.get_by_text("Play again: alice accepted; waiting for erin.")).to_be_visible()
    shoot(erin, "a finished table offering play again")
    erin.get_by_role("button", name="Play again", exact=True).click()

    for page in (alice, erin):
        page.wait_for_url(lambda url: str(table.pk) not in url and "/tables/" in url)
    new = Table.objects.exclude(pk=table.pk).get()
    assert alice.url == erin.url == f"{daphne_site}/clubs/riverside/tables/{new.pk}/"
    seats = [(s.number, s.user, s.bot) for s in new.seats.all()]
    assert seats == [
        (1, cast.owner, ""),
        (2, cast.editor, ""),
        (3, None, "random"),
        (4, None, "random"),
    ]
    expect(alice.get_by_role("region", name="Your hand")).to_be_visible()
    assert errors == []


def test_next_hand_scores_a_hand_played_under_honour_reneges(
    three_people: list[Page],
    daphne_site: str,
    cast: Any,
    settings: Any,
) -> None:
    settings.TABLES_REVIEW_SECONDS = 3600  # only the button scores the hand here
    alice = three_people[0]
    opened: list[Table] = []

    def a_hand_played_to_its_last_card() -> None:
        found = create_ruleset(cast.club, slug="classic", title="Classic", actor=cast.owner)
        source = (LIBRARY_DIR / "classic.yaml").read_bytes()  # reneges: honour
        version = publish_next(found, source, cast.owner, "The library's classic")
        table = services.open_table(
            version, opened_by=cast.owner, seats=["me", "random", "random", "random"]
        )
        rng = random.Random(8)
        while not services.live_for(Table.objects.get(pk=table.pk)).reviewing:
            live = services.live_for(Table.objects.get(pk=table.pk))
            services.accept(table.id, live.to_act + 1, str(rng.choice(live.legal())))
        opened.append(table)

    worker = threading.Thread(target=a_hand_played_to_its_last_card)
    worker.start()
    worker.join()
    table = opened[0]
    errors: list[str] = []
    _console_errors(alice, errors)
    sign_in(alice, daphne_site, "alice")
    alice.goto(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")
    expect(alice.get_by_text("Call a renege", exact=True)).to_be_visible()
    next_hand = alice.get_by_role("button", name="Next hand", exact=True)
    expect(next_hand).to_be_visible()
    expect(alice.get_by_text("Score the hand")).to_have_count(0)
    shoot(alice, "a hand played to its last card, with next hand")
    next_hand.click()
    expect(next_hand).to_have_count(0)
    expect(alice.locator("#table-status")).to_contain_text("Hand 2")
    assert services.live_for(Table.objects.get(pk=table.pk)).number == 2
    assert errors == []
