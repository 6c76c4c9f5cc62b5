"""Scoring an Oh Hell hand, and the end of an Oh Hell match (the highest score wins).

    score = score_hand(terms, OhHellTally(bids=(2, 0, 1, 1), tricks=(2, 1, 1, 0)))
    standing = standing.after(score)
    outcome = oh_hell_outcome(terms, standing)           # None while the match goes on

Each player scores on their own (`ScoringTerms.points`): the made amount when they took
exactly the tricks bid, the missed amount otherwise (a made bid that `made_by_bid` lists
scores its value instead, read as contract values through `engine.core.contracts`). Then the
hand's events (`scoring.events`), by `engine.core.events.score_events`: each player's
contract is its bid, made only when exact. A missed bid counts as a "set" in the
standing, so `ties: most_bids_made` can compare how often each player made their bid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.events import score_events
from engine.core.standing import EndReason, Outcome, Standing
from engine.games.oh_hell.terms import OhHellTerms
from rulesets.constructs.events import HandFacts
from rulesets.oh_hell import OhHellTies

__all__ = ["OhHellTally", "OhHellHandScore", "score_hand", "oh_hell_outcome"]


@dataclass(frozen=True, slots=True)
class OhHellTally:
    """What scoring needs from a hand, per seat (0-based): the bids and the tricks taken."""

    bids: tuple[int, ...]
    tricks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OhHellHandScore:
    """A scored hand: per seat its bid, tricks taken and points."""

    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]

    @property
    def made(self) -> tuple[bool, ...]:
        """Whether each seat took exactly the tricks it bid."""
        return tuple(bid == took for bid, took in zip(self.bids, self.tricks, strict=True))

    @property
    def sets(self) -> tuple[bool, ...]:
        """A missed bid is a set (the standing counts them for `most_bids_made`)."""
        return tuple(not made for made in self.made)

    @property
    def bags_after(self) -> tuple[int, ...]:
        """Oh Hell has no bags."""
        return (0,) * len(self.points)

    @property
    def forfeits(self) -> tuple[int, ...]:
        """Nobody forfeits (illegal cards are refused)."""
        return ()

    def to_json(self) -> dict[str, Any]:
        """The score as log JSON, shaped like every game's: per side (a seat) its points."""
        sides = [
            {
                "side": seat + 1,
                "seats": [seat + 1],
                "bid": bid,
                "tricks": took,
                "made": bid == took,
                "points": points,
            }
            for seat, (bid, took, points) in enumerate(
                zip(self.bids, self.tricks, self.points, strict=True)
            )
        ]
        return {"sides": sides, "forfeits": []}


def score_hand(terms: OhHellTerms, tally: OhHellTally) -> OhHellHandScore:
    """Score one hand: each seat's points from its bid and its tricks, then its events."""
    points = tuple(
        terms.scoring.points(bid, took) for bid, took in zip(tally.bids, tally.tricks, strict=True)
    )
    if terms.scoring.events:
        points = score_events(terms.scoring.events, hand_facts(tally), points)
    return OhHellHandScore(tally.bids, tally.tricks, points)


def hand_facts(tally: OhHellTally) -> HandFacts:
    """What an Oh Hell hand tells the events: each seat's tricks, and its bid as a contract
    made only when exact (a seat over its bid fails it too)."""
    seats = len(tally.tricks)
    return HandFacts(
        tricks=tally.tricks,
        cards=(frozenset(),) * seats,
        points=(0,) * seats,
        bids=tally.bids,
        made_contracts=tuple(
            bid == took for bid, took in zip(tally.bids, tally.tricks, strict=True)
        ),
    )


def oh_hell_outcome(terms: OhHellTerms, standing: Standing) -> Outcome | None:
    """The outcome if the match is over after the hand just added to `standing`: once a
    score reaches the target, or (with no target) once the schedule is played; the highest
    score wins, level scores as `ties` says. None while the match goes on."""
    if terms.target is not None:
        if max(standing.scores) < terms.target:
            return None
        return _highest(terms, standing, EndReason.TARGET)
    if standing.hands_played < len(terms.sizes):
        return None
    return _highest(terms, standing, EndReason.HANDS)


def _highest(terms: OhHellTerms, standing: Standing, reason: EndReason) -> Outcome:
    best = max(standing.scores)
    top = [seat for seat, score in enumerate(standing.scores) if score == best]
    if len(top) > 1 and terms.ties is OhHellTies.MOST_BIDS_MADE:
        fewest = min(standing.sets[seat] for seat in top)
        top = [seat for seat in top if standing.sets[seat] == fewest]
    return Outcome(tuple(top), reason)
