"""Misdeals by the cards (`redeal`): who deals again once a trigger throws a deal in.

The only reader of `redeal.redealer`. The triggers themselves are judged by
`engine.games.spades.deal.needs_redeal`; this module says what a thrown-in deal becomes:

- `same_dealer`: the dealer deals again at once, so the deal never starts a hand (the match
  loop and the replay redeal while `redealt_at_once` holds);
- `next_dealer`: the deal starts a hand that is over before any bid, unscored
  (`thrown_in_at_the_deal`), and the deal passes on as after any hand.
"""

from __future__ import annotations

from engine.core.cards import Card
from engine.games.spades.deal import needs_redeal
from rulesets.spades import Redealer, SpadesRules

__all__ = ["redealt_at_once", "thrown_in_at_the_deal"]


def _same_dealer(rules: SpadesRules) -> bool:
    return rules.redeal.redealer is Redealer.SAME_DEALER


def redealt_at_once(rules: SpadesRules, hands: tuple[tuple[Card, ...], ...]) -> bool:
    """Whether the dealer of `hands` deals again before a hand starts (`same_dealer`)."""
    return bool(rules.redeal.triggers) and _same_dealer(rules) and needs_redeal(rules, hands)


def thrown_in_at_the_deal(rules: SpadesRules, hands: tuple[tuple[Card, ...], ...]) -> bool:
    """Whether a hand dealt `hands` is over at once, unscored, for the next dealer to deal
    the next (`next_dealer`)."""
    return bool(rules.redeal.triggers) and not _same_dealer(rules) and needs_redeal(rules, hands)
