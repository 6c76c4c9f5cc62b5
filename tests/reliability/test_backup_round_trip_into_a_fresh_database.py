"""A club exported with `export_club` and imported with `import_club` into a fresh database is
the same club: digests, version numbers, authors, messages, lifecycle, matches with their logs,
and the audit chain hash for hash, and the new database verifies.

The fresh database is an SQLite file that only other processes ever open: `manage.py migrate`
made it, `manage.py import_club` fills it and `manage.py verify_registry` and `verify_match`
check it, exactly as an operator restoring a backup would. (When the suite runs on PostgreSQL
the export comes from PostgreSQL, so the round trip crosses databases too.)

A bundle with one line edited in the middle is refused, naming the line where the bundle
first proves bad, and the fresh database stays empty. Those tests only read the bundle they
edit, so it is built and exported once for the module, and the counts of an empty database
(every fresh one is a copy of the same migrated file) are read once.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import transaction

from registry.models import Match
from registry.services import add_sheet_hand, change_lifecycle, restore
from registry.services.verification import sha256
from tests.api.conftest import FIRST_HAND, Scene, build_scene
from tests.cast import build_cast, start_house
from tests.reliability.faults_registry import club_record
from tests.reliability.faults_subprocess import child, fresh_sqlite, inspect, manage


@pytest.fixture
def history(scene: Scene) -> Scene:
    """The scene, with a bit more of everything: a lifecycle change, a restore (version 3)
    and a hand on the score sheet."""
    return add_history(scene)


def add_history(scene: Scene) -> Scene:
    first = scene.ruleset.versions.get(number=1)
    change_lifecycle(first, "deprecated", actor=scene.cast.owner, reason="superseded")
    scene.ruleset.refresh_from_db()
    restore(first, author=scene.cast.editor, base_revision=scene.ruleset.revision)
    add_sheet_hand(scene.sheet_match, FIRST_HAND, actor=scene.cast.owner)
    return scene


@pytest.fixture
def bundle(history: Scene, tmp_path: Path) -> Path:
    path = tmp_path / "riverside.jsonl"
    call_command("export_club", "riverside", output=str(path))
    return path


@pytest.fixture(scope="module")
def club_bundle(
    django_db_setup: None, django_db_blocker: Any, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """`bundle` built once for the module, in a transaction rolled back once it is exported:
    the same history, for the tests that only read the bundle."""
    path = tmp_path_factory.mktemp("backup") / "riverside.jsonl"
    with django_db_blocker.unblock(), transaction.atomic():
        cast = build_cast()
        add_history(build_scene(cast, start_house(cast)))
        call_command("export_club", "riverside", output=str(path))
        transaction.set_rollback(True)
    return path


@pytest.fixture
def fresh(migrated_sqlite: Path, tmp_path: Path) -> str:
    """The URL of a new, empty, migrated SQLite database."""
    return fresh_sqlite(migrated_sqlite, tmp_path)


@pytest.fixture(scope="module")
def empty_counts(migrated_sqlite: Path, tmp_path_factory: pytest.TempPathFactory) -> object:
    """What `faults_child.py counts` finds in a fresh database, read once for the module."""
    empty = fresh_sqlite(migrated_sqlite, tmp_path_factory.mktemp("empty"))
    return json.loads(child(empty, "counts"))


def test_an_imported_backup_is_the_same_club_in_a_fresh_database(
    history: Scene, bundle: Path, fresh: str
) -> None:
    source = club_record("riverside")
    imported = manage(fresh, "import_club", str(bundle))
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout.startswith("imported riverside: ")

    found = inspect(fresh)
    assert found["problems"] == []
    copy = found["record"]
    for part in ("club", "members", "rulesets", "versions", "lifecycle", "matches"):
        assert copy[part] == source[part], part
    assert len(source["versions"]) == 3 and len(source["matches"]) == 2
    # The chain arrives hash for hash; the import is then appended to it.
    chain = source["audit"]
    assert copy["audit"][: len(chain)] == chain
    (appended,) = copy["audit"][len(chain) :]
    assert appended["action"] == "club.import"
    assert appended["prev_hash"] == chain[-1]["hash"]
    assert appended["digests"] == {"bundle": sha256(bundle.read_bytes())}

    verified = manage(fresh, "verify_registry")
    assert verified.returncode == 0, verified.stderr
    assert verified.stdout.startswith("registry verified: 3 versions")
    for match in Match.objects.all():
        replayed = manage(fresh, "verify_match", str(match.id))
        assert (replayed.returncode, replayed.stdout.strip()) == (0, f"match {match.id}: verified")


def _lines(bundle: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in bundle.read_text(encoding="utf-8").splitlines()]


def _find(records: list[dict[str, Any]], **fields: Any) -> int:
    """The index of the first record with these fields."""
    return next(i for i, r in enumerate(records) if all(r.get(k) == v for k, v in fields.items()))


def _edit_version_yaml(records: list[dict[str, Any]]) -> tuple[int, str]:
    at = _find(records, record="version", number=2)
    records[at]["source"] = records[at]["source"].replace("target: 300", "target: 301")
    return at, "the YAML of house@2 does not hash to its source_digest"


def _edit_audit_actor(records: list[dict[str, Any]]) -> tuple[int, str]:
    at = _find(records, record="audit", action="version.publish", object_ref="house@2")
    records[at]["actor"] = "mallory"
    return at, f"audit event #{records[at]['sequence']} does not hash to its hash"


def _edit_match_log(records: list[dict[str, Any]]) -> tuple[int, str]:
    # The match line carries no digest of its own: the log is proved wrong by the audit line
    # of its finish, which recorded the log's digest.
    at = _find(records, record="match", status="finished")
    side = records[at]["log"]["hands"][0]["score"]["sides"][0]
    side["points"] = -side["points"]
    match_id = records[at]["id"]
    finish = _find(records, record="audit", action="match.finish", object_ref=match_id)
    return finish, f"audit event #{records[finish]['sequence']} saw another log of match {match_id}"


def _edit_version_message(records: list[dict[str, Any]]) -> tuple[int, str]:
    # The version line itself verifies (its YAML and digests are intact); its publish event,
    # which the chain's hashes vouch for, recorded another message.
    at = _find(records, record="version", number=2)
    records[at]["message"] = "Play to 300, as voted by the committee"
    event = _find(records, record="audit", action="version.publish", object_ref="house@2")
    sequence = records[event]["sequence"]
    return (
        event,
        f"version house@2: its message differs from the one audit event #{sequence} recorded",
    )


def _edit_version_author(records: list[dict[str, Any]]) -> tuple[int, str]:
    at = _find(records, record="version", number=2)
    records[at]["author"] = "alice"
    event = _find(records, record="audit", action="version.publish", object_ref="house@2")
    sequence = records[event]["sequence"]
    return event, f"version house@2: its author differs from the actor of audit event #{sequence}"


def _edit_match_seed(records: list[dict[str, Any]]) -> tuple[int, str]:
    at = _find(records, record="match", status="finished")
    records[at]["seed"] = 8
    match_id = records[at]["id"]
    event = _find(records, record="audit", action="match.start", object_ref=match_id)
    sequence = records[event]["sequence"]
    return event, (
        f"match {match_id}: its version, seats, seed or engine differ from those audit event "
        f"#{sequence} recorded"
    )


def _edit_lifecycle_reason(records: list[dict[str, Any]]) -> tuple[int, str]:
    at = _find(records, record="lifecycle")
    records[at]["reason"] = "never played"
    event = _find(records, record="audit", action="version.deprecate")
    sequence = records[event]["sequence"]
    return event, (
        f"version house@1: its state, reason or actor differ from those audit event #{sequence} "
        "recorded"
    )


def _edit_membership_role(records: list[dict[str, Any]]) -> tuple[int, str]:
    # Only the end of the chain says which role is current: refused at the end record.
    at = _find(records, record="membership", user="bob")
    records[at]["role"] = "owner"
    event = max(i for i, r in enumerate(records) if r.get("object_ref") == "bob")
    sequence = records[event]["sequence"]
    return len(records) - 1, (
        "the imported club does not verify: membership of bob in riverside: the role is owner, "
        f"audit event #{sequence} recorded viewer"
    )


def _add_an_owner(records: list[dict[str, Any]]) -> tuple[int, str]:
    # An outsider slips in as owner, with the end record's count made to agree: no audit event
    # ever recorded that membership, which the end of the chain proves.
    at = _find(records, record="membership", user="bob")
    records.insert(at + 1, {"record": "membership", "user": "charlie", "role": "owner"})
    records[-1]["records"] += 1
    return len(records) - 1, (
        "the imported club does not verify: membership of charlie in riverside: the role is "
        "owner, and no audit event recorded it"
    )


CORRUPTIONS: dict[str, Callable[[list[dict[str, Any]]], tuple[int, str]]] = {
    "a version's YAML": _edit_version_yaml,
    "an audit event's actor": _edit_audit_actor,
    "a match's log": _edit_match_log,
    "a version's message": _edit_version_message,
    "a version's author": _edit_version_author,
    "a match's seed": _edit_match_seed,
    "a lifecycle change's reason": _edit_lifecycle_reason,
    "a member's role": _edit_membership_role,
    "an added owner": _add_an_owner,
}


@pytest.mark.parametrize("corruption", list(CORRUPTIONS))
def test_a_bundle_edited_in_the_middle_is_refused_at_its_first_bad_line_and_nothing_is_stored(
    corruption: str, club_bundle: Path, fresh: str, empty_counts: object, tmp_path: Path
) -> None:
    records = _lines(club_bundle)
    index, reason = CORRUPTIONS[corruption](records)
    assert 0 < index < len(records)
    edited = tmp_path / "edited.jsonl"
    edited.write_text(
        "".join(json.dumps(r, sort_keys=True, separators=(",", ":")) + "\n" for r in records),
        encoding="utf-8",
    )
    before = empty_counts  # `fresh` is a copy of the same migrated file

    refused = manage(fresh, "import_club", str(edited))
    assert refused.returncode == 1
    assert f"line {index + 1}: {reason}; nothing was imported" in refused.stderr
    assert "Traceback" not in refused.stderr
    assert json.loads(child(fresh, "counts")) == before
