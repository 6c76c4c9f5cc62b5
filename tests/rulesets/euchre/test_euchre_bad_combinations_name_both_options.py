"""Euchre rules that cannot be played are refused, each problem at its path and naming the
other option involved: a pack that cannot deal (seven players' worth of cards from 24), a
scoring table that leaves a case unscored, and options that contradict each other."""

import pytest

import rulesets


def problems(text: str) -> list[tuple[str, str]]:
    result = rulesets.parse("format: houserules/1\ngame: euchre\n" + text)
    assert result.rules is None
    return [(problem.path, problem.message) for problem in result.diagnostics]


@pytest.mark.parametrize(
    ("text", "path", "names"),
    [
        ("deal:\n  cards_each: 6\n", "deal.cards_each", "players.count"),
        ("deal:\n  packets: [3, 3]\n", "deal.packets", "deal.cards_each"),
        ("making:\n  second_round: false\n  no_trump: true\n", "making.no_trump", "second_round"),
        ("deck:\n  joker: true\nmaking:\n  no_trump: true\n", "making.no_trump", "deck.joker"),
        ("alone:\n  partners_best: true\n  maker: false\n", "alone.partners_best", "alone.maker"),
        (
            "players:\n  count: 3\n  teams: singles\n",
            "alone.maker",
            "players.count",
        ),
        ("players:\n  count: 4\n  teams: singles\n", "players.teams", "players.count"),
        (
            "scoring:\n  cases:\n  - {case: makers, points: 1, to: makers}\n",
            "scoring.cases",
            "march",
        ),
        (
            "alone:\n  defender: true\nscoring:\n  cases:\n"
            + "".join(
                f"  - {{case: {case}, points: 1, to: makers}}\n"
                for case in ("makers", "march", "lone", "lone_march", "euchred", "lone_euchred")
            )
            + "  - {case: renege, points: 2, to: not_offending}\n"
            + "  - {case: lone_renege, points: 4, to: not_offending}\n",
            "scoring.cases",
            "lone_defender unscored (alone.defender)",
        ),
    ],
)
def test_a_bad_combination_is_refused_at_its_path(text: str, path: str, names: str) -> None:
    found = problems(text)
    assert any(where == path and names in message for where, message in found), found
