"""Bad Bemo combinations are refused at the option's line, naming both options."""

import rulesets

HEAD = "format: houserules/1\ngame: spades\n"


def test_a_bemo_of_more_tricks_than_a_hand_is_refused() -> None:
    source = HEAD + "bidding:\n  bemo:\n    allowed: any_hand\n    tricks: [14, 6]\n"
    (problem,) = rulesets.parse(source).diagnostics
    assert problem.path == "bidding.bemo.tricks"
    assert "14" in problem.message and "13 tricks" in problem.message


def test_a_bid_variant_that_fixes_the_bids_refuses_bemo() -> None:
    source = HEAD + "bidding:\n  variant: mirror\n  bemo:\n    allowed: any_hand\n"
    (problem,) = rulesets.parse(source).diagnostics
    assert (problem.path, problem.line) == ("bidding.variant", 4)
    assert "bidding.bemo.allowed" in problem.message and "mirror" in problem.message


def test_a_bemo_listed_twice_is_refused() -> None:
    source = HEAD + "bidding:\n  bemo:\n    allowed: any_hand\n    tricks: [9, 9]\n"
    (problem,) = rulesets.parse(source).diagnostics
    assert problem.path.startswith("bidding.bemo.tricks")
    assert "more than once" in problem.message


def test_a_bemo_when_trailing_needs_its_threshold() -> None:
    source = HEAD + "bidding:\n  bemo:\n    allowed: when_trailing\n"
    (problem,) = rulesets.parse(source).diagnostics
    assert "trailing_by" in problem.message
