"""A secretary who has never seen YAML, using the editor's controls alone, starts a ruleset
from the standard (classic) Spades and makes the five changes clubs make most, publishing
after each: jokers in as the top trumps (one click on the fix the refusal offers), bags not
counted, blind nil only when trailing by 100, a renege costing the hand and 200, a target of
300. Each ends published with no warning on the published rulebook and no dead end; the
downloaded YAML carries no comment beside a value it no longer describes. Then an invalid
draft is saved, reopened with its problems listed, fixed with one click and published.
Every count of problems shown equals the problems listed. Pages are photographed at 1280 and
390 px (test-output/)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from clubsite.models import RulesDraft
from registry.models import Ruleset
from rulesets.yamlsource import read_yaml
from tests.browser.conftest import SCREENSHOTS, sign_in
from tests.clubsite.conftest import head

WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
CLUB = "/clubs/riverside"
EDIT = f"{CLUB}/rulesets/friday/edit/"


def shoot(page: Page, name: str) -> None:
    """Photograph the page at 1280 and at 390 px."""
    SCREENSHOTS.mkdir(exist_ok=True)
    page.set_viewport_size(WIDE)
    page.screenshot(path=str(SCREENSHOTS / f"never-stuck-{name}-1280px.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENSHOTS / f"never-stuck-{name}-390px.png"), full_page=True)
    page.set_viewport_size(WIDE)


def screen(page: Page, selector: str, name: str) -> None:
    """What the screen shows with `selector` at its top, at both widths."""
    for size in (WIDE, PHONE):
        page.set_viewport_size(size)
        page.locator(selector).first.evaluate("element => element.scrollIntoView()")
        page.screenshot(path=str(SCREENSHOTS / f"never-stuck-{name}-screen-{size['width']}px.png"))
    page.set_viewport_size(WIDE)


def counts_agree(page: Page) -> None:
    """Every count of problems on the page equals the problems it lists."""
    banner = page.locator("#problems")
    if banner.count():
        heading = banner.locator("h2").inner_text()
        found = re.search(r"(\d+) problems?", heading)
        assert found is not None, heading
        assert int(found.group(1)) == banner.locator("li").count(), heading
    note = page.locator("#preview-problems")
    if note.is_visible():
        found = re.search(r"(\d+) problems?", note.inner_text())
        assert found is not None
        listed = page.locator("ul.problems[data-problems-for]:not([hidden]) li").count()
        assert int(found.group(1)) == listed, (note.inner_text(), listed)


def save(page: Page, number: int) -> None:
    """Press Save; a comment on a changed line is dropped and a description that speaks of a
    changed rule is confirmed, as asked."""
    page.locator("#save").get_by_role("button", name=f"Save as version {number}").click()
    page.wait_for_load_state()
    comments = page.locator("#review-comments")
    if comments.count():
        for choice in comments.get_by_label("Drop the comment").all():
            choice.check()
        comments.get_by_role("button", name=f"Save as version {number}").click()
        page.wait_for_load_state()
    review = page.locator("#review-description")
    if review.count():
        review.get_by_label("The description is still right").check()
        review.get_by_role("button", name=f"Save as version {number}").click()
    expect(page.get_by_text(f"Saved as version {number}.")).to_be_visible()


def published_cleanly(page: Page, site: str, ruleset: Ruleset, changed: list[str]) -> None:
    """The published rulebook warns of nothing; the YAML's changed lines carry no comment."""
    assert 'id="version-warnings"' not in page.content()
    assert "has no effect" not in page.content()
    text = page.request.get(
        f"{site}{CLUB}/rulesets/friday/v/{head(ruleset).number}/rules.yaml"
    ).text()
    _, where, _ = read_yaml(text)
    lines = text.splitlines()
    for path in changed:
        line = lines[where.keys[tuple(path.split("."))].line - 1]
        assert "#" not in line, line


