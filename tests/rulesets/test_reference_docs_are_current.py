"""docs/rules-language.md: the generated option reference is current and complete, and the
guide's worked examples are what the program really does."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import typing
from enum import Enum
from pathlib import Path
from typing import Any

import pytest

from rulesets import canonical_json, canonical_rules, load, parse, rules_digest
from rulesets.reference import END, START, member_docs, reference_markdown, replace_reference
from rulesets.schema import SCHEMA_URL_PATH, schema_url
from tests.rulesets.option_space import GAMES, leaves

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "rules-language.md"
REGENERATE = "run `python -m rulesets.reference --write docs/rules-language.md`"


def _guide() -> str:
    return GUIDE.read_text(encoding="utf-8")


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", _guide(), re.S)


def test_the_reference_in_the_guide_is_current() -> None:
    guide = _guide()
    assert START in guide and END in guide, f"the guide lost its markers; {REGENERATE}"
    assert replace_reference(guide, reference_markdown()) == guide, (
        f"the option reference in docs/rules-language.md is stale: {REGENERATE}"
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_reference_names_every_option_with_its_path(game: str) -> None:
    reference = reference_markdown()
    section = reference.split(f"### `game: {game}`", 1)[1].split("\n### ", 1)[0]
    missing = [leaf.dotted for leaf in leaves(game) if f"- **`{leaf.dotted}`**:" not in section]
    assert not missing


def _enums_in(annotation: Any) -> set[type[Enum]]:
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return {annotation}
    return {enum for arg in typing.get_args(annotation) for enum in _enums_in(arg)}


def _enums() -> set[type[Enum]]:
    return {
        enum for game in GAMES for leaf in leaves(game) for enum in _enums_in(leaf.info.annotation)
    }


def test_every_choice_is_listed_with_its_own_docstring() -> None:
    reference = reference_markdown()
    enums = _enums()
    assert len(enums) >= 20
    for enum in enums:
        docs = member_docs(enum)
        assert set(docs) == {member.name for member in enum}, enum
        for member in enum:
            assert f"  - `{member.value}`: {docs[member.name]}" in reference


def test_member_docs_reads_the_docstring_under_each_member() -> None:
    from rulesets.common import Ties

    assert member_docs(Ties) == {
        "PLAY_ANOTHER_HAND": "Deal another hand, and another, until the tie is broken.",
        "SHARED": "The match ends as a tie between the level sides.",
    }


def test_the_reference_shows_the_game_default_not_the_class_default() -> None:
    rook = reference_markdown().split("### `game: rook`", 1)[1]
    assert "- **`match.target`**: a whole number from -100,000 to 100,000, or `null`." in rook
    assert "Default: `300`." in rook.split("- **`match.target`**", 1)[1].split("\n", 1)[0]


def test_running_the_module_prints_the_reference() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "rulesets.reference"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    )
    assert run.stdout == reference_markdown()


def test_write_refreshes_only_the_part_between_the_markers(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(f"# Title\n\nBefore.\n\n{START}\nold text\n{END}\n\nAfter.\n")
    run = subprocess.run(
        [sys.executable, "-m", "rulesets.reference", "--write", str(page)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    text = page.read_text(encoding="utf-8")
    assert text.startswith(f"# Title\n\nBefore.\n\n{START}\n")
    assert text.endswith(f"{END}\n\nAfter.\n")
    assert "old text" not in text
    assert replace_reference(text, reference_markdown()) == text


def test_write_refuses_a_file_without_markers(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# No markers\n")
    run = subprocess.run(
        [sys.executable, "-m", "rulesets.reference", "--write", str(page)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1
    assert START in run.stderr
    assert page.read_text() == "# No markers\n"


def test_the_three_line_ruleset_has_the_digest_the_guide_quotes() -> None:
    three = next(block for block in _blocks("yaml") if block.count("\n") == 3)
    assert three.startswith("format: houserules/1\n")
    rules = load(three)
    assert rules_digest(rules) in _guide()
    assert canonical_json(rules).startswith(
        '{"bidding":{"blind_bids":{"allowed":"never","minimum":6,"multiplier":2,'
        '"trailing_by":null},'
    )


def test_the_guide_recipe_recomputes_the_digest() -> None:
    (recipe,) = _blocks("python")
    rules = load("format: houserules/1\ngame: rook\nmatch: {target: 400}\n")
    scope = {"rules": canonical_rules(rules), "hashlib": hashlib, "json": json}
    exec(recipe, scope)
    assert scope["digest"] == rules_digest(rules)


def test_the_error_example_prints_what_the_guide_shows() -> None:
    example = next(block for block in _blocks("yaml") if "singels" in block)
    shown = next(block for block in _blocks("text") if "bad-choice" in block)
    printed = [d.format("club.yaml") for d in parse(example).diagnostics]
    assert printed == shown.splitlines()


def test_the_warning_example_is_what_the_validator_warns() -> None:
    shown = next(block for block in _blocks("text") if "switched-off" in block)
    source = "format: houserules/1\ngame: spades\nbidding:\n  nil:\n    mode: not_allowed\n"
    (warning,) = parse(source + "    success: 50\n").warnings
    line = f"club.yaml:{warning.line}:{warning.column}: warning {warning.code} {warning.message}"
    assert shown.strip() == f"{line} ({warning.path})"


def test_the_editor_line_names_the_sites_schema_url() -> None:
    # The guide's examples use the address `make run` serves (the default SITE_URL).
    url = schema_url("http://127.0.0.1:8000")
    assert f"# yaml-language-server: $schema={url}" in _guide()
    assert SCHEMA_URL_PATH in _guide() and "houserules.example" not in _guide()
