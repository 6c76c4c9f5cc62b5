"""Scoring a Spades hand: one pure function, `score_hand`, over the hand's tally.

The only reader of `rules.scoring.*` and of the bid values: `bidding.nil.success/failure`,
`bidding.blind_nil.success/failure`, `bidding.blind_bids.multiplier`, and the `tricks`,
`must_take`, `success` and `failure` of the two team bids (`blind_six`,
`ten_for_two_hundred`). `team_bid_tricks` and `both_nil_rule` let the bidding code ask for the
two values it needs too. The penalty for a renege comes from `engine.core.standing.renege_penalty`.
A card-level hand and a score sheet both end as an `engine.games.spades.tally.SpadesTally`.

Each side (a partnership, or one seat in singles) is scored as follows.

- Its contract is the sum of its numeric bids (`4`, `blind 7`, and `0` when zero means zero);
  nil and blind nil add nothing. A side whose every seat bid nil has no contract.
- A team bid (`team blind 6`, `team 10`) replaces every other bid of its side, nils included;
  every trick of the side counts toward it, and it is judged by the team bid's `tricks` and
  `must_take`. Made, it scores its `success`; tricks beyond an `at_least` team bid are bags but
  earn no overtrick points (the bid's value is fixed). Failed, it scores its `failure`.
- Bemo (`bemo 9`, `bemo 6`) is a team bid judged by the tally's `opening`: made when the
  side's players won each of the first N tricks, for N x `bemo.points_per_trick`; failed,
  minus as much. Made, the side's tricks beyond N are bags worth no points; failed, none are.
  A score sheet gives the run as `first_tricks`.
- Tricks counted toward the contract: those of the numeric bidders, plus a failed nil
  bidder's under `failed_nil_tricks: partner_contract`. Under `bags`, a failed nil's tricks
  are bags worth the overtrick value each (seed 000); under `bags_without_points` bags worth
  nothing; under `ignored` they count for nothing.
- Made (counted >= contract): `points_per_trick` x contract, plus the overtrick value for each
  trick beyond it, each of which is a bag. Set: per `set_penalty`, and no bags from the
  contract. With a blind numeric bid in the contract, the contract's value, made or set, is
  multiplied by `blind_bids.multiplier` (overtricks are not).
- A side with no contract scores its counted tricks as overtricks (bags).
- Nils are scored on their own: `success` with no trick, `failure` otherwise. Two or more
  nils on one side under `both_partners: together` are one bid: made only if none of them
  takes a trick, and then every nil scores its success, else every nil its failure (two nils:
  twice the value, as the rules say).
- A hand that bids itself: each side's contract is the tricks it took, made, worth
  `points_per_trick` each, with no bags.
- `set_bonus`: each side scores it once for every other side whose contract was set.
- `first_tricks_bonus`: a side whose seats won each of the first `tricks` tricks of the hand
  (the tally's `opening`) scores `points` on top, made or set. Not in a hand a renege call
  scores without its tricks (`offender_set`, `set_plus_penalty`, a flat transfer).
- Bags: with `bags.mode: penalty`, bags add to the side's count; each time it reaches the
  threshold the side scores `penalty`, and the count drops by the threshold (`carry`) or to
  zero (`reset`, once, however far past the threshold). Under `charged:
  once_on_made_contract`, at most one penalty a hand, only when the side made its contract,
  the count dropping by the threshold. With `not_counted`, no bags.

Reneges (every call in the tally stands; `engine.core.standing.renege_penalty` says the cost):
- `offender_set` / `set_plus_penalty`: the tricks no longer matter. The offending side is
  scored as set, as if it had taken none of its contract, and each of its nils fails; every
  other side is scored as having made exactly what it bid (contract value, no overtricks) and
  each of its nils is made. No side gains bags. `set_plus_penalty` adds `extra_penalty` to the
  offending side for each call.
- `offender_set` with `reneges.flat_transfer` N: the tricks and bids no longer matter. For
  each call the offending side scores -N and every other side +N; nothing else is scored
  (no nil, contract, bag or bonus).
- `lose_game`: the hand is scored as played, and the offending side forfeits the match.
- `points_to_opponents`: the hand is scored as played; then an offending side whose total
  for the hand is above zero scores 0, and that total goes to the side of the first call's
  claimant. A total of zero or below stays with the offender. Bag counts are as played.
- `transfer_tricks`: before scoring, up to `tricks_transferred` tricks counted toward the
  offending side's contract pass to the claimant's side's contract (never to a seat, so a
  transfer neither makes nor breaks a nil); with `tricks_to: nobody` they are taken from
  the offender and counted for no side.

Contract values (`scoring.contracts`, read through `engine.core.contracts`; Call Break's
`bonus_call.from_call` is a row of the same table, from that size up, flat, no overtricks):
- A numeric contract a row covers, made, scores the row's `when_made` in place of
  `points_per_trick` x contract (flat: the blind multiplier does not apply), plus the
  overtrick value per overtrick when the row's `overtricks` says so; the overtricks are bags
  either way. Set, it scores the row's `when_set`, or the set penalty when that is null.
- `set_when_over` N: a numeric contract with N or more tricks counted beyond it is set, and
  scored as if the side had taken none of it (no bags).
- A renege that sets the offender (`offender_set`) still scores the other sides' contracts
  by the points per trick.
- A team bid with `overtricks: true`, made, also scores each trick beyond it at the
  overtrick value.
- `bags.kept: when_made`: a side whose contract was set gains no bags that hand (a failed
  nil's tricks included); their points stand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Final, final

from engine.core.actions import Bid, BidKind
from engine.core.contracts import ContractRow, ContractTable, read_contracts
from engine.core.errors import EngineError
from engine.core.events import score_events
from engine.core.memo import PerRuleset
from engine.core.points import Points, exact, points_to_json
from engine.core.seats import SeatIndex, Seating, SideIndex, seating
from engine.core.standing import RenegePenalty, renege_penalty
from engine.games.spades.tally import SideBids, SpadesTally
from rulesets.common import RenegeCaughtAfter
from rulesets.constructs.events import HandEvent, HandFacts
from rulesets.spades import (
    BagCharge,
    BagMode,
    BagRemainder,
    BagsKept,
    BothNil,
    FailedNilTricks,
    MustTake,
    Overtricks,
    SetPenalty,
    SpadesRules,
)

__all__ = [
    "NilResult",
    "SideScore",
    "HandScore",
    "score_hand",
    "team_bid_tricks",
    "both_nil_rule",
    "has_first_tricks_bonus",
    "hand_events",
]


@dataclass(frozen=True, slots=True)
class NilResult:
    """One nil or blind nil bid, judged."""

    seat: SeatIndex
    bid: Bid
    tricks: int
    made: bool
    points: Points

    def __init__(self, seat: int, bid: Bid, tricks: int, made: bool, points: Points) -> None:
        # Written out, as in SideScore.
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "bid", bid)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "made", made)
        object.__setattr__(self, "points", points)


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's score for a hand. `points` is the total; the other fields explain it."""

    side: SideIndex
    seats: tuple[SeatIndex, ...]
    contract: int | None
    """Tricks the side promised (its numeric bids or team bid); None when every seat bid nil."""
    taken: int
    """Tricks the side's seats took, as played."""
    tricks: int
    """Tricks counted toward the contract (after any renege transfer)."""
    made: bool | None
    """Whether the contract was made; None without a contract."""
    contract_points: Points
    """The contract's value, made or set (with the blind multiplier)."""
    overtricks: int
    """Tricks beyond the contract, failed nils' bag tricks included."""
    overtrick_points: Points
    nils: tuple[NilResult, ...]
    renege_points: Points = 0
    """What the side's reneges cost or brought it: `extra_penalty` under `set_plus_penalty`,
    the transfer under `flat_transfer`, the points moved under `points_to_opponents`."""
    bonus: Points = 0
    """Set bonus scored for opponents set this hand, and the first-tricks bonus."""
    bags: int = 0
    """Bags gained this hand (0 when bags are not counted)."""
    bag_penalties: int = 0
    """How many times the bag penalty was taken this hand."""
    bag_points: Points = 0
    """The points of those penalties."""
    bags_after: int = 0
    """The side's bag count after the hand: its own number, never read off the score."""
    points: Points = 0
    """Everything the side scores for the hand."""

    def __init__(
        self,
        side: int,
        seats: tuple[int, ...],
        contract: int | None,
        taken: int,
        tricks: int,
        made: bool | None,
        contract_points: Points,
        overtricks: int,
        overtrick_points: Points,
        nils: tuple[NilResult, ...],
        renege_points: Points = 0,
        bonus: Points = 0,
        bags: int = 0,
        bag_penalties: int = 0,
        bag_points: Points = 0,
        bags_after: int = 0,
        points: Points = 0,
    ) -> None:
        # The dataclass's own __init__, written out: compiled with mypyc, a hand-written one
        # stores each field directly (`object.__setattr__(self, ...)` becomes a plain store),
        # while the generated one runs as Python code. Every scored hand makes these.
        object.__setattr__(self, "side", side)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "contract", contract)
        object.__setattr__(self, "taken", taken)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "made", made)
        object.__setattr__(self, "contract_points", contract_points)
        object.__setattr__(self, "overtricks", overtricks)
        object.__setattr__(self, "overtrick_points", overtrick_points)
        object.__setattr__(self, "nils", nils)
        object.__setattr__(self, "renege_points", renege_points)
        object.__setattr__(self, "bonus", bonus)
        object.__setattr__(self, "bags", bags)
        object.__setattr__(self, "bag_penalties", bag_penalties)
        object.__setattr__(self, "bag_points", bag_points)
        object.__setattr__(self, "bags_after", bags_after)
        object.__setattr__(self, "points", points)

    @property
    def was_set(self) -> bool:
        """Whether the side's contract was set."""
        return self.made is False

    def to_json(self) -> dict[str, Any]:
        """The side's score in JSON (points per `engine.core.points`; sides and seats from 1)."""
        return {
            "side": self.side + 1,
            "seats": [seat + 1 for seat in self.seats],
            "contract": self.contract,
            "tricks": self.tricks,
            "made": self.made,
            "nils": [_nil_json(nil) for nil in self.nils],
            "points": points_to_json(self.points),
            "bags": self.bags,
            "bag_penalties": self.bag_penalties,
            "bags_after": self.bags_after,
        }


