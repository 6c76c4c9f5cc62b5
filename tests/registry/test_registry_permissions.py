"""Per-club permissions, tried with the whole cast: owners and editors change their club's
rulesets, viewers read, outsiders see nothing of a private club, staff see everything; no
one may change or delete a version or an audit event."""

from __future__ import annotations

import pytest
from django.contrib import admin
from django.contrib.auth.models import User
from django.test import Client, RequestFactory
from django.urls import reverse

from registry import permissions
from registry.models import AuditEvent, Club, LifecycleChange, Match, Ruleset, Version
from tests.cast import PASSWORD, Cast

MATRIX = {
    # person: (read, edit, manage)
    "owner": (True, True, True),
    "editor": (True, True, False),
    "viewer": (True, False, False),
    "outsider": (False, False, False),
    "staff": (True, True, True),
}


@pytest.mark.parametrize("person", sorted(MATRIX))
def test_what_each_member_of_the_cast_may_do_in_a_private_club(cast: Cast, person: str) -> None:
    user = cast.everyone[person]
    allowed = (
        permissions.can_read(user, cast.club),
        permissions.can_edit(user, cast.club),
        permissions.can_manage(user, cast.club),
    )
    assert allowed == MATRIX[person]
    assert (cast.club in permissions.readable_clubs(user)) is MATRIX[person][0]
    assert (cast.club in permissions.editable_clubs(user)) is MATRIX[person][1]


def test_a_public_club_is_readable_by_outsiders_but_not_editable(cast: Cast) -> None:
    cast.club.is_public = True
    cast.club.save()
    assert permissions.can_read(cast.outsider, cast.club)
    assert not permissions.can_edit(cast.outsider, cast.club)


def test_an_inactive_member_may_do_nothing(cast: Cast) -> None:
    cast.editor.is_active = False
    cast.editor.save()
    assert not permissions.can_read(cast.editor, cast.club)
    assert not permissions.can_edit(cast.editor, cast.club)


@pytest.mark.parametrize("model", [Version, AuditEvent, Match])
@pytest.mark.parametrize("person", sorted(MATRIX))
def test_no_one_may_change_or_delete_history_in_the_admin(
    ruleset: Ruleset, cast: Cast, person: str, model: type
) -> None:
    request = RequestFactory().get("/")
    request.user = cast.everyone[person]
    model_admin = admin.site._registry[model]
    obj = {Version: ruleset.head, AuditEvent: AuditEvent.objects.first(), Match: None}[model]
    assert not model_admin.has_add_permission(request)
    assert not model_admin.has_change_permission(request, obj)
    assert not model_admin.has_delete_permission(request, obj)


def test_not_even_a_superuser_may_change_or_delete_history(ruleset: Ruleset) -> None:
    request = RequestFactory().get("/")
    request.user = User.objects.create_superuser("root", password=PASSWORD)
    for model in (Version, AuditEvent, Match, Ruleset):
        assert not admin.site._registry[model].has_delete_permission(request, None)
    assert not admin.site._registry[Version].has_change_permission(request, ruleset.head)
    assert LifecycleChange not in admin.site._registry


def client_for(user: User) -> Client:
    client = Client()
    client.force_login(user)
    return client


PAGES = {
    "ruleset": lambda r: reverse("admin:registry_ruleset_change", args=[r.pk]),
    "history": lambda r: reverse("admin:registry_ruleset_history", args=[r.pk]),
    "version": lambda r: reverse("admin:registry_ruleset_version", args=[r.pk, 1]),
    "compare": lambda r: reverse("admin:registry_ruleset_compare", args=[r.pk]) + "?a=1&b=1",
}


@pytest.mark.parametrize("page", sorted(PAGES))
@pytest.mark.parametrize("person", sorted(MATRIX))
def test_ruleset_pages_exist_only_for_those_who_may_read(
    ruleset: Ruleset, cast: Cast, person: str, page: str
) -> None:
    response = client_for(cast.everyone[person]).get(PAGES[page](ruleset))
    assert response.status_code == (200 if MATRIX[person][0] else 404)


