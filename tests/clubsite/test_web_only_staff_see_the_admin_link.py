"""The site's header links to Django's admin only for staff: a member who is not staff
reads and manages their clubs on the club pages, and never lands on the raw admin."""

from __future__ import annotations

import pytest
from django.urls import reverse

from registry.models import Ruleset
from tests.clubsite.conftest import Clients

ADMIN_LINK = f'<a href="{reverse("admin:index")}">Admin</a>'


@pytest.mark.parametrize("role", ["owner", "editor", "viewer", "outsider", "anonymous"])
def test_members_who_are_not_staff_see_no_admin_link(
    house: Ruleset, client_as: Clients, role: str
) -> None:
    for url in (reverse("clubsite:home"), reverse("clubsite:club", args=["riverside"])):
        page = client_as(role).get(url).content.decode()
        assert ADMIN_LINK not in page


def test_staff_see_the_admin_link(house: Ruleset, client_as: Clients) -> None:
    page = client_as("staff").get(reverse("clubsite:home")).content.decode()
    assert ADMIN_LINK in page
