"""The *Play at a table* tab leads to a form only the club's members (and staff) may use, so
only they are offered it: a signed-in visitor of a public club who is not a member reads the
rulebook without a tab that ends in *Not allowed*. Whoever opens the address anyway is told
what it is for."""

from __future__ import annotations

import pytest
from django.urls import reverse

from registry.models import Ruleset
from tests.clubsite.conftest import Clients

TAB = "Play at a table"


@pytest.mark.parametrize("role", ["owner", "editor", "viewer", "staff"])
def test_members_and_staff_are_offered_the_tab_and_its_form_opens(
    open_house: Ruleset, client_as: Clients, role: str
) -> None:
    client = client_as(role)
    page = client.get(reverse("clubsite:ruleset", args=["parkside", "open"])).content.decode()
    play = reverse("clubsite:open_table", args=["parkside", "open"])
    assert TAB in page and play in page
    assert client.get(play).status_code == 200


@pytest.mark.parametrize("role", ["outsider", "anonymous"])
def test_a_visitor_who_is_no_member_is_not_offered_the_tab(
    open_house: Ruleset, client_as: Clients, role: str
) -> None:
    for name in ("ruleset", "history"):
        url = reverse(f"clubsite:{name}", args=["parkside", "open"])
        page = client_as(role).get(url).content.decode()
        assert TAB not in page, name
        assert reverse("clubsite:open_table", args=["parkside", "open"]) not in page, name


def test_an_outsider_who_opens_the_address_is_told_the_tables_are_for_members(
    open_house: Ruleset, client_as: Clients
) -> None:
    url = reverse("clubsite:open_table", args=["parkside", "open"])
    response = client_as("outsider").get(url)
    assert response.status_code == 403
    assert "live tables and simulations are for its members" in response.content.decode()
