"""The one reader of the Hearts options: a typed view of a ruleset, built once per ruleset.

Every other Hearts module (the deal, the hand, scoring, the match end, the score sheet, the
bot) asks `hearts_terms(rules)` and never reads an option itself, so each option is read in
exactly one place. The seats come from `engine.seats.seating`, the reader of `players`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.core.cards import Card
from engine.core.memo import PerRuleset
from engine.core.seats import Seating, seating
from rulesets.base import standard_deck
from rulesets.common import Ties
from rulesets.constructs.card_values import card_value_table
from rulesets.constructs.events import Combine, HandEvent
from rulesets.hearts import (
    STANDARD_REMOVALS,
    FirstLead,
    HeartsLed,
    HeartsRules,
    MoonShot,
    OnlyPointCards,
    PassDirection,
    TenOfHearts,
)

__all__ = ["HeartsTerms", "hearts_terms", "hearts_seating", "HEARTS", "QUEEN", "JACK", "TEN"]

HEARTS: Final = "H"
QUEEN: Final = Card.parse("QS")
JACK: Final = Card.parse("JD")
TEN: Final = Card.parse("10H")


@dataclass(frozen=True, slots=True)
class HeartsTerms:
    """Everything the Hearts engine needs from a ruleset, read once."""

    table: Seating
    pack: tuple[Card, ...]
    """The pack, in canonical order."""
    hand_size: int
    directions: tuple[PassDirection, ...]
    """The passing cycle; empty: no passing."""
    pass_cards: int
    first_lead: FirstLead
    points_on_first_trick: bool
    only_point_cards: OnlyPointCards
    hearts_led: HeartsLed
    queen_breaks_hearts: bool
    values: dict[Card, int]
    """Every card that scores (J♦ included when it does), with its points: the rules'
    card-value table (`scoring.card_table()`)."""
    events: tuple[HandEvent, ...]
    """The hand events that score (`scoring.events`), scored after the cards."""
    ten_doubles: bool
    moon: MoonShot
    sun: int | None
    end_score: int | None
    hands: int | None
    ties: Ties

    @property
    def penalty_cards(self) -> frozenset[Card]:
        """The cards with points to avoid (positive values): taking them all shoots the moon."""
        return frozenset(card for card, value in self.values.items() if value > 0)

    @property
    def moon_total(self) -> int:
        """Every penalty point in the pack (26 in standard Hearts, 43 in Black Maria)."""
        return sum(value for value in self.values.values() if value > 0)

    @property
    def bonus_cards(self) -> dict[Card, int]:
        """Cards with negative points other than the J♦ (whose option keeps its own
        path): scored to their taker last, like the J♦."""
        return {card: value for card, value in self.values.items() if value < 0 and card != JACK}

    @property
    def moon_by_event(self) -> bool:
        """Whether an event scores the moon in place of `scoring.moon` (`shot_the_moon` with
        `combine: instead`): the hand is scored as if nobody shot it, and the event says what
        the moon is worth (Spot Hearts' 150-point moon: `score: 150, to: others`)."""
        return any(
            event.when == "shot_the_moon" and event.combine is Combine.INSTEAD
            for event in self.events
        )

    @property
    def jack_counts(self) -> bool:
        """Whether the J♦ scores (Omnibus)."""
        return JACK in self.values

    def pass_direction(self, number: int) -> PassDirection:
        """Where the cards go in hand `number` (1-based): HOLD when nobody passes."""
        if not self.directions:
            return PassDirection.HOLD
        return self.directions[(number - 1) % len(self.directions)]

    @property
    def top_card(self) -> Card | None:
        """The penalty card worth most (the Q♠ in every usual table), the one a bot guards
        against; among equals the highest in the pack's order."""
        penalty = [(value, index, card) for index, (card, value) in enumerate(self._ordered())]
        return max(penalty)[2] if penalty else None

    def _ordered(self) -> list[tuple[Card, int]]:
        return [(card, self.values[card]) for card in self.pack if self.values.get(card, 0) > 0]

    def is_penalty(self, card: Card) -> bool:
        """Whether `card` has points to avoid."""
        return self.values.get(card, 0) > 0


_TERMS: Final[PerRuleset[HeartsRules, HeartsTerms]] = PerRuleset()


def hearts_terms(rules: HeartsRules) -> HeartsTerms:
    """The terms of `rules`, worked out once per ruleset object."""
    return _TERMS.get(rules, _build)


def hearts_seating(rules: HeartsRules) -> Seating:
    """The seating of a Hearts ruleset (`engine.seats` reads the `players` options)."""
    return seating(rules)


def _build(rules: HeartsRules) -> HeartsTerms:
    table = hearts_seating(rules)
    pack = _pack(rules.deck.removed_cards, table.count)
    return HeartsTerms(
        table=table,
        pack=pack,
        hand_size=len(pack) // table.count,
        directions=tuple(rules.passing.directions),
        pass_cards=rules.passing.cards,
        first_lead=rules.play.first_lead,
        points_on_first_trick=rules.play.points_on_first_trick,
        only_point_cards=rules.play.only_point_cards,
        hearts_led=rules.play.hearts_led,
        queen_breaks_hearts=rules.play.queen_breaks_hearts,
        values=_values(rules, pack),
        events=tuple(rules.scoring.events),
        ten_doubles=rules.scoring.ten_of_hearts is TenOfHearts.DOUBLES,
        moon=rules.scoring.moon,
        sun=rules.scoring.sun,
        end_score=rules.match.end_score,
        hands=rules.match.hands,
        ties=rules.match.ties,
    )


def _pack(removed_cards: list[str] | None, players: int) -> tuple[Card, ...]:
    removed = set(STANDARD_REMOVALS[players] if removed_cards is None else removed_cards)
    return tuple(Card.parse(name) for name in standard_deck() if name not in removed)


def _values(rules: HeartsRules, pack: tuple[Card, ...]) -> dict[Card, int]:
    table = card_value_table(rules.scoring.card_table(), [str(card) for card in pack])
    return {Card.parse(name): value for name, value in table.items()}
