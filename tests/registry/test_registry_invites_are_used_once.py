"""The invitation service: only owners (and staff) invite; an invitation makes one membership
with its role, audited in the inviter's name, and is then used up; its secret is never
stored."""

from __future__ import annotations

import pytest

from registry.account_models import digest_of
from registry.models import AuditEvent, Invite, Membership
from registry.services.accounts import InviteError, accept_invite, find_invite, invite
from tests.cast import Cast, make_user


def test_only_owners_and_staff_invite(cast: Cast) -> None:
    for who in (cast.editor, cast.viewer, cast.outsider):
        with pytest.raises(InviteError, match="Only the club's owners"):
            invite(cast.club, "viewer", by=who)
    invite(cast.club, "viewer", by=cast.staff)
    assert Invite.objects.count() == 1


def test_an_invitation_makes_one_audited_membership_and_is_used_up(cast: Cast) -> None:
    made, secret = invite(cast.club, "editor", by=cast.owner)
    assert made.secret_digest == digest_of(secret) and secret not in made.secret_digest
    dora, eve = make_user("dora"), make_user("eve")
    membership = accept_invite(secret, dora)
    assert membership.role == "editor"
    event = AuditEvent.objects.filter(club=cast.club).order_by("sequence").last()
    assert event is not None and event.action == "membership.add"
    assert (event.actor, event.object_ref, event.details["role"]) == ("alice", "dora", "editor")
    with pytest.raises(InviteError, match="already been used"):
        accept_invite(secret, eve)
    assert not Membership.objects.filter(user=eve).exists()


def test_a_secret_that_opens_nothing_is_refused_plainly(cast: Cast) -> None:
    with pytest.raises(InviteError, match="not valid"):
        find_invite("made-up")
