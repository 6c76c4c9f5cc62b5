"""The package metadata: `py.typed` in both packages, the version written once (in
`rulesets.__version__`), the license, classifiers, project URLs and the console script."""

import tomllib
from importlib.metadata import metadata
from pathlib import Path

import engine
import rulesets

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_both_packages_ship_py_typed() -> None:
    data = PROJECT["tool"]["setuptools"]["package-data"]
    for package in (engine, rulesets):
        assert Path(package.__file__).with_name("py.typed").exists()
        assert "py.typed" in data[package.__name__]


def test_the_version_is_written_once() -> None:
    project = PROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "rulesets.__version__"}
    assert engine.__version__ is rulesets.__version__
    assert metadata("houserules")["Version"] == rulesets.__version__
    init = (ROOT / "engine" / "__init__.py").read_text()
    assert rulesets.__version__ not in init


def test_license_classifiers_urls_and_the_script() -> None:
    project = PROJECT["project"]
    assert project["license"] == "MIT" and (ROOT / "LICENSE").read_text().startswith("MIT")
    assert "Typing :: Typed" in project["classifiers"]
    assert {"Homepage", "Documentation", "Source", "Issues"} <= set(project["urls"])
    assert project["scripts"] == {"houserules": "engine.console:main"}
