"""A published version's page repeats, for its editors, the warnings of its YAML: an option
the version writes that a parent setting switches off is listed with its line and path, so
that an editor can clean it up. The case is real: classic Spades with nil switched off, by
hand in the YAML, still writes nil's scores."""

from __future__ import annotations

import re

from registry.models import Ruleset
from tests.cast import CLASSIC, publish_next
from tests.clubsite.conftest import Clients

NIL_OFF = CLASSIC.replace(b"    mode: nil ", b"    mode: not_allowed ", 1)


def _page(client_as: Clients, ruleset: Ruleset, tail: str = "") -> str:
    """The page as an editor sees it."""
    answer = client_as("editor").get(f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/{tail}")
    assert answer.status_code == 200  # type: ignore[attr-defined]
    return answer.content.decode()  # type: ignore[attr-defined]


def _line_of(option: str) -> int:
    lines = NIL_OFF.decode().splitlines()
    return next(n for n, text in enumerate(lines, start=1) if text.startswith(f"    {option}:"))


def test_a_version_with_switched_off_options_lists_each_with_its_line(
    client_as: Clients, ruleset: Ruleset
) -> None:
    assert NIL_OFF != CLASSIC
    publish_next(ruleset, NIL_OFF)

    page = _page(client_as, ruleset)

    box = re.search(r'<div class="warning warnings" id="version-warnings">.*?</div>', page, re.S)
    assert box is not None
    assert "This version was published with them" in box.group(0)
    where = f"line {_line_of('success')}, column 5</span>: <code>bidding.nil.success</code>"
    assert where in box.group(0)


def test_an_earlier_version_without_them_shows_no_warning(
    client_as: Clients, ruleset: Ruleset
) -> None:
    publish_next(ruleset, NIL_OFF)

    page = _page(client_as, ruleset, "v/1/")

    assert 'id="version-warnings"' not in page
