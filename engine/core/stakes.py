"""What the hand events that score (`rulesets.constructs.events`) put at stake for a bot.

A heuristic bot plays for the points its game scores. The events a ruleset adds (a bonus for
taking no trick, a penalty for the last trick, a bonus for every point, a penalty for taking
far more than the contract) change those points, so each game's bot reads them here, through
`event_stakes`, as the few figures it can act on at the table; no bot names an event itself.

A stake is what an event happening to a side is worth to that side over each other side, in
the game's points: its score when the side scores it, minus its score when every other side
does. Only events scored once a hand, on top of the hand's points and whatever the cards, make
a stake: a bot cannot weigh a per-trick score or an `instead` event by a single number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulesets.constructs.events import Combine, HandEvent, Per, Recipient

__all__ = ["EventStakes", "NO_STAKES", "event_stakes"]


@dataclass(frozen=True, slots=True)
class EventStakes:
    """The events' stakes a bot plays for (0: the rules score nothing for it)."""

    no_trick: int = 0
    """Taking no trick in the hand."""
    last_trick: int = 0
    """Taking the last trick."""
    every_point: int = 0
    """Taking every point (Rook's counters) of the hand."""
    alone: int = 0
    """Playing the hand alone (Euchre's loner), whatever the tricks."""
    overtricks_penalised: int | None = None
    """The fewest tricks over its contract that cost a side a penalty, per overtrick or once;
    None when taking more than the contract costs nothing by an event."""
    overtrick_penalty: int = 0
    """What a side loses (a positive number of points) when its overtricks reach
    `overtricks_penalised`."""

    @property
    def any(self) -> bool:
        """Whether any event puts something at stake."""
        return self != NO_STAKES


NO_STAKES = EventStakes()
"""The stakes of a ruleset without events."""


def event_stakes(events: Sequence[HandEvent]) -> EventStakes:
    """The stakes of `events` (a game's `scoring.events`, read where the game reads them)."""
    if not events:
        return NO_STAKES
    overtricks = _overtricks_penalised(events)
    return EventStakes(
        no_trick=_stake(events, "took_no_trick"),
        last_trick=_stake(events, "took_last_trick"),
        every_point=_stake(events, "took_every_point"),
        alone=_stake(events, "played_alone"),
        overtricks_penalised=overtricks,
        overtrick_penalty=_overtrick_penalty(events, overtricks),
    )


def _worth(event: HandEvent) -> int:
    """The event's score to the side it happens to, over each other side."""
    return event.score if event.to is Recipient.SIDE else -event.score


def _stake(events: Sequence[HandEvent], when: str) -> int:
    return sum(
        _worth(event)
        for event in events
        if event.when == when
        and event.per is Per.HAND
        and event.combine is Combine.ADD
        and event.at_least is None
        and event.at_most is None
    )


def _penalises_overtricks(event: HandEvent) -> bool:
    """Whether `event` costs a side that made its contract with tricks to spare."""
    return (
        event.when == "made_contract"
        and _worth(event) < 0
        and event.combine is Combine.ADD
        and (event.per is Per.OVERTRICK or (event.per is Per.HAND and bool(event.at_least)))
    )


def _first_overtrick(event: HandEvent) -> int:
    return max(1, event.at_least or 0)


def _overtricks_penalised(events: Sequence[HandEvent]) -> int | None:
    found = [
        _first_overtrick(event)
        for event in events
        if _penalises_overtricks(event)
        and (event.at_most is None or event.at_most >= _first_overtrick(event))
    ]
    return min(found, default=None)


def _overtrick_penalty(events: Sequence[HandEvent], overtricks: int | None) -> int:
    if overtricks is None:
        return 0
    lost = 0
    for event in events:
        applies = _first_overtrick(event) <= overtricks
        if _penalises_overtricks(event) and applies and (event.at_most or overtricks) >= overtricks:
            lost -= _worth(event) * (overtricks if event.per is Per.OVERTRICK else 1)
    return lost
