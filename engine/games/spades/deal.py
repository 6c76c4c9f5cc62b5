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
from operator import itemgetter
from typing import Final

from engine.core.cards import CARD_COUNT, STANDARD_RANKS, Card
from engine.core.memo import PerRuleset
from engine.core.seats import seating
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
    "shuffled",
    "needs_redeal",
    "redeal_triggers",
]

# The four suits for play; jokers and promoted cards belong to TRUMPS (spades). Final, so the
# compiled play loop reads them as constants rather than looking them up in the module.
CLUBS: Final = 0
DIAMONDS: Final = 1
HEARTS: Final = 2
TRUMPS: Final = 3
SUIT_NAMES: Final = ("club", "diamond", "heart", "spade")
_PLAIN_SUITS: Final = ("C", "D", "H")
_FACES: Final = frozenset({"J", "Q", "K"})


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
    suit_masks: tuple[int, ...]
    """The bitmask of every card of each suit for play, by suit (four of them). A tuple of
    any length, so compiled code indexes it without boxing it first."""
    hand_size: int
    """Cards dealt to each player."""
    position: tuple[int, ...]
    """Each card's index in this pack by its `Card.index` (its place among every card
    there is): a look-up in a tuple, without hashing. A card not in the pack has the pack's
    size, a bit beyond every hand."""
    names: tuple[str, ...] = SUIT_NAMES
    """Each suit for play's name; another order when a hand's trump is not spades
    (`engine.games.spades.trump`)."""
    shifts: tuple[int, ...] = ()
    """The index of each suit's lowest card: the cards of suit `s` in a mask are
    `mask >> shifts[s]`, once the other suits are masked off."""
    tables: tuple[list[tuple[Card, ...] | None], ...] = ()
    """Each suit's cards by the bits of that suit (`mask >> shifts[s]`), filled as they are
    met (`suit_cards`): a look-up in a list, without hashing a mask. (Keys of a dict by
    mask all end in the same zero bits within a suit, which a dict's hash table is slow
    at.)"""

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
        return list(self.choice(mask))

    def choice(self, mask: int) -> tuple[Card, ...]:
        """The cards in a bitmask, lowest index first, as a tuple shared by every caller
        (the cards of one suit are looked up, never built twice)."""
        masks, shifts, tables = self.suit_masks, self.shifts, self.tables
        out: tuple[Card, ...] = ()
        for suit in range(len(masks)):
            part = mask & masks[suit]
            if part:
                bits = part >> shifts[suit]
                found = tables[suit][bits]
                out += found if found is not None else self.suit_cards(suit, bits)
        return out

    def suit_cards(self, suit: int, bits: int) -> tuple[Card, ...]:
        """The cards of `suit` whose bits (shifted by the suit's `shifts`) are `bits`,
        worked out and kept in `tables` the first time."""
        cards: list[Card] = []
        rest, first = bits, self.shifts[suit]
        while rest:  # lowest bit first, so the cards come out in index order
            low = rest & -rest
            cards.append(self.cards[first + low.bit_length() - 1])
            rest ^= low
        found = self.tables[suit][bits] = tuple(cards)
        return found


_PACKS: Final[PerRuleset[SpadesRules, Pack]] = PerRuleset()


def pack(rules: SpadesRules) -> Pack:
    """The pack of `rules`, built once per ruleset object."""
    return _PACKS.get(rules, _build_pack)


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
    shifts = [sum(len(group) for group in groups[:suit]) for suit in range(len(groups))]
    return Pack(
        cards=tuple(cards),
        index={card: index for index, card in enumerate(cards)},
        bit={card: 1 << index for index, card in enumerate(cards)},
        suit=tuple(suits),
        suit_masks=tuple(masks),
        hand_size=len(cards) // seats,
        position=_positions(cards),
        shifts=tuple(shifts),
        tables=_tables(tuple(cards), tuple(len(group) for group in groups)),
    )


_PACKS_DECODED: Final = 32
"""How many sets of suit tables are kept."""

_TABLES: Final[
    dict[tuple[tuple[Card, ...], tuple[int, ...]], tuple[list[tuple[Card, ...] | None], ...]]
] = {}
"""`Pack.tables`, shared by the packs of the same cards in the same suits (most rulesets
play the same 52): a simulation under one ruleset after another finds its cards decoded."""


def _tables(
    cards: tuple[Card, ...], sizes: tuple[int, ...]
) -> tuple[list[tuple[Card, ...] | None], ...]:
    found = _TABLES.get((cards, sizes))
    if found is None:
        if len(_TABLES) >= _PACKS_DECODED:
            _TABLES.clear()
        starts = [sum(sizes[:suit]) for suit in range(len(sizes))]
        found = _TABLES[cards, sizes] = tuple(
            _decoded(cards, start, size) for start, size in zip(starts, sizes, strict=True)
        )
    return found


