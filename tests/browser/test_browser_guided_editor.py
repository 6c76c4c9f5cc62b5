"""The guided editor in a real browser: using the controls alone, a secretary changes the
target to 300, turns bags off and allows blind nil only when trailing by 100, sees the preview
change before saving, and saves; the new version's YAML differs only on those lines (and the
bag options that now do nothing leave it). A draft is saved, reopened, simulated and
published. Two editors change different options from the same head, and both changes land.
Every page is photographed at 1280 and 390 px (test-output/) and must not scroll sideways at
390 px."""

from __future__ import annotations

import difflib
import re

from playwright.sync_api import Browser, Page, expect

from clubsite.models import RulesDraft, SimulationRun
from clubsite.tasks import play_run
from registry.models import Ruleset
from tests.browser.conftest import SCREENSHOTS, sign_in
from tests.clubsite.conftest import head

WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
EDIT = "/clubs/riverside/rulesets/house/edit/"


def shoot(page: Page, name: str) -> None:
    """Photograph the page at 1280 and at 390 px, and demand no sideways scroll on the phone."""
    SCREENSHOTS.mkdir(exist_ok=True)
    page.set_viewport_size(WIDE)
    page.screenshot(path=str(SCREENSHOTS / f"{name}-1280px.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENSHOTS / f"{name}-390px.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    # The widest elements name the culprit when the page does scroll sideways.
    widest = page.evaluate(
        "[...document.querySelectorAll('body *')]"
        ".filter(e => e.getBoundingClientRect().right > 392)"
        ".slice(0, 5).map(e => e.tagName + '.' + e.className + ' ' +"
        " Math.round(e.getBoundingClientRect().right))"
    )
    page.set_viewport_size(WIDE)
    assert width <= PHONE["width"], f"{name} scrolls sideways at 390 px ({width} px wide): {widest}"


def _viewport_shots(page: Page, selector: str, name: str) -> None:
    """What the screen shows with `selector` at its top, at both widths (for docs/img/)."""
    for size in (WIDE, PHONE):
        page.set_viewport_size(size)
        page.locator(selector).evaluate("element => element.scrollIntoView()")
        page.screenshot(path=str(SCREENSHOTS / f"{name}-{size['width']}px.png"))
    page.set_viewport_size(WIDE)


def _changed_lines(old: str, new: str) -> list[str]:
    diff = difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0)
    return [line for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---")]


def test_a_secretary_changes_three_rules_with_the_controls_and_sees_the_preview_first(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    old = head(ruleset)
    sign_in(page, site, "erin", EDIT)
    preview = page.locator("#preview-summary")
    expect(preview).to_contain_text("to 500")
    shoot(page, "editor-opened")
    page.get_by_label("Target score", exact=True).fill("300")
    expect(preview).to_contain_text("to 300")
    page.locator("select[name='scoring.bags.mode']").select_option("not_counted")
    expect(preview).to_contain_text("bags off")
    bags = page.locator("[data-option='scoring.bags.mode'] .choice-help")
    expect(bags).to_have_text("Bags are not counted.")
    trailing = page.locator("input[name='bidding.blind_nil.trailing_by']")
    expect(trailing).to_be_disabled()
    page.locator("select[name='bidding.blind_nil.allowed']").select_option("when_trailing")
    expect(trailing).to_be_enabled()
    expect(page.locator("[data-problems-for='bidding.blind_nil.allowed']")).to_contain_text(
        "needs “Blind nil only when trailing by”"
    )
    _viewport_shots(page, "#opt-bidding-blind-nil", "editor-problem-at-its-control")
    trailing.fill("100")
    expect(preview).to_contain_text("blind nil when trailing by 100")
    changes = page.locator("#preview-changes")
    expect(changes).to_contain_text("Target score: 500 points → 300 points")
    expect(changes).to_contain_text("Bags")
    shoot(page, "editor-preview")
    _viewport_shots(page, "#opt-bidding-blind-nil", "editor-preview-screen")
    assert head(ruleset).number == old.number
    page.get_by_role("button", name=f"Save as version {old.number + 1}").click()
    asked = page.locator("#review-comments")
    expect(asked).to_contain_text("Target score")  # its comment spoke of five hundred
    for choice in asked.get_by_label("Drop the comment").all():
        choice.check()
    asked.get_by_role("button", name=f"Save as version {old.number + 1}").click()
    expect(page.locator("#review-description")).to_contain_text("Target score")
    shoot(page, "editor-review-description")
    review = page.locator("#review-description")
    review.get_by_label("The description is still right").check()
    review.get_by_role("button", name=f"Save as version {old.number + 1}").click()
    expect(page.get_by_text(f"Saved as version {old.number + 1}.")).to_be_visible()
    new = head(ruleset)
    changed = _changed_lines(old.text, new.text)
    # Bags not counted: the threshold, penalty and remainder leave the file with their
    # comments; the changed values lose the comments that described the old ones.
    assert len(changed) == 12, changed
    options = r"target|mode|allowed|trailing_by|threshold|penalty|remainder|^-\s+#"
    assert all(re.search(options, line) for line in changed), changed
    assert "has no effect" not in page.content()
    shoot(page, "rulebook-after-edit")


def answer_comments(page: Page) -> None:
    """If saving asks about a comment on a changed line, drop it and save again (the button
    names the version it would be, which is later if someone saved meanwhile)."""
    page.wait_for_load_state()
    asked = page.locator("#review-comments")
    if asked.count():
        for choice in asked.get_by_label("Drop the comment").all():
            choice.check()
        asked.get_by_role("button").click()
        page.wait_for_load_state()


def test_a_draft_is_saved_reopened_simulated_and_published(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    old = head(ruleset)
    sign_in(page, site, "erin", EDIT)
    page.get_by_label("Losing score").fill("-300")
    expect(page.locator("#preview-changes")).to_contain_text("Losing score: −200 → −300")
    page.get_by_role("button", name="Save as draft").click()
    expect(page.get_by_text("Draft saved.")).to_be_visible()
    assert head(ruleset).number == old.number and RulesDraft.objects.count() == 1
    page.goto(f"{site}{EDIT}")
    expect(page.get_by_label("Losing score")).to_have_value("-300")
    shoot(page, "editor-draft-reopened")
    page.get_by_role("link", name="Read the draft as a rulebook").click()
    expect(page.locator("article.rulebook")).to_contain_text("−300")
    shoot(page, "draft-rulebook")
    page.get_by_role("link", name="Try it in “What would this change do?”").click()
    page.get_by_label("Matches per ruleset").fill("20")
    # The reload below must not cut short the navigation the form's POST starts.
    with page.expect_navigation():
        page.get_by_role("button", name="Simulate").click()
    play_run(SimulationRun.objects.get())
    # The waiting page reloads itself (a meta refresh): a reload of the test's own raced
    # with it (net::ERR_ABORTED on PostgreSQL), so the test waits for the page's own.
    expect(page.locator("table.figures")).to_be_visible(timeout=20_000)
    page.goto(f"{site}{EDIT}")
    expect(page.locator("#preview-changes")).to_contain_text("Losing score")
    page.get_by_label("What changed and why").fill("Lose at minus 300")
    page.get_by_role("button", name=f"Save as version {old.number + 1}").click()
    answer_comments(page)
    expect(page.get_by_text(f"Saved as version {old.number + 1}.")).to_be_visible()
    assert head(ruleset).message == "Lose at minus 300"
    assert not RulesDraft.objects.exists()


def test_two_editors_change_different_options_from_the_same_head_and_both_land(
    browser: Browser, site: str, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    pages = []
    for name in ("alice", "erin"):
        context = browser.new_context(viewport=WIDE)
        opened = context.new_page()
        opened.set_default_timeout(15_000)
        sign_in(opened, site, name, EDIT)
        pages.append(opened)
    alice, erin = pages
    # Each waits for its preview, as a person reading it would, before saving.
    alice.get_by_label("Losing score").fill("-300")
    expect(alice.locator("#preview-changes")).to_contain_text("Losing score")
    alice.get_by_role("button", name=f"Save as version {old.number + 1}").click()
    answer_comments(alice)
    expect(alice.get_by_text(f"Saved as version {old.number + 1}.")).to_be_visible()
    erin.locator("details#opt-play > summary").click()  # folded: not a big decision
    erin.locator("select[name='play.first_lead']").select_option("lowest_club")
    expect(erin.locator("#preview-changes")).to_contain_text("First lead")
    erin.get_by_role("button", name=f"Save as version {old.number + 1}").click()
    answer_comments(erin)
    expect(erin.get_by_text("merged with version")).to_be_visible()
    rules = head(ruleset).load_rules()
    assert head(ruleset).number == old.number + 2
    assert rules.match.losing_score == -300
    assert rules.play.first_lead == "lowest_club"
    for opened in pages:
        opened.context.close()


def test_an_option_both_editors_changed_is_asked_about_with_both_values(
    browser: Browser, site: str, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    pages = []
    for name in ("alice", "erin"):
        context = browser.new_context(viewport=WIDE)
        opened = context.new_page()
        opened.set_default_timeout(15_000)
        sign_in(opened, site, name, EDIT)
        pages.append(opened)
    alice, erin = pages
    alice.get_by_label("Losing score").fill("-300")
    expect(alice.locator("#preview-changes")).to_contain_text("Losing score")
    alice.get_by_role("button", name=f"Save as version {old.number + 1}").click()
    answer_comments(alice)
    expect(alice.get_by_text(f"Saved as version {old.number + 1}.")).to_be_visible()
    erin.get_by_label("Losing score").fill("-250")
    erin.locator("details#opt-scoring > summary").click()  # folded: not a big decision
    erin.get_by_label("Set bonus").fill("20")
    expect(erin.locator("#preview-changes")).to_contain_text("Set bonus")
    erin.locator("#save").get_by_role("button", name=f"Save as version {old.number + 1}").click()
    answer_comments(erin)
    conflict = erin.locator("#conflict")
    expect(conflict).to_contain_text("Keep version 2’s: −300")
    expect(conflict).to_contain_text("Use mine: −250")
    shoot(erin, "editor-conflict")
    conflict.get_by_label("Keep version 2’s: −300").check()
    conflict.get_by_role("button", name=f"Save as version {old.number + 2}").click()
    expect(erin.get_by_text(f"Saved as version {old.number + 2}.")).to_be_visible()
    rules = head(ruleset).load_rules()
    assert rules.match.losing_score == -300 and rules.scoring.set_bonus == 20
    for opened in pages:
        opened.context.close()
