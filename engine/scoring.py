"""Scoring a Spades hand: one pure function, `score_hand`, over the hand's tally.

The only reader of `rules.scoring.*` and of the bid values: `bidding.nil.success/failure`,
`bidding.blind_nil.success/failure`, `bidding.blind_bids.multiplier`, and the `tricks`,
`must_take`, `success` and `failure` of the two team bids (`blind_six`,
`ten_for_two_hundred`). `team_bid_tricks` and `both_nil_rule` let the bidding code ask for the
two values it needs too. The penalty for a renege comes from `engine.standing.renege_penalty`.
A card-level hand and a score sheet both end as an `engine.tally.SpadesTally`.

Each side (a partnership, or one seat in singles) is scored as follows.

- Its contract is the sum of its numeric bids (`4`, `blind 7`, and `0` when zero means zero);
  nil and blind nil add nothing. A side whose every seat bid nil has no contract.
- A team bid (`team blind 6`, `team 10`) replaces every other bid of its side, nils included;
  every trick of the side counts toward it, and it is judged by the team bid's `tricks` and
  `must_take`. Made, it scores its `success`; tricks beyond an `at_least` team bid are bags but
  earn no overtrick points (the bid's value is fixed). Failed, it scores its `failure`.
- Tricks counted toward the contract: those of the numeric bidders, plus a failed nil
  bidder's under `failed_nil_tricks: partner_contract`. Under `bags`, a failed nil's tricks
  are bags worth the overtrick value each (seed 000); under `ignored` they count for nothing.
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
- Bags: with `bags.mode: penalty`, bags add to the side's count; each time it reaches the
  threshold the side scores `penalty`, and the count drops by the threshold (`carry`) or to
  zero (`reset`, once, however far past the threshold). With `not_counted`, no bags.

Reneges (every call in the tally stands; `engine.standing.renege_penalty` says the cost):
- `offender_set` / `set_plus_penalty`: the tricks no longer matter. The offending side is
  scored as set, as if it had taken none of its contract, and each of its nils fails; every
  other side is scored as having made exactly what it bid (contract value, no overtricks) and
  each of its nils is made. No side gains bags. `set_plus_penalty` adds `extra_penalty` to the
  offending side for each call.
- `lose_game`: the hand is scored as played, and the offending side forfeits the match.
- `transfer_tricks`: before scoring, up to `tricks_transferred` tricks counted toward the
  offending side's contract pass to the claimant's side's contract (never to a seat, so a
  transfer neither makes nor breaks a nil).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from engine.actions import Bid, BidKind
from engine.errors import EngineError
from engine.points import Points, exact, points_to_json
from engine.seats import seating
from engine.standing import RenegePenalty, renege_penalty
from engine.tally import SpadesTally
from rulesets.common import RenegeCaughtAfter
from rulesets.spades import (
    BagMode,
    BagRemainder,
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
]

_NUMERIC = (BidKind.NUMBER, BidKind.BLIND)


@dataclass(frozen=True, slots=True)
class NilResult:
    """One nil or blind nil bid, judged."""

    seat: int
    bid: Bid
    tricks: int
    made: bool
    points: Points


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's score for a hand. `points` is the total; the other fields explain it."""

    side: int
    seats: tuple[int, ...]
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
    """`extra_penalty` for the side's reneges, under `set_plus_penalty`."""
    bonus: Points = 0
    """Set bonus scored for opponents set this hand."""
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

    @property
    def was_set(self) -> bool:
        """Whether the side's contract was set."""
        return self.made is False

    def to_json(self) -> dict[str, Any]:
        """The side's score in JSON (points per `engine.points`; sides and seats from 1)."""
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
    Satisfies `engine.standing.HandResult`."""

    sides: tuple[SideScore, ...]
    forfeits: tuple[int, ...] = ()

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


def both_nil_rule(rules: SpadesRules) -> BothNil:
    """`bidding.nil.both_partners`: the bidding code asks whether a second nil on a side is
    allowed, scoring whether two nils score together."""
    return rules.bidding.nil.both_partners


def score_hand(rules: SpadesRules, tally: SpadesTally, bags_before: Sequence[int]) -> HandScore:
    """Score one hand. `bags_before`: each side's bag count before the hand, in seating order.
    Pure: the same inputs always give the same score."""
    sides = seating(rules).sides
    _check_tally(rules, tally, bags_before, len(sides))
    penalty = renege_penalty(rules) if tally.reneges else None
    counted = _counted_after_transfers(rules, tally, penalty)
    drafts = [
        _draft(rules, tally, index, seats, counted[index], penalty)
        for index, seats in enumerate(sides)
    ]
    set_count = sum(draft.made is False for draft in drafts)
    bonus = rules.scoring.set_bonus
    scores = tuple(
        _finish(rules, draft, bags_before[draft.side], bonus * (set_count - (draft.made is False)))
        for draft in drafts
    )
    return HandScore(scores, _forfeits(rules, tally, penalty))


def _check_tally(
    rules: SpadesRules, tally: SpadesTally, bags_before: Sequence[int], sides: int
) -> None:
    count = seating(rules).count
    if len(tally.bids) != count or len(tally.tricks) != count:
        raise EngineError(f"a tally needs a bid and a trick count for each of {count} seats")
    if len(bags_before) != sides or any(bags < 0 for bags in bags_before):
        raise EngineError(f"bags_before needs a bag count (0 or more) for each of {sides} sides")


# --- Tricks counted toward each side's contract ----------------------------------------------


def _counted_after_transfers(
    rules: SpadesRules, tally: SpadesTally, penalty: RenegePenalty | None
) -> list[int]:
    table = seating(rules)
    counted = [_counted(rules, tally, seats) for seats in table.sides]
    if penalty is None or penalty.kind is not RenegeCaughtAfter.TRANSFER_TRICKS:
        return counted
    for call in tally.reneges:
        giver, taker = table.side_of[call.offender], table.side_of[call.claimant]
        moved = min(penalty.tricks, counted[giver])
        counted[giver] -= moved
        counted[taker] += moved
    return counted


def _counted(rules: SpadesRules, tally: SpadesTally, seats: tuple[int, ...]) -> int:
    bids = [tally.bids[seat] for seat in seats]
    if tally.bids_itself or any(bid is not None and bid.is_team for bid in bids):
        return sum(tally.tricks[seat] for seat in seats)
    plain = sum(
        tally.tricks[seat]
        for seat, bid in zip(seats, bids, strict=True)
        if bid is None or not bid.is_nil
    )
    nil_tricks = sum(
        tally.tricks[seat]
        for seat, bid in zip(seats, bids, strict=True)
        if bid is not None and bid.is_nil
    )
    return plain + nil_tricks * _nil_tricks_count(rules)


def _nil_tricks_count(rules: SpadesRules) -> int:
    # 1 when a failed nil's tricks count toward the partner's contract.
    return int(_failed_nil_tricks(rules) is FailedNilTricks.PARTNER_CONTRACT)


def _nil_bag_tricks(rules: SpadesRules, nils: tuple[NilResult, ...]) -> int:
    # Failed nils' tricks that are bags (a made nil took none).
    bags = _failed_nil_tricks(rules) is FailedNilTricks.BAGS
    return sum(nil.tricks for nil in nils) if bags else 0


def _failed_nil_tricks(rules: SpadesRules) -> FailedNilTricks:
    return rules.scoring.failed_nil_tricks


# --- The contract and the nils ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Contract:
    number: int
    team: BidKind | None = None
    """TEAM_BLIND or TEAM for a team bid."""
    blind: bool = False
    """Whether a blind numeric bid is part of it (its value is multiplied)."""
    itself: bool = False
    """A hand that bids itself: the contract is the tricks taken."""


def _contract(
    rules: SpadesRules, tally: SpadesTally, seats: tuple[int, ...], counted: int
) -> _Contract | None:
    bids = [bid for bid in (tally.bids[seat] for seat in seats) if bid is not None]
    if tally.bids_itself:
        return _Contract(counted, itself=True)
    team = next((bid for bid in bids if bid.is_team), None)
    if team is not None:
        # The rules, not the bid's notation, say how many tricks a team bid promises.
        return _Contract(team_bid_tricks(rules, team.kind), team=team.kind)
    numbers = [bid for bid in bids if bid.kind in _NUMERIC]
    if not numbers:
        return None
    blind = any(bid.kind is BidKind.BLIND for bid in numbers)
    return _Contract(sum(bid.number for bid in numbers), blind=blind)


def _nil_bids(tally: SpadesTally, seats: tuple[int, ...]) -> list[tuple[int, Bid]]:
    bids = [(seat, tally.bids[seat]) for seat in seats]
    if tally.bids_itself or any(bid is not None and bid.is_team for _, bid in bids):
        return []  # a team bid replaces its side's nils
    return [(seat, bid) for seat, bid in bids if bid is not None and bid.is_nil]


def _judge_nils(
    rules: SpadesRules,
    tally: SpadesTally,
    nil_bids: list[tuple[int, Bid]],
    forced: bool | None = None,
) -> tuple[NilResult, ...]:
    """Each nil made or failed; `forced` overrides the tricks (a renege-scored hand)."""
    together = len(nil_bids) > 1 and both_nil_rule(rules) is BothNil.TOGETHER
    all_made = all(tally.tricks[seat] == 0 for seat, _ in nil_bids)
    results = []
    for seat, bid in nil_bids:
        made = all_made if together else tally.tricks[seat] == 0
        made = made if forced is None else forced
        results.append(NilResult(seat, bid, tally.tricks[seat], made, _nil_value(rules, bid, made)))
    return tuple(results)


def _nil_value(rules: SpadesRules, bid: Bid, made: bool) -> Points:
    if bid.kind is BidKind.BLIND_NIL:
        return rules.bidding.blind_nil.success if made else rules.bidding.blind_nil.failure
    return rules.bidding.nil.success if made else rules.bidding.nil.failure


def _draft(
    rules: SpadesRules,
    tally: SpadesTally,
    side: int,
    seats: tuple[int, ...],
    counted: int,
    penalty: RenegePenalty | None,
) -> SideScore:
    """A side's score before the set bonus and the bag count."""
    contract = _contract(rules, tally, seats, counted)
    taken = sum(tally.tricks[seat] for seat in seats)
    nil_bids = _nil_bids(tally, seats)
    if penalty is not None and penalty.kind in _SETS_OFFENDER:
        return _renege_draft(rules, tally, side, seats, counted, contract, penalty)
    nils = _judge_nils(rules, tally, nil_bids)
    made, points, over, over_points = _judge_contract(rules, contract, counted)
    nil_bags = _nil_bag_tricks(rules, nils)
    over_points = exact(over_points + nil_bags * _overtrick_value(rules))
    number = None if contract is None else contract.number
    over += nil_bags
    return SideScore(side, seats, number, taken, counted, made, points, over, over_points, nils)


