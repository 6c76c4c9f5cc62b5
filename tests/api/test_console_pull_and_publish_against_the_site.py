"""`houserules pull` and `houserules publish` against the real site (pytest-django's live
server): pull a version with its revision, publish an edit with `If-Match`, be refused with
what changed when someone published in between, and see every diagnostic of a bad file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rest_framework.authtoken.models import Token

import rulesets
from engine.console import main
from registry.models import Ruleset
from tests.cast import CLASSIC, Cast, publish_next, with_target
from tests.clubsite.conftest import flushable_db  # noqa: F401  (a shared fixture)

REF = "riverside/house"


@pytest.fixture
def site(flushable_db: None, live_server: Any, ruleset: Ruleset, cast: Cast) -> list[str]:  # noqa: F811
    """The options that point the script at the live server as erin, an editor."""
    token, _ = Token.objects.get_or_create(user=cast.editor)
    return ["--server", live_server.url, "--token", token.key]


def pull(site: list[str], out: Path, ref: str = REF) -> int:
    return main(["pull", ref, "-o", str(out), *site])


def test_pull_writes_the_latest_version_and_says_its_revision(
    site: list[str], ruleset: Ruleset, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "house.yaml"
    assert pull(site, out) == 0
    head = ruleset.versions.get(number=1)
    assert rulesets.rules_digest(rulesets.load(out.read_bytes())) == head.rules_digest
    err = capsys.readouterr().err
    assert f"{REF}@1 {head.rules_digest}" in err and f"--revision {head.revision}" in err


def test_pull_of_a_numbered_version(
    site: list[str], ruleset: Ruleset, tmp_path: Path, cast: Cast
) -> None:
    publish_next(ruleset, with_target(300), cast.owner)
    assert pull(site, tmp_path / "v1.yaml", f"{REF}@1") == 0
    assert rulesets.load((tmp_path / "v1.yaml").read_bytes()).match.target == 500


def test_publish_with_the_pulled_revision_stores_the_exact_bytes(
    site: list[str], ruleset: Ruleset, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    revision = ruleset.revision
    house = tmp_path / "house.yaml"
    house.write_bytes(with_target(300))
    args = ["publish", str(house), REF, "-m", "Play to 300", "--revision", revision, *site]
    assert main(args) == 0
    stored = ruleset.versions.get(number=2)
    assert stored.source_bytes == with_target(300) and stored.author.username == "erin"
    out = capsys.readouterr().out
    assert f"published {REF}@2 {stored.rules_digest}" in out and stored.revision in out


def test_publish_without_a_revision_reads_the_current_one(
    site: list[str], ruleset: Ruleset, tmp_path: Path
) -> None:
    house = tmp_path / "house.yaml"
    house.write_bytes(with_target(250))
    assert main(["publish", str(house), REF, "-m", "Play to 250", *site]) == 0
    assert ruleset.versions.count() == 2


def test_publishing_the_heads_bytes_again_changes_nothing(
    site: list[str], ruleset: Ruleset, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    house = tmp_path / "house.yaml"
    house.write_bytes(CLASSIC)
    assert main(["publish", str(house), REF, "-m", "again", *site]) == 0
    assert "unchanged" in capsys.readouterr().out and ruleset.versions.count() == 1


def test_a_stale_revision_is_refused_with_what_changed_since(
    site: list[str],
    ruleset: Ruleset,
    tmp_path: Path,
    cast: Cast,
    capsys: pytest.CaptureFixture[str],
) -> None:
    pulled_at = ruleset.revision
    publish_next(ruleset, with_target(300), cast.owner, "Play to 300")
    house = tmp_path / "house.yaml"
    house.write_bytes(with_target(400))
    args = ["publish", str(house), REF, "-m", "Play to 400", "--revision", pulled_at, *site]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert "412:" in err and "changed since your revision" in err and "300" in err
    assert ruleset.versions.count() == 2


def test_an_invalid_file_is_refused_with_every_diagnostic_at_its_line(
    site: list[str], ruleset: Ruleset, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    house = tmp_path / "house.yaml"
    house.write_text("format: houserules/1\ngame: spades\nmatch:\n  target: fifty\nsurprise: 1\n")
    assert main(["publish", str(house), REF, "-m", "broken", *site]) == 1
    err = capsys.readouterr().err
    assert "422:" in err and f"{house}:4:11: bad-type" in err and f"{house}:5:1:" in err
    assert ruleset.versions.count() == 1


def test_publish_requires_a_change_message(
    site: list[str], ruleset: Ruleset, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    house = tmp_path / "house.yaml"
    house.write_bytes(with_target(300))
    with pytest.raises(SystemExit):
        main(["publish", str(house), REF, *site])
    assert "-m/--message" in capsys.readouterr().err and ruleset.versions.count() == 1


def test_without_a_token_a_private_club_is_not_found(
    flushable_db: None, live_server: Any, ruleset: Ruleset, tmp_path: Path,  # noqa: F811
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.delenv("HOUSERULES_TOKEN", raising=False)
    assert main(["pull", REF, "--server", live_server.url]) == 1
    assert "404:" in capsys.readouterr().err
