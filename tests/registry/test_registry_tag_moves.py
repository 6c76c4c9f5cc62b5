"""Tags point a ruleset's name at one version: every creation and move is a `tag.move` event
in the club's hash chain, a protected tag never moves (the service and the database refuse
it), a withdrawn version takes a tag only when the move says so, and verify_registry names a
tag that was moved behind the chain's back."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction

from registry.errors import StaleTag, TagError
from registry.models import AuditEvent, Ruleset, Tag
from registry.services import change_lifecycle, move_tag, resolve_version, verify_registry
from tests.cast import Cast, publish_next, with_target


@pytest.fixture
def three(cast: Cast, ruleset: Ruleset) -> Ruleset:
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    publish_next(ruleset, with_target(250), cast.editor, "Play to 250")
    ruleset.refresh_from_db()
    return ruleset


def version(ruleset: Ruleset, number: int):  # noqa: ANN201
    return ruleset.versions.get(number=number)


def test_every_creation_and_move_of_a_tag_is_an_audit_event(cast: Cast, three: Ruleset) -> None:
    made = move_tag(three, "stable", version(three, 1), actor=cast.editor, base_revision=None)
    assert made.created and made.tag.version.number == 1
    moved = move_tag(
        three, "stable", version(three, 3), actor=cast.owner,
        base_revision=made.tag.revision, message="Season 2",
    )  # fmt: skip
    assert moved.changed and moved.tag.revision != made.tag.revision
    events = list(AuditEvent.objects.filter(club=cast.club, action="tag.move").order_by("sequence"))
    assert [(e.actor, e.object_ref, e.details["from"], e.details["to"]) for e in events] == [
        ("erin", "house:stable", None, 1),
        ("alice", "house:stable", 1, 3),
    ]
    assert events[1].details["message"] == "Season 2"
    assert events[1].digests == {"rules": version(three, 3).rules_digest}
    assert verify_registry() == []


def test_moving_a_tag_to_where_it_is_changes_nothing(cast: Cast, three: Ruleset) -> None:
    made = move_tag(three, "stable", version(three, 2), actor=cast.editor, base_revision=None)
    again = move_tag(three, "stable", version(three, 2), actor=cast.editor, base_revision="old")
    assert not again.changed and again.tag.revision == made.tag.revision
    assert AuditEvent.objects.filter(action="tag.move").count() == 1


def test_a_move_from_a_stale_revision_is_refused(cast: Cast, three: Ruleset) -> None:
    made = move_tag(three, "stable", version(three, 1), actor=cast.editor, base_revision=None)
    move_tag(three, "stable", version(three, 2), actor=cast.owner, base_revision=made.tag.revision)
    with pytest.raises(StaleTag) as refused:
        move_tag(
            three, "stable", version(three, 3), actor=cast.editor, base_revision=made.tag.revision
        )
    assert refused.value.tag.version.number == 2
    with pytest.raises(StaleTag):  # creating it again: it exists by now
        move_tag(three, "stable", version(three, 3), actor=cast.editor, base_revision=None)


def test_a_protected_tag_refuses_to_move(cast: Cast, three: Ruleset) -> None:
    pinned = move_tag(
        three, "league-2026", version(three, 2), actor=cast.owner, base_revision=None,
        protected=True,
    ).tag  # fmt: skip
    with pytest.raises(TagError, match="protected"):
        move_tag(
            three, "league-2026", version(three, 3), actor=cast.owner,
            base_revision=pinned.revision,
        )  # fmt: skip
    with pytest.raises(TagError, match="protected"):  # nor may it be unprotected
        move_tag(
            three, "league-2026", version(three, 2), actor=cast.owner,
            base_revision=pinned.revision, protected=False,
        )  # fmt: skip
    assert Tag.objects.get(pk=pinned.pk).version.number == 2


def test_the_database_refuses_to_move_or_delete_a_protected_tag(cast: Cast, three: Ruleset) -> None:
    pinned = move_tag(
        three, "final", version(three, 2), actor=cast.owner, base_revision=None, protected=True
    ).tag
    for attempt in (
        lambda: Tag.objects.filter(pk=pinned.pk).update(version=version(three, 3)),
        lambda: Tag.objects.filter(pk=pinned.pk).update(protected=False),
        lambda: Tag.objects.filter(pk=pinned.pk).delete(),
    ):
        with pytest.raises(IntegrityError), transaction.atomic():
            attempt()
    assert Tag.objects.get(pk=pinned.pk).version.number == 2


def test_a_tag_points_at_a_withdrawn_version_only_when_the_move_says_so(
    cast: Cast, three: Ruleset
) -> None:
    change_lifecycle(version(three, 3), "withdrawn", actor=cast.owner, reason="A typo")
    with pytest.raises(TagError, match="withdrawn"):
        move_tag(three, "stable", version(three, 3), actor=cast.editor, base_revision=None)
    made = move_tag(
        three, "stable", version(three, 3), actor=cast.editor, base_revision=None,
        allow_withdrawn=True,
    )  # fmt: skip
    assert made.tag.version.number == 3
    event = AuditEvent.objects.get(action="tag.move")
    assert event.details["withdrawn"] is True


def test_a_tag_takes_only_versions_of_its_own_ruleset_and_a_proper_name(
    cast: Cast, three: Ruleset
) -> None:
    from registry.services import create_ruleset

    other = create_ruleset(cast.club, slug="league", title="League", actor=cast.owner)
    theirs = publish_next(other, with_target(200), cast.owner, "v1")
    with pytest.raises(TagError, match="not a version of"):
        move_tag(three, "stable", theirs, actor=cast.owner, base_revision=None)
    for name in ("Stable", "-x", "has space", "a" * 64, ""):
        with pytest.raises(TagError, match="not a tag name"):
            move_tag(three, name, version(three, 1), actor=cast.owner, base_revision=None)


def test_a_reference_by_tag_resolves_to_the_version_the_tag_points_at(
    cast: Cast, three: Ruleset
) -> None:
    made = move_tag(three, "stable", version(three, 2), actor=cast.owner, base_revision=None)
    assert resolve_version("riverside/house:stable").number == 2
    move_tag(three, "stable", version(three, 1), actor=cast.owner, base_revision=made.tag.revision)
    assert resolve_version("riverside/house:stable").number == 1
    with pytest.raises(type(made.tag.version).DoesNotExist, match="no tag nightly"):
        resolve_version("riverside/house:nightly")


def test_verify_registry_names_a_tag_moved_behind_the_chains_back(
    cast: Cast, three: Ruleset
) -> None:
    made = move_tag(three, "stable", version(three, 1), actor=cast.owner, base_revision=None)
    Tag.objects.filter(pk=made.tag.pk).update(version=version(three, 3))
    problems = [str(p) for p in verify_registry()]
    assert any("tag riverside/house:stable" in p and "points at version 3" in p for p in problems)


def test_verify_registry_names_a_tag_no_event_recorded(cast: Cast, three: Ruleset) -> None:
    Tag.objects.create(ruleset=three, name="sneaky", version=version(three, 2))
    problems = [str(p) for p in verify_registry()]
    assert any("sneaky" in p and "no tag.move event" in p for p in problems), problems


def test_verify_registry_names_a_missing_protected_tag_trigger(cast: Cast, three: Ruleset) -> None:
    from django.db import connection

    drop = "DROP TRIGGER registry_tag_protected_delete"
    with connection.cursor() as cursor:
        cursor.execute(drop + (" ON registry_tag" if connection.vendor == "postgresql" else ""))
    problems = [str(p) for p in verify_registry()]
    assert "table registry_tag: its trigger registry_tag_protected_delete is missing" in problems


def test_play_match_by_tag_pins_the_tagged_version_and_records_the_tag(
    cast: Cast, three: Ruleset
) -> None:
    from io import StringIO

    from django.core.management import call_command

    move_tag(three, "league-2026", version(three, 2), actor=cast.owner, base_revision=None)
    out = StringIO()
    call_command("play_match", "riverside/house:league-2026", "--seed", "3", stdout=out)
    assert "on riverside/house@2" in out.getvalue()
    start = AuditEvent.objects.filter(action="match.start").get()
    assert start.details["tag"] == "league-2026"
    assert start.digests["rules"] == version(three, 2).rules_digest