_SETS_OFFENDER = (RenegeCaughtAfter.OFFENDER_SET, RenegeCaughtAfter.SET_PLUS_PENALTY)


def _renege_draft(
    rules: SpadesRules,
    tally: SpadesTally,
    side: int,
    seats: tuple[int, ...],
    counted: int,
    contract: _Contract | None,
    penalty: RenegePenalty,
) -> SideScore:
    calls = sum(seating(rules).side_of[call.offender] == side for call in tally.reneges)
    offender = calls > 0
    nils = _judge_nils(rules, tally, _nil_bids(tally, seats), forced=not offender)
    made = None if contract is None else not offender
    points: Points = 0
    if contract is not None:
        points = _failed_value(rules, contract, 0) if offender else _made_value(rules, contract)
    taken = sum(tally.tricks[seat] for seat in seats)
    extra = exact(penalty.extra_points * calls)
    number = None if contract is None else contract.number
    return SideScore(side, seats, number, taken, counted, made, points, 0, 0, nils, extra)


def _judge_contract(
    rules: SpadesRules, contract: _Contract | None, counted: int
) -> tuple[bool | None, Points, int, Points]:
    """(made, contract points, overtricks, overtrick points) for the tricks counted."""
    if contract is None:
        return None, 0, counted, exact(counted * _overtrick_value(rules))
    if contract.itself:
        return True, _made_value(rules, contract), 0, 0
    if contract.team is not None:
        made = _team_made(rules, contract, counted)
        value = _team_value(rules, contract.team, made)
        return made, value, counted - contract.number if made else 0, 0
    if counted < contract.number:
        return False, _failed_value(rules, contract, counted), 0, 0
    over = counted - contract.number
    return True, _made_value(rules, contract), over, exact(over * _overtrick_value(rules))


