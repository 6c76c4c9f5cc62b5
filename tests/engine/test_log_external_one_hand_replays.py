"""A program outside this project can write a log of one hand and have the engine replay it.

The log is the worked example of docs/match-log.md, parsed out of the document itself, so
the documentation can never drift from what the engine accepts and derives.
"""

import json
import re
from pathlib import Path

import rulesets
from engine.log import validate_log
from engine.replay import replay

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "match-log.md"
CLASSIC = ROOT / "rulesets" / "library" / "classic.yaml"


def doc_example(name: str) -> dict:
    """The JSON block that follows `<!-- example: NAME -->` in the document."""
    text = DOC.read_text(encoding="utf-8")
    match = re.search(rf"<!-- example: {name} -->\s*```json\n(.*?)```", text, re.DOTALL)
    assert match, f"docs/match-log.md has no example called {name}"
    return json.loads(match.group(1))


def test_the_documented_one_hand_log_holds_only_inputs_and_is_well_formed() -> None:
    log = doc_example("one-hand-log")
    validate_log(log)
    assert set(log["hands"][0]) == {"dealer", "dealt", "actions"}


def test_the_documented_one_hand_log_replays_as_verified() -> None:
    result = replay(rulesets.load_file(CLASSIC), doc_example("one-hand-log"))
    assert str(result) == "verified"
    assert result.outcome is None


def test_replay_derives_the_facts_the_document_shows() -> None:
    derived = replay(rulesets.load_file(CLASSIC), doc_example("one-hand-log")).log["hands"][0]
    shown = doc_example("one-hand-derived")
    assert {key: derived[key] for key in shown} == shown


def test_the_documented_log_with_its_derived_facts_still_verifies() -> None:
    log = doc_example("one-hand-log")
    log["hands"][0].update(doc_example("one-hand-derived"))
    assert replay(rulesets.load_file(CLASSIC), log).verified
