"""The rules digest of every standard-library ruleset is pinned.

Matches pin the digest of the rules they were played under, so a digest that moves without
anyone meaning it to breaks that record. A failure here means canonicalization
(rulesets/canonical.py), a model default, or a library file changed the resolved rules.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import rulesets

LIBRARY = Path(rulesets.__file__).with_name("library")
PINNED_PATH = Path(__file__).with_name("library_digests.json")
PINNED: dict[str, str] = json.loads(PINNED_PATH.read_text(encoding="utf-8"))

HOW_TO_UPDATE = (
    "Either canonicalization (rulesets/canonical.py) or a model default"
    " changed, which moves the digest of every stored match's rules, or a library rule changed."
    " If the change is deliberate, print the new digests with"
    " `.venv/bin/python -m rulesets validate rulesets/library/*.yaml`, copy them into"
    " tests/rulesets/library_digests.json, and say why in the commit message."
)


def test_every_library_file_is_pinned_and_every_pin_has_a_file() -> None:
    files = {path.name for path in LIBRARY.glob("*.yaml")}

    assert files == set(PINNED), (
        f"not pinned: {sorted(files - set(PINNED))}; pinned without a file:"
        f" {sorted(set(PINNED) - files)}. Update tests/rulesets/library_digests.json."
    )


@pytest.mark.parametrize("filename", sorted(PINNED))
def test_the_rules_digest_of_a_library_file_matches_its_pin(filename: str) -> None:
    rules = rulesets.load_file(LIBRARY / filename)

    digest = rulesets.rules_digest(rules)

    assert digest == PINNED[filename], (
        f"the rules digest of {filename} changed from {PINNED[filename]} to {digest}. "
        + HOW_TO_UPDATE
    )
