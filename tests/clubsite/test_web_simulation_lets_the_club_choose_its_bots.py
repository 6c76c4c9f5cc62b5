"""A club asking "What would this change do?" chooses who plays the seats: the standard
(heuristic) bots by default, or the search bot, and the page of the figures says which bots
produced them."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from clubsite.models import Simulation
from registry.models import Ruleset
from tests.clubsite.conftest import Clients


def _ask(client: Client, **extra: object) -> Simulation:
    data = {"base": 1, "against": "version", "other": 2, "matches": 10, "seed": 3, **extra}
    client.post(reverse("clubsite:simulate", args=["riverside", "house"]), data)
    return Simulation.objects.latest("pk")


def test_the_form_offers_the_bots_and_heuristic_bots_play_by_default(
    house: Ruleset, client_as: Clients
) -> None:
    editor = client_as("editor")
    html = editor.get(reverse("clubsite:simulate", args=["riverside", "house"])).content.decode()
    assert 'name="bots"' in html and "search:casual" in html
    assert _ask(editor).run.bots == ["heuristic"]


def test_search_bots_play_when_chosen_and_the_page_names_them(
    house: Ruleset, client_as: Clients
) -> None:
    editor = client_as("editor")
    simulation = _ask(editor, bots="search:casual")
    assert simulation.run.bots == ["search:casual"]
    url = reverse("clubsite:simulation", args=["riverside", "house", simulation.pk])
    assert "search:casual bots in every seat" in editor.get(url).content.decode()
