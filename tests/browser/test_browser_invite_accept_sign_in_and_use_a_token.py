"""The whole way into a club without staff: an owner makes an invitation link with a role, the
person invited opens it and makes an account, signs out and in again on the site's own page,
makes an API token on their account page, and a program uses it against the API until it is
revoked."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

from playwright.sync_api import Browser, Page, expect

from registry.models import Ruleset
from tests.browser.conftest import DESKTOP, PASSWORD, fits_the_phone, shoot, sign_in


def api_status(url: str, token: str | None) -> tuple[int, dict]:
    headers = {"Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Token {token}"
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as refused:
        return refused.code, {}


def make_invitation(page: Page, site: str) -> str:
    sign_in(page, site, "alice", then="/clubs/riverside/")
    page.get_by_role("link", name="Invite a member").click()
    page.get_by_label("Role").select_option("editor")
    page.get_by_label("Note (optional)").fill("for Dora")
    page.get_by_role("button", name="Make an invitation link").click()
    link = page.locator("#invite-link").inner_text().strip()
    shoot(page, "invite-a-member")
    assert fits_the_phone(page)
    return link


def accept_as_dora(dora: Page, link: str) -> None:
    dora.goto(link)
    expect(dora.get_by_role("heading", level=1)).to_have_text("Join Riverside card club")
    dora.get_by_label("Username").fill("dora")
    dora.get_by_label("Password", exact=True).fill(PASSWORD)
    dora.get_by_label("Password confirmation").fill(PASSWORD)
    shoot(dora, "accept-an-invitation")
    dora.get_by_role("button", name="Make my account and join").click()
    expect(dora.get_by_role("heading", level=1)).to_have_text("Riverside card club")
    expect(dora.get_by_text("You are an editor.")).to_be_visible()


def sign_out_and_in(dora: Page) -> None:
    dora.get_by_role("button", name="Sign out").click()
    dora.get_by_role("navigation", name="Site").get_by_role("link", name="Sign in").click()
    dora.get_by_label("Username").fill("dora")
    dora.get_by_label("Password").fill(PASSWORD)
    shoot(dora, "sign-in")
    dora.get_by_role("button", name="Sign in").click()
    expect(dora.get_by_role("link", name="Account")).to_be_visible()


def make_token(dora: Page) -> str:
    dora.get_by_role("link", name="Account").click()
    expect(dora.get_by_role("heading", level=1)).to_have_text("Your account")
    dora.get_by_label("Name of the new token").fill("league scoreboard")
    dora.get_by_role("button", name="Make a token").click()
    token = dora.locator("#new-token").inner_text().strip()
    shoot(dora, "account-new-token")
    assert fits_the_phone(dora)
    return token


def test_an_invited_member_signs_up_signs_in_and_reads_the_api_with_their_own_token(
    page: Page, browser: Browser, site: str, house: Ruleset
) -> None:
    link = make_invitation(page, site)
    assert link.startswith(site + "/accounts/invite/")
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    dora = context.new_page()
    dora.set_default_timeout(15_000)
    try:
        accept_as_dora(dora, link)
        sign_out_and_in(dora)
        token = make_token(dora)
        club = site + "/api/v1/clubs/riverside/"
        assert api_status(club, None)[0] in (401, 404)
        status, body = api_status(club, token)
        assert status == 200 and body["name"] == "Riverside card club"
        dora.goto(site + "/accounts/")
        assert token not in dora.content()
        dora.get_by_role("button", name="Revoke league scoreboard").click()
        expect(dora.get_by_text("You have no tokens.")).to_be_visible()
        assert api_status(club, token)[0] == 401
        dora.goto(link)
        expect(dora.get_by_role("heading", level=1)).to_have_text("Invitation not valid")
    finally:
        context.close()