def _nil_json(nil: NilResult) -> dict[str, Any]:
    return {
        "seat": nil.seat + 1,
        "bid": str(nil.bid),
        "made": nil.made,
        "points": points_to_json(nil.points),
    }


@dataclass(frozen=True, slots=True)
class HandScore:
    """A scored hand: each side in seating order, and the sides that forfeit the match.
    Satisfies `engine.core.standing.HandResult`."""

    sides: tuple[SideScore, ...]
    forfeits: tuple[SideIndex, ...] = ()

    def __init__(self, sides: tuple[SideScore, ...], forfeits: tuple[int, ...] = ()) -> None:
        # Written out, as in SideScore.
        object.__setattr__(self, "sides", sides)
        object.__setattr__(self, "forfeits", forfeits)

    @property
    def points(self) -> tuple[Points, ...]:
        return tuple(side.points for side in self.sides)

    @property
    def sets(self) -> tuple[bool, ...]:
        return tuple(side.was_set for side in self.sides)

    @property
    def bags_after(self) -> tuple[int, ...]:
        return tuple(side.bags_after for side in self.sides)

    def to_json(self) -> dict[str, Any]:
        """The hand's score in JSON."""
        sides = [side.to_json() for side in self.sides]
        return {"sides": sides, "forfeits": [side + 1 for side in self.forfeits]}


