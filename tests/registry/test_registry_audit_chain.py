"""The audit chain: every club's events hash-chained from a genesis, each write appending one
event in the same transaction as the change."""

from __future__ import annotations

from registry.models import AuditEvent, Club, Ruleset
from registry.services import chain_problems, event_hash, remove_membership, set_membership
from registry.services.audit import GENESIS, event_fields
from tests.cast import Cast, publish_next, with_target


def events(club: Club) -> list[AuditEvent]:
    return list(AuditEvent.objects.filter(club=club).order_by("sequence"))


def test_each_event_links_to_the_previous_and_hashes_its_fields(
    ruleset: Ruleset, cast: Cast
) -> None:
    publish_next(ruleset, with_target(300), cast.editor)
    chain = events(cast.club)
    assert [e.sequence for e in chain] == list(range(1, len(chain) + 1))
    assert chain[0].prev_hash == GENESIS
    for before, event in zip(chain, chain[1:], strict=False):
        assert event.prev_hash == before.hash
    for event in chain:
        assert event.hash == event_hash(event_fields(event), event.prev_hash)
    assert chain_problems(chain) == []


def test_membership_changes_are_audited(cast: Cast) -> None:
    set_membership(cast.club, cast.viewer, "editor", actor=cast.owner)
    remove_membership(cast.club, cast.viewer, actor=cast.owner)
    last = events(cast.club)[-2:]
    assert [(e.action, e.object_ref) for e in last] == [
        ("membership.change", "bob"),
        ("membership.remove", "bob"),
    ]
    assert last[0].details == {"role": "editor", "previous_role": "viewer"}


def test_each_club_has_its_own_chain(ruleset: Ruleset, cast: Cast) -> None:
    assert events(cast.elsewhere)[0].prev_hash == GENESIS
    assert events(cast.elsewhere)[0].sequence == 1


def test_a_changed_field_breaks_the_hash_and_a_missing_event_the_links(cast: Cast) -> None:
    chain = events(cast.club)
    chain[1].actor = "mallory"
    assert [p.message for p in chain_problems(chain)] == ["hash does not match the event's fields"]
    del chain[1]
    messages = [p.message for p in chain_problems(events(cast.club)[:1] + events(cast.club)[2:])]
    assert "sequence 3, expected 2" in messages
    assert "prev_hash does not match the previous event" in messages
