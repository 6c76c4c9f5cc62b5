"""Picking the same version twice in a *Compare* form (on the history or on a diff) has
nothing to show: the reader goes back to the history, told to pick two different versions,
rather than to a *Page not found* that suggests signing in."""

from __future__ import annotations

from django.urls import reverse

from registry.models import Ruleset
from tests.clubsite.conftest import Clients


def test_the_same_version_twice_leads_back_to_the_history_which_says_why(
    house: Ruleset, client_as: Clients
) -> None:
    url = reverse("clubsite:compare_pick", args=["riverside", "house"])
    response = client_as("viewer").get(url, {"a": 2, "b": 2}, follow=True)
    assert response.status_code == 200
    assert response.redirect_chain[-1][0] == reverse(
        "clubsite:history", args=["riverside", "house"]
    )
    assert "Version 2 compared with itself: pick two different versions." in (
        response.content.decode()
    )
