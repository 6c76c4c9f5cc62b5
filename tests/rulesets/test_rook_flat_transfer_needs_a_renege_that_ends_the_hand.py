"""`reneges.flat_transfer` replaces the scores of a renege that ends the hand, so it is refused
with any `caught_after_gathered` but `offender_set`, at its own line, naming both options."""

import pytest

import rulesets

HEAD = "format: houserules/1\ngame: rook\nreneges:\n  enforcement: honour\n"


@pytest.mark.parametrize("penalty", ["set_plus_penalty", "lose_game", "transfer_tricks"])
def test_a_flat_transfer_with_another_penalty_is_refused(penalty: str) -> None:
    source = HEAD + f"  caught_after_gathered: {penalty}\n  flat_transfer: 100\n"

    (problem,) = rulesets.parse(source).diagnostics

    assert (problem.path, problem.line) == ("reneges.flat_transfer", 6)
    assert "reneges.caught_after_gathered: offender_set" in problem.message
    assert penalty in problem.message


def test_a_flat_transfer_with_offender_set_is_valid() -> None:
    assert rulesets.parse(HEAD + "  flat_transfer: 100\n").ok
