"""The management commands: thin wrappers, each safe to run again."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth import authenticate
from django.core.management import CommandError, call_command
from django.test import override_settings

from registry.models import AuditEvent, Club, Membership, Ruleset, Version
from registry.services.library import LIBRARY_DIR


def run(name: str, *args: str) -> str:
    out = io.StringIO()
    call_command(name, *args, stdout=out)
    return out.getvalue()


def test_load_library_publishes_every_file_once(db: None) -> None:
    files = sorted(path.stem for path in LIBRARY_DIR.glob("*.yaml"))
    first = run("load_library")
    assert f"library: {len(files)} published, 0 unchanged" in first
    library = Club.objects.get(slug="library")
    assert library.is_public
    assert sorted(library.rulesets.values_list("slug", flat=True)) == files
    events = AuditEvent.objects.count()
    assert f"library: 0 published, {len(files)} unchanged" in run("load_library")
    assert Version.objects.count() == len(files) and AuditEvent.objects.count() == events


def test_load_library_publishes_an_edited_file_as_the_next_version(db: None, tmp_path) -> None:
    source = (LIBRARY_DIR / "classic.yaml").read_bytes()
    (tmp_path / "classic.yaml").write_bytes(source)
    run("load_library", "--directory", str(tmp_path))
    (tmp_path / "classic.yaml").write_bytes(source.replace(b"target: 500 ", b"target: 300 "))
    assert "published library/classic@2" in run("load_library", "--directory", str(tmp_path))


@override_settings(DEBUG=True)  # the test runner turns DEBUG off; `make run` has it on
def test_create_demo_prints_working_logins_and_is_idempotent(db: None) -> None:
    out = run("create_demo")
    for username in ("demo-owner", "demo-editor", "demo-viewer"):
        assert f"{username} / houserules-demo" in out
    run("create_demo")
    demo = Club.objects.get(slug="demo")
    assert not demo.is_public
    roles = dict(Membership.objects.filter(club=demo).values_list("user__username", "role"))
    assert roles == {"demo-owner": "owner", "demo-editor": "editor", "demo-viewer": "viewer"}
    house = Ruleset.objects.get(club=demo)
    assert list(house.versions.values_list("number", flat=True)) == [1, 2]
    assert authenticate(username="demo-editor", password="houserules-demo") is not None


@override_settings(DEBUG=False)
def test_create_demo_wants_a_password_when_debug_is_off(db: None) -> None:
    with pytest.raises(CommandError, match="--password"):
        run("create_demo")
    assert "demo-owner / s3cret-enough" in run("create_demo", "--password", "s3cret-enough")


def test_export_club_names_an_unknown_club(db: None) -> None:
    with pytest.raises(CommandError, match="no club 'nope'"):
        run("export_club", "nope")


def test_the_whole_setup_verifies(db: None) -> None:
    run("load_library")
    run("create_demo", "--password", "s3cret-enough")
    assert "registry verified" in run("verify_registry")