def team_bid_tricks(rules: SpadesRules, kind: BidKind) -> int:
    """The tricks a team bid promises: `team blind` is Blind 6, `team` is 10-for-200. The
    bidding code uses it as the number of the team bids it offers."""
    if kind is BidKind.TEAM_BLIND:
        return rules.bidding.blind_six.tricks
    return rules.bidding.ten_for_two_hundred.tricks


def has_first_tricks_bonus(rules: SpadesRules) -> bool:
    """Whether `scoring.first_tricks_bonus` is played: a score sheet asks before it reads a
    hand's `first_tricks`."""
    return _values(rules).opening_tricks is not None


def both_nil_rule(rules: SpadesRules) -> BothNil:
    """`bidding.nil.both_partners`: the bidding code asks whether a second nil on a side is
    allowed, scoring whether two nils score together."""
    return rules.bidding.nil.both_partners


def hand_events(rules: SpadesRules) -> tuple[HandEvent, ...]:
    """The hand's bonuses and penalties (`scoring.events`), scored on top of the contracts."""
    return _values(rules).events


def score_hand(rules: SpadesRules, tally: SpadesTally, bags_before: Sequence[int]) -> HandScore:
    """Score one hand. `bags_before`: each side's bag count before the hand, in seating order.
    Pure: the same inputs always give the same score."""
    # The memo and the checks written out, not called: a simulation scores every hand, and
    # interpreted, a call costs about a tenth of a microsecond in place.
    values = _VALUES.get(rules, _read_values)
    table = values.table
    count, sides = table.count, len(table.sides)
    if len(tally.bids) != count or len(tally.tricks) != count:
        raise EngineError(f"a tally needs a bid and a trick count for each of {count} seats")
    # `min`, not `any` over a generator: a generator costs more.
    if len(bags_before) != sides or min(bags_before) < 0:
        raise EngineError(f"bags_before needs a bag count (0 or more) for each of {sides} sides")
    if values.plain and not tally.reneges and not tally.bids_itself:
        scored = _score_plainly(values, tally, bags_before)
        if scored is not None:
            return _with_events(values, scored) if values.events else scored
    scored = _score_in_general(rules, tally, bags_before)
    return _with_events(values, scored) if values.events else scored


def _with_events(values: _Values, score: HandScore) -> HandScore:
    """The hand's events (`scoring.events`) scored on top, each side's share in its bonus."""
    sides = score.sides
    facts = HandFacts(
        tricks=tuple(side.taken for side in sides),
        cards=tuple(frozenset() for _ in sides),
        points=tuple(0 for _ in sides),
        bids=tuple(side.contract for side in sides),
        nils=tuple(_nils_made(side) for side in sides),
        counted=tuple(side.tricks for side in sides),
        made_contracts=tuple(side.made for side in sides),
    )
    points = score_events(values.events, facts, [side.points for side in sides])
    changed = tuple(
        _plus(side, after - side.points) for side, after in zip(sides, points, strict=True)
    )
    return HandScore(changed, score.forfeits)


def _plus(side: SideScore, bonus: Points) -> SideScore:
    # Built by its own __init__ rather than dataclasses.replace: the class is compiled by
    # mypyc (setup.py), where the generic copy is not to be relied on.
    return SideScore(
        side.side,
        side.seats,
        side.contract,
        side.taken,
        side.tricks,
        side.made,
        side.contract_points,
        side.overtricks,
        side.overtrick_points,
        side.nils,
        side.renege_points,
        side.bonus + bonus,
        side.bags,
        side.bag_penalties,
        side.bag_points,
        side.bags_after,
        side.points + bonus,
    )


def _nils_made(side: SideScore) -> bool | None:
    if not side.nils:
        return None
    return all(nil.made for nil in side.nils)


def _score_in_general(
    rules: SpadesRules, tally: SpadesTally, bags_before: Sequence[int]
) -> HandScore:
    """`score_hand` under every rule, of a tally `score_hand` has checked: what
    `_score_plainly` must agree with."""
    values = _values(rules)
    penalty = renege_penalty(rules) if tally.reneges else None
    bids = [tally.side_bids(seats) for seats in values.table.sides]
    counted = _counted_after_transfers(values, tally, bids, penalty)
    drafts = [
        _draft(values, tally, index, side, counted[index], penalty)
        for index, side in enumerate(bids)
    ]
    if penalty is not None and penalty.kind in _SETS_OFFENDER and values.flat_transfer is not None:
        return HandScore(_flat_transfer(values, tally, drafts, values.flat_transfer, bags_before))
    set_count = sum(draft.made is False for draft in drafts)
    bonus = values.set_bonus
    played = penalty is None or penalty.kind not in _SETS_OFFENDER
    opening = _opening_side(values, tally) if played else None
    scores = tuple(
        _finish(
            values,
            draft,
            bags_before[draft.side],
            exact(
                bonus * (set_count - (draft.made is False))
                + (values.opening_points if draft.side == opening else 0)
            ),
        )
        for draft in drafts
    )
    if penalty is not None and penalty.kind is RenegeCaughtAfter.POINTS_TO_OPPONENTS:
        scores = _points_to_opponents(values, tally, scores)
    forfeits = _forfeits(values.table, tally, penalty)
    if values.moon_wins:
        forfeits = _moon_forfeits(bids, scores, forfeits)
    if values.wins_at is not None:
        forfeits = _instant_win_forfeits(values.wins_at, bids, scores, forfeits)
    return HandScore(scores, forfeits)


