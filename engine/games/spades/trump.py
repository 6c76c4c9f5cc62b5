"""The trump suit of a hand (`deck.trump`): spades, or the suit of the last card dealt.

The only reader of `deck.trump`. Under `last_card_dealt` the deal is the usual one, one
card at a time from the seat after the dealer (the same draws as `shuffle_and_deal`), with
the last card dealt, the dealer's, moved to the end of the dealer's hand: the hand, the log
and a replay read the trump from there (`hand_trump`). A hand whose trump is not spades
plays with a pack ordered for that trump (`trump_pack`): the three other suits in the order
clubs, diamonds, hearts, spades, then the trump suit, so that every trump is above every
other card as the play loop expects.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from engine.core.cards import Card
from engine.core.memo import PerRuleset
from engine.core.protocol import PlayerView
from engine.core.seats import seating
from engine.games.spades.deal import Pack, _index_pack, pack, shuffle_and_deal, shuffled
from rulesets.spades import SpadesRules, TrumpChoice

__all__ = ["trump_varies", "deal_hands", "hand_trump", "trump_pack", "pack_of_view"]

_SUITS: Final = ("C", "D", "H", "S")
_NAMES: Final = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}


def trump_varies(rules: SpadesRules) -> bool:
    """Whether the trump suit changes hand by hand (`deck.trump: last_card_dealt`)."""
    return rules.deck.trump is TrumpChoice.LAST_CARD_DEALT


def deal_hands(rules: SpadesRules, rng: random.Random, dealer: int) -> tuple[tuple[Card, ...], ...]:
    """The hands `dealer` deals from `rng`: `shuffle_and_deal`'s, and under
    `last_card_dealt` with the last card dealt moved to the end of the dealer's hand."""
    if not trump_varies(rules):
        return shuffle_and_deal(rules, rng, dealer)
    the_pack, table = pack(rules), seating(rules)
    order = shuffled(rng, len(the_pack.cards))
    receivers = table.order_from(table.next_seat(dealer))
    count, cards = len(receivers), the_pack.cards
    hands: list[tuple[Card, ...]] = [()] * count
    for offset, seat in enumerate(receivers):
        hands[seat] = tuple([cards[index] for index in sorted(order[offset::count])])
    last, seat = cards[order[-1]], receivers[(len(order) - 1) % count]
    hands[seat] = (*[card for card in hands[seat] if card != last], last)
    return tuple(hands)


def hand_trump(rules: SpadesRules, hands: Sequence[Sequence[Card]], dealer: int) -> str | None:
    """The trump suit of a hand dealt `hands` when it is not always spades: the suit of the
    dealer's last card. None under `deck.trump: spades`."""
    if not trump_varies(rules) or not hands[dealer]:
        return None
    return hands[dealer][-1].suit


_TRUMP_PACKS: Final[PerRuleset[SpadesRules, dict[str, Pack]]] = PerRuleset()


def trump_pack(rules: SpadesRules, suit: str) -> Pack:
    """The pack of `rules` ordered for `suit` as trump (the ruleset's own pack for spades)."""
    if suit == "S":
        return pack(rules)
    packs = _TRUMP_PACKS.get(rules, _no_packs)
    found = packs.get(suit)
    if found is None:
        found = packs[suit] = _build(rules, suit)
    return found


def _no_packs(rules: SpadesRules) -> dict[str, Pack]:
    return {}


def _build(rules: SpadesRules, suit: str) -> Pack:
    # The ruleset's pack holds no joker or promoted card here (the model refuses them), so
    # each suit's cards are in it low to high.
    cards = pack(rules).cards
    suits = (*[other for other in _SUITS if other != suit], suit)
    groups = [[card for card in cards if card.suit == each] for each in suits]
    built = _index_pack(groups, seating(rules).count)
    return replace(built, names=tuple(_NAMES[each] for each in suits))


def pack_of_view(rules: SpadesRules, view: PlayerView) -> Pack:
    """The pack a player's view plays with: ordered for the hand's trump."""
    trump = view.extra.get("trump")
    return trump_pack(rules, trump if isinstance(trump, str) else "S")
