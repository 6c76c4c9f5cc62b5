"""What the ruleset pages show: numbered YAML with marked lines, diffs, rulebook and summary.

`rulesets.diff`, `rulesets.rulebook` and `rulesets.summary` are imported when first needed,
so a page still renders (saying what is unavailable) if one of them fails.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.safestring import SafeString

from registry.linediff import unified_diff
from registry.markdown import render_markdown
from registry.models import Ruleset, Tag, Version

logger = logging.getLogger(__name__)

__all__ = [
    "SourceLine",
    "DiffLine",
    "numbered",
    "text_diff",
    "semantic_diff",
    "rulebook",
    "summary",
    "with_tags",
]


@dataclass
class SourceLine:
    """One line of YAML, with the diagnostics reported on it."""

    number: int
    text: str
    diagnostics: list[Any] = field(default_factory=list)


@dataclass(frozen=True)
class DiffLine:
    """One line of a unified text diff: `kind` is add, remove, hunk, header or same."""

    kind: str
    text: str


def numbered(text: str, diagnostics: Sequence[Any] = ()) -> list[SourceLine]:
    """The lines of `text`, numbered from 1, each with the diagnostics reported on it."""
    lines = [SourceLine(n, line) for n, line in enumerate(text.split("\n"), start=1)]
    for diagnostic in diagnostics:
        index = min(max(diagnostic.line, 1), len(lines)) - 1
        lines[index].diagnostics.append(diagnostic)
    return lines


def text_diff(old: str, new: str, old_name: str, new_name: str) -> list[DiffLine]:
    """The unified diff of two YAML texts, line by line, classified for display."""
    kinds = {"+": "add", "-": "remove", "@": "hunk", " ": "same"}
    diff = unified_diff(old.splitlines(), new.splitlines(), old_name, new_name, n=3)
    return [
        DiffLine("header" if line.startswith(("---", "+++")) else kinds.get(line[:1], "same"), line)
        for line in diff
    ]


def semantic_diff(old: Version, new: Version) -> list[str] | None:
    """The changes from `old` to `new` in sentences, or None when they cannot be worded
    (the diff module is missing or fails)."""
    try:
        from rulesets.diff import diff_rules

        return [change.sentence for change in diff_rules(old.load_rules(), new.load_rules())]
    except Exception:  # a page must render even if the prose layer fails
        logger.exception("could not diff %s and %s", old, new)
        return None


def rulebook(version: Version) -> SafeString | None:
    """The version's rulebook as HTML, or None when it cannot be rendered."""
    try:
        from rulesets.rulebook import render_rulebook

        return render_markdown(render_rulebook(version.load_rules()))
    except Exception:
        logger.exception("could not render the rulebook of %s", version)
        return None


def summary(version: Version) -> str | None:
    """The version's one-paragraph summary, or None when it cannot be written."""
    try:
        from rulesets.summary import summarize

        return str(summarize(version.load_rules()))
    except Exception:
        logger.exception("could not summarize %s", version)
        return None


def with_tags(ruleset: Ruleset, versions: Iterable[Version]) -> list[Version]:
    """The versions, each with `tag_list`: the ruleset's tags that point at it, by name."""
    found: dict[int, list[Tag]] = {}
    listed = list(versions)
    for tag in ruleset.tags.filter(version__in=[v.pk for v in listed]).order_by("name"):
        found.setdefault(tag.version_id, []).append(tag)
    for version in listed:
        version.tag_list = found.get(version.pk, [])  # type: ignore[attr-defined]
    return listed
