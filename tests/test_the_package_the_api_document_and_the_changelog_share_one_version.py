"""One version number: `rulesets.__version__` (the package's, which pip installs), the API's
OpenAPI document (`info.version`, served and checked in as tests/api/openapi.golden.yaml) and
the newest release of CHANGELOG.md, which follows Keep a Changelog."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from rest_framework.test import APIClient

import rulesets

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"
GOLDEN = ROOT / "tests" / "api" / "openapi.golden.yaml"
RELEASE = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?$", re.M)


def releases() -> list[tuple[str, str | None]]:
    """The changelog's release headings, newest first: (version, date)."""
    return [(m["version"], m["date"]) for m in RELEASE.finditer(CHANGELOG.read_text())]


def test_the_newest_release_in_the_changelog_is_the_package_version() -> None:
    released = [version for version, date in releases() if version != "Unreleased"]
    assert released, "CHANGELOG.md lists no release"
    assert released[0] == rulesets.__version__, (
        f"CHANGELOG.md's newest release is {released[0]}, the package says"
        f" {rulesets.__version__} (rulesets/__init__.py)"
    )


def test_every_release_has_a_date_and_a_link_and_the_versions_descend() -> None:
    text = CHANGELOG.read_text()
    found = releases()
    assert found[0] == ("Unreleased", None)
    numbered = found[1:]
    assert all(date for _, date in numbered)
    keys = [tuple(int(part) for part in version.split(".")) for version, _ in numbered]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    for version, _ in found:
        assert re.search(rf"^\[{re.escape(version)}\]: https://", text, re.M), version


def test_the_openapi_document_carries_the_package_version(db: None) -> None:
    golden = yaml.safe_load(GOLDEN.read_text())
    assert golden["info"]["version"] == rulesets.__version__, (
        "regenerate tests/api/openapi.golden.yaml (tests/api/test_api_openapi_document.py)"
    )
    served = yaml.safe_load(APIClient().get("/api/v1/schema/").content)
    assert served["info"]["version"] == rulesets.__version__
