"""`auction.moon: ends_the_match` needs a bid of every point in the hand to be possible: with
`auction.maximum` below it the rule could never apply, and it is refused at `auction.moon`,
naming both options."""

import rulesets

HEAD = "format: houserules/1\ngame: rook\nauction:\n  moon: ends_the_match\n"


def test_a_maximum_below_every_point_is_refused_naming_both_options() -> None:
    (problem,) = rulesets.parse(HEAD + "  maximum: 120\n").diagnostics

    assert (problem.path, problem.line) == ("auction.moon", 4)
    assert "auction.maximum 120" in problem.message and "(140)" in problem.message


def test_no_maximum_or_a_maximum_of_every_point_is_valid() -> None:
    assert rulesets.parse(HEAD + "  maximum: null\n").ok
    assert rulesets.parse(HEAD + "  maximum: 140\n").ok
