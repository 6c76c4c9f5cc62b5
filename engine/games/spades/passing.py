"""Card passing after the bidding: which exchanges, who passes first, and whether the pass
back is chosen before the cards arrive.

The only reader of `bidding.passing.every_hand`, `.first` and `.pass_back`. The exchanges
after a nil come from `engine.games.spades.bidding.Bidding.exchanges` (nil bidder first);
this module adds the exchange of every hand and orders each pair of legs:

- `every_hand: N`: on each side of two without an exchange after a nil, the partners
  exchange N cards; the side's nil bidder (else its first bidder) is the first partner.
- `first: partner`: the other partner of each exchange passes first.
- `pass_back: before_seeing`: the cards of an exchange's first leg are held aside until
  the second partner has passed, so it chooses from the cards it was dealt.

Exchanges run in the order of the bidding (the side whose first partner bid first, first).
"""

from __future__ import annotations

from engine.core.cards import Card
from engine.core.seats import Seating
from engine.games.spades.bidding import Bidding, BidRules
from rulesets.spades import PassBack, PassFirst, SpadesRules

__all__ = ["Leg", "Held", "exchange_legs", "deliver", "passes_ever"]

Leg = tuple[int, int, int]
"""(giver, receiver, number of cards)."""
Held = tuple[int, int, tuple[Card, ...], int]
"""A pass not yet delivered: (giver, receiver, cards, their bitmask)."""


def passes_ever(rules: SpadesRules, bidding: BidRules) -> bool:
    """Whether any hand may pass cards after the bidding: every hand, or after a nil or a
    blind nil (read by `bid_rules` into `bidding`)."""
    return bool(_every_hand_count(rules) or bidding.pass_after_nil or bidding.pass_after_blind_nil)


def _every_hand_count(rules: SpadesRules) -> int:
    """Cards the partners of each side exchange every hand (`passing.every_hand`)."""
    return rules.bidding.passing.every_hand


def exchange_legs(rules: SpadesRules, bidding: Bidding) -> list[Leg]:
    """Every pass after the bidding, in order, in pairs (a leg and the leg back)."""
    every_hand = _every_hand_count(rules)
    legs = bidding.exchanges()
    pairs = [(legs[k], legs[k + 1]) for k in range(0, len(legs), 2)]
    if every_hand:
        exchanging = {bidding.table.side_of[giver] for giver, _, _ in legs}
        pairs += _every_hand(bidding, every_hand, exchanging)
    order = {seat: place for place, seat in enumerate(bidding.order)}
    pairs.sort(key=lambda pair: order[pair[0][0]])
    if rules.bidding.passing.first is PassFirst.PARTNER:
        pairs = [(back, leg) for leg, back in pairs]
    return [leg for pair in pairs for leg in pair]


def _every_hand(bidding: Bidding, count: int, exchanging: set[int]) -> list[tuple[Leg, Leg]]:
    table: Seating = bidding.table
    pairs: list[tuple[Leg, Leg]] = []
    for side, seats in enumerate(table.sides):
        if side in exchanging or len(seats) != 2:
            continue
        nil = [seat for seat in seats if (bid := bidding.bids[seat]) is not None and bid.is_nil]
        first = nil[0] if nil else min(seats, key=bidding.order.index)
        mate = seats[1] if first == seats[0] else seats[0]
        pairs.append(((first, mate, count), (mate, first, count)))
    return pairs


def deliver(rules: SpadesRules, legs: list[Leg], held: list[Held], hands: list[int]) -> list[Held]:
    """Give the receivers the cards held aside, unless the next leg is the pass back of one
    chosen before seeing (`pass_back: before_seeing`); the passes delivered, in order."""
    if not held:
        return []
    giver, receiver = held[-1][0], held[-1][1]
    waiting = rules.bidding.passing.pass_back is PassBack.BEFORE_SEEING
    if waiting and legs and legs[0][0] == receiver and legs[0][1] == giver and len(held) == 1:
        return []
    delivered = list(held)
    for _, to, _, mask in delivered:
        hands[to] |= mask
    held.clear()
    return delivered
