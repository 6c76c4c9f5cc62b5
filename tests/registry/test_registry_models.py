"""Models keep their own invariants: references, numbering, the rendering helpers."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction

from registry.markdown import render_markdown
from registry.models import Ruleset, Version
from registry.presentation import numbered
from tests.cast import CLASSIC, Cast


def test_a_version_knows_its_references_and_bytes(ruleset: Ruleset) -> None:
    version = ruleset.head
    assert (version.ref, version.chain_ref, str(version)) == (
        "riverside/house@1",
        "house@1",
        "riverside/house@1",
    )
    fresh = Version.objects.get(pk=version.pk)  # PostgreSQL hands back a memoryview
    assert fresh.source_bytes == CLASSIC and fresh.text == CLASSIC.decode()
    assert fresh.load_rules().match.target == 500


def test_version_numbers_are_unique_per_ruleset(ruleset: Ruleset, cast: Cast) -> None:
    head = ruleset.head
    duplicate = Version(
        ruleset=ruleset, number=1, source=CLASSIC, source_digest=head.source_digest,
        format=head.format, document=head.document, message="dup", revision="other",
    )  # fmt: skip
    with pytest.raises(IntegrityError), transaction.atomic():
        duplicate.save()


def test_ruleset_slugs_are_unique_per_club(ruleset: Ruleset, cast: Cast) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        Ruleset.objects.create(club=cast.club, slug="house", title="again")
    Ruleset.objects.create(club=cast.elsewhere, slug="house", title="theirs")


def test_numbered_lines_carry_their_diagnostics() -> None:
    class Diagnostic:
        line, column, message = 2, 3, "bad"

    lines = numbered("a: 1\nb: x\n", [Diagnostic()])
    assert [(line.number, len(line.diagnostics)) for line in lines] == [(1, 0), (2, 1), (3, 0)]


def test_the_rulebook_renderer_escapes_the_clubs_prose() -> None:
    html = render_markdown("# Ours <script>\n\nPlay **hard** & *fair*.\n\n- one\n- two")
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<strong>hard</strong> &amp; <em>fair</em>" in html
    assert "<ul>\n<li>one</li>\n<li>two</li>\n</ul>" in html