_EAGER_BITS: Final = 13
"""Suits of at most this many cards are decoded whole when their pack is first built (8,192
tuples for a suit of 13, a few milliseconds once): the play loop then never meets a hand it
has to decode. A larger trump suit (jokers, promoted cards) is decoded as its hands are met."""


def _decoded(cards: tuple[Card, ...], start: int, size: int) -> list[tuple[Card, ...] | None]:
    """The cards of one suit (the `size` cards from `start`) for every mask of its bits,
    lowest first; for a suit larger than `_EAGER_BITS`, only the empty mask (the rest is
    filled as met)."""
    if size > _EAGER_BITS:
        empty: tuple[Card, ...] = ()
        return [empty, *[None] * ((1 << size) - 1)]
    full: list[tuple[Card, ...]] = [()]
    for bits in range(1, 1 << size):
        low = bits & -bits  # the lowest card, then the cards above it, decoded already
        full.append((cards[start + low.bit_length() - 1], *full[bits ^ low]))
    decoded: list[tuple[Card, ...] | None] = [*full]
    return decoded


def _positions(cards: list[Card]) -> tuple[int, ...]:
    position = [len(cards)] * CARD_COUNT
    for index, card in enumerate(cards):
        position[card.index] = index
    return tuple(position)


def shuffle_and_deal(
    rules: SpadesRules, rng: random.Random, dealer: int
) -> tuple[tuple[Card, ...], ...]:
    """Shuffle the pack with `rng` and deal it one card at a time, starting with the seat
    after `dealer` in the direction of play. Returns each seat's hand, sorted by suit and
    rank. The hands, not the generator, are what a hand state and a log record."""
    the_pack, receivers = _DEALINGS.get(rules, _work_out_dealing)
    cards = the_pack.cards
    size = len(cards)
    order = shuffled(rng, size)
    seats = receivers[dealer]
    count = len(seats)
    if _INTERPRETED:
        return _deal_by_masks(the_pack, order, seats)
    # Who receives each card, then the cards in pack order into their receivers' hands:
    # each hand comes out sorted without a sort, a slice or a list per seat to sort.
    owner = [0] * size
    for place in range(size):
        owner[order[place]] = seats[place % count]
    hands: list[list[Card]] = [[] for _ in range(count)]
    for index in range(size):
        hands[owner[index]].append(cards[index])
    return tuple([tuple(hand) for hand in hands])


_INTERPRETED: Final = not __file__.endswith((".so", ".pyd"))  # else compiled (mypyc)
"""Whether this module runs interpreted, where a Python step per card costs more than the
C loops of `sum`, `map` and the pack's suit tables (`_deal_by_masks`)."""

_BITS: Final = tuple(1 << index for index in range(CARD_COUNT))


class Dealt:
    """Each seat's cards at the deal, as a bitmask and as its pack indexes, lowest first."""

    __slots__ = ("masks", "indexes")

    def __init__(self, masks: list[int], indexes: list[list[int]] | None) -> None:
        self.masks = masks
        self.indexes = indexes
        """None once a playout has taken them (`take_indexes`)."""

    def take_indexes(self) -> list[list[int]] | None:
        """The index lists, for a playout to play from (they are its own now: it pops the
        cards it plays); None when another playout took them first."""
        indexes, self.indexes = self.indexes, None
        return indexes


_last_deal: tuple[tuple[tuple[Card, ...], ...], Pack | None, Dealt] = ((), None, Dealt([], None))
"""The last deal `_deal_by_masks` made, its pack and each seat's cards as a bitmask and as
pack indexes: a hand built from that very deal takes its masks instead of working them out
card by card again (`dealt_masks`), and its playout the indexes while the masks stand."""


def _deal_by_masks(
    the_pack: Pack, order: list[int], seats: tuple[int, ...]
) -> tuple[tuple[Card, ...], ...]:
    """The deal of `order` to `seats` in turn, and each seat's cards as a bitmask."""
    global _last_deal
    count, bits, cards = len(seats), _BITS, the_pack.cards
    masks = [0] * count
    hands: list[tuple[Card, ...]] = [()] * count
    indexes: list[list[int]] = [[]] * count
    for offset, seat in enumerate(seats):
        # The seat's pack indexes in pack order, which is the hand's order (by suit, low to
        # high), taken from the pack and the bits by one C call each.
        dealt = indexes[seat] = order[offset::count]
        dealt.sort()
        if len(dealt) > 1:
            take = itemgetter(*dealt)
            hands[seat], masks[seat] = take(cards), sum(take(bits))
        else:  # `itemgetter` of one index gives the item, not a tuple
            hands[seat] = tuple([cards[index] for index in dealt])
            masks[seat] = sum([bits[index] for index in dealt])
    deal = tuple(hands)
    _last_deal = (deal, the_pack, Dealt(masks, indexes))
    return deal


