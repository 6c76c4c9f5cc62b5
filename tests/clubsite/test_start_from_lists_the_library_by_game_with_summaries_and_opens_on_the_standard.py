""" "Start from" lists the library's rulesets game by game, each with its one-line summary,
and opens on the standard ruleset of the first game (Spades: Classic Spades), not on the
first in alphabetical order."""

from __future__ import annotations

import re

from registry.models import Ruleset
from tests.clubsite.conftest import Clients

NEW = "/clubs/riverside/new-ruleset/"


def test_start_from_groups_the_library_by_game_with_summaries(
    client_as: Clients, house: Ruleset
) -> None:
    html = client_as("editor").get(NEW).content.decode()
    groups = re.findall(r'<optgroup label="([^"]+)">(.*?)</optgroup>', html, re.S)
    labels = [label for label, _ in groups]
    assert labels[:3] == ["Spades: the library", "Rook: the library", "Hearts: the library"]
    spades = dict(groups)["Spades: the library"]
    assert "library:classic" in spades and "library:black-maria" not in spades
    assert "Black Maria" in dict(groups)["Hearts: the library"]
    classic = re.search(r'<option value="library:classic"([^>]*)>([^<]+)</option>', spades)
    assert classic and "selected" in classic[1]
    assert "Classic Spades (2v2 to 500/−200" in classic[2]


def test_the_short_name_is_said_to_fill_itself_from_the_title(
    client_as: Clients, house: Ruleset
) -> None:
    html = client_as("editor").get(NEW).content.decode()
    assert "clubsite/new_ruleset" in html and "filled in from the title" in html
