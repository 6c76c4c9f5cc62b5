"""Scoring a Rook hand: one pure function over the hand's tally.

The only reader of `rules.scoring.*` for Rook. A played hand (`RookHand.tally()`) and a
physical table's score sheet both end as a `RookTally`.

- Each side takes the counters in its tricks (`scoring.counters`), the discarded counters if
  `discarded_counters` credits it, and `last_trick_bonus` if it took the last trick.
- The declarer's side makes its bid when the points it took reach the bid, and then scores
  them all; otherwise it scores minus the bid (`lose_bid`), plus its counters under
  `lose_bid_keep_counters` (its counters, discarded ones credited to it included, but not the
  last-trick bonus, which is not a counter). The defenders always score what they took
  (seed 004).

Reneges (every call in the tally stands; `engine.core.standing.renege_penalty` says the cost), as
in the Spades scorer:
- `offender_set` / `set_plus_penalty`: the cards no longer matter. If the declarer's side
  offended it is set (minus the bid); otherwise it scores exactly its bid. Defending sides
  score 0. With `reneges.flat_transfer` N instead, whatever the bid: for each call the
  offending side scores -N and every other side +N. `set_plus_penalty` adds `extra_penalty`
  to the offending side for each call.
- `lose_game`: the hand is scored as played (so far), and the offending side forfeits.
- `transfer_tricks`: before scoring, for each call the offending side's `tricks_transferred`
  most valuable tricks (most counters; a later trick first among equals) pass to the
  claimant's side (to nobody under `tricks_to: nobody`: their counters count for no side);
  the last-trick bonus follows the last trick. This needs the tally's
  per-trick record: a score sheet records its counters after any transfer instead.

What each card counts is the rules' card-value table (`scoring.card_table()`: the counters,
then `scoring.card_values`), read once per ruleset. After the bid is judged, the hand's
events (`scoring.events`) are scored by `engine.core.events.score_events`, on a hand played
to its end (a renege that sets a side ends the hand before any event can be judged).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from engine.core.cards import Card
from engine.core.errors import EngineError
from engine.core.events import score_events
from engine.core.memo import PerRuleset
from engine.core.points import points_to_json
from engine.core.reneges import RenegeCall
from engine.core.seats import SeatIndex, Seating, SideIndex, seating
from engine.core.standing import Outcome, RenegePenalty, Standing, match_outcome, renege_penalty
from rulesets.common import RenegeCaughtAfter
from rulesets.constructs.card_values import card_value_table
from rulesets.constructs.events import HandEvent, HandFacts
from rulesets.rook import DiscardedCounters, FailedBid, MoonBid, RookRules

__all__ = [
    "rook_score_json",
    "RookTally",
    "RookHandScore",
    "PointsInPlay",
    "points_in_play",
    "count_counters",
    "hand_events",
    "score_rook_hand",
    "add_rook_hand",
]

_SETS_OFFENDER = (RenegeCaughtAfter.OFFENDER_SET, RenegeCaughtAfter.SET_PLUS_PENALTY)


@dataclass(frozen=True)
class RookTally:
    """The recorded facts of one Rook hand that scoring needs. Sides are indexes into the
    seating's sides; seats are 0-based."""

    declarer: SeatIndex
    """The seat that won the auction."""
    bid: int
    """The winning bid, in points."""
    counters: tuple[int, ...]
    """Per side: the points of the counters in the tricks it took."""
    discards: tuple[Card, ...]
    """The cards the declarer laid aside from the nest."""
    last_trick: int | None
    """The seat that took the last trick; None when the hand ended before it (a renege)."""
    reneges: tuple[RenegeCall, ...] = ()
    """Renege calls that stand; their penalty is applied at scoring."""
    tricks: tuple[tuple[int, int], ...] = ()
    """Per trick in order: the seat that took it and the points of its counters. Needed to
    transfer tricks for a renege, and by events that count tricks."""
    cards: tuple[frozenset[str], ...] = ()
    """Per side, the cards in the tricks it took (`QS`, `ROOK`): needed only by events that
    name cards or the last trick."""


@dataclass(frozen=True)
class RookHandScore:
    """The score of one Rook hand, per side (engine.core.standing.HandResult)."""

    points: tuple[int, ...]
    """What each side scores for the hand (negative when the declarer's side is set)."""
    taken: tuple[int, ...]
    """The points each side took: counters, credited discards and the last-trick bonus."""
    declarer_side: int
    """The index of the declarer's side."""
    bid: int
    made: bool
    """Whether the declarer's side made its bid."""
    forfeits: tuple[SideIndex, ...] = ()
    """Sides that lose the match because of the hand (a renege under `lose_game`)."""

    @property
    def sets(self) -> tuple[bool, ...]:
        """Per side: whether it was set this hand (only the declarer's side can be)."""
        return tuple(
            side == self.declarer_side and not self.made for side in range(len(self.points))
        )

    @property
    def bags_after(self) -> tuple[int, ...]:
        """Rook has no bags."""
        return (0,) * len(self.points)


