"""What changed between two versions: the semantic changes grouped by topic, and the YAML
side by side."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from registry.linediff import BoundedMatcher
from registry.models import Version
from rulesets import Ruleset

logger = logging.getLogger(__name__)

__all__ = ["Topic", "changes_by_topic", "Row", "side_by_side"]

CONTEXT = 3
"""Unchanged lines shown around each change; longer unchanged runs fold into one row."""

MAX_ROWS = 2_000
"""Rows a page shows at most: past them one `cut` row says how many more there were, so the
page's size and rendering time stay bounded whatever the two versions hold."""


@dataclass(frozen=True)
class Topic:
    """The changes to one part of the game (`Bidding`, `Scoring`…), in sentences."""

    title: str
    sentences: list[str]


def changes_by_topic(old: Version | Ruleset, new: Version | Ruleset) -> list[Topic] | None:
    """The rule changes from `old` to `new` (versions, or rules already loaded), grouped under
    the rulebook's topics in rulebook order; None when they cannot be put into words (the page
    then shows the YAML only)."""
    try:
        from rulesets.diff import TOPIC_TITLES, diff_rules

        changes = diff_rules(_rules(old), _rules(new))
    except Exception:  # a page must render even if the prose layer fails
        logger.exception("could not diff %s and %s", old, new)
        return None
    topics = [
        Topic(title, [change.sentence for change in changes if change.topic == key])
        for key, title in TOPIC_TITLES.items()
    ]
    return [topic for topic in topics if topic.sentences]


def _rules(rules: Version | Ruleset) -> Any:
    return rules.load_rules() if isinstance(rules, Version) else rules


@dataclass(frozen=True)
class Row:
    """One row of a side-by-side diff. `kind`: same, change, add (right only), remove (left
    only), or skip (`left`/`right` empty; `skipped` unchanged lines folded away)."""

    kind: str  # same, change, add, remove, skip, or cut (`skipped` more rows not shown)
    left_number: int | None = None
    left: str = ""
    right_number: int | None = None
    right: str = ""
    skipped: int = 0


def side_by_side(old: str, new: str) -> list[Row]:
    """The two texts line by line, changed lines facing each other, long unchanged runs
    folded. Empty when the texts are the same."""
    a, b = old.splitlines(), new.splitlines()
    matcher = BoundedMatcher(a, b)  # its cost is bounded by the texts' size
    rows: list[Row] = []
    shown_a = 0
    for group in matcher.get_grouped_opcodes(CONTEXT):
        first = group[0][1]
        if first > shown_a:
            rows.append(Row("skip", skipped=first - shown_a))
        for tag, i1, i2, j1, j2 in group:
            rows.extend(_rows(tag, a, b, i1, i2, j1, j2))
        shown_a = group[-1][2]
    if rows and shown_a < len(a):
        rows.append(Row("skip", skipped=len(a) - shown_a))
    if len(rows) > MAX_ROWS:
        return rows[:MAX_ROWS] + [Row("cut", skipped=len(rows) - MAX_ROWS)]
    return rows


def _rows(tag: str, a: list[str], b: list[str], i1: int, i2: int, j1: int, j2: int) -> list[Row]:
    if tag == "equal":
        pairs = zip(range(i1, i2), range(j1, j2), strict=True)
        return [Row("same", i + 1, a[i], j + 1, b[j]) for i, j in pairs]
    rows = []
    for offset in range(max(i2 - i1, j2 - j1)):
        i, j = i1 + offset, j1 + offset
        left = (i + 1, a[i]) if i < i2 else (None, "")
        right = (j + 1, b[j]) if j < j2 else (None, "")
        kind = "change" if left[0] and right[0] else "remove" if left[0] else "add"
        rows.append(Row(kind, left[0], left[1], right[0], right[1]))
    return rows