def _made_value(rules: SpadesRules, contract: _Contract) -> Points:
    if contract.team is not None:
        return _team_value(rules, contract.team, True)
    return _per_trick(rules) * contract.number * _multiplier(rules, contract)


def _failed_value(rules: SpadesRules, contract: _Contract, counted: int) -> Points:
    if contract.team is not None:
        return _team_value(rules, contract.team, False)
    penalty = rules.scoring.set_penalty
    lost = contract.number - counted if penalty is SetPenalty.LOSE_SHORTFALL else contract.number
    lost = 0 if penalty is SetPenalty.NOTHING else lost
    return -_per_trick(rules) * lost * _multiplier(rules, contract)


def _multiplier(rules: SpadesRules, contract: _Contract) -> int:
    return rules.bidding.blind_bids.multiplier if contract.blind else 1


def _team_made(rules: SpadesRules, contract: _Contract, counted: int) -> bool:
    if contract.team is BidKind.TEAM_BLIND:
        must_take = rules.bidding.blind_six.must_take
    else:
        must_take = rules.bidding.ten_for_two_hundred.must_take
    if must_take is MustTake.EXACTLY:
        return counted == contract.number
    return counted >= contract.number


def _team_value(rules: SpadesRules, kind: BidKind, made: bool) -> Points:
    if kind is BidKind.TEAM_BLIND:
        return rules.bidding.blind_six.success if made else rules.bidding.blind_six.failure
    if made:
        return rules.bidding.ten_for_two_hundred.success
    return rules.bidding.ten_for_two_hundred.failure


