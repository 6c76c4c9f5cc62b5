"""Export → import keeps a club's whole history: numbers, revisions, digests and audit
hashes identical, re-verified line by line; a corrupted bundle is refused at its first bad
line and nothing is stored."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.db import transaction

from registry.errors import BundleError
from registry.models import AuditEvent, Club, LifecycleChange, Match, Ruleset, Version
from registry.services import (
    change_lifecycle,
    create_club,
    create_ruleset,
    export_club,
    finish_match,
    import_club,
    remove_membership,
    restore,
    set_membership,
    start_match,
    verify_club,
)
from tests.cast import CLASSIC, Cast, publish_next, with_target


def build_history(cast: Cast) -> Club:
    """A club "harbour" with a bit of everything: versions, a restore, lifecycle, a match."""
    club = create_club(slug="harbour", name="Harbour", owner=cast.owner)
    set_membership(club, cast.editor, "editor", actor=cast.owner)
    ruleset = create_ruleset(club, slug="house", title="House", actor=cast.owner)
    first = publish_next(ruleset, CLASSIC, cast.owner, "Classic")
    publish_next(ruleset, with_target(300), cast.editor, "To 300")
    change_lifecycle(ruleset.versions.get(number=2), "deprecated", actor=cast.owner, reason="no")
    ruleset.refresh_from_db()
    restore(first, author=cast.owner, base_revision=ruleset.revision)
    match = start_match(
        first, seats=[{"user": "alice"}], seed=9, engine_version="0.1.0", started_by=cast.owner
    )
    finish_match(match, log=[{"hand": 1}], result={"winner": 0}, actor=cast.owner)
    return club


@pytest.fixture
def history(cast: Cast) -> Club:
    return build_history(cast)


@pytest.fixture
def exported(cast: Cast) -> list[str]:
    """The bundle of `build_history`, from a registry that then forgets the club (the club is
    built inside a savepoint that is rolled back), as when moving a club between sites."""
    savepoint = transaction.savepoint()
    lines = bundle(build_history(cast))
    transaction.savepoint_rollback(savepoint)
    return lines


def bundle(club: Club) -> list[str]:
    out = io.StringIO()
    export_club(club, out)
    return out.getvalue().splitlines(keepends=True)


def fingerprint(club: Club) -> dict[str, list[tuple[object, ...]]]:
    """Everything an import must keep, keyed so two clubs can be compared."""
    versions = Version.objects.filter(ruleset__club=club).order_by("ruleset__slug", "number")
    return {
        "versions": [
            (
                v.ruleset.slug,
                v.number,
                v.source_digest,
                v.rules_digest,
                v.revision,
                v.parent and v.parent.number,
                v.author and v.author.username,
                v.message,
                v.created_at,
            )
            for v in versions
        ],
        "lifecycle": [
            (c.version.number, c.state, c.reason, c.created_at)
            for c in LifecycleChange.objects.filter(version__in=versions).order_by("id")
        ],
        "matches": [
            (m.id, m.version.number, m.rules_digest, m.log, m.status)
            for m in Match.objects.filter(version__in=versions)
        ],
        "audit": list(
            AuditEvent.objects.filter(club=club)
            .order_by("sequence")
            .values_list("sequence", "action", "object_ref", "prev_hash", "hash")
        ),
    }


def test_export_then_import_into_a_fresh_registry_keeps_everything(cast: Cast) -> None:
    # The club is built and exported inside a savepoint that is then rolled back, so the
    # import lands in a registry that has never seen it (as when moving between sites).
    savepoint = transaction.savepoint()
    lines = bundle(build_history(cast))
    original = fingerprint(Club.objects.get(slug="harbour"))
    transaction.savepoint_rollback(savepoint)
    assert not Club.objects.filter(slug="harbour").exists()

    report = import_club(lines)
    imported = fingerprint(report.club)
    assert imported["versions"] == original["versions"]
    assert imported["lifecycle"] == original["lifecycle"]
    assert imported["matches"] == original["matches"]
    assert imported["audit"][:-1] == original["audit"]
    assert imported["audit"][-1][1] == "club.import"
    assert verify_club(report.club) == []
    # Exported again, it is the same bundle plus the import event.
    again = bundle(report.club)
    assert again[:-2] == lines[:-1]
    assert json.loads(again[-2])["action"] == "club.import"


def test_an_import_under_another_slug_verifies(cast: Cast) -> None:
    savepoint = transaction.savepoint()
    lines = bundle(build_history(cast))
    transaction.savepoint_rollback(savepoint)
    copy = import_club(lines, slug="harbour-2").club
    assert verify_club(copy) == []
    assert Ruleset.objects.get(club=copy).head.number == 3


def test_matches_keep_their_id_so_importing_into_the_same_registry_twice_refuses(
    history: Club,
) -> None:
    lines = bundle(history)
    match_line = next(n for n, line in enumerate(lines, 1) if '"record":"match"' in line)
    with pytest.raises(BundleError) as refused:
        import_club(lines, slug="harbour-copy")
    assert refused.value.line == match_line
    assert "already exists" in str(refused.value)


def test_a_corrupted_version_is_refused_naming_its_line_and_nothing_is_stored(
    exported: list[str],
) -> None:
    lines = exported
    number = next(n for n, line in enumerate(lines, 1) if '"record":"version"' in line)
    record = json.loads(lines[number - 1])
    record["source"] = record["source"].replace("target: 500", "target: 400")
    lines[number - 1] = json.dumps(record) + "\n"
    before = (Club.objects.count(), Version.objects.count(), AuditEvent.objects.count())
    with pytest.raises(BundleError) as refused:
        import_club(lines, slug="broken")
    assert refused.value.line == number
    assert "does not hash to its source_digest" in str(refused.value)
    assert (Club.objects.count(), Version.objects.count(), AuditEvent.objects.count()) == before


@pytest.mark.parametrize(
    ("damage", "complaint"),
    [
        (lambda lines: lines[:-1], "without its end record"),
        (lambda lines: lines[:3] + ["{not json\n"] + lines[3:], "not a JSON object"),
        (lambda lines: lines[:-3] + lines[-2:], "breaks the sequence"),
        (lambda lines: [lines[0].replace("houserules-club/1", "other/9"), *lines[1:]], "format"),
    ],
    ids=["truncated", "garbage", "missing-audit-event", "unknown-format"],
)
def test_a_damaged_bundle_is_refused(
    exported: list[str], damage: Callable[[list[str]], list[str]], complaint: str
) -> None:
    lines = damage(exported)
    with pytest.raises(BundleError, match=complaint):
        import_club(lines, slug="broken")
    assert not Club.objects.filter(slug="broken").exists()


def test_an_edited_audit_event_is_refused(exported: list[str]) -> None:
    lines = exported
    number = next(n for n, line in enumerate(lines, 1) if '"record":"audit"' in line) + 2
    lines[number - 1] = lines[number - 1].replace('"actor":"alice"', '"actor":"mallory"')
    with pytest.raises(BundleError) as refused:
        import_club(lines, slug="broken")
    assert refused.value.line == number


def test_import_only_into_a_new_or_empty_club(exported: list[str]) -> None:
    with pytest.raises(BundleError, match="not empty"):
        import_club(exported, slug="elsewhere")


def test_members_unknown_here_are_created_inactive_without_a_password(
    ruleset: Ruleset, cast: Cast
) -> None:
    dora = User.objects.create_user("dora", password="x" * 20)
    set_membership(cast.club, dora, "viewer", actor=cast.owner)
    lines = bundle(cast.club)
    remove_membership(cast.club, dora, actor=cast.owner)
    dora.delete()
    report = import_club(lines, slug="copy")
    assert report.created_users == ["dora"]
    dora = User.objects.get(username="dora")
    assert not dora.is_active and not dora.has_usable_password()
    assert dora.memberships.get().club == report.club


def test_the_commands_round_trip_a_club(ruleset: Ruleset, cast: Cast, tmp_path: Path) -> None:
    path = tmp_path / "riverside.jsonl"
    call_command("export_club", "riverside", "-o", str(path), stderr=io.StringIO())
    out = io.StringIO()
    call_command("import_club", str(path), "--slug", "copy", "--as", "stan", stdout=out)
    assert "imported copy:" in out.getvalue() and "1 version" in out.getvalue()
    assert AuditEvent.objects.filter(club__slug="copy").last().actor == "stan"
    call_command("verify_registry", stdout=io.StringIO())


def test_the_import_command_names_the_first_bad_line(exported: list[str], tmp_path: Path) -> None:
    path = str(tmp_path / "bad.jsonl")
    lines = exported
    lines[4] = "garbage\n"
    with open(path, "w", encoding="utf-8") as out:
        out.writelines(lines)
    with pytest.raises(CommandError, match=r"line 5: not a JSON object.*nothing was imported"):
        call_command("import_club", path, "--slug", "broken")
