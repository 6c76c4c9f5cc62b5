"""README.md is the project's front page: short, its Python example runs with the output it
shows (a doctest), its YAML example is a valid ruleset that summarises as shown, and its
screenshot is in the repository."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import rulesets

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


def blocks(language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", README.read_text(), re.M | re.S)


def test_the_front_page_stays_under_260_lines() -> None:
    assert len(README.read_text().splitlines()) < 260


def test_the_python_example_gives_the_output_shown() -> None:
    failed, attempted = doctest.testfile(
        str(README),
        module_relative=False,
        optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
        raise_on_error=False,
        verbose=False,
    )
    assert attempted >= 6
    assert failed == 0


def test_the_yaml_example_is_a_ruleset_whose_summary_is_the_one_shown() -> None:
    (house,) = blocks("yaml")
    (console,) = blocks("console")
    summary = console.splitlines()[1]
    assert rulesets.summarize(rulesets.load(house)) == summary


def test_the_error_shown_is_the_one_a_misspelt_option_gets(tmp_path: Path) -> None:
    (house,) = blocks("yaml")
    (console,) = blocks("console")
    typo = house.replace("threshold: 7", "limit: 7")
    problems = rulesets.parse(typo).diagnostics
    assert [problem.format("typo.yaml") for problem in problems] == [console.splitlines()[3]]


def test_the_screenshot_is_in_the_repository() -> None:
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", README.read_text())
    assert images
    for image in images:
        assert (ROOT / image).is_file(), image