@dataclass(frozen=True)
class PointsInPlay:
    """What a hand's points are made of under the rules. A score sheet records each side's
    points rather than its cards (`engine.games.rook.sheet`); this is what it is checked against."""

    total: int
    """Every point a hand awards: all the counters of the pack and the last-trick bonus."""
    last_trick_bonus: int
    """What the side taking the last trick scores on top of its counters."""
    discards_to: DiscardedCounters
    """Who scores the counters the declarer discards."""


def points_in_play(rules: RookRules) -> PointsInPlay:
    """The points of a hand under `rules` (`scoring.last_trick_bonus`,
    `scoring.discarded_counters`; scoring reads both through here), worked out once per
    ruleset: the auction asks for them at every bid."""
    return _IN_PLAY.get(rules, _points_in_play)


def _points_in_play(rules: RookRules) -> PointsInPlay:
    return PointsInPlay(
        rules.points_available(),
        rules.scoring.last_trick_bonus,
        rules.scoring.discarded_counters,
    )


_IN_PLAY: Final[PerRuleset[RookRules, PointsInPlay]] = PerRuleset()


def count_counters(rules: RookRules, cards: Iterable[Card]) -> int:
    """The points of the counters among `cards`: the card-value table (`scoring.counters`
    by rank or `rook`, then `scoring.card_values`)."""
    values = _VALUES.get(rules, _card_values)
    return sum(values.get(card, 0) for card in cards)


def _card_values(rules: RookRules) -> dict[Card, int]:
    table = card_value_table(rules.scoring.card_table(), rules.pack())
    return {Card.parse(name): value for name, value in table.items()}


def hand_events(rules: RookRules) -> Sequence[HandEvent]:
    """The hand's bonuses and penalties (`scoring.events`), scored after the bid is judged."""
    return rules.scoring.events


_VALUES: Final[PerRuleset[RookRules, dict[Card, int]]] = PerRuleset()


def score_rook_hand(rules: RookRules, tally: RookTally) -> RookHandScore:
    """Score one hand from its tally."""
    _check_tally(rules, tally)
    declarer_side = seating(rules).side_of[tally.declarer]
    penalty = renege_penalty(rules) if tally.reneges else None
    if penalty is not None and penalty.kind in _SETS_OFFENDER:
        return _score_renege(rules, tally, declarer_side, penalty)
    counters, last_side = _after_transfers(rules, tally, penalty)
    _credit_discards(rules, tally, counters, declarer_side, last_side)
    taken = list(counters)
    if last_side is not None:
        taken[last_side] += points_in_play(rules).last_trick_bonus
    made = taken[declarer_side] >= tally.bid
    points = list(taken)
    if not made:
        points[declarer_side] = _failed(rules, tally.bid, counters[declarer_side])
    events = hand_events(rules)
    if events:
        facts = _facts(rules, tally, taken, declarer_side, made, last_side)
        points = list(score_events(events, facts, points))
    forfeits = _offenders(rules, tally) if penalty is not None else ()
    return RookHandScore(tuple(points), tuple(taken), declarer_side, tally.bid, made, forfeits)


def _facts(
    rules: RookRules,
    tally: RookTally,
    taken: list[int],
    declarer_side: int,
    made: bool,
    last_side: int | None,
) -> HandFacts:
    """The hand's facts for its events: a Rook contract is the declarer's bid in points, so
    the points each side took are what counts toward it."""
    table = seating(rules)
    sides = range(len(table.sides))
    tricks = [0] * len(table.sides)
    for seat, _ in tally.tricks:
        tricks[table.side_of[seat]] += 1
    return HandFacts(
        tricks=tuple(tricks),
        cards=tally.cards or tuple(frozenset() for _ in sides),
        points=tuple(taken),
        last_trick=last_side,
        bids=tuple(tally.bid if side == declarer_side else None for side in sides),
        counted=tuple(taken),
        made_contracts=tuple(made if side == declarer_side else None for side in sides),
    )


def _check_tally(rules: RookRules, tally: RookTally) -> None:
    table = seating(rules)
    if len(tally.counters) != len(table.sides):
        raise EngineError(f"a Rook tally needs the counters of each of {len(table.sides)} sides")
    seats = [tally.declarer, tally.last_trick, *(seat for seat, _ in tally.tricks)]
    if any(seat is not None and not 0 <= seat < table.count for seat in seats):
        raise EngineError(f"a seat in the tally is not one of the {table.count} seats")


def _offenders(rules: RookRules, tally: RookTally) -> tuple[int, ...]:
    return tuple(sorted({seating(rules).side_of[call.offender] for call in tally.reneges}))


