"""Lifecycle: active, deprecated (skipped by latest), withdrawn (refused for new matches),
each change an appended row with a reason and an actor; the version row is never edited."""

from __future__ import annotations

import pytest

from registry.errors import LifecycleError
from registry.models import AuditEvent, Lifecycle, Ruleset, Version
from registry.services import change_lifecycle, latest_version, resolve_version
from tests.cast import Cast, publish_next, with_target


def test_a_new_version_is_active(ruleset: Ruleset) -> None:
    assert ruleset.head.current_lifecycle() == Lifecycle.ACTIVE
    assert Version.objects.with_lifecycle().get(pk=ruleset.head_id).lifecycle_state == "active"


def test_deprecating_appends_a_change_and_leaves_the_version_row_alone(
    ruleset: Ruleset, cast: Cast
) -> None:
    version = ruleset.head
    before = Version.objects.filter(pk=version.pk).values().get()
    change = change_lifecycle(version, "deprecated", actor=cast.editor, reason="too long")
    assert (change.state, change.reason, change.actor) == ("deprecated", "too long", cast.editor)
    assert version.current_lifecycle() == Lifecycle.DEPRECATED
    assert Version.objects.filter(pk=version.pk).values().get() == before


def test_latest_skips_deprecated_and_withdrawn_versions(ruleset: Ruleset, cast: Cast) -> None:
    first = ruleset.head
    second = publish_next(ruleset, with_target(300), cast.editor)
    third = publish_next(ruleset, with_target(400), cast.editor)
    assert latest_version(ruleset) == third
    change_lifecycle(third, "deprecated", actor=cast.owner, reason="too long")
    assert latest_version(ruleset) == second
    change_lifecycle(second, "withdrawn", actor=cast.owner, reason="wrong")
    assert latest_version(ruleset) == first


def test_a_reason_is_required(ruleset: Ruleset, cast: Cast) -> None:
    with pytest.raises(LifecycleError, match="reason"):
        change_lifecycle(ruleset.head, "withdrawn", actor=cast.owner, reason=" ")


def test_changing_to_the_current_state_is_refused(ruleset: Ruleset, cast: Cast) -> None:
    with pytest.raises(LifecycleError, match="already active"):
        change_lifecycle(ruleset.head, "active", actor=cast.owner, reason="again")


def test_a_withdrawn_version_can_be_reactivated_with_a_reason(ruleset: Ruleset, cast: Cast) -> None:
    change_lifecycle(ruleset.head, "withdrawn", actor=cast.owner, reason="oops")
    change_lifecycle(ruleset.head, "active", actor=cast.owner, reason="it was fine")
    assert ruleset.head.current_lifecycle() == Lifecycle.ACTIVE
    actions = AuditEvent.objects.filter(club=cast.club).values_list("action", flat=True)
    assert list(actions)[-2:] == ["version.withdraw", "version.reactivate"]


def test_references_resolve_to_versions(ruleset: Ruleset, cast: Cast) -> None:
    second = publish_next(ruleset, with_target(300), cast.editor)
    assert resolve_version("riverside/house@1") == ruleset.head
    assert resolve_version("riverside/house@latest") == second
    assert resolve_version("riverside/house") == second
    for missing in ("riverside/house@9", "riverside/nope", "nonsense"):
        with pytest.raises(Version.DoesNotExist):
            resolve_version(missing)
