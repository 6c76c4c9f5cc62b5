"""Misdeals by the cards (`redeal`): who may call one, and who deals again.

The only reader of `redeal.redealer` and `redeal.called_by`. The triggers themselves are
judged by `engine.games.spades.deal.needs_redeal`; this module says what a deal they match
becomes:

- `redealer: same_dealer`, `called_by: anyone`: the dealer deals again at once, so the deal
  never starts a hand (the match loop and the replay redeal while `redealt_at_once` holds);
- `redealer: next_dealer`, `called_by: anyone`: the deal starts a hand that is over before
  any bid, unscored (`thrown_in_at_the_deal`), and the deal passes on as after any hand;
- `called_by: holder`: each player whose own hand a trigger matches, in bidding order, first
  chooses `misdeal` (the hand is over, unscored) or `keep` (`misdeal_callers`); once all
  keep, the bidding starts. After a called misdeal the next dealer deals under
  `next_dealer`, and the same dealer again under `same_dealer` (`keeps_the_deal`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.actions import CallMisdeal
from engine.core.cards import Card
from engine.core.seats import Seating
from engine.games.spades.deal import Pack, needs_redeal
from rulesets.spades import MisdealCaller, Redealer, SpadesRules

__all__ = [
    "CHOICES",
    "redealt_at_once",
    "thrown_in_at_the_deal",
    "misdeal_callers",
    "keeps_the_deal",
    "keeps_the_hand",
]

CHOICES = [CallMisdeal(True), CallMisdeal(False)]
"""What a holder may do: call the misdeal, or keep the hand."""
_CALLED = str(CallMisdeal(True))
Hands = tuple[tuple[Card, ...], ...]


def _same_dealer(rules: SpadesRules) -> bool:
    return rules.redeal.redealer is Redealer.SAME_DEALER


def _holder_calls(rules: SpadesRules) -> bool:
    return rules.redeal.called_by is MisdealCaller.HOLDER


def redealt_at_once(rules: SpadesRules, hands: Hands) -> bool:
    """Whether the dealer of `hands` deals again before a hand starts (`same_dealer`, when
    anyone may call the misdeal)."""
    if not _same_dealer(rules) or _holder_calls(rules):
        return False
    return needs_redeal(rules, hands)


def thrown_in_at_the_deal(rules: SpadesRules, hands: Hands) -> bool:
    """Whether a hand dealt `hands` is over at once, unscored, for the next dealer to deal
    the next (`next_dealer`, when anyone may call the misdeal)."""
    if _same_dealer(rules) or _holder_calls(rules):
        return False
    return needs_redeal(rules, hands)


def misdeal_callers(rules: SpadesRules, hands: Hands, table: Seating, dealer: int) -> list[int]:
    """The seats that may call a misdeal before the bidding, in the order they choose (from
    the seat after the dealer): under `called_by: holder`, those whose own hand a trigger
    matches; otherwise none."""
    if not _holder_calls(rules):
        return []
    order = table.order_from(table.next_seat(dealer))
    return [seat for seat in order if needs_redeal(rules, (hands[seat],))]


def keeps_the_deal(rules: SpadesRules, finished: Mapping[str, Any]) -> bool:
    """Whether the dealer of `finished` (a hand as the log writes it) deals the next hand
    too: a holder called a misdeal on it (its last action, `misdeal`) under `same_dealer`."""
    if not _same_dealer(rules) or not finished.get("thrown_in"):
        return False
    actions = finished.get("actions") or [[None, ""]]
    return bool(actions[-1][1] == _CALLED)


def keeps_the_hand(the_pack: Pack, hand: tuple[Card, ...]) -> bool:
    """A bot's choice as holder: keep a hand strong in trumps or aces (five trumps, or three
    aces) that a trigger names anyway (seven trumps, four aces, a long suit); call the
    misdeal on a weak one."""
    trumps = sum(1 for card in hand if the_pack.is_trump(card))
    aces = sum(1 for card in hand if not card.is_joker and card.rank == "A")
    return trumps >= 5 or aces >= 3
