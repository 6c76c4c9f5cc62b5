"""The one reader of the Euchre options: a typed view of a ruleset, built once per ruleset.

Every other Euchre module (the deal, the hand, scoring, the score sheet, the bot) asks
`euchre_terms(rules)` and never reads an option itself, so each option is read in exactly
one place. The seats come from `engine.core.seats.seating` (the reader of `players`), the
match's end from `engine.core.standing.match_outcome` (the reader of `match`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.core.cards import Card
from engine.core.memo import PerRuleset
from engine.core.seats import Seating, seating
from rulesets.constructs.events import HandEvent
from rulesets.euchre import (
    AllPass,
    Case,
    DealersPartner,
    EuchreRules,
    LonerLead,
    ScoringCase,
    ThrowIn,
    euchre_ranks,
)

__all__ = ["EuchreTerms", "euchre_terms", "NO_TRUMP", "JOKER", "SAME_COLOUR"]

NO_TRUMP: Final = "N"
"""The suit a player names for no trump."""
JOKER: Final = Card.parse("BJ")
SAME_COLOUR: Final = {"C": "S", "S": "C", "D": "H", "H": "D"}
"""The other suit of each suit's colour: the left bower's."""


@dataclass(frozen=True, slots=True)
class EuchreTerms:
    """Everything the Euchre engine needs from a ruleset, read once."""

    table: Seating
    partnerships: bool
    pack: tuple[Card, ...]
    """The pack, in canonical order."""
    ranks: tuple[str, ...]
    """The ranks of a suit, low to high."""
    cards_each: int
    packets: tuple[int, ...]
    throw_ins: tuple[ThrowIn, ...]
    farmers_hand: bool
    second_round: bool
    stick_the_dealer: bool
    no_trump: bool
    turned_down_suit: bool
    must_hold_trump: bool
    partner_only_alone: bool
    maker_alone: bool
    defender_alone: bool
    partners_best: bool
    lead_left_of_maker: bool
    left_bower: bool
    cases: dict[Case, ScoringCase]
    events: tuple[HandEvent, ...]

    @property
    def kitty_size(self) -> int:
        """The cards left after the deal."""
        return len(self.pack) - self.table.count * self.cards_each


_TERMS: Final[PerRuleset[EuchreRules, EuchreTerms]] = PerRuleset()


def euchre_terms(rules: EuchreRules) -> EuchreTerms:
    """The terms of `rules`, worked out once per ruleset object."""
    return _TERMS.get(rules, _build)


def _build(rules: EuchreRules) -> EuchreTerms:
    table = seating(rules)
    ranks = euchre_ranks(rules.deck.lowest_rank)
    joker = (JOKER,) if rules.deck.joker else ()
    suits = ("C", "D", "H", "S")
    pack = (*joker, *(Card(rank, suit) for suit in suits for rank in reversed(ranks)))
    return EuchreTerms(
        table=table,
        partnerships=len(table.sides) < table.count,
        pack=pack,
        ranks=ranks,
        cards_each=rules.deal.cards_each,
        packets=tuple(rules.deal.packets),
        throw_ins=tuple(rules.deal.throw_ins),
        farmers_hand=rules.deal.farmers_hand,
        second_round=rules.making.second_round,
        stick_the_dealer=rules.making.all_pass is AllPass.STICK_THE_DEALER,
        no_trump=rules.making.no_trump,
        turned_down_suit=rules.making.turned_down_suit,
        must_hold_trump=rules.making.must_hold_trump,
        partner_only_alone=rules.making.dealers_partner is DealersPartner.ONLY_ALONE,
        maker_alone=rules.alone.maker,
        defender_alone=rules.alone.defender,
        partners_best=rules.alone.partners_best,
        lead_left_of_maker=rules.alone.lead is LonerLead.LEFT_OF_MAKER,
        left_bower=rules.play.left_bower,
        cases={line.case: line for line in rules.scoring.cases},
        events=tuple(rules.scoring.events),
    )
