"""The committed JSON Schema is current, valid, and agrees with the loader on shape."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulesets.schema import SCHEMA_PATH, json_schema, schema_text
from rulesets.yamlsource import read_yaml
from tests.rulesets.option_space import GAMES, all_states, head

BAD = Path(__file__).with_name("bad")
SHAPE_CODES = {"unknown-key", "bad-type", "bad-choice"}
# JSON Schema counts 5.0 as an integer (draft 6 onwards), so the schema cannot refuse a float
# with a zero fraction where the loader, which is strict, does.
WHOLE_FLOATS = {"bad-type-float-for-whole-number.yaml", "bad-type-exponent.yaml"}


def _codes(path: Path) -> set[str]:
    return {code.decode() for code in re.findall(rb"^# expect: (\S+) ", path.read_bytes(), re.M)}


SHAPE_FILES = [path for path in sorted(BAD.glob("*.yaml")) if _codes(path) <= SHAPE_CODES]


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json_schema())


def _data(source: bytes) -> Any:
    data, _, problems = read_yaml(source)
    assert not problems, problems
    return data


def test_the_committed_schema_is_the_generated_one() -> None:
    assert SCHEMA_PATH.read_text(encoding="utf-8") == schema_text(), (
        "rulesets/schema.json is stale: run `python -m rulesets schema > rulesets/schema.json`"
    )


def test_the_schema_is_valid_draft_2020_12() -> None:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


def test_some_corpus_files_are_about_shape() -> None:
    assert len(SHAPE_FILES) >= 10


@pytest.mark.parametrize(
    "path", [path for path in SHAPE_FILES if path.name not in WHOLE_FLOATS], ids=lambda p: p.stem
)
def test_a_shape_error_is_rejected_by_the_schema_too(
    path: Path, validator: jsonschema.Draft202012Validator
) -> None:
    assert not validator.is_valid(_data(path.read_bytes()))


@pytest.mark.parametrize("name", sorted(WHOLE_FLOATS))
def test_a_whole_float_is_the_one_shape_error_only_the_loader_sees(
    name: str, validator: jsonschema.Draft202012Validator
) -> None:
    assert validator.is_valid(_data((BAD / name).read_bytes()))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_option_state_is_valid_under_the_schema(
    game: str, validator: jsonschema.Draft202012Validator
) -> None:
    assert validator.is_valid(head(game))
    for state in all_states(game):
        errors = [error.message for error in validator.iter_errors(state.document())]
        assert not errors, (state.id, errors)