# --- A plain hand, scored straight through ------------------------------------------------------
# Numeric bids and nils, played out, under rules without a bonus call, a first-tricks bonus
# or a set bonus: most hands of most rulesets. A simulation scores such hands by the thousand,
# and interpreted, the general path's drafts, contracts and per-rule calls cost more than a
# whole hand of play. These functions reach the general path's very result (a test compares the
# two over every library ruleset) in one pass over each side's seats.


def _score_plainly(
    values: _Values, tally: SpadesTally, bags_before: Sequence[int]
) -> HandScore | None:
    """The hand's score, or None when a bid is one the plain path leaves to the general one
    (a team bid, a pass, a seat pre-empted). Both sides in one function, each side's score
    built where it is worked out: interpreted, in a simulation's loop, a call costs about as
    much as a dozen lines of this arithmetic."""
    bids, tricks = tally.bids, tally.tricks
    scores: list[SideScore] = []
    for side, seats in enumerate(values.table.sides):
        taken = nil_tricks = number = 0
        numeric = blind = False
        nils: tuple[NilResult, ...] = ()
        nil_points: Points = 0
        for seat in seats:
            bid = bids[seat]
            won = tricks[seat]
            taken += won
            if bid is None:
                return None
            kind = bid.kind
            if kind is _NUMBER:
                number += bid.number
                numeric = True
            elif kind is _NIL or kind is _BLIND_NIL:
                nil_tricks += won
                success, failure = values.blind_nil if kind is _BLIND_NIL else values.nil
                points = success if won == 0 else failure
                nil_points += points
                nils += (_nil_result(seat, bid, won, won == 0, points),)
            elif kind is _BLIND:
                number += bid.number
                numeric = blind = True
            else:
                return None
        if nil_tricks and values.together and len(nils) > 1:
            nils, nil_points = _fail_together(values, nils)
        counted = taken if values.nil_tricks_count else taken - nil_tricks
        made: bool | None = None
        contract_points: Points = 0
        over = counted
        if numeric:
            made = counted >= number
            factor = values.per_trick * (values.multiplier if blind else 1)
            if made:
                contract_points = factor * number
                over = counted - number
            else:
                over = 0
                if not values.set_nothing:  # `set_penalty`: the tricks bid, or those short
                    lost = number - counted if values.shortfall else number
                    contract_points = -factor * lost
        over_points = over * values.overtrick
        if nils and values.nil_tricks_bags:
            over_points += nil_tricks * values.nil_bag_value
            over += nil_tricks
        # `exact` once, at the end, gives what it gives after each step: the same number.
        if type(over_points) is not int:
            over_points = exact(over_points)
        before = bags_before[side]
        bags = over if values.bags_counted else 0
        penalties, bags_after = 0, before + bags
        if bags_after >= values.threshold and values.bags_counted:
            penalties, bags_after = _bag_count(values, before, bags, made is True)
        bag_points = penalties * values.bag_penalty
        total = nil_points + contract_points + over_points + bag_points
        if type(total) is not int:
            total = exact(total)
        contract = number if numeric else None
        if not _TWINS:
            score = SideScore(
                side, seats, contract, taken, counted, made, contract_points, over, over_points,
                nils, 0, 0, bags, penalties, bag_points, bags_after, total,
            )  # fmt: skip
            scores.append(score)
            continue
        # `SideScore(...)` with no renege points and no bonus, as an open twin (`_TWINS`).
        score = _OPEN_SIDE_SCORE()
        score.side = side
        score.seats = seats
        score.contract = contract
        score.taken = taken
        score.tricks = counted
        score.made = made
        score.contract_points = contract_points
        score.overtricks = over
        score.overtrick_points = over_points
        score.nils = nils
        score.renege_points = 0
        score.bonus = 0
        score.bags = bags
        score.bag_penalties = penalties
        score.bag_points = bag_points
        score.bags_after = bags_after
        score.points = total
        score.__class__ = SideScore
        scores.append(score)
    if not _TWINS:
        return HandScore(tuple(scores))
    hand = _OPEN_HAND_SCORE()  # `HandScore(...)` with no forfeits, as an open twin
    hand.sides = tuple(scores)
    hand.forfeits = ()
    hand.__class__ = HandScore
    built: HandScore = hand
    return built


def _fail_together(
    values: _Values, nils: tuple[NilResult, ...]
) -> tuple[tuple[NilResult, ...], Points]:
    """The nils of one side under `both_partners: together` when one of them took a trick:
    each fails. With their points."""
    failed = []
    points: Points = 0
    for nil in nils:
        failure = values.blind_nil[1] if nil.bid.kind is _BLIND_NIL else values.nil[1]
        points += failure
        failed.append(_nil_result(nil.seat, nil.bid, nil.tricks, False, failure))
    return tuple(failed), points


_NUMBER: Final = BidKind.NUMBER
_BLIND: Final = BidKind.BLIND
_NIL: Final = BidKind.NIL
_BLIND_NIL: Final = BidKind.BLIND_NIL

_INTERPRETED: Final = not __file__.endswith((".so", ".pyd"))  # else compiled (mypyc)
"""Whether this module runs interpreted. A frozen dataclass is then filled one
`object.__setattr__` at a time, a few hundred instructions a field: a plain hand's values are
filled as instances of an open twin (the same slots, plain stores) and then given their own
class, which CPython allows between two classes of one layout. Compiled, their written
`__init__`s store each field directly, and the twins are not made."""


