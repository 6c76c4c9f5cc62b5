"""The one reader of the Oh Hell options: a typed view of a ruleset, built once per ruleset.

Every other Oh Hell module (the deal, the hand, scoring, the match end, the score sheet, the
bot) asks `oh_hell_terms(rules)` and never reads an option itself, so each option is read in
exactly one place. The seats come from `engine.core.seats.seating`, the reader of `players`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.core.cards import STANDARD_RANKS, STANDARD_SUITS, Card
from engine.core.memo import PerRuleset
from engine.core.seats import Seating, seating
from rulesets.oh_hell import OhHellRules, OhHellTies, TrumpMethod, TrumpSuit
from rulesets.oh_hell.model import hand_sizes, most_cards, room

__all__ = ["OhHellTerms", "ScoringTerms", "oh_hell_terms", "PACK", "NO_TRUMP"]

PACK: Final = tuple(Card(rank, suit) for suit in STANDARD_SUITS for rank in STANDARD_RANKS)
"""The 52-card pack, in canonical order."""
NO_TRUMP: Final = ""
"""The trump of a hand played without trumps."""


@dataclass(frozen=True, slots=True)
class ScoringTerms:
    """What a made and a missed bid score (`scoring.*`)."""

    made: int
    made_per_trick: int
    made_by_bid: dict[int, int]
    missed: int
    missed_per_trick: int
    missed_per_bid_trick: int
    missed_per_trick_off: int

    def points(self, bid: int, took: int) -> int:
        """A player's points for a hand: `bid` tricks bid, `took` taken."""
        if bid == took:
            by_bid = self.made_by_bid.get(bid)
            return self.made + self.made_per_trick * took if by_bid is None else by_bid
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
    hook: bool
    hook_from: int
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

    def hooked(self, number: int) -> bool:
        """Whether the hook binds the dealer in hand `number`."""
        return self.hook and self.hand_size(number) >= self.hook_from


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
        hook=rules.bidding.hook,
        hook_from=rules.bidding.hook_from,
        must_trump=rules.play.must_trump,
        scoring=ScoringTerms(
            made=rules.scoring.made,
            made_per_trick=rules.scoring.made_per_trick,
            made_by_bid=dict(rules.scoring.made_by_bid),
            missed=rules.scoring.missed,
            missed_per_trick=rules.scoring.missed_per_trick,
            missed_per_bid_trick=rules.scoring.missed_per_bid_trick,
            missed_per_trick_off=rules.scoring.missed_per_trick_off,
        ),
        target=rules.match.target,
        ties=rules.match.ties,
    )
