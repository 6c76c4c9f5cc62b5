"""A member's account cannot be deleted while they hold a role in a club: the membership would
vanish without an audit event, which verify_registry rightly reports as tampering. Taken out
of their clubs first (audited), the account can go."""

from __future__ import annotations

import pytest
from django.db.models import ProtectedError

from registry.services import remove_membership, verify_registry
from tests.cast import Cast


def test_deleting_a_members_account_is_refused_and_the_registry_still_verifies(
    cast: Cast,
) -> None:
    with pytest.raises(ProtectedError):
        cast.viewer.delete()
    assert cast.club.memberships.filter(user=cast.viewer).exists()
    assert [str(p) for p in verify_registry()] == []


def test_a_member_taken_out_of_the_club_first_can_be_deleted(cast: Cast) -> None:
    remove_membership(cast.club, cast.viewer, actor=cast.owner)
    cast.viewer.delete()
    assert [str(p) for p in verify_registry()] == []
