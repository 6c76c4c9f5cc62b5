"""The Rook pack, the deal with its nest, and how Rook cards follow suit and win tricks.

The pack is built from `rules.deck.*`: a standard pack (suits C D H S) or a Rook pack (colours
B G R Y, ranks 1 to 14), with only the listed ranks, ranked in the order listed (highest
first), plus the Rook card when it is in. The Rook card belongs to the trump suit once trump
is named; `rules.rook_card.*` says how it ranks and when it may be played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.cards import ROOK_SUITS, STANDARD_RANKS, STANDARD_SUITS, Card
from engine.core.errors import EngineError
from engine.core.protocol import PlayedCard
from engine.core.seats import seating
from rulesets.rook import NestDealt, PackKind, RookPlay, RookRank, RookRules

__all__ = [
    "ROOK",
    "RookPack",
    "RookDeal",
    "RookTricks",
    "rook_pack",
    "nest_size",
    "deal_rook",
    "shuffle_and_deal_rook",
    "check_deal",
]

ROOK = Card.parse("ROOK")
"""The Rook card."""


@dataclass(frozen=True)
class RookPack:
    """The cards in play and their order within a suit."""

    suits: tuple[str, ...]
    ranks: tuple[str, ...]
    """The ranks in play, highest first."""
    cards: tuple[Card, ...]
    """Every card of the pack: by suit, highest rank first, then the Rook card if in."""
    has_rook: bool


def rook_pack(rules: RookRules) -> RookPack:
    """The pack `rules.deck` describes."""
    suits = STANDARD_SUITS if rules.deck.pack is PackKind.STANDARD else ROOK_SUITS
    ranks = tuple(rules.deck.ranks)
    has_rook = rules.deck.rook_card
    cards = tuple(Card(rank, suit) for suit in suits for rank in ranks)
    return RookPack(tuple(suits), ranks, cards + ((ROOK,) if has_rook else ()), has_rook)


def nest_size(rules: RookRules) -> int:
    """Cards in the nest, which is also how many cards the declarer discards."""
    return rules.nest.size


@dataclass(frozen=True)
class RookDeal:
    """The dealt cards: one hand per seat (0-based) and the nest."""

    hands: tuple[tuple[Card, ...], ...]
    nest: tuple[Card, ...]


def deal_rook(rules: RookRules, cards: Sequence[Card], dealer: int) -> RookDeal:
    """Deal `cards` in the order given, one at a time to each seat in turn, starting with the
    seat after the dealer, with the nest's cards where `nest.dealt` puts them: the last
    `nest.size` cards (`at_the_end`), or one after each round until it is full
    (`one_per_round`)."""
    table = seating(rules)
    to_nest = _nest_places(rules, len(cards), table.count)
    hands: list[list[Card]] = [[] for _ in range(table.count)]
    nest: list[Card] = []
    seat = dealer
    for place, card in enumerate(cards):
        if place in to_nest:
            nest.append(card)
            continue
        seat = table.next_seat(seat)
        hands[seat].append(card)
    return RookDeal(tuple(tuple(hand) for hand in hands), tuple(nest))


def _nest_places(rules: RookRules, total: int, players: int) -> frozenset[int]:
    """The places in the dealt order of the cards that go to the nest."""
    size = nest_size(rules)
    if rules.nest.dealt is NestDealt.ONE_PER_ROUND:
        return frozenset(round_no * (players + 1) + players for round_no in range(size))
    return frozenset(range(total - size, total))


def shuffle_and_deal_rook(rules: RookRules, rng: random.Random, dealer: int) -> RookDeal:
    """Shuffle the pack with `rng` and deal it (see `deal_rook`)."""
    cards = list(rook_pack(rules).cards)
    rng.shuffle(cards)
    return deal_rook(rules, cards, dealer)


def check_deal(rules: RookRules, hands: Sequence[Sequence[Card]], nest: Sequence[Card]) -> None:
    """Raise `EngineError` unless `hands` and `nest` are exactly the pack, dealt evenly with a
    nest of the size the rules give."""
    count = seating(rules).count
    if len(hands) != count:
        raise EngineError(f"a Rook deal needs {count} hands, not {len(hands)}")
    if len(nest) != nest_size(rules):
        raise EngineError(f"the nest holds {nest_size(rules)} cards, not {len(nest)}")
    if len({len(hand) for hand in hands}) != 1:
        raise EngineError("the hands are not all the same size")
    dealt = [card for hand in hands for card in hand] + list(nest)
    pack = rook_pack(rules).cards
    if sorted(dealt, key=_index) != sorted(pack, key=_index):
        raise EngineError("the hands and the nest are not exactly the cards of the pack")


def _index(card: Card) -> int:
    return card.index


class RookTricks:
    """Following suit and winning tricks, given the trump suit. Built once per hand."""

    def __init__(self, rules: RookRules) -> None:
        self.pack = rook_pack(rules)
        # `highest_trump` is the older name of `wins_any_trick`: one rule, played one way.
        rank = rules.rook_card.rank
        self._rook_rank = rank.as_played()
        self._rook_any_time = rules.rook_card.play is RookPlay.ANY_TIME
        count = len(self.pack.ranks)
        # Twice the place from the bottom, so the Rook can sit between two ranks.
        self._strength = {rank: 2 * (count - place) for place, rank in enumerate(self.pack.ranks)}
        self._rook_strength = self._place_rook()

    def _place_rook(self) -> int:
        if self._rook_rank is RookRank.LOWEST_TRUMP:
            return 0
        if self._rook_rank is RookRank.TEN_AND_A_HALF:
            return self._just_above_ten()
        return 2 * len(self.pack.ranks) + 1

    def _just_above_ten(self) -> int:
        # Just above the 10; with no 10 in the pack, just below the lowest listed rank that
        # is naturally above ten (J Q K A, or 11 to 14); with none, the highest trump.
        if "10" in self._strength:
            return self._strength["10"] + 1
        above = [self._strength[rank] for rank in self.pack.ranks if _natural(rank) > 10]
        return min(above) - 1 if above else 2 * len(self.pack.ranks) + 1

    def suit_of(self, card: Card, trump: str) -> str:
        """The suit `card` belongs to: the Rook card is a trump."""
        return trump if card is ROOK else card.suit

    def legal_plays(self, hand: Sequence[Card], led: str | None, trump: str) -> list[Card]:
        """The cards of `hand` that may be played to a trick whose led suit is `led` (None
        when leading)."""
        if led is None:
            return list(hand)
        following = [card for card in hand if self.suit_of(card, trump) == led]
        if not following:
            return list(hand)
        if self._rook_any_time and ROOK in hand and ROOK not in following:
            following.append(ROOK)
        return following

    @staticmethod
    def forbidding_rule(card: Card) -> str:
        """The rule an illegal play of `card` breaks: `rook_card.play` for the Rook card
        (played while its holder could follow another suit), else `follow suit`."""
        return "rook_card.play" if card is ROOK else "follow suit"

    def trick_winner(self, trick: Sequence[PlayedCard], trump: str) -> int:
        """The seat that wins `trick` (cards in the order played)."""
        led = self.suit_of(trick[0].card, trump)
        return max(trick, key=lambda played: self._power(played.card, led, trump)).seat

    def _power(self, card: Card, led: str, trump: str) -> int:
        if card is ROOK:
            wins = self._rook_rank is RookRank.WINS_ANY_TRICK
            return 10_000 if wins else 1_000 + self._rook_strength
        if card.suit == trump:
            return 1_000 + self._strength[card.rank]
        return self._strength[card.rank] if card.suit == led else 0

    def rank_strength(self, card: Card) -> int:
        """How high `card` ranks within its suit (the Rook card as a trump); bots use it."""
        return self._rook_strength if card is ROOK else self._strength[card.rank]


def _natural(rank: str) -> int:
    return STANDARD_RANKS.index(rank) + 2 if rank in STANDARD_RANKS else int(rank)
