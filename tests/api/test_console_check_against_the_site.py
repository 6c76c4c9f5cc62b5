"""`houserules check` against the real site's dry run (`versions/check`): a good edit is
told its digest and changes and nothing is stored; a season lock fails the check, named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rest_framework.authtoken.models import Token

import rulesets
from engine.console import main
from registry.models import Ruleset
from registry.services import lock_ruleset
from tests.cast import Cast, with_target
from tests.clubsite.conftest import flushable_db  # noqa: F401  (a shared fixture)

REF = "riverside/house"


@pytest.fixture
def site(flushable_db: None, live_server: Any, ruleset: Ruleset, cast: Cast) -> list[str]:  # noqa: F811
    """The options that point the script at the live server as erin, an editor."""
    token, _ = Token.objects.get_or_create(user=cast.editor)
    return ["--server", live_server.url, "--token", token.key]


def test_a_good_edit_is_told_its_digest_and_changes_and_nothing_is_stored(
    site: list[str], ruleset: Ruleset, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    house = tmp_path / "house.yaml"
    house.write_bytes(with_target(300))
    assert main(["check", str(house), REF, *site]) == 0
    out = capsys.readouterr().out
    assert f"ok {rulesets.rules_digest(rulesets.load(with_target(300)))}" in out
    assert "300" in out and "change:" in out
    assert ruleset.versions.count() == 1


def test_a_locked_ruleset_fails_the_check_naming_the_lock(
    site: list[str], ruleset: Ruleset, cast: Cast, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    lock_ruleset(ruleset, reason="the season is on", actor=cast.owner)
    house = tmp_path / "house.yaml"
    house.write_bytes(with_target(300))
    assert main(["check", str(house), REF, *site]) == 1
    assert "the season is on" in capsys.readouterr().out
    assert ruleset.versions.count() == 1
