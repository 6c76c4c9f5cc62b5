"""The Spades-family pack, its trump order, the deal and the redeal triggers.

The pack is built from the `deck` options: a standard 52, plus the jokers when they are in,
less the removed cards. Trumps are one suit: big joker > little joker > the promoted cards
in the order listed > A♠ ... 2♠. Jokers and promoted cards count as spades for following,
leading and breaking.

For a fast play loop each card of the pack has a small integer, its *index*, ordered so that
within a suit a higher index is a higher card and every trump is above every other card.
A hand is then a bitmask of indexes, and a trick's winner is the highest index among the
cards of the suit led and the trumps.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.cards import STANDARD_RANKS, Card
from engine.seats import seating
from rulesets.spades import Jokers, RedealTrigger, SpadesRules

__all__ = [
    "CLUBS",
    "DIAMONDS",
    "HEARTS",
    "TRUMPS",
    "SUIT_NAMES",
    "Pack",
    "pack",
    "shuffle_and_deal",
    "needs_redeal",
]

CLUBS, DIAMONDS, HEARTS, TRUMPS = 0, 1, 2, 3
"""The four suits for play; jokers and promoted cards belong to TRUMPS (spades)."""
SUIT_NAMES = ("club", "diamond", "heart", "spade")
_PLAIN_SUITS = ("C", "D", "H")
_FACES = frozenset({"J", "Q", "K"})


@dataclass(frozen=True, slots=True)
class Pack:
    """The cards of one ruleset's pack, indexed in play order (see the module docstring)."""

    cards: tuple[Card, ...]
    """Every card, by index: clubs low to high, diamonds, hearts, then trumps low to high."""
    index: dict[Card, int]
    """Each card's index."""
    bit: dict[Card, int]
    """Each card's bit: 1 << its index."""
    suit: tuple[int, ...]
    """Each index's suit for play (CLUBS, DIAMONDS, HEARTS or TRUMPS)."""
    suit_masks: tuple[int, int, int, int]
    """The bitmask of every card of each suit for play."""
    hand_size: int
    """Cards dealt to each player."""
    suit_spans: tuple[tuple[int, int, dict[int, tuple[Card, ...]], tuple[Card, ...]], ...]
    """Per suit: (first index, mask of its width, decoded sub-masks, its cards); the dict
    fills as masks are met, so listing a hand's cards is a few lookups."""

    @property
    def trump_mask(self) -> int:
        """The bitmask of every trump."""
        return self.suit_masks[TRUMPS]

    def is_trump(self, card: Card) -> bool:
        """Whether `card` is a trump (a spade, a joker or a promoted card)."""
        return self.suit[self.index[card]] == TRUMPS

    def suit_of(self, card: Card) -> int:
        """The suit `card` belongs to for play."""
        return self.suit[self.index[card]]

    def mask(self, cards: tuple[Card, ...] | list[Card]) -> int:
        """The bitmask of `cards`."""
        bits = 0
        for card in cards:
            bits |= 1 << self.index[card]
        return bits

    def cards_of(self, mask: int) -> list[Card]:
        """The cards in a bitmask, lowest index first."""
        out: list[Card] = []
        for first, width, decoded, cards in self.suit_spans:
            part = (mask >> first) & width
            if part:
                found = decoded.get(part)
                if found is None:
                    found = decoded[part] = _decode(part, cards)
                out += found
        return out


def _decode(part: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(card for position, card in enumerate(cards) if part >> position & 1)


_PACKS: dict[int, tuple[SpadesRules, Pack]] = {}


def pack(rules: SpadesRules) -> Pack:
    """The pack of `rules`, built once per ruleset object."""
    known = _PACKS.get(id(rules))
    if known is not None and known[0] is rules:
        return known[1]
    if len(_PACKS) > 256:
        _PACKS.clear()
    built = _build_pack(rules)
    _PACKS[id(rules)] = (rules, built)
    return built


def _build_pack(rules: SpadesRules) -> Pack:
    removed = {Card.parse(name) for name in rules.deck.removed_cards}
    promoted = [Card.parse(name) for name in rules.deck.promoted_cards]
    jokers = [] if rules.deck.jokers is Jokers.NONE else [Card.parse("LJ"), Card.parse("BJ")]
    groups = [
        [card for card in (Card(rank, suit) for rank in STANDARD_RANKS) if card not in promoted]
        for suit in (*_PLAIN_SUITS, "S")
    ]
    # Promoted cards (listed highest first) rank above the ace of spades, the jokers above them.
    groups[TRUMPS] += [*reversed(promoted), *jokers]
    kept = [[card for card in group if card not in removed] for group in groups]
    return _index_pack(kept, seating(rules).count)


def _index_pack(groups: list[list[Card]], seats: int) -> Pack:
    cards = [card for group in groups for card in group]
    suits = [suit for suit, group in enumerate(groups) for _ in group]
    masks = [0, 0, 0, 0]
    for index, suit in enumerate(suits):
        masks[suit] |= 1 << index
    return Pack(
        cards=tuple(cards),
        index={card: index for index, card in enumerate(cards)},
        bit={card: 1 << index for index, card in enumerate(cards)},
        suit=tuple(suits),
        suit_masks=(masks[0], masks[1], masks[2], masks[3]),
        hand_size=len(cards) // seats,
        suit_spans=tuple(_span(cards, suits, suit) for suit in range(4)),
    )


def _span(
    cards: list[Card], suits: list[int], suit: int
) -> tuple[int, int, dict[int, tuple[Card, ...]], tuple[Card, ...]]:
    members = [index for index, of in enumerate(suits) if of == suit]
    first = members[0] if members else 0
    return (first, (1 << len(members)) - 1, {}, tuple(cards[index] for index in members))


def shuffle_and_deal(
    rules: SpadesRules, rng: random.Random, dealer: int
) -> tuple[tuple[Card, ...], ...]:
    """Shuffle the pack with `rng` and deal it one card at a time, starting with the seat
    after `dealer` in the direction of play. Returns each seat's hand, sorted by suit and
    rank. The hands, not the generator, are what a hand state and a log record."""
    the_pack = pack(rules)
    table = seating(rules)
    order = list(range(len(the_pack.cards)))
    rng.shuffle(order)
    hands: list[tuple[Card, ...]] = [()] * table.count
    cards = the_pack.cards
    for offset, seat in enumerate(table.order_from(table.next_seat(dealer))):
        dealt = sorted(order[offset :: table.count])
        hands[seat] = tuple(cards[index] for index in dealt)
    return tuple(hands)


def needs_redeal(rules: SpadesRules, hands: tuple[tuple[Card, ...], ...]) -> bool:
    """Whether any dealt hand matches one of the ruleset's redeal triggers."""
    triggers = rules.redeal.triggers
    if not triggers:
        return False
    the_pack = pack(rules)
    return any(_triggered(the_pack, hand, trigger) for hand in hands for trigger in triggers)


def _triggered(the_pack: Pack, hand: tuple[Card, ...], trigger: RedealTrigger) -> bool:
    trumps = sum(1 for card in hand if the_pack.is_trump(card))
    ranks = {card.rank for card in hand if not card.is_joker}
    if trigger is RedealTrigger.NO_SPADES:
        return trumps == 0
    if trigger is RedealTrigger.AT_MOST_ONE_SPADE:
        return trumps <= 1
    if trigger is RedealTrigger.SEVEN_OR_MORE_SPADES:
        return trumps >= 7
    if trigger is RedealTrigger.NO_FACE_CARDS:
        return not ranks & _FACES
    return not ranks & (_FACES | {"A"})
