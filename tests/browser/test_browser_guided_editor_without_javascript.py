"""Without JavaScript the guided editor works by submitting: "Check and preview" shows the
summary, the changes and the problems, and switches on the options the new setting needs."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import sign_in
from tests.clubsite.conftest import head

EDIT = "/clubs/riverside/rulesets/house/edit/"


def test_the_editor_previews_and_saves_by_submitting(
    page: Page, site: str, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    sign_in(page, site, "erin", EDIT)
    page.locator("select[name='bidding.blind_nil.allowed']").select_option("when_trailing")
    page.get_by_label("Losing score").fill("-300")
    page.get_by_role("button", name="Check and preview").click()
    trailing = page.locator("input[name='bidding.blind_nil.trailing_by']")
    expect(trailing).to_be_enabled()
    expect(page.locator("[data-problems-for='bidding.blind_nil.allowed']")).to_contain_text(
        "needs “Blind nil only when trailing by”"
    )
    expect(page.get_by_label("Losing score")).to_have_value("-300")
    trailing.fill("150")
    page.get_by_role("button", name="Check and preview").click()
    expect(page.locator("#preview-summary")).to_contain_text("blind nil when trailing by 150")
    expect(page.locator("#preview-changes")).to_contain_text("Losing score: −200 → −300")
    page.locator("#save").get_by_role("button", name=f"Save as version {old.number + 1}").click()
    asked = page.locator("#review-comments")  # the losing score's line carries a comment
    expect(asked).to_contain_text("Losing score")
    for choice in asked.get_by_label("Drop the comment").all():
        choice.check()
    asked.get_by_role("button").click()
    expect(page.get_by_text("Review the description before saving")).to_be_visible()
    page.get_by_label("The description is still right").check()
    page.locator("#review-description").get_by_role("button").click()
    expect(page.get_by_text(f"Saved as version {old.number + 1}.")).to_be_visible()
    assert head(ruleset).load_rules().bidding.blind_nil.trailing_by == 150
