"""manage.py check_ruleset checks a file against a ruleset and stores nothing: the changes
and digest of a good file, every diagnostic (file:line:column) of a bad one and a non-zero
exit, and the lock that would refuse it."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from registry.models import AuditEvent, Ruleset, Version
from registry.services import lock_ruleset
from tests.api.conftest import BAD_YAML
from tests.cast import Cast, with_target


def check(*args: str) -> str:
    out = StringIO()
    call_command("check_ruleset", *args, stdout=out)
    return out.getvalue()


def test_a_good_file_gets_its_changes_and_digest_and_nothing_is_stored(
    ruleset: Ruleset, tmp_path: Path
) -> None:
    path = tmp_path / "house.yaml"
    path.write_bytes(with_target(300))
    before = (Version.objects.count(), AuditEvent.objects.count())
    out = check("riverside/house", str(path))
    assert "500 points → 300 points" in out and "rules sha256:" in out and "(1 changes)" in out
    assert (Version.objects.count(), AuditEvent.objects.count()) == before


def test_a_bad_file_lists_every_diagnostic_and_fails(ruleset: Ruleset, tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_bytes(BAD_YAML)
    out = StringIO()
    with pytest.raises(CommandError, match="would not be published"):
        call_command("check_ruleset", "riverside/house", str(path), stdout=out)
    assert f"{path}:6:" in out.getvalue() and f"{path}:7:" in out.getvalue()


def test_a_locked_ruleset_is_named_and_fails(cast: Cast, ruleset: Ruleset, tmp_path: Path) -> None:
    lock_ruleset(ruleset, reason="Frozen for the 2026 season", actor=cast.owner)
    path = tmp_path / "house.yaml"
    path.write_bytes(with_target(300))
    out = StringIO()
    with pytest.raises(CommandError):
        call_command("check_ruleset", "riverside/house", str(path), stdout=out)
    assert "locked: Frozen for the 2026 season" in out.getvalue()
    with pytest.raises(CommandError, match="no ruleset"):
        check("riverside/nothing", str(path))
