"""Every figure of a simulation comes with its 95% confidence interval: Wilson's for a rate,
the normal interval over matches for a mean; and B against A says `within noise` when the
interval of the difference holds 0 (Newcombe's, for two rates)."""

import pytest

from engine.core.figures import MATCHES, Figure
from engine.simulate import Estimate, difference, wilson

RATE = Figure("made", "made", "tries", rate=True)
MEAN = Figure("per match", "bids", MATCHES)


def test_a_rate_has_wilsons_interval() -> None:
    # 45/100: centre (0.45 + z²/200) / (1 + z²/100) = 0.45185, half-width
    # z·√(0.45·0.55/100 + z²/40000) / (1 + z²/100) = 0.09570, with z = 1.95996
    low, high = wilson(45, 100)
    assert (round(low, 4), round(high, 4)) == (0.3561, 0.5476)
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775


def test_a_mean_has_the_normal_interval_over_the_matches() -> None:
    # three matches with 10, 12 and 14 bids: mean 12, sample stdev 2, standard error 2/√3,
    # half-width 1.96 × 1.1547 = 2.263
    moments = (36, 3, 100 + 144 + 196, 3, 36)
    estimate = Estimate.of(MEAN, 3, moments)
    assert estimate.value == 12
    assert (round(estimate.low, 3), round(estimate.high, 3)) == (9.737, 14.263)
    assert estimate.text() == "12.00 [9.74–14.26]"


def test_a_rate_prints_its_interval_and_its_counts() -> None:
    assert Estimate.of(RATE, 10, (45, 100, 0, 0, 0)).text() == "45.0% [35.6–54.8] (45/100)"


@pytest.mark.parametrize(
    ("a", "b", "verdict"),
    [
        ((45, 100), (50, 100), "within noise"),
        # Newcombe (1998), "Interval estimation for the difference between independent
        # proportions", Statistics in Medicine 17, example (a): 56/70 − 48/80 = 0.2000,
        # method 10 (score, hybrid) 0.0524 to 0.3339
        ((48, 80), (56, 70), "+20.0 pts [+5.2 to +33.4]"),
    ],
)
def test_a_difference_is_within_noise_or_stated_with_its_interval(
    a: tuple[int, int], b: tuple[int, int], verdict: str
) -> None:
    first = Estimate.of(RATE, 10, (*a, 0, 0, 0))
    second = Estimate.of(RATE, 10, (*b, 0, 0, 0))
    assert difference(first, second) == verdict


def test_two_means_apart_by_much_more_than_their_noise_differ() -> None:
    low = Estimate.of(MEAN, 3, (36, 3, 440, 3, 36))  # 12 ± 2.26
    high = Estimate.of(MEAN, 3, (90, 3, 2708, 3, 90))  # 30 (28, 30, 32) ± 2.26
    assert difference(low, high).startswith("+18.00 [")
    assert difference(low, low) == "within noise"