def _per_trick(rules: SpadesRules) -> int:
    return rules.scoring.points_per_trick


def _overtrick_value(rules: SpadesRules) -> Points:
    overtricks = rules.scoring.overtricks
    if overtricks is Overtricks.TENTH:
        return exact(Fraction(_per_trick(rules), 10))
    return 1 if overtricks is Overtricks.ONE_POINT else 0


# --- Bonus, bags and the total ------------------------------------------------------------------


def _finish(rules: SpadesRules, draft: SideScore, bags_before: int, bonus: Points) -> SideScore:
    bags = draft.overtricks if _bags_counted(rules) else 0
    penalties, bags_after = _bag_count(rules, bags_before, bags)
    bag_points = penalties * rules.scoring.bags.penalty
    nil_points = sum((nil.points for nil in draft.nils), start=0)
    parts = (draft.contract_points, draft.overtrick_points, draft.renege_points, bag_points)
    total = exact(sum(parts, start=nil_points + bonus))
    return replace(
        draft,
        bonus=bonus,
        bags=bags,
        bag_penalties=penalties,
        bag_points=bag_points,
        bags_after=bags_after,
        points=total,
    )


def _bags_counted(rules: SpadesRules) -> bool:
    return rules.scoring.bags.mode is BagMode.PENALTY


def _bag_count(rules: SpadesRules, before: int, gained: int) -> tuple[int, int]:
    """(penalties taken, bag count after) for a side with `before` bags gaining `gained`."""
    total = before + gained
    threshold = rules.scoring.bags.threshold
    if not _bags_counted(rules) or total < threshold:
        return 0, total
    if rules.scoring.bags.remainder is BagRemainder.RESET:
        return 1, 0
    return divmod(total, threshold)


def _forfeits(
    rules: SpadesRules, tally: SpadesTally, penalty: RenegePenalty | None
) -> tuple[int, ...]:
    if penalty is None or penalty.kind is not RenegeCaughtAfter.LOSE_GAME:
        return ()
    return tuple(sorted({seating(rules).side_of[call.offender] for call in tally.reneges}))
