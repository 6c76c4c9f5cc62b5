"""`nest.dealt: one_per_round` puts one nest card after each round, so each player must get at
least `nest.size` cards: otherwise it is refused at `nest.dealt`, naming both options."""

import rulesets

SOURCE = (
    "format: houserules/1\ngame: rook\ndeck: {ranks: [A, K, 10, 5]}\n"
    "nest: {size: 5, dealt: one_per_round}\n"
    "scoring: {counters: {'5': 5, '10': 10, A: 15, rook: 20}}\n"
    "auction: {minimum: 50, maximum: 100}\n"
)


def test_a_nest_larger_than_a_hand_cannot_be_dealt_one_per_round() -> None:
    # 17 cards less a nest of 5: three cards each, fewer than the five rounds the nest needs.
    problems = [d for d in rulesets.parse(SOURCE).diagnostics if d.path == "nest.dealt"]

    (problem,) = problems
    assert "nest.size 5" in problem.message and "one_per_round" in problem.message


def test_the_same_nest_dealt_at_the_end_is_valid() -> None:
    assert rulesets.parse(SOURCE.replace(", dealt: one_per_round", "")).ok