def _open_twin(frozen: type) -> Callable[[], Any]:
    """A class with the slots of `frozen`, in the same order, and nothing else."""
    if not _INTERPRETED:
        return frozen  # never called: compiled, the values are built by their own class
    return type(f"_Open{frozen.__name__}", (), {"__slots__": frozen.__dict__["__slots__"]})


_OPEN_SIDE_SCORE: Final = _open_twin(SideScore)
_OPEN_NIL_RESULT: Final = _open_twin(NilResult)
_OPEN_HAND_SCORE: Final = _open_twin(HandScore)


def _twins_take_their_class() -> bool:
    """Whether this interpreter lets a twin take its frozen class (CPython does; another
    Python may not, and then the values are built by their own classes)."""
    try:
        twin = _OPEN_HAND_SCORE()
        twin.sides, twin.forfeits = (), ()
        twin.__class__ = HandScore
    except TypeError:
        return False
    return bool(twin == HandScore(()))


_TWINS: Final = _INTERPRETED and _twins_take_their_class()


def _nil_result(seat: int, bid: Bid, tricks: int, made: bool, points: Points) -> NilResult:
    """`NilResult(...)`, built as `_score_plainly` builds a side's score."""
    if not _TWINS:
        return NilResult(seat, bid, tricks, made, points)
    nil = _OPEN_NIL_RESULT()
    nil.seat = seat
    nil.bid = bid
    nil.tricks = tricks
    nil.made = made
    nil.points = points
    nil.__class__ = NilResult
    built: NilResult = nil
    return built


def _opening_side(values: _Values, tally: SpadesTally) -> int | None:
    """The side whose seats won each of the first `first_tricks_bonus.tricks` tricks, if
    one did."""
    wanted = values.opening_tricks
    if wanted is None or len(tally.opening) < wanted:
        return None
    side_of = values.table.side_of
    sides = {side_of[seat] for seat in tally.opening[:wanted]}
    return sides.pop() if len(sides) == 1 else None


def _flat_transfer(
    values: _Values,
    tally: SpadesTally,
    drafts: list[_Draft],
    flat: Points,
    bags_before: Sequence[int],
) -> tuple[SideScore, ...]:
    """`reneges.flat_transfer`: per call, the offending side -flat and every other side +flat,
    in place of every other score of the hand."""
    side_of = values.table.side_of
    moved = [0] * len(drafts)
    for call in tally.reneges:
        giver = side_of[call.offender]
        for side in range(len(drafts)):
            moved[side] += -1 if side == giver else 1
    return tuple(
        SideScore(
            draft.side,
            draft.seats,
            draft.contract,
            draft.taken,
            draft.tricks,
            None,
            0,
            0,
            0,
            (),
            renege_points=exact(flat * moved[draft.side]),
            bags_after=bags_before[draft.side],
            points=exact(flat * moved[draft.side]),
        )
        for draft in drafts
    )


def _points_to_opponents(
    values: _Values, tally: SpadesTally, scores: tuple[SideScore, ...]
) -> tuple[SideScore, ...]:
    """`points_to_opponents`: an offending side's total above zero goes to the side of the
    first claimant who called it; the offender scores 0."""
    side_of = values.table.side_of
    taker_of: dict[int, int] = {}
    for call in tally.reneges:
        taker_of.setdefault(side_of[call.offender], side_of[call.claimant])
    change: list[Points] = [0] * len(scores)
    for giver, taker in taker_of.items():
        total = scores[giver].points
        if total > 0:
            change[giver] = exact(change[giver] - total)
            change[taker] = exact(change[taker] + total)
    return tuple(
        score
        if not change[score.side]
        else replace(
            score,
            renege_points=exact(score.renege_points + change[score.side]),
            points=exact(score.points + change[score.side]),
        )
        for score in scores
    )


def _instant_win_forfeits(
    wins_at: int, bids: list[SideBids], scores: tuple[SideScore, ...], forfeits: tuple[int, ...]
) -> tuple[int, ...]:
    """Under `bonus_call.wins_match_at`, a side that made a numeric contract of that many
    tricks wins the match: every other side forfeits."""
    winners = [
        index
        for index, side in enumerate(bids)
        if side.team is None
        and side.numeric
        and side.number >= wins_at
        and scores[index].made
        and index not in forfeits
    ]
    if not winners:
        return forfeits
    return tuple(sorted({i for i in range(len(bids)) if i not in winners} | set(forfeits)))


def _moon_forfeits(
    bids: list[SideBids], scores: tuple[SideScore, ...], forfeits: tuple[int, ...]
) -> tuple[int, ...]:
    """Under `moon.wins_match`, a side that made its moon wins: every other side forfeits."""
    shooters = [
        index
        for index, side in enumerate(bids)
        if side.team is BidKind.MOON and scores[index].made and index not in forfeits
    ]
    if not shooters:
        return forfeits
    others = {index for index in range(len(bids)) if index not in shooters}
    return tuple(sorted(others | set(forfeits)))


# --- The values of one ruleset, read once -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class _TeamBid:
    tricks: int
    exactly: bool
    """`must_take: exactly`; else at least `tricks`."""
    success: Points
    failure: Points
    overtricks: bool = False
    """A made team bid also scores its overtricks (`overtricks`)."""


