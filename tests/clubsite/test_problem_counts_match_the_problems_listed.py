"""Every count of problems the editor shows equals the problems it lists: the banner of a
refused save ("Nothing was saved: 1 problem" above one problem), the preview's line, and
the live preview's answer, with several problems at one option counted one by one."""

from __future__ import annotations

import re

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, head


def _url(ruleset: Ruleset, tail: str = "") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/{tail}"


def _refused(client_as: Clients, ruleset: Ruleset, **options: str) -> str:
    post = {"base_revision": head(ruleset).revision, "action": "publish", **options}
    answer = client_as("editor").post(_url(ruleset), post)
    assert answer.status_code == 422  # type: ignore[attr-defined]
    return answer.content.decode()  # type: ignore[attr-defined]


def _banner(page: str) -> tuple[int, int]:
    box = re.search(r'<div class="problems-box".*?</div>', page, re.S)
    assert box is not None
    heading = re.search(r"Nothing was saved: (\d+) problems?", box.group(0))
    assert heading is not None
    return int(heading.group(1)), box.group(0).count("<li>")


def _preview_line(page: str) -> int:
    line = re.search(r'<p id="preview-problems" class="bad">(\d+) problems?:', page)
    assert line is not None
    return int(line.group(1))


def _bar(page: str) -> str:
    bar = re.search(r'<p class="preview-bar" id="preview-bar" hidden>(.*?)</p>', page, re.S)
    assert bar is not None
    return bar.group(1)


def test_one_problem_is_counted_once(client_as: Clients, ruleset: Ruleset) -> None:
    page = _refused(client_as, ruleset, **{"deck.jokers": "big_and_little"})

    assert _banner(page) == (1, 1)
    assert _preview_line(page) == 1
    assert "<span>1 problem</span>" in _bar(page)  # the phone's preview bar, too


def test_problems_at_several_options_are_each_counted(client_as: Clients, ruleset: Ruleset) -> None:
    page = _refused(client_as, ruleset, **{"match.target": "lots", "players.count": "x"})

    assert _banner(page) == (2, 2)
    assert _preview_line(page) == 2


def test_the_live_preview_counts_what_it_lists(client_as: Clients, ruleset: Ruleset) -> None:
    post = {"base_revision": head(ruleset).revision, "match.target": "lots", "players.count": "x"}

    shown = client_as("editor").post(_url(ruleset, "preview/"), post).json()

    listed = len(shown["general"]) + sum(len(found) for found in shown["problems"].values())
    assert shown["count"] == listed == 2
