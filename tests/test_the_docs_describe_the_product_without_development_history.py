"""README.md, CONTRIBUTING.md, benchmarks/README.md and docs/*.md describe the product as it
is: no numbered rounds or sessions of work, no issue numbers, no dated measurements. History
goes to CHANGELOG.md, one line per change."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    ROOT / "benchmarks" / "README.md",
    *sorted((ROOT / "docs").glob("*.md")),
]
HISTORY = re.compile(
    r"\bsessions? \d+|\bissues? \d+|\bissue-\d+|\(#\d+\)|\b(?:first|second|third) round\b"
    r"|\bmeasured (?:on )?\d{4}-\d{2}-\d{2}|\bbefore this (?:session|change|round)\b",
    re.IGNORECASE,
)


def test_no_page_carries_development_history() -> None:
    found = [
        f"{page.relative_to(ROOT)}:{number}: {match.group(0)!r}"
        for page in PAGES
        for number, line in enumerate(page.read_text().splitlines(), start=1)
        for match in HISTORY.finditer(line)
    ]
    assert not found, "\n".join(found)
