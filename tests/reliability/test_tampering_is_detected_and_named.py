"""Rows changed behind the database triggers' back are found, and each is named.

Each test plays an intruder with write access to the database: it drops the guarding trigger
(inside the test's transaction, which is rolled back afterwards), changes one row with raw
SQL, and then asks `verify_registry` (the service and `manage.py verify_registry`, whose exit
status must be non-zero) and, for match logs, `verify_match`. The scene: riverside/house
with two versions, a finished bot match on version 1 and a score sheet on version 2.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.core.management import ManagementUtility, call_command
from django.core.management.base import CommandError

from registry.models import AuditEvent, Match, Version
from registry.services import add_sheet_hand, verify_match, verify_registry
from registry.services.audit import event_fields, event_hash
from registry.services.verification import sha256
from tests.api.conftest import FIRST_HAND, Scene
from tests.cast import with_target
from tests.reliability.faults_registry import drop_triggers, execute, match_pk


def problems() -> list[str]:
    """What verify_registry finds, without the missing triggers the intruder leaves."""
    return [str(p) for p in verify_registry() if not p.row.startswith("table ")]


def command_exit(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """Run `manage.py ARGV` as the shell would; its exit status and everything it printed."""
    capsys.readouterr()
    try:
        ManagementUtility(["manage.py", *argv]).execute()
        status = 0
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out = capsys.readouterr()
    return status, out.out + out.err


def version_row(version: Version) -> str:
    return f"version {version.ref} (id {version.pk})"


def publish_event(version: Version) -> AuditEvent:
    return AuditEvent.objects.get(club=version.ruleset.club, object_ref=version.chain_ref)


def event_row(event: AuditEvent) -> str:
    return f"audit event riverside #{event.sequence} (id {event.pk})"


def test_the_untouched_scene_verifies(scene: Scene, capsys: pytest.CaptureFixture[str]) -> None:
    assert [str(p) for p in verify_registry()] == []
    assert verify_match(scene.bot_match).verified
    status, printed = command_exit(capsys, "verify_registry")
    assert status == 0
    assert printed.startswith("registry verified: 2 versions")


def test_changed_yaml_bytes_are_named_by_the_service_and_the_command(
    scene: Scene, capsys: pytest.CaptureFixture[str]
) -> None:
    version = scene.ruleset.versions.get(number=2)
    drop_triggers("registry_version")
    execute("UPDATE registry_version SET source = %s WHERE id = %s", [with_target(100), version.pk])
    row = version_row(version)
    assert problems() == [
        f"{row}: its YAML does not hash to its source_digest",
        f"{row}: its YAML does not resolve to its rules_digest",
        f"{row}: its rules document does not hold the rules its YAML resolves to",
    ]
    status, printed = command_exit(capsys, "verify_registry")
    assert status == 1
    assert f"{row}: its YAML does not hash to its source_digest" in printed
    assert "table registry_version: its UPDATE trigger is missing" in printed


def test_changed_bytes_with_every_digest_recomputed_still_disagree_with_the_audit_chain(
    scene: Scene,
) -> None:
    version, forged = scene.ruleset.versions.get(number=2), with_target(100)
    drop_triggers("registry_version")
    execute(
        "UPDATE registry_version SET source = %s, source_digest = %s WHERE id = %s",
        [forged, sha256(forged), version.pk],
    )
    event = publish_event(version)
    row = version_row(version)
    assert f"{row}: its digests differ from those of audit event #{event.sequence}" in problems()


def test_a_changed_source_digest_is_named(scene: Scene) -> None:
    version = scene.ruleset.versions.get(number=1)
    drop_triggers("registry_version")
    execute(
        "UPDATE registry_version SET source_digest = %s WHERE id = %s",
        ["sha256:" + "0" * 64, version.pk],
    )
    row, event = version_row(version), publish_event(version)
    assert problems() == [
        f"{row}: its YAML does not hash to its source_digest",
        f"{row}: its digests differ from those of audit event #{event.sequence}",
    ]


def test_a_rules_digest_pointed_at_another_stored_document_is_named(scene: Scene) -> None:
    first, second = scene.ruleset.versions.order_by("number")
    drop_triggers("registry_version")
    execute(
        "UPDATE registry_version SET rules_digest = %s WHERE id = %s",
        [second.rules_digest, first.pk],
    )
    row, event = version_row(first), publish_event(first)
    found = problems()
    assert f"{row}: its YAML does not resolve to its rules_digest" in found
    assert f"{row}: its digests differ from those of audit event #{event.sequence}" in found
    # The bot match still names the digest version 1 had when it was played.
    assert f"match {scene.bot_match.id}: its rules_digest is not its version's" in found


def test_an_edited_audit_event_is_named(scene: Scene) -> None:
    event = publish_event(scene.ruleset.versions.get(number=2))
    details = {**event.details, "message": "Play to 300 (approved by the committee)"}
    drop_triggers("registry_auditevent")
    execute(
        "UPDATE registry_auditevent SET details = %s WHERE id = %s",
        [json.dumps(details), event.pk],
    )
    version = scene.ruleset.versions.get(number=2)
    assert problems() == [
        f"{version_row(version)}: its message differs from the one audit event "
        f"#{event.sequence} recorded",
        f"{event_row(event)}: hash does not match the event's fields",
    ]


def test_an_edited_audit_event_with_its_hash_recomputed_breaks_the_next_link(
    scene: Scene,
) -> None:
    event = publish_event(scene.ruleset.versions.get(number=2))
    event.actor = "mallory"
    forged = event_hash(event_fields(event), event.prev_hash)
    drop_triggers("registry_auditevent")
    execute(
        "UPDATE registry_auditevent SET actor = %s, hash = %s WHERE id = %s",
        ["mallory", forged, event.pk],
    )
    after = AuditEvent.objects.get(club=event.club, sequence=event.sequence + 1)
    version = scene.ruleset.versions.get(number=2)
    assert problems() == [
        f"{version_row(version)}: its author differs from the actor of audit event "
        f"#{event.sequence}",
        f"{event_row(after)}: prev_hash does not match the previous event",
    ]


def test_a_deleted_audit_event_is_named_by_the_gap_it_leaves(scene: Scene) -> None:
    event = publish_event(scene.ruleset.versions.get(number=2))
    drop_triggers("registry_auditevent")
    execute("DELETE FROM registry_auditevent WHERE id = %s", [event.pk])
    after = AuditEvent.objects.get(club=event.club, sequence=event.sequence + 1)
    row = version_row(scene.ruleset.versions.get(number=2))
    assert problems() == [
        f"{row}: no publish event in the club's audit chain",
        f"{event_row(after)}: sequence {after.sequence}, expected {event.sequence}",
        f"{event_row(after)}: prev_hash does not match the previous event",
    ]


def _rewrite_log(match: Match, change: Any) -> dict[str, Any]:
    log = Match.objects.get(pk=match.pk).log
    change(log)
    drop_triggers("registry_match")
    execute("UPDATE registry_match SET log = %s WHERE id = %s", [json.dumps(log), match_pk(match)])
    return log


def _finish_event(match: Match) -> AuditEvent:
    return AuditEvent.objects.get(object_ref=str(match.id), action="match.finish")


def test_a_rewritten_bot_match_log_is_named_and_fails_its_replay(
    scene: Scene, capsys: pytest.CaptureFixture[str]
) -> None:
    match = scene.bot_match

    def flip_side_one(log: dict[str, Any]) -> None:
        side = log["hands"][0]["score"]["sides"][0]
        side["points"] = -side["points"]

    _rewrite_log(match, flip_side_one)
    event = _finish_event(match)
    assert problems() == [
        f"match {match.id}: its log differs from the one audit event #{event.sequence} saw"
    ]
    replayed = verify_match(match)
    assert not replayed.verified
    assert str(replayed).startswith("hand 1, score.sides[1].points: expected")
    status, printed = command_exit(capsys, "verify_match", str(match.id))
    assert status == 1
    assert f"match {match.id}: hand 1, score.sides[1].points" in printed


def test_a_rewritten_match_result_is_named_and_fails_its_replay(scene: Scene) -> None:
    match = scene.bot_match
    result = {**match.result, "winners": [1 if match.result["winners"] != [1] else 2]}
    drop_triggers("registry_match")
    execute(
        "UPDATE registry_match SET result = %s WHERE id = %s",
        [json.dumps(result), match_pk(match)],
    )
    event = _finish_event(match)
    assert problems() == [
        f"match {match.id}: its result differs from the one audit event #{event.sequence} saw"
    ]
    assert "match.result" in str(verify_match(match))


def test_a_rewritten_hand_of_an_open_score_sheet_is_named(scene: Scene) -> None:
    sheet = add_sheet_hand(scene.sheet_match, FIRST_HAND, actor=scene.cast.owner)
    event = AuditEvent.objects.filter(object_ref=str(sheet.id), action="match.hand").get()

    def fewer_tricks(log: dict[str, Any]) -> None:
        log["hands"][0]["tricks"] = [3, 4, 3, 3]

    _rewrite_log(sheet, fewer_tricks)
    assert problems() == [
        f"match {sheet.id}: its log differs from the one audit event #{event.sequence} saw"
    ]
    assert not verify_match(sheet).verified


def test_the_command_names_every_tampered_row_at_once(scene: Scene) -> None:
    version = scene.ruleset.versions.get(number=1)
    event = publish_event(scene.ruleset.versions.get(number=2))
    drop_triggers("registry_version")
    drop_triggers("registry_auditevent")
    execute("UPDATE registry_version SET source = %s WHERE id = %s", [with_target(100), version.pk])
    execute("UPDATE registry_auditevent SET actor = 'mallory' WHERE id = %s", [event.pk])
    with pytest.raises(CommandError) as failed:
        call_command("verify_registry")
    assert failed.value.returncode == 1
    found = problems()
    assert any(p.startswith(version_row(version)) for p in found)
    assert any(p.startswith(event_row(event)) for p in found)


def test_a_changed_author_or_message_disagrees_with_the_publish_event(scene: Scene) -> None:
    version = scene.ruleset.versions.get(number=2)
    drop_triggers("registry_version")
    execute(
        "UPDATE registry_version SET author_id = %s, message = %s WHERE id = %s",
        [scene.cast.owner.pk, "Agreed by everyone", version.pk],
    )
    sequence = publish_event(version).sequence
    assert problems() == [
        f"{version_row(version)}: its author differs from the actor of audit event #{sequence}",
        f"{version_row(version)}: its message differs from the one audit event #{sequence} "
        "recorded",
    ]


def test_changed_seats_of_a_match_disagree_with_its_start_event(scene: Scene) -> None:
    match = scene.bot_match
    drop_triggers("registry_match")
    execute(
        "UPDATE registry_match SET seats = %s WHERE id = %s",
        [json.dumps([{"bot": "heuristic"}] * 4), match_pk(match)],
    )
    start = AuditEvent.objects.get(object_ref=str(match.id), action="match.start")
    assert problems() == [
        f"match {match.id}: its version, seats, seed or engine differ from those audit event "
        f"#{start.sequence} recorded"
    ]


def test_a_role_changed_behind_the_services_back_disagrees_with_the_chain(scene: Scene) -> None:
    # Memberships have no trigger (roles do change), but every change is audited.
    execute(
        "UPDATE registry_membership SET role = 'owner' WHERE user_id = %s",
        [scene.cast.viewer.pk],
    )
    last = AuditEvent.objects.filter(object_ref="bob").order_by("sequence").last()
    assert last is not None
    assert problems() == [
        f"membership of bob in riverside: the role is owner, audit event #{last.sequence} "
        "recorded viewer"
    ]


def test_a_member_inserted_behind_the_services_back_is_named(scene: Scene) -> None:
    # Making oneself owner is the most valuable edit an intruder could make.
    execute(
        "INSERT INTO registry_membership (club_id, user_id, role) VALUES (%s, %s, 'owner')",
        [scene.cast.club.pk, scene.cast.outsider.pk],
    )
    assert problems() == [
        "membership of charlie in riverside: the role is owner, and no audit event recorded it"
    ]


def test_a_deleted_withdrawal_is_named_by_the_event_that_recorded_it(scene: Scene) -> None:
    from registry.models import LifecycleChange
    from registry.services import change_lifecycle

    version = scene.ruleset.versions.get(number=1)
    change_lifecycle(version, "withdrawn", reason="a bad rule", actor=scene.cast.owner)
    event = AuditEvent.objects.filter(object_ref=version.chain_ref).order_by("sequence").last()
    assert event is not None and event.action != "version.publish"
    drop_triggers("registry_lifecyclechange")
    change = LifecycleChange.objects.get(version=version)
    execute("DELETE FROM registry_lifecyclechange WHERE id = %s", [change.pk])
    assert problems() == [
        f"audit event #{event.sequence} ({event.action} of {version.chain_ref}): "
        "records a lifecycle change the registry does not hold"
    ]


def test_an_event_whose_details_were_replaced_is_named_not_a_crash(scene: Scene) -> None:
    event = AuditEvent.objects.filter(object_ref="bob").order_by("sequence").last()
    assert event is not None
    drop_triggers("registry_auditevent")
    execute("UPDATE registry_auditevent SET details = %s WHERE id = %s", ['"x"', event.pk])
    found = problems()
    assert f"{event_row(event)}: hash does not match the event's fields" in found
    assert any(line.startswith("membership of bob in riverside") for line in found)