@pytest.mark.parametrize("person", sorted(MATRIX))
def test_only_owners_editors_and_staff_get_the_editor(
    ruleset: Ruleset, cast: Cast, person: str
) -> None:
    response = client_for(cast.everyone[person]).get(PAGES["ruleset"](ruleset))
    if MATRIX[person][0]:
        assert (b'name="source"' in response.content) is MATRIX[person][1]


def test_a_viewer_cannot_publish_restore_or_withdraw(ruleset: Ruleset, cast: Cast) -> None:
    client = client_for(cast.viewer)
    posts = [
        (PAGES["ruleset"](ruleset), {"source": "x", "message": "x", "base_revision": "x"}),
        (reverse("admin:registry_ruleset_restore", args=[ruleset.pk, 1]), {"base_revision": "x"}),
        (
            reverse("admin:registry_ruleset_lifecycle", args=[ruleset.pk, 1]),
            {"state": "withdrawn", "reason": "x"},
        ),
    ]
    for url, data in posts:
        assert client.post(url, data).status_code == 403
    assert ruleset.versions.count() == 1 and not LifecycleChange.objects.exists()


@pytest.mark.parametrize(
    ("url", "text"),
    [
        ("admin:registry_ruleset_changelist", b"riverside"),
        ("admin:registry_club_changelist", b"Riverside card club"),
        ("admin:registry_version_changelist", b"riverside/house@1"),
        ("admin:registry_auditevent_changelist", b"riverside"),
    ],
)
def test_lists_show_a_private_club_to_members_and_staff_only(
    ruleset: Ruleset, cast: Cast, url: str, text: bytes
) -> None:
    for person, (read, _, _) in MATRIX.items():
        response = client_for(cast.everyone[person]).get(reverse(url))
        assert response.status_code == 200, person
        assert (text in response.content) is read, person


def test_members_sign_in_without_being_django_staff(cast: Cast) -> None:
    client = Client()
    response = client.post(
        reverse("admin:login"), {"username": "bob", "password": PASSWORD, "next": "/admin/"}
    )
    assert response.status_code == 302 and response.url == "/admin/"
    assert client.get("/admin/").status_code == 200


def test_members_do_not_get_the_user_admin(cast: Cast) -> None:
    response = client_for(cast.owner).get(reverse("admin:auth_user_changelist"))
    assert response.status_code == 403


def test_only_owners_and_staff_may_change_a_club(cast: Cast) -> None:
    url = reverse("admin:registry_club_change", args=[cast.club.pk])
    for person in ("owner", "staff"):
        page = client_for(cast.everyone[person]).get(url)
        assert b'name="memberships-0-role"' in page.content, person
    page = client_for(cast.editor).get(url)
    assert page.status_code == 200 and b'name="memberships-0-role"' not in page.content
    assert client_for(cast.outsider).get(url).status_code == 302  # "does not exist" redirect


def test_an_owner_adding_a_member_in_the_admin_is_audited(cast: Cast) -> None:
    dora = User.objects.create_user("dora")
    url = reverse("admin:registry_club_change", args=[cast.club.pk])
    memberships = list(cast.club.memberships.order_by("id"))
    data = {
        "slug": cast.club.slug,
        "name": cast.club.name,
        "is_public": "",
        "memberships-TOTAL_FORMS": str(len(memberships) + 1),
        "memberships-INITIAL_FORMS": str(len(memberships)),
        "memberships-MIN_NUM_FORMS": "0",
        "memberships-MAX_NUM_FORMS": "1000",
    }
    for i, membership in enumerate(memberships):
        data |= {
            f"memberships-{i}-id": str(membership.pk),
            f"memberships-{i}-club": str(cast.club.pk),
            f"memberships-{i}-role": membership.role,
        }
    n = len(memberships)
    data |= {f"memberships-{n}-username": "dora", f"memberships-{n}-role": "viewer"}
    response = client_for(cast.owner).post(url, data)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert Club.objects.get(pk=cast.club.pk).memberships.filter(user=dora, role="viewer").exists()
    event = AuditEvent.objects.filter(club=cast.club).last()
    assert (event.action, event.object_ref, event.actor) == ("membership.add", "dora", "alice")
