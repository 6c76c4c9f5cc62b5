"""Finding 1 (issue 16): the compare page cost quadratic CPU. Two versions that share 20,000
lines in another order (appended to one, prepended to the other) took minutes through
SequenceMatcher; every line diff of the site is now bounded by its input's size."""

from __future__ import annotations

import time

import pytest
from django.test import Client

from registry.linediff import BoundedMatcher, unified_diff
from registry.models import Ruleset
from registry.services import create_club, create_ruleset
from tests.cast import CLASSIC, Cast, publish_next, with_target

LINES = 20_000


def _versions(cast: Cast, filler: list[bytes]) -> Ruleset:
    """Version 1 with the filler appended, version 2 with it prepended and the target
    changed, as the attack published them."""
    club = create_club(slug="open", name="Open club", public=True, owner=cast.owner)
    found = create_ruleset(club, slug="long", title="Long", actor=cast.owner)
    comments = b"\n".join(filler) + b"\n"
    publish_next(found, CLASSIC + comments, cast.owner, "appended")
    publish_next(found, comments + with_target(300), cast.owner, "moved")
    return found


@pytest.mark.parametrize("kind", ["the same comment", "numbered comments"])
def test_comparing_two_20000_line_versions_takes_under_two_seconds(cast: Cast, kind: str) -> None:
    # Numbered lines must still fit the 64 KiB limit of a document, so there are fewer.
    filler = [b"#"] * LINES if kind == "the same comment" else [b"#%x" % n for n in range(9_000)]
    found = _versions(cast, filler)
    started = time.perf_counter()
    page = Client().get(f"/clubs/open/rulesets/{found.slug}/compare/1/2/")
    elapsed = time.perf_counter() - started
    assert page.status_code == 200
    # 20,000 moved lines are more rows than a page shows; 9,000 are not, with the change.
    shown = b"more rows of differences" if kind == "the same comment" else b"target: 300"
    assert shown in page.content
    assert elapsed < 2.0, f"the compare page took {elapsed:.2f} s"


def _shuffled_worst_case() -> tuple[list[str], list[str]]:
    """Lines shared in another order, each repeated, so no line is an anchor: the case that
    costs SequenceMatcher n x m, at ten times the size a page may hold."""
    a = [f"line {n % 500}" for n in range(200_000)]
    return a, a[100_000:] + a[:100_000]


def test_a_line_diff_of_any_texts_is_bounded() -> None:
    a, b = _shuffled_worst_case()
    started = time.perf_counter()
    list(unified_diff(a, b, "a", "b"))
    assert time.perf_counter() - started < 4.0


def test_the_bounded_diff_still_finds_the_change_that_was_made() -> None:
    old = [f"line {n}" for n in range(5_000)]
    new = old[:2_000] + ["changed"] + old[2_001:]
    opcodes = [op for op in BoundedMatcher(old, new).get_opcodes() if op[0] != "equal"]
    assert opcodes == [("replace", 2_000, 2_001, 2_000, 2_001)]


def test_the_bounded_diff_is_an_exact_edit_of_one_text_into_the_other() -> None:
    old = ["a", "b", "c", "d", "e", "f", "g", "a", "b", "c"] * 40
    new = (["a", "c", "d", "x", "f", "g", "b", "a", "b", "c"] * 40)[7:] + ["z"]
    rebuilt: list[str] = []
    for tag, i1, i2, j1, j2 in BoundedMatcher(old, new).get_opcodes():
        assert tag != "equal" or old[i1:i2] == new[j1:j2]
        rebuilt.extend(new[j1:j2])
    assert rebuilt == new
    lines = list(unified_diff(old, new, "o", "n"))
    assert lines[:2] == ["--- o", "+++ n"] and lines[2].startswith("@@ -1,")
