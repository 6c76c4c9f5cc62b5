"""Finding 1 (issue 16): the compare page cost quadratic CPU. Two versions that share 20,000
lines in another order (appended to one, prepended to the other) took minutes through
SequenceMatcher; every line diff of the site is now bounded by its input's size.

The cost is counted in function calls (tests/workcount.py), not timed: four times the lines
cost at most GROWTH times the calls (four times for linear work, sixteen for the quadratic
diff), and work past that bound is stopped at once rather than waited for."""

from __future__ import annotations

import pytest
from django.test import Client

from registry.linediff import BoundedMatcher, unified_diff
from registry.models import Ruleset
from registry.services import create_club, create_ruleset
from tests.cast import CLASSIC, Cast, publish_next, with_target
from tests.workcount import calls_made

GROWTH = 5
"""How many times the calls may grow when the lines grow four times: linear work (4) and its
fixed costs, with room for n log n, and well below quadratic work (16)."""


def _versions(cast: Cast, filler: list[bytes], slug: str) -> Ruleset:
    """Version 1 with the filler appended, version 2 with it prepended and the target
    changed, as the attack published them."""
    club = create_club(slug=slug, name=f"Club {slug}", public=True, owner=cast.owner)
    found = create_ruleset(club, slug="long", title="Long", actor=cast.owner)
    comments = b"\n".join(filler) + b"\n"
    publish_next(found, CLASSIC + comments, cast.owner, "appended")
    publish_next(found, comments + with_target(300), cast.owner, "moved")
    return found


def _filler(kind: str, lines: int) -> list[bytes]:
    return [b"#"] * lines if kind == "the same comment" else [b"#%x" % n for n in range(lines)]


# Numbered lines must still fit the 64 KiB limit of a document, so there are fewer.
@pytest.mark.parametrize(
    ("kind", "lines"), [("the same comment", 20_000), ("numbered comments", 9_000)]
)
def test_comparing_two_20000_line_versions_costs_at_most_linear_work(
    cast: Cast, kind: str, lines: int
) -> None:
    small = _versions(cast, _filler(kind, lines // 4), "small")
    large = _versions(cast, _filler(kind, lines), "large")
    client = Client()
    client.get("/clubs/small/rulesets/long/compare/1/2/")  # templates and URLs loaded once
    pages = {}

    def compare(slug: str) -> None:
        pages[slug] = client.get(f"/clubs/{slug}/rulesets/long/compare/1/2/")

    # The smaller page makes about 700,000 calls; a quadratic diff makes tens of millions.
    calls = calls_made(lambda: compare(small.club.slug), limit=3_000_000)
    grown = calls_made(lambda: compare(large.club.slug), limit=GROWTH * calls)
    assert grown <= GROWTH * calls
    page = pages[large.club.slug]
    assert page.status_code == 200
    # 20,000 moved lines are more rows than a page shows; 9,000 are not, with the change.
    shown = b"more rows of differences" if kind == "the same comment" else b"target: 300"
    assert shown in page.content


def _shuffled_worst_case(lines: int) -> tuple[list[str], list[str]]:
    """Lines shared in another order, each repeated, so no line is an anchor: the case that
    costs SequenceMatcher n x m."""
    a = [f"line {n % 500}" for n in range(lines)]
    return a, a[lines // 2 :] + a[: lines // 2]


def test_a_line_diff_of_any_texts_costs_at_most_linear_work() -> None:
    # Up to ten times the lines a page may hold.
    small, large = _shuffled_worst_case(25_000), _shuffled_worst_case(100_000)
    # The smaller diff makes about 50,000 calls; a quadratic one, tens of millions.
    calls = calls_made(lambda: list(unified_diff(*small, "a", "b")), limit=500_000)
    grown = calls_made(lambda: list(unified_diff(*large, "a", "b")), limit=GROWTH * calls)
    assert grown <= GROWTH * calls


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
