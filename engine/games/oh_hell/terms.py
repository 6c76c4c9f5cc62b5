"""The one reader of the Oh Hell options: a typed view of a ruleset, built once per ruleset.

Every other Oh Hell module (the deal, the hand, scoring, the match end, the score sheet, the
bot) asks `oh_hell_terms(rules)` and never reads an option itself, so each option is read in
exactly one place. The seats come from `engine.core.seats.seating`, the reader of `players`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.core.bid_limits import TotalLimit, read_total
from engine.core.cards import STANDARD_RANKS, STANDARD_SUITS, Card
from engine.core.contracts import ContractRow, ContractTable, read_contracts
from engine.core.memo import PerRuleset
from engine.core.seats import Seating, seating
from rulesets.constructs.bids import TotalRule
from rulesets.constructs.events import HandEvent
from rulesets.oh_hell import OhHellRules, OhHellTies, TrumpMethod, TrumpSuit
from rulesets.oh_hell.model import hand_sizes, most_cards, room

__all__ = ["OhHellTerms", "BidTerms", "ScoringTerms", "oh_hell_terms", "PACK", "NO_TRUMP"]

PACK: Final = tuple(Card(rank, suit) for suit in STANDARD_SUITS for rank in STANDARD_RANKS)
"""The 52-card pack, in canonical order."""
NO_TRUMP: Final = ""
"""The trump of a hand played without trumps."""


@dataclass(frozen=True, slots=True)
class BidTerms:
    """The numbers a player may bid and what the total of the bids is held to
    (`bidding.hook`, `bidding.limits`), checked through `engine.core.bid_limits`."""

    lowest: int
    highest: int | None
    """None: the cards in the hand."""
    forbidden: frozenset[int]
    total: TotalLimit | None
    """The hook is the total held not equal to the tricks (path `bidding.hook`);
    `limits.total` any other hold on it."""
    total_from: int
    """The total is held in hands of at least this many cards (`hook_from`)."""

    def numbers(self, size: int) -> list[int]:
        """The numbers a player may bid in a hand of `size` cards, before the total."""
        high = size if self.highest is None else min(self.highest, size)
        return [n for n in range(self.lowest, high + 1) if n not in self.forbidden]

    def total_in(self, size: int) -> TotalLimit | None:
        """The hold on the total in a hand of `size` cards, if any."""
        return self.total if size >= self.total_from else None


@dataclass(frozen=True, slots=True)
class ScoringTerms:
    """What a made and a missed bid score (`scoring.*`), and the hand's events."""

    made: int
    made_per_trick: int
    contracts: ContractTable
    """`made_by_bid`, read as contract values: a made bid of that size scores the row's
    value, flat."""
    missed: int
    missed_per_trick: int
    missed_per_bid_trick: int
    missed_per_trick_off: int
    events: tuple[HandEvent, ...]

    def points(self, bid: int, took: int) -> int:
        """A player's points for a hand before its events: `bid` tricks bid, `took` taken."""
        if bid == took:
            row = self.contracts.row(bid)
            return self.made + self.made_per_trick * took if row is None else int(row.made)
        off = abs(took - bid)
        return (
            self.missed
            + self.missed_per_trick * took
            + self.missed_per_bid_trick * bid
            + self.missed_per_trick_off * off
        )


