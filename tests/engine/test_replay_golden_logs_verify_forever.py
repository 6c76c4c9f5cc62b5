"""The audit promise: every golden log replays as `verified`, forever.

The logs in tests/engine/golden/ were played once, under the library rulesets, and kept. If
one of these tests fails, the engine has changed what a recorded match means: fix the
engine, never the log. Do NOT regenerate the logs to make this test pass. They are
regenerated only deliberately, when a library ruleset's digest changes or a log is added
(`python -m tests.engine.golden.regenerate`, which keeps existing files unless told
`--overwrite`), and the commit says why.
"""

import json
from pathlib import Path

import pytest

import rulesets
from engine.log import read_log
from engine.replay import replay
from tests.engine.golden.regenerate import features

GOLDEN = Path(__file__).resolve().parent / "golden"
LIBRARY = Path(__file__).resolve().parents[2] / "rulesets" / "library"
MANIFEST = json.loads((GOLDEN / "MANIFEST.json").read_text())


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_golden_log_replays_as_verified(name: str) -> None:
    rules = rulesets.load_file(LIBRARY / MANIFEST[name]["rules"])
    result = replay(rules, read_log(GOLDEN / name))
    assert str(result) == "verified"


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_golden_log_covers_what_the_manifest_says(name: str) -> None:
    log = read_log(GOLDEN / name)
    assert set(MANIFEST[name]["covers"]) <= features(log)
    assert log["result"] is not None, "a golden log is a whole match"


def test_every_library_ruleset_has_a_golden_log() -> None:
    covered = {entry["rules"] for entry in MANIFEST.values()}
    assert {path.name for path in LIBRARY.glob("*.yaml")} <= covered


def test_a_golden_log_shows_reneges_called_under_honour() -> None:
    """Classic is played on honour: one renege corrected before its trick was gathered, one
    called after (the offending side set)."""
    covers = set(MANIFEST["classic-honour-reneges.json"]["covers"])
    assert {"renege corrected", "renege after_gathered"} <= covers


def test_the_golden_logs_cover_nil_blind_nil_bag_penalties_and_rook_sets() -> None:
    covered = set().union(*(entry["covers"] for entry in MANIFEST.values()))
    wanted = {"nil made", "nil failed", "blind nil", "bag penalty", "rook set", "rook made"}
    assert wanted <= covered
