"""A score sheet's refusal is in the table's words: the rule's path the engine adds for
programs (`(bidding.blind_nil.allowed)`) is not shown to the scorekeeper."""

from __future__ import annotations

import re

from django.test import Client

from registry.models import Match
from tests.clubsite.test_web_score_sheet import (  # noqa: F401  (fixtures)
    errors,
    hand,
    score_url,
    sheet,
)


def test_a_forbidden_bid_is_refused_without_the_rules_path(
    sheet: Match,  # noqa: F811
    editor: Client,  # noqa: F811
) -> None:
    page = editor.post(score_url(sheet), hand(["4", "blind nil", "3", "5"], [5, 1, 4, 3]))
    shown = errors(page.content.decode())
    assert any(message.startswith("Seat 2 may not bid blind nil") for message in shown), shown
    assert not [message for message in shown if re.search(r"\(\w+\.\w+", message)], shown