def _score_renege(
    rules: RookRules, tally: RookTally, declarer_side: int, penalty: RenegePenalty
) -> RookHandScore:
    table = seating(rules)
    offenders = _offenders(rules, tally)
    made = declarer_side not in offenders
    points = [0] * len(table.sides)
    flat = rules.reneges.flat_transfer
    if flat is None:
        points[declarer_side] = tally.bid if made else -tally.bid
    for call in tally.reneges:
        offender = table.side_of[call.offender]
        points[offender] += int(penalty.extra_points)
        if flat is not None:
            points = [
                score + (-flat if side == offender else flat) for side, score in enumerate(points)
            ]
    return RookHandScore(tuple(points), tally.counters, declarer_side, tally.bid, made)


def _after_transfers(
    rules: RookRules, tally: RookTally, penalty: RenegePenalty | None
) -> tuple[list[int], int | None]:
    table = seating(rules)
    last_side = None if tally.last_trick is None else table.side_of[tally.last_trick]
    if penalty is None or penalty.kind is not RenegeCaughtAfter.TRANSFER_TRICKS:
        return list(tally.counters), last_side
    if not tally.tricks:
        raise EngineError("transferring tricks for a renege needs the tally's per-trick record")
    owners = [table.side_of[seat] for seat, _ in tally.tricks]
    for call in tally.reneges:
        giver, taker = table.side_of[call.offender], table.side_of[call.claimant]
        theirs = [index for index, owner in enumerate(owners) if owner == giver]
        theirs.sort(key=lambda index: (tally.tricks[index][1], index), reverse=True)
        for index in theirs[: penalty.tricks]:
            owners[index] = _NOBODY if penalty.to_nobody else taker
    counters = [0] * len(table.sides)
    for owner, (_, points) in zip(owners, tally.tricks, strict=True):
        if owner != _NOBODY:
            counters[owner] += points
    return counters, None if owners[-1] == _NOBODY else owners[-1]


_NOBODY: Final = -1
"""The owner of a trick a renege took away to nobody (`tricks_to: nobody`)."""


def _credit_discards(
    rules: RookRules,
    tally: RookTally,
    counters: list[int],
    declarer_side: int,
    last_side: int | None,
) -> None:
    owner = points_in_play(rules).discards_to
    if owner is DiscardedCounters.DECLARER:
        counters[declarer_side] += count_counters(rules, tally.discards)
    elif owner is DiscardedCounters.LAST_TRICK and last_side is not None:
        counters[last_side] += count_counters(rules, tally.discards)


def _failed(rules: RookRules, bid: int, counters: int) -> int:
    if rules.scoring.failed_bid is FailedBid.LOSE_BID_KEEP_COUNTERS:
        return counters - bid
    return -bid


def add_rook_hand(
    rules: RookRules, standing: Standing, tally: RookTally | None
) -> tuple[Standing, RookHandScore | None, Outcome | None]:
    """Score a hand (None: thrown in, which changes nothing and is not a hand played), add
    it to the match standing, and say whether the match is over (`engine.core.standing`, told
    the declarer's side for `both_past_target: bidders_win`)."""
    if tally is None:
        return standing, None, None
    score = _moon(rules, tally, _held_in_band(rules, standing, score_rook_hand(rules, tally)))
    after = standing.after(score)
    return after, score, match_outcome(rules, after, bidders_side=score.declarer_side)


def _moon(rules: RookRules, tally: RookTally, score: RookHandScore) -> RookHandScore:
    """`auction.moon: ends_the_match`: a bid of every point in the hand decides the match; the
    sides it puts out are recorded as forfeits."""
    if rules.auction.moon is not MoonBid.ENDS_THE_MATCH or tally.bid < points_in_play(rules).total:
        return score
    sides = range(len(score.points))
    out = [side for side in sides if (side != score.declarer_side) == score.made]
    return replace(score, forfeits=tuple(sorted({*score.forfeits, *out})))


def _held_in_band(rules: RookRules, standing: Standing, score: RookHandScore) -> RookHandScore:
    """`scoring.held_at`: a side that did not make a bid this hand cannot rise into the band
    from `held_at` (out) to `held_below` (out); it stays at `held_at`, or where it was."""
    low, high = rules.scoring.held_at, rules.scoring.held_below
    if low is None:
        return score
    points = list(score.points)
    for side, before in enumerate(standing.scores):
        bid_made = side == score.declarer_side and score.made
        # Rook scores are whole numbers: no Spades half-points reach a Rook standing.
        start = int(before)
        after = start + points[side]
        if not bid_made and low < after < high and after > start:
            points[side] = max(low, start) - start
    return replace(score, points=tuple(points))


def rook_score_json(table: Seating, score: RookHandScore, declarer: int) -> dict[str, Any]:
    """A Rook hand's score as log JSON, shaped like a Spades `HandScore.to_json()`: per side
    its seats, the points it took and the points it scores; then the contract."""
    sides = [
        {
            "side": index + 1,
            "seats": [seat + 1 for seat in seats],
            "taken": points_to_json(score.taken[index]),
            "points": points_to_json(score.points[index]),
        }
        for index, seats in enumerate(table.sides)
    ]
    return {
        "sides": sides,
        "declarer": declarer + 1,
        "bid": score.bid,
        "made": score.made,
        "forfeits": [side + 1 for side in score.forfeits],
    }
