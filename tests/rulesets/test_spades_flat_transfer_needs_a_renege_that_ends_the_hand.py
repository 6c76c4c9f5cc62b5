"""In Spades as in Rook, `reneges.flat_transfer` replaces the scores of a renege that ends the
hand: with any `caught_after_gathered` but `offender_set` it is refused at its own line,
naming both options. A first-tricks bonus longer than a hand is refused too."""

import pytest

import rulesets

HEAD = "format: houserules/1\ngame: spades\nreneges:\n  enforcement: honour\n"


@pytest.mark.parametrize(
    "penalty", ["set_plus_penalty", "lose_game", "transfer_tricks", "points_to_opponents"]
)
def test_a_flat_transfer_with_another_penalty_is_refused(penalty: str) -> None:
    source = HEAD + f"  caught_after_gathered: {penalty}\n  flat_transfer: 100\n"

    (problem,) = rulesets.parse(source).diagnostics

    assert (problem.path, problem.line) == ("reneges.flat_transfer", 6)
    assert "reneges.caught_after_gathered: offender_set" in problem.message
    assert penalty in problem.message


def test_a_flat_transfer_with_offender_set_is_valid() -> None:
    assert rulesets.parse(HEAD + "  flat_transfer: 100\n").ok


def test_a_first_tricks_bonus_of_more_tricks_than_a_hand_is_refused() -> None:
    source = "format: houserules/1\ngame: spades\nscoring:\n  first_tricks_bonus:\n    tricks: 14\n"
    (problem,) = rulesets.parse(source).diagnostics
    assert (problem.path, problem.line) == ("scoring.first_tricks_bonus.tricks", 5)
    assert "13 tricks" in problem.message


def test_points_to_opponents_is_refused_in_rook_at_its_line() -> None:
    source = (
        "format: houserules/1\ngame: rook\nreneges:\n  enforcement: honour\n"
        "  caught_after_gathered: points_to_opponents\n"
    )
    (problem,) = rulesets.parse(source).diagnostics
    assert (problem.path, problem.line) == ("reneges.caught_after_gathered", 5)
    assert "Spades-family" in problem.message