@dataclass(frozen=True, slots=True)
class _Values:
    """Everything scoring reads from one ruleset, read once by `_values` (a hand is scored
    thousands of times per second in a simulation; the rules never change)."""

    table: Seating
    nil: tuple[Points, Points]  # (success, failure), and the same for a blind nil
    blind_nil: tuple[Points, Points]
    multiplier: int
    teams: dict[BidKind, _TeamBid]
    together: bool  # both_partners: together
    per_trick: int
    overtrick: Points
    shortfall: bool  # set_penalty: lose_shortfall
    set_nothing: bool  # set_penalty: nothing
    set_bonus: Points
    nil_tricks_count: bool  # failed_nil_tricks: partner_contract
    nil_tricks_bags: bool  # failed_nil_tricks: bags or bags_without_points
    nil_bag_value: Points  # what each of those bags scores (0 for bags_without_points)
    bags_counted: bool  # bags.mode: penalty
    threshold: int
    bag_penalty: Points
    bags_reset: bool
    moon_wins: bool  # moon.wins_match
    flat_transfer: Points | None  # reneges.flat_transfer
    opening_tricks: int | None  # first_tricks_bonus.tricks
    opening_points: Points  # first_tricks_bonus.points
    bags_once_on_made: bool  # bags.charged: once_on_made_contract
    contracts: ContractTable | None  # scoring.contracts, with bonus_call as a row
    bags_when_made: bool  # bags.kept: when_made
    bemo_per_trick: int  # bemo.points_per_trick
    wins_at: int | None  # bonus_call.wins_match_at
    plain: bool
    """No bonus call, first-tricks bonus or set bonus: a hand of numeric bids and nils, played
    without a renege, is scored by `_score_plainly`."""
    events: tuple[HandEvent, ...]  # scoring.events


_VALUES: Final[PerRuleset[SpadesRules, _Values]] = PerRuleset()


def _values(rules: SpadesRules) -> _Values:
    """The values of `rules`, computed once per ruleset object."""
    return _VALUES.get(rules, _read_values)


def _read_values(rules: SpadesRules) -> _Values:
    per_trick = rules.scoring.points_per_trick
    penalty = rules.scoring.set_penalty
    failed_nil = rules.scoring.failed_nil_tricks
    overtrick = _overtrick_value(rules.scoring.overtricks, per_trick)
    set_bonus = rules.scoring.set_bonus
    opening_tricks = rules.scoring.first_tricks_bonus.tricks
    contracts = _contract_table(rules)
    bags_when_made = rules.scoring.bags.kept is BagsKept.WHEN_MADE
    wins_at = rules.scoring.bonus_call.wins_match_at
    return _Values(
        table=seating(rules),
        nil=(rules.bidding.nil.success, rules.bidding.nil.failure),
        blind_nil=(rules.bidding.blind_nil.success, rules.bidding.blind_nil.failure),
        multiplier=rules.bidding.blind_bids.multiplier,
        teams=_team_bids(rules),
        together=both_nil_rule(rules) is BothNil.TOGETHER,
        per_trick=per_trick,
        overtrick=overtrick,
        shortfall=penalty is SetPenalty.LOSE_SHORTFALL,
        set_nothing=penalty is SetPenalty.NOTHING,
        set_bonus=set_bonus,
        nil_tricks_count=failed_nil is FailedNilTricks.PARTNER_CONTRACT,
        nil_tricks_bags=failed_nil in (FailedNilTricks.BAGS, FailedNilTricks.BAGS_WITHOUT_POINTS),
        nil_bag_value=0 if failed_nil is FailedNilTricks.BAGS_WITHOUT_POINTS else overtrick,
        bags_counted=rules.scoring.bags.mode is BagMode.PENALTY,
        threshold=rules.scoring.bags.threshold,
        bag_penalty=rules.scoring.bags.penalty,
        bags_reset=rules.scoring.bags.remainder is BagRemainder.RESET,
        moon_wins=rules.bidding.moon.wins_match,
        flat_transfer=rules.reneges.flat_transfer,
        opening_tricks=opening_tricks,
        opening_points=rules.scoring.first_tricks_bonus.points,
        bags_once_on_made=rules.scoring.bags.charged is BagCharge.ONCE_ON_MADE_CONTRACT,
        contracts=contracts,
        bags_when_made=bags_when_made,
        bemo_per_trick=rules.bidding.bemo.points_per_trick,
        wins_at=wins_at,
        plain=set_bonus == 0
        and opening_tricks is None
        and contracts is None
        and wins_at is None
        and not bags_when_made,
        events=tuple(rules.scoring.events),
    )


def _contract_table(rules: SpadesRules) -> ContractTable | None:
    """`scoring.contracts`, with Call Break's bonus call as the row it is: a contract of
    `from_call` tricks or more, made, scores `points` flat and no overtricks. None: every
    contract scores by the points per trick."""
    rows: tuple[ContractRow, ...] = ()
    from_call = rules.scoring.bonus_call.from_call
    if from_call is not None:
        flat = rules.scoring.bonus_call.points
        rows = (ContractRow(from_call, rules.hand_size, flat, None, False),)
    values = rules.scoring.contracts.values
    over = rules.scoring.contracts.set_when_over
    if not rows and not values and over is None:
        return None
    return read_contracts(values, over, rows)