@dataclass(frozen=True, slots=True)
class OhHellTerms:
    """Everything the Oh Hell engine needs from a ruleset, read once."""

    table: Seating
    sizes: tuple[int, ...]
    """The cards dealt to each player, hand by hand, once through the schedule."""
    whole_pack_without_trump: bool
    """Whether a hand that deals the whole pack is allowed (and played without trumps)."""
    trump_method: TrumpMethod
    trump_suit: TrumpSuit
    trump_cycle: tuple[TrumpSuit, ...]
    bids: BidTerms
    must_trump: bool
    scoring: ScoringTerms
    target: int | None
    ties: OhHellTies

    def hand_size(self, number: int) -> int:
        """The cards each player holds in hand `number` (1-based): the schedule starts again
        after its last hand."""
        return self.sizes[(number - 1) % len(self.sizes)]

    def turns_up(self, number: int) -> bool:
        """Whether the dealer turns up a card for trump in hand `number`: under `turned_up`,
        when a card is left after the deal."""
        dealt = self.hand_size(number) * self.table.count
        return self.trump_method is TrumpMethod.TURNED_UP and dealt < len(PACK)

    def fixed_trump(self, number: int) -> str:
        """The trump of hand `number` when no card is turned up: a suit letter or NO_TRUMP."""
        if self.trump_method is TrumpMethod.FIXED_SUIT:
            return _suit(self.trump_suit)
        if self.trump_method is TrumpMethod.ROTATING:
            return _suit(self.trump_cycle[(number - 1) % len(self.trump_cycle)])
        return NO_TRUMP


def _suit(suit: TrumpSuit) -> str:
    return NO_TRUMP if suit is TrumpSuit.NO_TRUMP else suit.value


_TERMS: Final[PerRuleset[OhHellRules, OhHellTerms]] = PerRuleset()


def oh_hell_terms(rules: OhHellRules) -> OhHellTerms:
    """The terms of `rules`, worked out once per ruleset object."""
    return _TERMS.get(rules, _build)


def _sizes(rules: OhHellRules, method: TrumpMethod, no_trump_hand: bool) -> tuple[int, ...]:
    most = most_cards(rules.hands.most, room(method, no_trump_hand), rules.players.count)
    return hand_sizes(
        rules.hands.schedule,
        rules.hands.fewest,
        most,
        rules.hands.turn_twice,
        rules.hands.fixed_hands,
    )


def _build(rules: OhHellRules) -> OhHellTerms:
    method, no_trump_hand = rules.trump.method, rules.hands.no_trump_hand
    return OhHellTerms(
        table=seating(rules),
        sizes=_sizes(rules, method, no_trump_hand),
        whole_pack_without_trump=no_trump_hand,
        trump_method=method,
        trump_suit=rules.trump.suit,
        trump_cycle=tuple(rules.trump.cycle),
        bids=_bids(rules),
        must_trump=rules.play.must_trump,
        scoring=ScoringTerms(
            made=rules.scoring.made,
            made_per_trick=rules.scoring.made_per_trick,
            contracts=_contracts(rules.scoring.made_by_bid),
            missed=rules.scoring.missed,
            missed_per_trick=rules.scoring.missed_per_trick,
            missed_per_bid_trick=rules.scoring.missed_per_bid_trick,
            missed_per_trick_off=rules.scoring.missed_per_trick_off,
            events=tuple(rules.scoring.events),
        ),
        target=rules.match.target,
        ties=rules.match.ties,
    )


def _bids(rules: OhHellRules) -> BidTerms:
    hook = rules.bidding.hook
    # The hook is a total held not equal to the tricks: one limit, checked by one path.
    total = (
        read_total(TotalRule.NOT_EQUAL, None, "bidding.hook")
        if hook
        else read_total(
            rules.bidding.limits.total, rules.bidding.limits.total_of, "bidding.limits.total"
        )
    )
    return BidTerms(
        lowest=rules.bidding.limits.minimum or 0,
        highest=rules.bidding.limits.maximum,
        forbidden=frozenset(rules.bidding.limits.forbidden),
        total=total,
        total_from=rules.bidding.hook_from if hook else 0,
    )


def _contracts(made_by_bid: dict[int, int]) -> ContractTable:
    """`made_by_bid` is a table of contract values: each bid's flat value when made; a
    missed bid scores as `missed` says."""
    rows = tuple(ContractRow(bid, bid, value, None, False) for bid, value in made_by_bid.items())
    return read_contracts((), None, rows)
