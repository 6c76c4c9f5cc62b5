"""The editor's pages keep to the site's Content-Security-Policy (COORDINATION.md): no inline
script, no on* handler attributes, no style attributes (nor blocks, on the club pages);
scripts are static files."""

from __future__ import annotations

import re

import pytest

from registry.models import Ruleset
from tests.clubsite.conftest import Clients

PAGES = [
    "/clubs/riverside/rulesets/house/edit/",
    "/clubs/riverside/new-ruleset/",
    "/admin/registry/ruleset/{pk}/change/",
]


@pytest.mark.parametrize("page", PAGES)
def test_no_inline_script_handler_or_style(client_as: Clients, ruleset: Ruleset, page: str) -> None:
    url = page.format(pk=ruleset.pk)
    html = client_as("editor").get(url).content.decode()
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html)
    assert not re.search(r"\son[a-z]+\s*=", html)
    assert not re.search(r"\sstyle\s*=", html)
    if not url.startswith("/admin/"):
        assert "<style" not in html