def _team_bids(rules: SpadesRules) -> dict[BidKind, _TeamBid]:
    blind_six = _TeamBid(
        team_bid_tricks(rules, BidKind.TEAM_BLIND),
        rules.bidding.blind_six.must_take is MustTake.EXACTLY,
        rules.bidding.blind_six.success,
        rules.bidding.blind_six.failure,
        rules.bidding.blind_six.overtricks,
    )
    ten_for_two_hundred = _TeamBid(
        team_bid_tricks(rules, BidKind.TEAM),
        rules.bidding.ten_for_two_hundred.must_take is MustTake.EXACTLY,
        rules.bidding.ten_for_two_hundred.success,
        rules.bidding.ten_for_two_hundred.failure,
        rules.bidding.ten_for_two_hundred.overtricks,
    )
    moon = _TeamBid(rules.hand_size, False, rules.bidding.moon.success, rules.bidding.moon.failure)
    return {BidKind.TEAM_BLIND: blind_six, BidKind.TEAM: ten_for_two_hundred, BidKind.MOON: moon}


def _overtrick_value(overtricks: Overtricks, per_trick: int) -> Points:
    if overtricks is Overtricks.TENTH:
        return exact(Fraction(per_trick, 10))
    return 1 if overtricks is Overtricks.ONE_POINT else 0


# --- A side's bids, and the tricks counted toward its contract --------------------------------


def _counted(values: _Values, itself: bool, side: SideBids) -> int:
    """Tricks counted toward the side's contract (before any renege transfer)."""
    if itself or side.team is not None or values.nil_tricks_count:
        return side.taken
    return side.taken - side.nil_tricks


def _counted_after_transfers(
    values: _Values, tally: SpadesTally, bids: list[SideBids], penalty: RenegePenalty | None
) -> list[int]:
    counted = [_counted(values, tally.bids_itself, side) for side in bids]
    if penalty is None or penalty.kind is not RenegeCaughtAfter.TRANSFER_TRICKS:
        return counted
    side_of = values.table.side_of
    for call in tally.reneges:
        giver, taker = side_of[call.offender], side_of[call.claimant]
        moved = min(penalty.tricks, counted[giver])
        counted[giver] -= moved
        if not penalty.to_nobody:
            counted[taker] += moved
    return counted


# --- The contract and the nils ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Contract:
    number: int
    team: _TeamBid | None = None
    """The team bid's values, for a team bid."""
    blind: bool = False
    """Whether a blind numeric bid is part of it (its value is multiplied)."""
    bemo: bool = False
    """A Bemo: judged by the opening tricks, not by the tricks counted."""

    def __init__(
        self, number: int, team: _TeamBid | None = None, blind: bool = False, bemo: bool = False
    ) -> None:
        # Written out, as in SideScore.
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "team", team)
        object.__setattr__(self, "blind", blind)
        object.__setattr__(self, "bemo", bemo)


def _contract(values: _Values, itself: bool, side: SideBids, counted: int) -> _Contract | None:
    if itself:
        return _Contract(counted)  # the tricks taken: made, worth `points_per_trick` each
    if side.team is BidKind.BEMO:
        # Each Bemo is its own bid, by its number: the bidding offers only those the rules list.
        tricks, value = side.team_tricks, side.team_tricks * values.bemo_per_trick
        return _Contract(tricks, team=_TeamBid(tricks, False, value, -value), bemo=True)
    if side.team is not None:
        # The rules, not the bid's notation, say how many tricks a team bid promises.
        team = values.teams[side.team]
        return _Contract(team.tricks, team=team)
    if not side.numeric:
        return None
    return _Contract(side.number, blind=side.blind)


def _judge_nils(
    values: _Values, tally: SpadesTally, side: SideBids, forced: bool | None = None
) -> tuple[NilResult, ...]:
    """Each nil made or failed; `forced` overrides the tricks (a renege-scored hand)."""
    if not side.nils or tally.bids_itself or side.team is not None:
        return ()  # a team bid replaces its side's nils, and a hand that bids itself has none
    tricks = tally.tricks
    together = values.together and len(side.nils) > 1
    all_made = side.nil_tricks == 0
    results = []
    for seat, bid in side.nils:
        made = all_made if together else tricks[seat] == 0
        made = made if forced is None else forced
        success, failure = values.blind_nil if bid.kind is BidKind.BLIND_NIL else values.nil
        results.append(NilResult(seat, bid, tricks[seat], made, success if made else failure))
    return tuple(results)


@final
class _Draft:
    """A side's score before the set bonus and the bag count: `SideScore`'s first fields.
    A plain class, which mypyc compiles to a native one (a NamedTuple stays Python)."""

    __slots__ = (
        "side", "seats", "contract", "taken", "tricks", "made", "contract_points",
        "overtricks", "overtrick_points", "nils", "renege_points",
    )  # fmt: skip

    def __init__(
        self,
        side: int,
        seats: tuple[int, ...],
        contract: int | None,
        taken: int,
        tricks: int,
        made: bool | None,
        contract_points: Points,
        overtricks: int,
        overtrick_points: Points,
        nils: tuple[NilResult, ...],
        renege_points: Points = 0,
    ) -> None:
        self.side = side
        self.seats = seats
        self.contract = contract
        self.taken = taken
        self.tricks = tricks
        self.made = made
        self.contract_points = contract_points
        self.overtricks = overtricks
        self.overtrick_points = overtrick_points
        self.nils = nils
        self.renege_points = renege_points


def _draft(
    values: _Values,
    tally: SpadesTally,
    index: int,
    side: SideBids,
    counted: int,
    penalty: RenegePenalty | None,
) -> _Draft:
    contract = _contract(values, tally.bids_itself, side, counted)
    if penalty is not None and penalty.kind in _SETS_OFFENDER:
        return _renege_draft(values, tally, index, side, counted, contract, penalty)
    nils = _judge_nils(values, tally, side)
    if contract is not None and contract.bemo:
        made, points, over, over_points = _judge_bemo(values, tally, index, contract, counted)
    else:
        made, points, over, over_points = _judge_contract(values, contract, counted)
    if values.nil_tricks_bags and nils:
        nil_bags = sum(nil.tricks for nil in nils)  # a made nil took none
        over_points = exact(over_points + nil_bags * values.nil_bag_value)
        over += nil_bags
    number = None if contract is None else contract.number
    return _Draft(
        index, side.seats, number, side.taken, counted, made, points, over, over_points, nils
    )


