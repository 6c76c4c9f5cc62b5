"""The search bot plays the heuristic bot's card unless another card beats it, sample by
sample, by more than `SURE` standard errors: a card ahead in a few noisy samples is not
enough (a Spades hand scores a contract made or set, 100 points apart, on one trick)."""

from __future__ import annotations

from engine.bots.search import surely_better

HEURISTIC = 0


def test_a_card_ahead_only_by_luck_does_not_replace_the_heuristic_card() -> None:
    # Ahead by 10 on average, but by +110, -90, +10 sample by sample: within the noise.
    values = [[0.0, 0.0, 0.0], [110.0, -90.0, 10.0]]
    assert surely_better(values, HEURISTIC) == HEURISTIC


def test_a_card_ahead_in_every_sample_replaces_the_heuristic_card() -> None:
    values = [[0.0, 0.0, 0.0], [9.0, 10.0, 11.0]]
    assert surely_better(values, HEURISTIC) == 1


def test_of_two_cards_surely_better_the_one_with_the_widest_margin_is_played() -> None:
    values = [[0.0, 0.0, 0.0], [9.0, 10.0, 11.0], [20.0, 20.0, 20.0]]
    assert surely_better(values, HEURISTIC) == 2


def test_cards_worth_the_same_in_every_sample_keep_the_heuristic_card() -> None:
    values = [[5.0, 5.0], [5.0, 5.0]]
    assert surely_better(values, HEURISTIC) == HEURISTIC
