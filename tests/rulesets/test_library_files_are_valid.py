"""Every ruleset in the standard library loads cleanly and matches the committed JSON Schema."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

import rulesets
from rulesets.schema import SCHEMA_PATH

LIBRARY = Path(rulesets.__file__).with_name("library")
FILES = sorted(LIBRARY.glob("*.yaml"))
SCHEMA_COMMENT = "# yaml-language-server: $schema=../schema.json"


def by_name(path: Path) -> str:
    return path.name


def test_the_library_holds_rulesets() -> None:
    assert FILES, f"no rulesets found in {LIBRARY}"


@pytest.mark.parametrize("path", FILES, ids=by_name)
def test_every_library_file_loads_without_a_diagnostic(path: Path) -> None:
    result = rulesets.parse(path.read_bytes())

    assert [d.format(path.name) for d in result.diagnostics] == []
    assert result.rules is not None


@pytest.mark.parametrize("path", FILES, ids=by_name)
def test_every_library_file_validates_against_the_committed_schema(path: Path) -> None:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)

    errors = validator.iter_errors(yaml.safe_load(path.read_text(encoding="utf-8")))

    assert [f"{list(e.absolute_path)}: {e.message}" for e in errors] == []


@pytest.mark.parametrize("path", FILES, ids=by_name)
def test_every_library_file_points_editors_at_the_schema(path: Path) -> None:
    first_line = path.read_text(encoding="utf-8").splitlines()[0]

    assert first_line == SCHEMA_COMMENT


@pytest.mark.parametrize("path", FILES, ids=by_name)
def test_every_library_file_names_the_source_it_follows(path: Path) -> None:
    header = []
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        if not line.startswith("#"):
            break
        header.append(line)

    assert "Follows" in " ".join(header), f"{path.name} does not say which source it follows"


@pytest.mark.parametrize("path", FILES, ids=by_name)
def test_every_library_file_has_a_name_a_description_and_club_notes(path: Path) -> None:
    rules = rulesets.load_file(path)

    assert rules.name.strip()
    assert rules.description.strip()
    assert len(rules.notes.strip().splitlines()) >= 2