_SETS_OFFENDER: Final = (RenegeCaughtAfter.OFFENDER_SET, RenegeCaughtAfter.SET_PLUS_PENALTY)


def _renege_draft(
    values: _Values,
    tally: SpadesTally,
    index: int,
    side: SideBids,
    counted: int,
    contract: _Contract | None,
    penalty: RenegePenalty,
) -> _Draft:
    side_of = values.table.side_of
    calls = sum(side_of[call.offender] == index for call in tally.reneges)
    offender = calls > 0
    nils = _judge_nils(values, tally, side, forced=not offender)
    made = None if contract is None else not offender
    points: Points = 0
    if contract is not None:
        points = _failed_value(values, contract, 0) if offender else _made_value(values, contract)
    extra = exact(penalty.extra_points * calls)
    number = None if contract is None else contract.number
    return _Draft(index, side.seats, number, side.taken, counted, made, points, 0, 0, nils, extra)


def _judge_contract(
    values: _Values, contract: _Contract | None, counted: int
) -> tuple[bool | None, Points, int, Points]:
    """(made, contract points, overtricks, overtrick points) for the tricks counted."""
    if contract is None:
        return None, 0, counted, exact(counted * values.overtrick)
    team = contract.team
    if team is not None:
        made = counted == team.tricks if team.exactly else counted >= team.tricks
        value = team.success if made else team.failure
        over = counted - contract.number if made else 0
        return made, value, over, exact(over * values.overtrick) if team.overtricks else 0
    table = values.contracts
    row = None if table is None else table.row(contract.number)
    short = counted < contract.number
    if short or (table is not None and table.overtaken(contract.number, counted)):
        if row is not None and row.set is not None:
            return False, row.set, 0, 0
        # Set for taking too many: scored as if it had taken none of its contract.
        return False, _failed_value(values, contract, counted if short else 0), 0, 0
    over = counted - contract.number
    if row is not None:  # a flat value from the table (a bonus call is a row of it)
        return True, row.made, over, exact(over * values.overtrick) if row.overtricks else 0
    return True, _made_value(values, contract), over, exact(over * values.overtrick)


def _judge_bemo(
    values: _Values, tally: SpadesTally, side: int, contract: _Contract, counted: int
) -> tuple[bool | None, Points, int, Points]:
    """A Bemo of N: made when the side's players won each of the first N tricks."""
    assert contract.team is not None
    made = _opening_run(values, tally, side) >= contract.number
    if not made:
        return False, contract.team.failure, 0, 0
    return True, contract.team.success, max(counted - contract.number, 0), 0


def _opening_run(values: _Values, tally: SpadesTally, side: int) -> int:
    """How many tricks from trick 1 the players of `side` won one after another."""
    side_of = values.table.side_of
    run = 0
    for seat in tally.opening:
        if side_of[seat] != side:
            break
        run += 1
    return run


def _made_value(values: _Values, contract: _Contract) -> Points:
    if contract.team is not None:
        return contract.team.success
    return values.per_trick * contract.number * (values.multiplier if contract.blind else 1)


def _failed_value(values: _Values, contract: _Contract, counted: int) -> Points:
    if contract.team is not None:
        return contract.team.failure
    lost = contract.number - counted if values.shortfall else contract.number
    lost = 0 if values.set_nothing else lost
    return -values.per_trick * lost * (values.multiplier if contract.blind else 1)


# --- Bonus, bags and the total ------------------------------------------------------------------


def _finish(values: _Values, draft: _Draft, bags_before: int, bonus: Points) -> SideScore:
    kept = not (values.bags_when_made and draft.made is False)
    bags = draft.overtricks if values.bags_counted and kept else 0
    penalties, bags_after = _bag_count(values, bags_before, bags, draft.made is True)
    bag_points = penalties * values.bag_penalty
    nil_points: Points = 0
    for nil in draft.nils:
        nil_points += nil.points
    # Added up in this order, as `sum` would: exact either way, and never through a float.
    total = exact(
        nil_points
        + bonus
        + draft.contract_points
        + draft.overtrick_points
        + draft.renege_points
        + bag_points
    )
    return SideScore(
        draft.side,
        draft.seats,
        draft.contract,
        draft.taken,
        draft.tricks,
        draft.made,
        draft.contract_points,
        draft.overtricks,
        draft.overtrick_points,
        draft.nils,
        draft.renege_points,
        bonus,
        bags,
        penalties,
        bag_points,
        bags_after,
        total,
    )


def _bag_count(values: _Values, before: int, gained: int, made: bool) -> tuple[int, int]:
    """(penalties taken, bag count after) for a side with `before` bags gaining `gained`;
    `made`: whether the side made its contract this hand."""
    total = before + gained
    if not values.bags_counted or total < values.threshold:
        return 0, total
    if values.bags_once_on_made:
        if not made:
            return 0, total
        return 1, 0 if values.bags_reset else total - values.threshold
    if values.bags_reset:
        return 1, 0
    return divmod(total, values.threshold)


def _forfeits(table: Seating, tally: SpadesTally, penalty: RenegePenalty | None) -> tuple[int, ...]:
    if penalty is None or penalty.kind is not RenegeCaughtAfter.LOSE_GAME:
        return ()
    return tuple(sorted({table.side_of[call.offender] for call in tally.reneges}))
