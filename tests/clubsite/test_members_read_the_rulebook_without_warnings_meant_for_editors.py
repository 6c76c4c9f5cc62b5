"""Warnings about options that do nothing are for the club's editors: a member reading the
published rulebook never sees "has no effect" blocks, even when the YAML was written by hand
with options a setting switches off (classic Spades with nil switched off, its scores still
written)."""

from __future__ import annotations

from registry.models import Ruleset
from tests.cast import CLASSIC, publish_next
from tests.clubsite.conftest import Clients

NIL_OFF = CLASSIC.replace(b"    mode: nil ", b"    mode: not_allowed ", 1)


def _page(client_as: Clients, role: str, ruleset: Ruleset) -> str:
    answer = client_as(role).get(f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/")
    assert answer.status_code == 200  # type: ignore[attr-defined]
    return answer.content.decode()  # type: ignore[attr-defined]


def test_a_member_sees_the_rulebook_and_no_warning(client_as: Clients, ruleset: Ruleset) -> None:
    publish_next(ruleset, NIL_OFF)

    page = _page(client_as, "viewer", ruleset)

    assert 'id="version-warnings"' not in page
    assert "has no effect" not in page
    assert "bidding.nil.success" not in page


def test_an_editor_of_the_same_version_is_warned(client_as: Clients, ruleset: Ruleset) -> None:
    publish_next(ruleset, NIL_OFF)

    page = _page(client_as, "editor", ruleset)

    assert 'id="version-warnings"' in page
    assert "Shown to editors only" in page
