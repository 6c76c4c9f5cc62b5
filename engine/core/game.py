"""The adapter every game gives the match loop, the log and replay, so they never ask which
game they are playing.

    game = family_for(rules).adapter(rules)    # or engine.games.game_for(rules)
    deal = game.deal(rng, dealer)              # redeal while game.needs_redeal(deal)
    hand = game.start(deal, dealer, standing, number)
    ...                                        # apply actions until hand.to_act is None
    facts = game.facts(hand)                   # the derived facts of the hand, as log JSON
    scored = game.score(hand, standing)        # None score for a hand thrown in
    dealer = game.next_dealer(dealer, entry)   # entry: the hand as the log writes it

An adapter reads no rule option itself: the deal, the hand, scoring and the seating do.
Seats are 0-based here and 1-based in every JSON value an adapter returns (the log's
convention).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from engine.core.cards import Card
from engine.core.errors import EngineError
from engine.core.protocol import Hand, PlayedCard
from engine.core.reneges import RenegeCall
from engine.core.seats import Seating
from engine.core.standing import Outcome, Standing
from rulesets.base import RuleModel
from rulesets.families import rules_family
from rulesets.formats import Ruleset

__all__ = [
    "Deal",
    "Scored",
    "Game",
    "deal_json",
    "deal_from_json",
    "seat_json",
    "trick_json",
    "calls_json",
]


@dataclass(frozen=True, slots=True)
class Deal:
    """The dealt cards: one hand per seat (0-based) and, in a game with one, the nest."""

    hands: tuple[tuple[Card, ...], ...]
    nest: tuple[Card, ...] = ()

    def __init__(self, hands: tuple[tuple[Card, ...], ...], nest: tuple[Card, ...] = ()) -> None:
        # Written out: compiled, the dataclass's generated frozen __init__ would run
        # interpreted (a setattr through `object` per field), and every hand makes one.
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "nest", nest)


@dataclass(frozen=True, slots=True)
class Scored:
    """A finished hand added to the match: its score as log JSON (None: thrown in, not
    scored), the standing after it, and the outcome if the match is over."""

    score: dict[str, Any] | None
    standing: Standing
    outcome: Outcome | None

    def __init__(
        self, score: dict[str, Any] | None, standing: Standing, outcome: Outcome | None
    ) -> None:
        # Written out, as Deal's.
        object.__setattr__(self, "score", score)
        object.__setattr__(self, "standing", standing)
        object.__setattr__(self, "outcome", outcome)


class Game(Protocol):
    """What the match loop, the log and replay need from a game."""

    name: str
    """The game's name as the log writes it (its family's key): `spades`, `rook`."""
    table: Seating

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        """Shuffle with `rng` and deal, `dealer` dealing."""
        ...

    def needs_redeal(self, deal: Deal) -> bool:
        """Whether the deal is thrown in at once (a redeal trigger) and dealt again."""
        ...

    def redeal_reason(self, deal: Deal) -> str:
        """Why a deal was thrown in by a redeal trigger (informational)."""
        ...

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        """The hand, ready for its first action, given the standing before it and its
        1-based number in the match. Raises `EngineError` for a deal that is not the pack."""
        ...

    def facts(self, hand: Hand) -> dict[str, Any]:
        """The derived facts of a finished hand (log JSON, seats 1-based), score aside."""
        ...

    def score(self, hand: Hand, standing: Standing) -> Scored:
        """Score a finished hand and add it to `standing`."""
        ...

    def trick_number(self, hand: Hand) -> int | None:
        """The 1-based trick in progress, or None before the play."""
        ...

    def next_dealer(self, dealer: int, finished: Mapping[str, Any]) -> int:
        """Who deals after `finished`, the hand `dealer` dealt, as the log writes it
        (`engine.log.hand_entry`): the seating's rotation (`players.dealer_rotation`), unless
        the hand keeps the deal (`keeps_the_deal`)."""
        ...

    def keeps_the_deal(self, finished: Mapping[str, Any]) -> str:
        """The rule under which the dealer of `finished` (as the log writes it) deals the
        next hand too, whatever the rotation says; "" when the deal moves on by the
        rotation."""
        ...


def seat_json(seat: int | None) -> int | None:
    """A 0-based seat as log JSON (1-based; None stays None)."""
    return None if seat is None else seat + 1


def trick_json(plays: Sequence[PlayedCard], winner: int) -> dict[str, Any]:
    """A gathered trick as log JSON: its leader, its cards in play order, its winner."""
    return {
        "leader": plays[0].seat + 1,
        "cards": [str(play.card) for play in plays],
        "winner": winner + 1,
    }


def calls_json(calls: Sequence[RenegeCall]) -> list[dict[str, Any]]:
    """Renege calls that stood, as log JSON."""
    return [
        {
            "offender": call.offender + 1,
            "claimant": call.claimant + 1,
            "trick": call.trick,
            "caught": call.caught.value,
        }
        for call in calls
    ]


def deal_json(deal: Deal, with_nest: bool) -> dict[str, Any]:
    """The deal as log JSON: `dealt` (one list of cards per seat) and, in a game with a nest,
    `nest`."""
    entry: dict[str, Any] = {"dealt": [[str(card) for card in hand] for hand in deal.hands]}
    if with_nest:
        entry["nest"] = [str(card) for card in deal.nest]
    return entry


def deal_from_json(entry: Mapping[str, Any]) -> Deal:
    """The deal recorded in a log hand (or redeal): raises ValueError for a card that is not
    written in card notation."""
    hands = tuple(tuple(Card.parse(text) for text in hand) for hand in entry["dealt"])
    return Deal(hands, tuple(Card.parse(text) for text in entry.get("nest", [])))


R = TypeVar("R", bound=RuleModel)


def rules_as(model: type[R], rules: Ruleset) -> R:
    """`rules`, known to be of `model`'s game: a family narrows the rules it is handed with
    it. EngineError if the registry handed a family another game's rules."""
    if not isinstance(rules, model):
        title = rules_family(model).title
        raise EngineError(f"the {title} family was given rules for {rules.game!r}")
    return rules
