"""An owner invites someone into their club with a link that carries a role. Whoever opens it
makes an account (or signs in to theirs) and joins with that role, audited in the owner's
name. The link works once and expires; only owners make and withdraw them."""

from __future__ import annotations

import re
from datetime import timedelta

from django.test import Client
from django.utils import timezone

from registry.models import AuditEvent, Invite, Membership
from tests.cast import PASSWORD, Cast
from tests.clubsite.conftest import Clients

SIGN_UP = {"username": "dora", "email": "", "password1": PASSWORD, "password2": PASSWORD}


def make_link(owner: Client, role: str = "editor", note: str = "for Dora") -> str:
    response = owner.post("/clubs/riverside/invites/", {"role": role, "note": note})
    assert response.status_code == 201, response.content
    assert "no-store" in response["Cache-Control"]
    html = response.content.decode()
    found = re.search(r'id="invite-link">http://testserver(/accounts/invite/[\w-]+/)<', html)
    assert found is not None
    return found[1]


def test_the_owner_sees_an_invite_link_on_the_club_page_and_others_do_not(
    cast: Cast, client_as: Clients
) -> None:
    def club_page(role: str) -> str:
        return client_as(role).get("/clubs/riverside/").content.decode()

    assert "/clubs/riverside/invites/" in club_page("owner")
    assert "/clubs/riverside/invites/" not in club_page("editor")


def test_a_new_person_signs_up_from_the_link_and_joins_with_its_role(
    cast: Cast, client_as: Clients
) -> None:
    link = make_link(client_as("owner"))
    visitor = Client()
    page = visitor.get(link).content.decode()
    assert "alice invites you into <strong>Riverside card club</strong> as an <strong>editor" in (
        page
    )
    joined = visitor.post(link, SIGN_UP)
    assert joined.status_code == 302 and joined["Location"] == "/clubs/riverside/"
    membership = Membership.objects.get(club=cast.club, user__username="dora")
    assert membership.role == "editor"
    event = AuditEvent.objects.filter(club=cast.club, action="membership.add").last()
    assert event is not None and event.object_ref == "dora" and event.actor == "alice"
    assert visitor.get("/clubs/riverside/").status_code == 200


def test_the_link_works_once(cast: Cast, client_as: Clients) -> None:
    link = make_link(client_as("owner"))
    assert Client().post(link, SIGN_UP).status_code == 302
    again = Client().get(link)
    assert again.status_code == 404
    assert "already been used" in again.content.decode()
    second = Client().post(link, {**SIGN_UP, "username": "eve"})
    assert second.status_code == 404 and not Membership.objects.filter(user__username="eve")


def test_an_expired_link_is_refused(cast: Cast, client_as: Clients) -> None:
    link = make_link(client_as("owner"))
    Invite.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    response = Client().get(link)
    assert response.status_code == 404 and "has expired" in response.content.decode()


def test_a_signed_in_person_joins_with_one_button(cast: Cast, client_as: Clients) -> None:
    link = make_link(client_as("owner"), role="viewer")
    charlie = client_as("outsider")
    assert "Join as charlie" in charlie.get(link).content.decode()
    assert charlie.post(link).status_code == 302
    assert Membership.objects.get(club=cast.club, user=cast.outsider).role == "viewer"


def test_an_existing_member_keeps_their_role_and_the_link_stays_open(
    cast: Cast, client_as: Clients
) -> None:
    link = make_link(client_as("owner"), role="owner")
    response = client_as("viewer").post(link)
    assert response.status_code == 409
    assert "already a viewer of Riverside card club" in response.content.decode()
    assert Membership.objects.get(club=cast.club, user=cast.viewer).role == "viewer"
    assert Invite.objects.get().is_open


def test_a_visitor_with_an_account_is_offered_to_sign_in_and_come_back(
    cast: Cast, client_as: Clients
) -> None:
    link = make_link(client_as("owner"))
    assert f'href="/accounts/login/?next={link}"' in Client().get(link).content.decode()


def test_only_owners_invite(cast: Cast, client_as: Clients) -> None:
    assert client_as("editor").get("/clubs/riverside/invites/").status_code == 403
    refused = client_as("editor").post("/clubs/riverside/invites/", {"role": "owner"})
    assert refused.status_code == 403
    assert client_as("outsider").get("/clubs/riverside/invites/").status_code == 404
    anonymous = client_as("anonymous").get("/clubs/riverside/invites/")
    assert anonymous.status_code == 302 and anonymous["Location"].startswith("/accounts/login/")
    assert not Invite.objects.exists()


def test_the_secret_is_not_stored_and_an_owner_can_withdraw_an_open_link(
    cast: Cast, client_as: Clients
) -> None:
    owner = client_as("owner")
    link = make_link(owner)
    invitation = Invite.objects.get()
    assert link.split("/")[-2] not in invitation.secret_digest
    assert "for Dora" in owner.get("/clubs/riverside/invites/").content.decode()
    withdrawn = owner.post(f"/clubs/riverside/invites/{invitation.pk}/withdraw/")
    assert withdrawn.status_code == 302
    assert Client().get(link).status_code == 404