def suits_held(the_pack: Pack, mask: int) -> list[tuple[Card, ...]]:
    """The cards of `mask` of each suit, lowest first: four tuples of the pack's tables."""
    masks, shifts, tables = the_pack.suit_masks, the_pack.shifts, the_pack.tables
    # The four suits written out: every hand looks up sixteen of them.
    clubs = tables[CLUBS][(mask & masks[CLUBS]) >> shifts[CLUBS]]
    diamonds = tables[DIAMONDS][(mask & masks[DIAMONDS]) >> shifts[DIAMONDS]]
    hearts = tables[HEARTS][(mask & masks[HEARTS]) >> shifts[HEARTS]]
    trumps = tables[TRUMPS][(mask & masks[TRUMPS]) >> shifts[TRUMPS]]
    if clubs is None or diamonds is None or hearts is None or trumps is None:
        return [the_pack.choice(mask & part) for part in masks]  # first met: kept
    return [clubs, diamonds, hearts, trumps]


def dealt_masks(
    hands: object, the_pack: Pack
) -> tuple[tuple[tuple[Card, ...], ...], list[int], Dealt] | None:
    """The deal, each seat's cards as a bitmask (a list of its own), and the deal's masks and
    pack indexes (`Dealt`, shared: its masks not to be changed), when `hands` is the very deal
    `shuffle_and_deal` made last from `the_pack` (interpreted; immutable, and kept alive
    here, so its identity is proof); else None, and the caller checks the cards."""
    deal, dealt_from, dealt = _last_deal
    # The same pack, or one made anew for the same rules (each memo of packs is emptied on
    # its own past so many rulesets): the same cards at the same indexes.
    if deal is hands and (
        dealt_from is the_pack or (dealt_from is not None and dealt_from.cards == the_pack.cards)
    ):
        return deal, list(dealt.masks), dealt
    return None


def shuffled(rng: random.Random, size: int) -> list[int]:
    """`list(range(size))` shuffled by `rng.shuffle`. For a plain `random.Random` this is the
    same Fisher-Yates shuffle with the same draws in the same order (`getrandbits` of the
    bits of i + 1, again while the draw is above i), so a seed deals the same hands, without
    a Python-level call per card; a subclass shuffles its own way."""
    order = list(range(size))
    if type(rng) is not random.Random or size < 2:
        rng.shuffle(order)
        return order
    getrandbits = rng.getrandbits
    for i, bits in _DRAWS.get(size) or _draws(size):
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        order[i], order[j] = order[j], order[i]
    return order


_DRAWS: Final[dict[int, tuple[tuple[int, int], ...]]] = {}


def _draws(size: int) -> tuple[tuple[int, int], ...]:
    """(i, the bits of i + 1) for each step of a shuffle of `size` items, made once and
    kept in `_DRAWS`."""
    draws = _DRAWS[size] = tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    return draws


_DEALINGS: Final[PerRuleset[SpadesRules, tuple[Pack, tuple[tuple[int, ...], ...]]]] = PerRuleset()


def _work_out_dealing(rules: SpadesRules) -> tuple[Pack, tuple[tuple[int, ...], ...]]:
    """The pack of `rules`, and for each dealer the seats in the order they receive cards:
    worked out once per ruleset object (`_DEALINGS`), as the simulator deals thousands of
    hands."""
    table = seating(rules)
    receivers = tuple(table.order_from(table.next_seat(dealer)) for dealer in range(table.count))
    return pack(rules), receivers


def redeal_triggers(rules: SpadesRules) -> list[RedealTrigger]:
    """The hands that call for a redeal (`redeal.triggers`); empty: every deal stands."""
    return rules.redeal.triggers


def needs_redeal(rules: SpadesRules, hands: tuple[tuple[Card, ...], ...]) -> bool:
    """Whether any dealt hand matches one of the ruleset's redeal triggers."""
    triggers = redeal_triggers(rules)
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
    if trigger is RedealTrigger.FOUR_ACES:
        return sum(1 for card in hand if not card.is_joker and card.rank == "A") >= 4
    if trigger is RedealTrigger.NO_ACE_KING_OR_QUEEN:
        return not ranks & {"A", "K", "Q"}
    if trigger is RedealTrigger.SEVEN_CARD_SUIT:
        suits = [the_pack.suit_of(card) for card in hand]
        return max(suits.count(suit) for suit in set(suits)) >= 7
    return not ranks & (_FACES | {"A"})
