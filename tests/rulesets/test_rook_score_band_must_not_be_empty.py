"""`scoring.held_below` must be above `scoring.held_at`: an empty score band is refused, at the
line of `held_below`, with both options named."""

import rulesets

SOURCE = "format: houserules/1\ngame: rook\nscoring:\n  held_at: 430\n  held_below: 400\n"


def test_an_empty_band_is_refused_naming_both_options() -> None:
    result = rulesets.parse(SOURCE)

    (problem,) = result.diagnostics
    assert problem.path == "scoring.held_below"
    assert problem.line == 5
    assert "scoring.held_below 400" in problem.message
    assert "scoring.held_at 430" in problem.message


def test_a_band_from_430_to_500_is_valid() -> None:
    assert rulesets.parse(SOURCE.replace("400", "500")).ok