def test_five_changes_each_published_without_a_dead_end(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    assert ruleset.club.slug == "riverside"  # the club, with erin as its editor
    sign_in(page, site, "erin", f"{CLUB}/new-ruleset/")
    page.get_by_label("Title").fill("Friday Spades")
    page.get_by_label("Short name").fill("friday")
    page.get_by_label("Start from").select_option("library:classic")
    page.get_by_role("button", name="Start the ruleset").click()
    expect(page.locator("#preview-summary")).to_contain_text("to 500")
    ruleset = Ruleset.objects.get(slug="friday")  # the new one, from here on
    preview = page.locator("#preview-summary")

    # (a) Jokers in: the refusal names the cards to take out, as one click.
    page.locator("select[name='deck.jokers']").select_option("big_and_little")
    fix = page.locator("#preview-fixes").get_by_role(
        "button", name="Remove the 2♣ and the 2♦ so 52 cards deal evenly"
    )
    expect(fix).to_be_visible()
    at_control = page.locator("[data-fixes-for='deck.removed_cards'] button")
    expect(at_control).to_have_text("Remove the 2♣ and the 2♦ so 52 cards deal evenly")
    expect(page.locator("#preview-problems")).to_have_text(re.compile(r"^1 problem:"))
    counts_agree(page)
    shoot(page, "jokers-refused-with-its-fix")
    screen(page, "#opt-deck", "jokers-refused")
    screen(page, "#preview-problems", "jokers-fix-in-preview")
    fix.click()
    expect(page.get_by_text("Done: remove the 2♣ and the 2♦")).to_be_visible()
    expect(page.locator("input[name='deck.removed_cards']")).to_have_value("2C, 2D")
    assert page.locator("#problems").count() == 0
    save(page, 2)
    published_cleanly(page, site, ruleset, ["deck.jokers", "deck.removed_cards"])
    assert head(ruleset).load_rules().deck.jokers == "big_and_little"

    # (b) Bags not counted: the bag options that would do nothing leave the file.
    page.goto(f"{site}{EDIT}")
    page.locator("select[name='scoring.bags.mode']").select_option("not_counted")
    expect(preview).to_contain_text("bags off")
    expect(page.locator("#preview-warnings")).to_be_hidden()
    save(page, 3)
    shoot(page, "bags-off-published")
    screen(page, "h1", "bags-off-published")
    published_cleanly(page, site, ruleset, ["scoring.bags.mode"])
    assert "threshold" not in head(ruleset).text

    # (c) Blind nil only when trailing by 100.
    page.goto(f"{site}{EDIT}")
    page.locator("select[name='bidding.blind_nil.allowed']").select_option("when_trailing")
    page.locator("input[name='bidding.blind_nil.trailing_by']").fill("100")
    expect(preview).to_contain_text("blind nil when trailing by 100")
    save(page, 4)
    published_cleanly(
        page, site, ruleset, ["bidding.blind_nil.allowed", "bidding.blind_nil.trailing_by"]
    )

    # (d) A renege caught late costs the hand and 200.
    page.goto(f"{site}{EDIT}")
    page.locator("select[name='reneges.caught_after_gathered']").select_option("set_plus_penalty")
    page.locator("input[name='reneges.extra_penalty']").fill("-200")
    expect(page.locator("#preview-changes")).to_contain_text("200")
    save(page, 5)
    published_cleanly(
        page, site, ruleset, ["reneges.caught_after_gathered", "reneges.extra_penalty"]
    )
    rules = head(ruleset).load_rules()
    assert rules.reneges.extra_penalty == -200

    # (e) Target 300: the comment that spoke of five hundred goes with the old value.
    page.goto(f"{site}{EDIT}")
    page.locator("input[name='match.target']").fill("300")
    expect(preview).to_contain_text("to 300")
    page.locator("#save").get_by_role("button", name="Save as version 6").click()
    asked = page.locator("#review-comments")
    expect(asked).to_contain_text("Keep or drop the file's comments on what you changed")
    expect(asked.get_by_role("link", name="Target score")).to_be_visible()
    expect(asked).to_contain_text("The first side to five hundred points wins")
    shoot(page, "asked-about-a-comment")
    screen(page, "#review-comments", "asked-about-a-comment")
    assert head(ruleset).number == 5  # nothing saved until answered
    save(page, 6)
    published_cleanly(page, site, ruleset, ["match.target"])
    assert "five hundred points wins" not in head(ruleset).text
    shoot(page, "all-five-published")
    assert head(ruleset).load_rules().match.target == 300


def test_an_invalid_draft_is_saved_reopened_fixed_and_published(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    edit = f"{CLUB}/rulesets/house/edit/"
    old = head(ruleset)
    sign_in(page, site, "erin", edit)
    page.locator("select[name='deck.jokers']").select_option("big_and_little")
    expect(page.locator("#preview-problems")).to_be_visible()
    page.get_by_role("button", name="Save as draft").click()
    expect(page.get_by_text("It has 1 problem to fix before it can be published")).to_be_visible()
    assert RulesDraft.objects.count() == 1 and head(ruleset).number == old.number

    page.goto(f"{site}{edit}")
    banner = page.locator("#problems")
    expect(banner).to_contain_text("Your draft has 1 problem to fix before publishing")
    expect(banner).to_contain_text("54 cards cannot be dealt evenly to 4 players")
    counts_agree(page)
    shoot(page, "invalid-draft-reopened")
    screen(page, "#problems", "invalid-draft-reopened")

    page.locator("#save").get_by_role("button", name=f"Save as version {old.number + 1}").click()
    expect(page.locator("#problems")).to_contain_text("Nothing was saved: 1 problem")
    counts_agree(page)
    assert head(ruleset).number == old.number

    banner.get_by_role("button", name="Remove the 2♣ and the 2♦ so 52 cards deal evenly").click()
    expect(page.locator("input[name='deck.removed_cards']")).to_have_value("2C, 2D")
    save(page, old.number + 1)
    assert not RulesDraft.objects.exists()
    assert head(ruleset).load_rules().deck.removed_cards == ["2C", "2D"]
