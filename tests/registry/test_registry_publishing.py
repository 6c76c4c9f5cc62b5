"""Publishing: validate, compare-and-swap on the revision, insert version n+1, audit, move
the head; all in one transaction, nothing stored on any error."""

from __future__ import annotations

import pytest

import rulesets
from registry.errors import LifecycleError, RegistryError, StaleBase
from registry.models import AuditEvent, RulesDocument, Ruleset, Version
from registry.services import change_lifecycle, create_ruleset, publish, restore
from tests.cast import CLASSIC, Cast, publish_next, with_name, with_target

INVALID = b"format: houserules/1\ngame: spades\nplayers:\n  count: five\nbidding:\n  nill: {}\n"


def stored(ruleset: Ruleset) -> tuple[int, int, int]:
    return (
        Version.objects.filter(ruleset=ruleset).count(),
        AuditEvent.objects.filter(club=ruleset.club).count(),
        RulesDocument.objects.count(),
    )


def test_publishing_stores_the_next_version_and_moves_the_head(
    ruleset: Ruleset, cast: Cast
) -> None:
    base = ruleset.revision
    publication = publish(
        ruleset, with_target(300), author=cast.editor, message="To 300", base_revision=base
    )
    version = publication.version
    ruleset.refresh_from_db()
    assert publication.created
    assert (version.number, version.parent.number, version.author) == (2, 1, cast.editor)
    assert version.source_bytes == with_target(300)
    assert version.source_digest == rulesets.source_digest(with_target(300))
    assert version.rules_digest == rulesets.rules_digest(rulesets.load(with_target(300)))
    assert version.format == "houserules/1"
    assert ruleset.head == version and ruleset.revision == version.revision != base


def test_publishing_appends_an_audit_event_with_the_digests(ruleset: Ruleset, cast: Cast) -> None:
    version = publish_next(ruleset, with_target(300), cast.editor, "To 300")
    event = AuditEvent.objects.filter(club=cast.club).last()
    assert (event.action, event.actor, event.object_ref) == ("version.publish", "erin", "house@2")
    assert event.digests == {"source": version.source_digest, "rules": version.rules_digest}
    assert event.details["message"] == "To 300"


def test_invalid_yaml_is_refused_with_every_diagnostic_and_nothing_stored(
    ruleset: Ruleset, cast: Cast
) -> None:
    before = stored(ruleset)
    with pytest.raises(rulesets.RulesetError) as refused:
        publish(ruleset, INVALID, author=cast.editor, message="x", base_revision=ruleset.revision)
    assert len(refused.value.diagnostics) >= 2
    assert all(d.line >= 1 and d.column >= 1 for d in refused.value.diagnostics)
    assert stored(ruleset) == before


def test_a_change_message_is_required(ruleset: Ruleset, cast: Cast) -> None:
    with pytest.raises(RegistryError, match="message"):
        publish(
            ruleset,
            with_target(300),
            author=cast.editor,
            message="  ",
            base_revision=ruleset.revision,
        )


def test_a_stale_base_is_refused_with_the_versions_published_since(
    ruleset: Ruleset, cast: Cast
) -> None:
    stale = ruleset.revision
    second = publish_next(ruleset, with_target(300), cast.editor)
    third = publish_next(ruleset, with_target(400), cast.owner)
    before = stored(ruleset)
    with pytest.raises(StaleBase) as refused:
        publish(ruleset, with_target(250), author=cast.editor, message="x", base_revision=stale)
    assert refused.value.base.number == 1
    assert refused.value.since == [second, third]
    assert refused.value.head == third
    assert stored(ruleset) == before


def test_an_unknown_base_counts_every_version_as_new(ruleset: Ruleset, cast: Cast) -> None:
    with pytest.raises(StaleBase) as refused:
        publish(ruleset, with_target(250), author=cast.editor, message="x", base_revision="bogus")
    assert refused.value.base is None
    assert [v.number for v in refused.value.since] == [1]


def test_republishing_the_head_bytes_is_a_no_op_even_on_a_stale_base(
    ruleset: Ruleset, cast: Cast
) -> None:
    stale = ruleset.revision
    head = publish_next(ruleset, with_target(300), cast.editor)
    before = stored(ruleset)
    retry = publish(ruleset, with_target(300), author=cast.editor, message="x", base_revision=stale)
    assert retry.version == head and not retry.created
    assert stored(ruleset) == before


def test_the_first_publish_makes_version_1(cast: Cast) -> None:
    empty = create_ruleset(cast.club, slug="new", title="New", actor=cast.owner)
    version = publish_next(empty, CLASSIC, cast.owner)
    assert version.number == 1 and version.parent is None


def test_restoring_publishes_the_old_bytes_as_a_new_version(ruleset: Ruleset, cast: Cast) -> None:
    first = ruleset.head
    publish_next(ruleset, with_target(300), cast.editor)
    ruleset.refresh_from_db()
    restored = restore(first, author=cast.owner, base_revision=ruleset.revision).version
    assert restored.number == 3 and restored.restored_from == first
    assert restored.source_bytes == first.source_bytes
    assert restored.rules_digest == first.rules_digest
    assert restored.message == "Restored version 1"
    assert AuditEvent.objects.filter(club=cast.club).last().action == "version.restore"


def test_restoring_a_withdrawn_version_is_refused(ruleset: Ruleset, cast: Cast) -> None:
    first = ruleset.head
    publish_next(ruleset, with_target(300), cast.editor)
    change_lifecycle(first, "withdrawn", actor=cast.owner, reason="scored nil wrongly")
    ruleset.refresh_from_db()
    with pytest.raises(LifecycleError):
        restore(first, author=cast.owner, base_revision=ruleset.revision)


def test_identical_rules_share_one_document_across_rulesets_and_clubs(
    ruleset: Ruleset, cast: Cast
) -> None:
    other = create_ruleset(cast.elsewhere, slug="ours", title="Ours", actor=cast.outsider)
    renamed = publish_next(other, with_name("Elsewhere Spades"), cast.outsider)
    assert renamed.rules_digest == ruleset.head.rules_digest
    assert renamed.source_digest != ruleset.head.source_digest
    assert RulesDocument.objects.filter(pk=renamed.rules_digest).count() == 1
    assert RulesDocument.objects.get(pk=renamed.rules_digest).versions.count() == 2


def test_the_rules_document_holds_the_canonical_json(ruleset: Ruleset) -> None:
    rules = rulesets.load(CLASSIC)
    assert ruleset.head.document.canonical_json == rulesets.canonical_json(rules)
