"""`python -m rulesets schema`: prints the JSON Schema, exactly the committed copy."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from rulesets.schema import SCHEMA_ID, SCHEMA_PATH

ROOT = Path(__file__).resolve().parents[2]


def test_schema_prints_the_committed_json_schema() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "rulesets", "schema"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    )
    schema = json.loads(run.stdout)
    assert schema["$id"] == SCHEMA_ID
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert run.stdout == SCHEMA_PATH.read_text(encoding="utf-8")


def test_no_command_is_a_usage_error() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "rulesets"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert run.returncode == 2
    assert "usage:" in run.stderr
