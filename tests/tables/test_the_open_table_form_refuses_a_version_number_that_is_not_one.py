"""The open-table form's version is a few ASCII digits: a superscript digit or a number of
thousands of digits is refused as a choice, never answered with a server error."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from tables.models import Table

FORM = "/clubs/riverside/rulesets/house/play/"


@pytest.mark.parametrize("version", ["²", "9" * 5000, "١"])
def test_a_version_that_is_not_a_number_is_refused_not_a_500(
    ruleset: Any, players: list[Any], version: str
) -> None:
    client = Client()
    client.force_login(players[0])
    form = {
        "version": version, "seat_1": "me", "seat_2": "open", "seat_3": "open", "seat_4": "open",
        "timeout_policy": "bot", "bot_level": "random",
    }  # fmt: skip
    answer = client.post(FORM, form)
    assert answer.status_code in (200, 400)
    assert not Table.objects.exists()
