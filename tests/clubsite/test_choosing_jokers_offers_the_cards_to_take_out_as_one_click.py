"""Choosing big and little jokers makes 54 cards for 4 players. The refusal comes with its
way out, in the club's words: "Remove the 2♣ and the 2♦ so 52 cards deal evenly" (the
choice the library's joker rulesets make). One click on it gives valid rules; nothing is
saved until a Save button is pressed."""

from __future__ import annotations

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, head

JOKERS = {"deck.jokers": "big_and_little"}
LABEL = "Remove the 2♣ and the 2♦ so 52 cards deal evenly"


def _url(ruleset: Ruleset, tail: str = "") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/{tail}"


def test_the_refusal_offers_the_fix(client_as: Clients, ruleset: Ruleset) -> None:
    post = {"base_revision": head(ruleset).revision, "action": "preview", **JOKERS}

    page = client_as("editor").post(_url(ruleset), post).content.decode()

    button = '<button type="submit" name="action" value="fix:deal-evenly" form="editor"'
    assert f'{button} class="fix">{LABEL}</button>' in page
    at_control = page.split('data-fixes-for="deck.removed_cards">', 1)[1].split("</div>", 1)[0]
    assert LABEL in at_control  # beside the problem, too


def test_the_live_preview_offers_it_too(client_as: Clients, ruleset: Ruleset) -> None:
    post = {"base_revision": head(ruleset).revision, **JOKERS}

    shown = client_as("editor").post(_url(ruleset, "preview/"), post).json()

    paths = ["deck.removed_cards"]
    assert shown["fixes"] == [{"key": "deal-evenly", "label": LABEL, "paths": paths}]
    assert shown["count"] == 1


def test_one_click_gives_valid_rules_and_saves_nothing(
    client_as: Clients, ruleset: Ruleset
) -> None:
    before = head(ruleset).number
    post = {"base_revision": head(ruleset).revision, "action": "fix:deal-evenly", **JOKERS}

    answer = client_as("editor").post(_url(ruleset), post)

    page = answer.content.decode()
    assert answer.status_code == 200
    assert 'class="problems-box"' not in page
    assert 'value="2C, 2D"' in page
    assert "Done: remove the 2♣ and the 2♦ so 52 cards deal evenly. Nothing is saved yet." in page
    assert head(ruleset).number == before


def test_a_fix_the_rules_do_not_offer_is_refused(client_as: Clients, ruleset: Ruleset) -> None:
    post = {"base_revision": head(ruleset).revision, "action": "fix:deal-evenly"}

    answer = client_as("editor").post(_url(ruleset), post)

    assert answer.status_code == 400
    assert "That fix does not apply to these rules" in answer.content.decode()
