"""The rulebook's headline is the generated one-line summary, so it never contradicts the
rules; the club's description is shown apart, as the club's own words."""

from __future__ import annotations

import re

from registry.models import Ruleset
from tests.clubsite.conftest import Clients


def test_the_headline_states_the_rules_and_the_description_is_the_clubs_words(
    client_as: Clients, house: Ruleset
) -> None:
    html = client_as("viewer").get("/clubs/riverside/rulesets/house/").content.decode()
    article = html[html.index('<article class="rulebook"') :]
    # The headline heads the page (a member's first screen), the rulebook follows.
    headline = re.search(r'<p class="summary headline" id="summary">(.*?)</p>', html)
    assert headline and "to 300" in headline.group(1)
    words = re.search(r'<blockquote class="club-words">(.*?)</blockquote>', article, re.S)
    assert words and "In the club’s own words" in words.group(1)
    assert "Partnership Spades to 500" in words.group(1)
    assert headline.start() < html.index('<article class="rulebook"')
    assert article.index("<h1>Classic Spades</h1>") < words.start()
    assert article.count("Partnership Spades to 500") == 1
