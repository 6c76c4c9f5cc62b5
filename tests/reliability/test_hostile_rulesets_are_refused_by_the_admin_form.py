"""The admin's rules editor refuses every case of the hostile corpus and stores nothing.

The editor (erin, signed in) posts each case to the ruleset's page as a browser posts the
form: URL-encoded, the YAML in the `source` text field (the form has no file upload). Bytes
that are not UTF-8 are sent percent-encoded as they are; Django decodes the form as UTF-8 and
puts U+FFFD in their place, and the editor turns CR line endings into LF.

The page comes back (200) with the edit still in the editor and every problem listed at its
line, column and code, with the rule path where a rule is at fault. A body over Django's
DATA_UPLOAD_MAX_MEMORY_SIZE (2.5 MB: the 10 MB cases) is refused by its Content-Length
before anything reads it (houserules/middleware.py), with a plain 413 naming the limit.
Nothing is stored: no version, rules document or audit event, and the ruleset's revision is
unchanged.
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from registry.models import AuditEvent, RulesDocument, Ruleset, Version
from tests.cast import Cast
from tests.reliability.hostile_corpus import CASES, PWNED, Case

PROBLEM = re.compile(
    r'href="#L(?P<anchor>[0-9]+)">line (?P<line>[0-9]+), column [0-9]+</a>:\s*'
    r"<strong>(?P<code>[a-z0-9-]+)</strong>"
)


@pytest.fixture
def editor(cast: Cast) -> Client:
    client = Client()
    client.force_login(cast.editor)
    return client


def stored(ruleset: Ruleset) -> tuple[int, int, int, str]:
    ruleset.refresh_from_db()
    counts = (Version.objects.count(), RulesDocument.objects.count(), AuditEvent.objects.count())
    return (*counts, ruleset.revision)


def save(client: Client, ruleset: Ruleset, source: bytes) -> object:
    fields = {"source": source, "message": "hostile", "base_revision": ruleset.revision}
    return client.post(
        reverse("admin:registry_ruleset_change", args=[ruleset.pk]),
        urlencode(fields),
        content_type="application/x-www-form-urlencoded",
    )


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_hostile_ruleset_is_shown_back_with_its_problems_and_nothing_is_stored(
    case: Case, editor: Client, ruleset: Ruleset
) -> None:
    before = stored(ruleset)
    response = save(editor, ruleset, case.data)
    assert stored(ruleset) == before
    assert not PWNED.exists(), "a YAML tag ran a command"
    if len(case.data) > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
        assert response.status_code == 413  # type: ignore[attr-defined]
        assert b"2,621,440 bytes" in response.content  # type: ignore[attr-defined]
        return
    assert response.status_code == 200  # type: ignore[attr-defined]
    html = response.content.decode()  # type: ignore[attr-defined]
    shown = [(found["code"], int(found["line"])) for found in PROBLEM.finditer(html)]
    assert all(found["anchor"] == found["line"] for found in PROBLEM.finditer(html))
    assert f"{len(shown)} problem{'s' if len(shown) != 1 else ''}: nothing was saved" in html
    if not case.fits_a_form:
        # What reached the page is not the document's bytes: the first problem is where
        # the first of them was lost.
        assert shown and min(line for _, line in shown) == case.first_line(), shown[:3]
        assert {code for code, _ in shown} == {"encoding"}
        return
    assert sorted(shown) == case.expected()
    for _, _, path in case.expected_paths():
        assert f"(<code>{path}</code>)" in html, path
