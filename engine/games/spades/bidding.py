"""Spades bidding: one round, each seat once, with every kind of bid and its eligibility.

The only reader of the `bidding` options except `first_hand` (read by
`engine.games.spades.hand.bids_itself`) and what scoring reads: the bids' values, and the two
it shares through `engine.games.spades.scoring.both_nil_rule` and `team_bid_tricks`
(`nil.both_partners`, the team bids' `tricks`).

Decisions where the rules leave room, each tested:
- Numeric bids run 1..hand size (0..hand size with `nil.mode: zero_means_zero`).
- A seat that may make some blind bid this hand (by the score) has not seen its cards: at
  its turn it may `Look()` or bid blind. When its turn comes and no blind bid is open to it
  any more (say its partner already bid nil), it looks by itself. A non-blind bid from a
  seat that has not looked is taken as looking and then bidding. Every other seat looks at
  once.
- The kind of a team bid names which one it is (as scoring reads it): `team blind N` is
  `blind_six`, `team N` is `ten_for_two_hundred`, whatever their option `blind` says.
- A team bid with `blind: true` (Blind 6) is bid before looking and needs every partner
  still unseen, so only the first of a side to bid can make it; the partners are pre-empted
  (bid None, no turn).
- A team bid with `blind: false` (10-for-200) is bid after looking, by either partner: made
  first, the partner does not bid; made second, it supersedes the partner's bid (None).
- A seat alone on its side (singles, or a custom side of one) may make either team bid as a
  solo bid: it pre-empts nobody and is scored as its side's contract.
- `minimum_team_bid` binds the last seat of a side to bid: the side's numeric bids (blind
  numbers included) must add up to the minimum. Nil bids count for nothing: after a partner's
  nil, your number alone must reach it, and you may bid nil only if your partner's number
  reaches it. A side of nils only, or with a team bid, is not bound. In singles each seat is
  a side: its number must reach the minimum, and nil stays open.
- `total_bids: not_equal_to_tricks` binds the last seat to bid (pre-empted seats aside). The
  total counts numbers, team bids' tricks and nothing for nil. It is read as the construct
  `limits.total: not_equal` with `total_of` the tricks (`engine.core.bid_limits`), which
  also holds the total at most N (each bid, counting the least still to come) or at least
  N (the last bid).
- `limits.partner_nil_minimum` / `_maximum` bind a number on a side with a nil, whichever
  was bid first: a nil beside a partner's number out of range is refused too.
- If these limits together left a seat no bid at all (zero bids and a full-hand minimum; a
  nil refused beside a partner's small number while the total allows no number), the total
  limits (and the side's) are lifted for that seat.
- `partnership: hint`: a seat with a partner still to bid hints: a number from 0 to the hand
  size, bid as `Bid(NUMBER, n)` and kept in `hints`, not in `bids` (None there). Nil, blind
  bids and team bids stay bids of their own. The last of a side to bid, after a partner's
  hint, names the side's contract: a number (the limits bind it) or a team bid, not nil.
- `raise_round`: once every seat has bid, each side in bidding order (the side of the first
  bidder first) has one turn, taken by its last seat to bid a (seen) number: `Bid(PASS)`
  keeps the contract, a higher number raises that seat's bid. `raises[seat]` records the
  tricks added (0: passed; None: no turn).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from engine.core.actions import Action, Bid, BidKind, Look
from engine.core.bid_limits import (
    PartnerLimit,
    TotalLimit,
    partner_problem,
    read_partner,
    read_total,
    total_problem,
)
from engine.core.errors import IllegalActionError
from engine.core.memo import PerRuleset
from engine.core.points import Points
from engine.core.seats import Seating
from engine.core.standing import target_score
from engine.games.spades.scoring import both_nil_rule, team_bid_tricks
from rulesets.common import When
from rulesets.constructs.bids import TotalRule
from rulesets.spades import (
    BidOrder,
    BidVariant,
    BothNil,
    NilMode,
    PartnershipBidding,
    SpadesRules,
    TotalBids,
)

__all__ = ["TeamBidRule", "BidRules", "bid_rules", "Bidding", "BiddingPlan", "bidding_plan"]

Deficit = float | Fraction
"""Points a side trails the best other side by (0 or less when it leads)."""
Problem = tuple[str, str]
"""(rule path, reason) for a bid that is not allowed."""


@dataclass(frozen=True, slots=True)
class TeamBidRule:
    """One team bid of the ruleset, as a bid and when it is open."""

    bid: Bid
    """`team blind N` for Blind 6, `team N` for 10-for-200: the kind names the team bid."""
    allowed: When
    trailing_by: int | None
    unseen: bool
    """Bid before either partner has seen their cards (the option `blind`)."""
    path: str


@dataclass(frozen=True, slots=True)
class BidRules:
    """The bidding options of one ruleset, read once."""

    dealer_first: bool
    nil_mode: NilMode
    both_nil: BothNil
    blind_nil: When
    blind_nil_trailing: int | None
    blind_bids: When
    blind_minimum: int
    blind_trailing: int | None
    team_bids: tuple[TeamBidRule, ...]
    minimum_team_bid: int
    total_bids: TotalBids
    total_minimum: int | None
    pass_after_nil: int
    pass_after_blind_nil: int
    blind_possible: bool
    """Whether any blind bid is ever allowed."""
    lowest: int = 1
    """The smallest number a player may bid (`limits.minimum`, else 1 or 0)."""
    highest: int | None = None
    """The largest number a player may bid (`limits.maximum`); None: the hand size."""
    forbidden: frozenset[int] = frozenset()
    """Numbers nobody may bid (`limits.forbidden`)."""
    side_maximum: int | None = None
    """The most a side's numbers may add up to (`limits.side_maximum`)."""
    side_forbidden: frozenset[int] = frozenset()
    """Totals a side's numbers may not come to (`limits.side_forbidden`)."""
    variant: BidVariant = BidVariant.STANDARD
    """Suicide, Whiz or Mirror (`bidding.variant`)."""
    nil_barred_from: Points | None = None
    """A side with this score or more when the hand starts may not bid nil
    (`match.target` less `nil.near_target`); None: no bar."""
    hint: bool = False
    """`partnership: hint`: one binding number per side after a partner's hint."""
    raise_round: bool = False
    """`raise_round`: each side may raise its contract once after every seat has bid."""
    total_limit: TotalLimit | None = None
    """What the total of all bids is held to: `limits.total`, or `total_bids:
    not_equal_to_tricks` read as the same construct."""
    partner_limit: PartnerLimit | None = None
    """The numbers a seat may bid beside a partner's nil (`limits.partner_nil_*`)."""


_BID_RULES: Final[PerRuleset[SpadesRules, BidRules]] = PerRuleset()


def reads_trumps(rules: BidRules) -> bool:
    """Whether the bidding reads the trumps each seat was dealt (`Bidding.trumps`): Whiz and
    Mirror bid by them (`_variant_problem`); no other bidding looks."""
    return rules.variant is BidVariant.WHIZ or rules.variant is BidVariant.MIRROR


def bid_rules(rules: SpadesRules) -> BidRules:
    """The bidding options of `rules`, read once per ruleset object: one value shared by
    every hand and score sheet under it (and the key of its bidding plan)."""
    return _BID_RULES.get(rules, _read_bid_rules)


def _read_bid_rules(rules: SpadesRules) -> BidRules:
    team_bids = _team_bids(rules)
    blind_nil = rules.bidding.blind_nil.allowed
    blind_bids = rules.bidding.blind_bids.allowed
    nil_mode = rules.bidding.nil.mode
    lowest = rules.bidding.limits.minimum
    total_bids = rules.bidding.total_bids
    return BidRules(
        dealer_first=rules.bidding.order is BidOrder.DEALER_FIRST,
        nil_mode=nil_mode,
        both_nil=both_nil_rule(rules),
        blind_nil=blind_nil,
        blind_nil_trailing=rules.bidding.blind_nil.trailing_by,
        blind_bids=blind_bids,
        blind_minimum=rules.bidding.blind_bids.minimum,
        blind_trailing=rules.bidding.blind_bids.trailing_by,
        team_bids=team_bids,
        minimum_team_bid=rules.bidding.minimum_team_bid,
        total_bids=total_bids,
        total_minimum=rules.bidding.total_minimum,
        pass_after_nil=rules.bidding.passing.after_nil,
        pass_after_blind_nil=rules.bidding.passing.after_blind_nil,
        blind_possible=blind_nil is not When.NEVER
        or blind_bids is not When.NEVER
        or any(team.unseen for team in team_bids),
        lowest=(0 if nil_mode is NilMode.ZERO_MEANS_ZERO else 1) if lowest is None else lowest,
        highest=rules.bidding.limits.maximum,
        forbidden=frozenset(rules.bidding.limits.forbidden),
        side_maximum=rules.bidding.limits.side_maximum,
        side_forbidden=frozenset(rules.bidding.limits.side_forbidden),
        nil_barred_from=_nil_barred_from(rules),
        variant=rules.bidding.variant,
        hint=rules.bidding.partnership is PartnershipBidding.HINT,
        raise_round=rules.bidding.raise_round,
        total_limit=_total_limit(rules, total_bids),
        partner_limit=read_partner(
            rules.bidding.limits.partner_nil_minimum, rules.bidding.limits.partner_nil_maximum
        ),
    )


def _total_limit(rules: SpadesRules, total_bids: TotalBids) -> TotalLimit | None:
    """`limits.total`; the older `total_bids: not_equal_to_tricks` is the same limit."""
    if total_bids is _NOT_EQUAL:
        return TotalLimit(TotalRule.NOT_EQUAL, None, "bidding.total_bids")
    limits = "bidding.limits.total"
    return read_total(rules.bidding.limits.total, rules.bidding.limits.total_of, limits)


def _nil_barred_from(rules: SpadesRules) -> Points | None:
    near, target = rules.bidding.nil.near_target, target_score(rules)
    return None if near is None or target is None else target - near


def _team_bids(rules: SpadesRules) -> tuple[TeamBidRule, ...]:
    six = TeamBidRule(
        _team_bid(rules, BidKind.TEAM_BLIND),
        rules.bidding.blind_six.allowed,
        rules.bidding.blind_six.trailing_by,
        rules.bidding.blind_six.blind,
        "bidding.blind_six",
    )
    ten = TeamBidRule(
        _team_bid(rules, BidKind.TEAM),
        rules.bidding.ten_for_two_hundred.allowed,
        rules.bidding.ten_for_two_hundred.trailing_by,
        rules.bidding.ten_for_two_hundred.blind,
        "bidding.ten_for_two_hundred",
    )
    moon = TeamBidRule(
        Bid(BidKind.MOON),
        rules.bidding.moon.allowed,
        rules.bidding.moon.trailing_by,
        False,
        "bidding.moon",
    )
    allowed, trailing_by = rules.bidding.bemo.allowed, rules.bidding.bemo.trailing_by
    bemos = tuple(
        TeamBidRule(Bid(BidKind.BEMO, tricks), allowed, trailing_by, False, "bidding.bemo")
        for tricks in rules.bidding.bemo.tricks
    )
    teams = (six, ten, moon, *bemos)
    return tuple(team for team in teams if team.allowed is not When.NEVER)


def _team_bid(rules: SpadesRules, kind: BidKind) -> Bid:
    # The number of tricks of each team bid is read by scoring, which keys them by kind.
    return Bid(kind, team_bid_tricks(rules, kind))


def _open(allowed: When, trailing_by: int | None, deficit: Deficit) -> bool:
    if allowed is _NEVER:
        return False
    return allowed is _ANY_HAND or deficit >= (trailing_by or 0)


_BLIND_PATHS: Final = {
    BidKind.BLIND_NIL: "bidding.blind_nil.allowed",
    BidKind.BLIND: "bidding.blind_bids.allowed",
}
_NIL: Final = Bid(BidKind.NIL)
_BLIND_NIL: Final = Bid(BidKind.BLIND_NIL)
_LOOK: Final = Look()
_PASS: Final = Bid(BidKind.PASS)
# Enum members looked up once, and bids classified by identity: an attribute lookup on the
# enum class (and `Bid.is_team` and the like do two) per bid checked adds up in simulations.
# Final: compiled (setup.py), they are constants rather than lookups in the module's dict.
_NUMBER: Final = BidKind.NUMBER
_NIL_KIND: Final = BidKind.NIL
_BLIND_NIL_KIND: Final = BidKind.BLIND_NIL
_BLIND_KIND: Final = BidKind.BLIND
_TEAM_KIND: Final = BidKind.TEAM
_TEAM_BLIND_KIND: Final = BidKind.TEAM_BLIND
_MOON_KIND: Final = BidKind.MOON
_BEMO_KIND: Final = BidKind.BEMO
_ZERO_MEANS_ZERO: Final = NilMode.ZERO_MEANS_ZERO
_NIL_MODE: Final = NilMode.NIL
_STANDARD: Final = BidVariant.STANDARD
_FORBIDDEN: Final = BothNil.FORBIDDEN
_NEVER: Final = When.NEVER
_ANY_HAND: Final = When.ANY_HAND
_NOT_EQUAL: Final = TotalBids.NOT_EQUAL_TO_TRICKS
_AT_LEAST: Final = TotalBids.AT_LEAST
_NUMBERS: Final[dict[tuple[bool, int, int, frozenset[int]], tuple[Bid, ...]]] = {}


def _is_nil(bid: Bid) -> bool:
    return bid.kind is _NIL_KIND or bid.kind is _BLIND_NIL_KIND


def _nil_barrable(rules: BidRules) -> bool:
    """Whether `Bidding._nil_barred` may bar a nil bid: near the target (`nil.near_target`)
    or beside a partner's nil (`nil.both_partners: forbidden`)."""
    return rules.nil_barred_from is not None or rules.both_nil is _FORBIDDEN


def _is_team(bid: Bid) -> bool:
    kind = bid.kind
    return (
        kind is _TEAM_KIND or kind is _TEAM_BLIND_KIND or kind is _MOON_KIND or kind is _BEMO_KIND
    )


def _numbers(
    kind: BidKind, low: int, high: int, forbidden: frozenset[int] = frozenset()
) -> tuple[Bid, ...]:
    """The bids `kind` (NUMBER or BLIND) low..high but the forbidden ones, made once."""
    key = (kind is _BLIND_KIND, low, high, forbidden)
    bids = _NUMBERS.get(key)
    if bids is None:
        numbers = [n for n in range(low, high + 1) if n not in forbidden]
        bids = _NUMBERS[key] = tuple(Bid(kind, n) for n in numbers)
    return bids


def _number_of(bid: Bid | None) -> int:
    """The tricks a numeric bid (blind or not) adds to its side; 0 for any other bid."""
    if bid is None or (bid.kind is not _NUMBER and bid.kind is not _BLIND_KIND):
        return 0
    return bid.number


def _listed(bid: Bid, legal: tuple[Bid, ...] | None) -> bool:
    """Whether `bid` is one of the `legal` bids listed (by identity: listed bids are shared
    values, and a bid equal to one of them but made anew is checked the long way)."""
    if legal is None:
        return False
    for listed in legal:  # noqa: SIM110 - a loop, not a generator: no frame per bid
        if listed is bid:
            return True
    return False


def bid_value(bid: Bid | None) -> int:
    """What a bid adds to the total of all bids: its number of tricks; 0 for nil."""
    return 0 if bid is None or _is_nil(bid) else bid.number


@dataclass(frozen=True, slots=True)
class BiddingPlan:
    """What every hand's bidding under one set of bidding rules and hand size shares, worked
    out once: a simulation bids thousands of hands under the same rules."""

    limited: bool
    """Some limit binds a bid beyond its own kind (hints, the raise round, the team minimum,
    the totals, the side limits, a variant): the common case checks nil and team bids only."""
    high: int
    """The largest number a player may bid."""
    number_bids: tuple[Bid, ...]
    """The numbers open after looking."""
    blind_bids: tuple[Bid, ...]
    """The blind numbers."""
    seen_others: tuple[Bid, ...]
    """Nil (when it is bid) and the team bids made after looking."""
    with_nil: tuple[Bid, ...]
    """The numbers open after looking, then nil: the common case's choice, made once."""
    nil_barrable: bool
    """Nil, when it is bid, may still be barred after looking (`_nil_barrable`)."""


_PLANS: Final[PerRuleset[BidRules, dict[int, BiddingPlan]]] = PerRuleset()


def bidding_plan(rules: BidRules, hand_size: int) -> BiddingPlan:
    by_size = _PLANS.get(rules, _no_plans)
    plan = by_size.get(hand_size)
    if plan is None:
        plan = by_size[hand_size] = _work_out_plan(rules, hand_size)
    return plan


def _no_plans(rules: BidRules) -> dict[int, BiddingPlan]:
    return {}


def _work_out_plan(rules: BidRules, hand_size: int) -> BiddingPlan:
    limited = (
        rules.hint
        or rules.raise_round
        or bool(rules.minimum_team_bid)
        or rules.total_limit is not None
        or rules.partner_limit is not None
        or rules.side_maximum is not None
        or bool(rules.side_forbidden)
        or rules.variant is not _STANDARD
    )
    high = hand_size if rules.highest is None else min(rules.highest, hand_size)
    nil = [_NIL] if rules.nil_mode is _NIL_MODE else []
    return BiddingPlan(
        limited=limited,
        high=high,
        number_bids=_numbers(_NUMBER, rules.lowest, high, rules.forbidden),
        blind_bids=_numbers(
            _BLIND_KIND, max(rules.blind_minimum, rules.lowest), high, rules.forbidden
        ),
        seen_others=tuple(nil + [team.bid for team in rules.team_bids if not team.unseen]),
        with_nil=(*_numbers(_NUMBER, rules.lowest, high, rules.forbidden), _NIL),
        nil_barrable=_nil_barrable(rules),
    )


class Bidding:
    """The bidding of one hand: whose turn, which bids are open, and the bids made."""

    def __init__(
        self,
        rules: BidRules,
        table: Seating,
        hand_size: int,
        dealer: int,
        deficits: Sequence[Deficit],
        scores: Sequence[Points] | None = None,
        trumps: Sequence[int] | None = None,
        plan: BiddingPlan | None = None,
    ) -> None:
        """`deficits[side]` is how far the side trails the best other side (0 if leading);
        `scores[side]` its score when the hand starts (None: all 0), which
        `nil.near_target` reads. `plan`: `bidding_plan(rules, hand_size)`, when the caller
        holds it already."""
        self.rules = rules
        self.scores = tuple(scores) if scores is not None else (0,) * len(table.sides)
        self.trumps = tuple(trumps) if trumps is not None else None
        """Trumps each seat was dealt, for Whiz and Mirror (None: unknown, as on a score
        sheet, which then takes any bid)."""
        self.table = table
        self.hand_size = hand_size
        self.order = table.order_from(dealer if rules.dealer_first else table.next_seat(dealer))
        self.deficits = tuple(deficits)
        self.bids: list[Bid | None] = [None] * table.count
        """Each seat's bid (None: not yet, pre-empted or superseded)."""
        self.done = [False] * table.count
        """Whether each seat has bid or lost its turn to a partner's team bid."""
        self.looked = (
            [not self._blind_ever(seat) for seat in range(table.count)]
            if rules.blind_possible
            else [True] * table.count
        )
        """Whether each seat has seen its cards."""
        self.hints: list[int | None] = [None] * table.count
        """Each seat's hint under `partnership: hint` (None: it gave none)."""
        self.raises: list[int | None] = [None] * table.count
        """Tricks each seat added in the raise round (0: passed; None: had no turn)."""
        self.raising = False
        """Whether the raise round has begun."""
        self._raisers: list[int] = []
        self.to_act: int | None = None
        self._legal: tuple[Bid, ...] | None = None
        self._actions: tuple[Bid | Look, ...] | None = None
        """`legal_actions()` for the turn, once asked (reset with `_legal`)."""
        if plan is None:
            plan = bidding_plan(rules, hand_size)
        self._limited = plan.limited
        self._high = plan.high
        self._number_bids = plan.number_bids
        self._blind_bids = plan.blind_bids
        self._seen_others = plan.seen_others
        self._with_nil = plan.with_nil
        self._nil_barrable = plan.nil_barrable
        # Nil is the one other bid after looking, and no limit binds (`_compute_legal`).
        self._nil_only = not plan.limited and plan.seen_others == (_NIL,)
        self._advance()

    # -- eligibility ---------------------------------------------------------------------

    def _deficit(self, seat: int) -> Deficit:
        return self.deficits[self.table.side_of[seat]]

    def _blind_ever(self, seat: int) -> bool:
        rules, deficit = self.rules, self._deficit(seat)
        return (
            _open(rules.blind_nil, rules.blind_nil_trailing, deficit)
            or _open(rules.blind_bids, rules.blind_trailing, deficit)
            or any(
                _open(team.allowed, team.trailing_by, deficit)
                for team in rules.team_bids
                if team.unseen
            )
        )

    def hinting(self, seat: int) -> bool:
        """Whether a seat's number now is a hint (`partnership: hint`, a partner still to bid)."""
        return (
            self.rules.hint
            and not self.raising
            and any(not self.done[partner] for partner in self.table.partners(seat))
        )

    def _after_hint(self, seat: int) -> bool:
        """Whether a partner of `seat` has hinted, so that its bid is the side's number."""
        return self.rules.hint and any(
            self.hints[partner] is not None for partner in self.table.partners(seat)
        )

    def turn(self) -> str | None:
        """What the seat to act does: `hint`, `bid` (its own or, after a hint, its side's
        number) or `raise`; None when the bidding is over."""
        seat = self.to_act
        if seat is None:
            return None
        if self.raising:
            return "raise"
        return "hint" if self.hinting(seat) else "bid"

    def candidates(self, seat: int) -> list[Bid]:
        """Every bid a seat might make now, before the limits are checked."""
        rules = self.rules
        if self.raising:
            return [_PASS, *self._number_bids]
        if self.looked[seat] and self.hinting(seat):
            return [*_numbers(_NUMBER, 0, self.hand_size), *self._seen_others]
        if not self.looked[seat]:
            blind = [_BLIND_NIL, *self._blind_bids]
            return blind + [team.bid for team in rules.team_bids if team.unseen]
        return [*self._number_bids, *self._seen_others]

    def legal_bids(self) -> list[Bid]:
        """The bids open to the seat to act (blind bids only, before it has looked)."""
        return list(self._legal_bids())

    def _legal_bids(self) -> tuple[Bid, ...]:
        """`legal_bids()`, worked out once per turn and shared."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple[Bid, ...]:
        seat = self.to_act
        if seat is None:
            return ()
        if self.looked[seat] and not self._limited:
            # The common case: every number is open; only nil and team bids need checking.
            if self._nil_only:
                return self._nil_only_choice(seat)
            others = [bid for bid in self._seen_others if self.why_not(seat, bid) is None]
            return (*self._number_bids, *others)
        options = self.candidates(seat)
        legal = [bid for bid in options if self.why_not(seat, bid) is None]
        if not legal and self.looked[seat]:
            legal = [bid for bid in options if self.why_not(seat, bid, relaxed=True) is None]
        return tuple(legal)

    def legal_actions(self) -> tuple[Bid | Look, ...]:
        """`Look()` (while the seat to act has not looked) and the legal bids: a tuple made
        once per turn, so asking again makes nothing."""
        listed = self._actions
        if listed is None:
            seat = self.to_act
            if seat is not None and not self.looked[seat]:
                listed = (_LOOK, *self._legal_bids())
            else:
                listed = self._legal_bids()
            self._actions = listed
        return listed

    def why_not(self, seat: int, bid: Bid, relaxed: bool = False) -> Problem | None:
        """Why `seat` may not bid `bid` now (rule path, reason), or None if it may."""
        if self.raising:
            return self._raise_problem(seat, bid)
        if bid.kind is _NUMBER and self.looked[seat] and self.hinting(seat):
            if 0 <= bid.number <= self.hand_size:
                return None
            return ("bidding.partnership", f"a hint is a number from 0 to {self.hand_size}")
        if _is_nil(bid) and self._after_hint(seat):
            return (
                "bidding.partnership",
                "your partner has hinted: you name your side's number, not nil",
            )
        if bid.kind is _NUMBER and self.looked[seat]:
            problem = self._number_problem(bid.number)
        else:
            problem = self._kind_problem(seat, bid)
        if problem is None and self.rules.variant is not _STANDARD:
            problem = self._variant_problem(seat, bid)
        if problem is None:
            problem = self._limit_problem(seat, bid, relaxed)
        return problem

    def _variant_problem(self, seat: int, bid: Bid) -> Problem | None:
        """Suicide: one nil per side; Whiz: nil or the trumps held; Mirror: the trumps held."""
        variant, nil = self.rules.variant, _is_nil(bid)
        if variant is BidVariant.SUICIDE:
            partners = self.table.partners(seat)
            partner_nil = any(self._bid_is_nil(other) for other in partners)
            last = all(self.done[other] for other in partners)
            if nil and partner_nil:
                return ("bidding.variant", "suicide: your side already has its nil")
            if not nil and last and not partner_nil:
                return ("bidding.variant", "suicide: the last of a side to bid must bid nil")
            return None
        if self.trumps is None:
            return None
        held = self.trumps[seat]
        if nil and (variant is BidVariant.WHIZ or held == 0):
            return None
        if not nil and bid.number == held:
            return None
        want = f"nil or {held}" if variant is BidVariant.WHIZ and held else str(held or "nil")
        return ("bidding.variant", f"{variant}: with {held} trumps you bid {want}")

    def _kind_problem(self, seat: int, bid: Bid) -> Problem | None:
        kind = bid.kind
        if kind is _NUMBER:
            problem = self._number_problem(bid.number)
        elif kind is _NIL_KIND or kind is _BLIND_NIL_KIND:
            problem = self._nil_problem(seat, bid)
        elif kind is _BLIND_KIND:
            problem = self._blind_problem(seat, bid.number)
        elif _is_team(bid):
            problem = self._team_problem(seat, bid)
        else:
            problem = ("bidding", "Spades has no pass: bid a number of tricks")
        if problem is None and self.looked[seat] and self._unseen(bid):
            return (_BLIND_PATHS.get(kind, "bidding"), f"{bid} is bid before looking at the cards")
        return problem

    def _unseen(self, bid: Bid) -> bool:
        """Whether `bid` is made before looking: blind nil, blind numbers, and a team bid
        whose option `blind` is true."""
        kind = bid.kind
        if _is_team(bid):
            return any(team.unseen for team in self.rules.team_bids if team.bid == bid)
        return kind is _BLIND_NIL_KIND or kind is _BLIND_KIND

    def _number_problem(self, number: int) -> Problem | None:
        rules = self.rules
        if number == 0 and rules.nil_mode is not _ZERO_MEANS_ZERO:
            return ("bidding.nil.mode", "a bid of 0 is not allowed: bid nil or at least 1")
        if not 0 <= number <= self.hand_size:
            return ("bidding", f"bid between 1 and the {self.hand_size} tricks in a hand")
        if number < rules.lowest:
            return ("bidding.limits.minimum", f"a bid is at least {rules.lowest}")
        if number > self._high:
            return ("bidding.limits.maximum", f"a bid is at most {self._high}")
        if number in rules.forbidden:
            return ("bidding.limits.forbidden", f"nobody may bid {number}")
        return None

    def _nil_problem(self, seat: int, bid: Bid) -> Problem | None:
        rules = self.rules
        if bid.kind is _NIL_KIND and rules.nil_mode is not _NIL_MODE:
            return ("bidding.nil.mode", "nil is not bid under these rules")
        if bid.kind is _BLIND_NIL_KIND and not _open(
            rules.blind_nil, rules.blind_nil_trailing, self._deficit(seat)
        ):
            return ("bidding.blind_nil.allowed", self._closed_reason(rules.blind_nil, "blind nil"))
        return self._nil_barred(seat)

    def _nil_barred(self, seat: int) -> Problem | None:
        """What bars `seat` from a nil of any kind now, if anything: its side's score near the
        target, or its partner's nil (`_nil_barrable` says whether either can)."""
        rules = self.rules
        barred = rules.nil_barred_from
        if barred is not None and self.scores[self.table.side_of[seat]] >= barred:
            return ("bidding.nil.near_target", "your side is too near the target to bid nil")
        if rules.both_nil is _FORBIDDEN:
            for partner in self.table.partner_seats[seat]:  # a loop: no generator per bid
                if self._bid_is_nil(partner):
                    return ("bidding.nil.both_partners", "your partner has bid nil; you may not")
        return None

    def _nil_only_choice(self, seat: int) -> tuple[Bid, ...]:
        """The bids of a seat that has looked, with every number open and nil the only other
        bid (`_nil_only`): unlimited, nil's only problems are its own (`why_not` comes to
        this), and under rules that bid nil only the two of `_nil_barred` remain."""
        if self._nil_barrable and self._nil_barred(seat) is not None:
            return self._number_bids
        return self._with_nil

    def _bid_is_nil(self, seat: int) -> bool:
        bid = self.bids[seat]
        return bid is not None and _is_nil(bid)

    def _blind_problem(self, seat: int, number: int) -> Problem | None:
        rules = self.rules
        if not _open(rules.blind_bids, rules.blind_trailing, self._deficit(seat)):
            return ("bidding.blind_bids.allowed", self._closed_reason(rules.blind_bids, "blind"))
        if not rules.blind_minimum <= number <= self.hand_size:
            return ("bidding.blind_bids.minimum", f"a blind bid is at least {rules.blind_minimum}")
        return self._number_problem(number)

    def _team_problem(self, seat: int, bid: Bid) -> Problem | None:
        team = next((team for team in self.rules.team_bids if team.bid == bid), None)
        if team is None:
            return ("bidding", f"{bid} is not a bid under these rules")
        if not _open(team.allowed, team.trailing_by, self._deficit(seat)):
            return (f"{team.path}.allowed", self._closed_reason(team.allowed, str(bid)))
        # A seat alone on its side (cutthroat) makes it as a solo bid: nobody is pre-empted.
        partners = self.table.partners(seat)
        if team.unseen and any(self.looked[s] for s in (seat, *partners)):
            return (f"{team.path}.blind", "bid before either partner has seen their cards")
        return None

    def _closed_reason(self, allowed: When, name: str) -> str:
        if allowed is When.NEVER:
            return f"{name} is not allowed under these rules"
        return f"{name} is only allowed to a side trailing by enough points"

    # -- the raise round -----------------------------------------------------------------

    def _raise_problem(self, seat: int, bid: Bid) -> Problem | None:
        if bid.kind is BidKind.PASS:
            return None
        mine = self.bids[seat]
        if bid.kind is not _NUMBER or mine is None:
            return ("bidding.raise_round", "in the raise round, raise your number or pass")
        if bid.number <= mine.number:
            return ("bidding.raise_round", f"a raise is more than your bid of {mine.number}")
        problem = self._number_problem(bid.number)
        if problem is None:
            bids = list(self.bids)
            bids[seat] = bid
            side = self.table.sides[self.table.side_of[seat]]
            problem = self._side_total_problem(side, bids, self.done)
        return problem

    def _start_raises(self) -> None:
        """The raise round's turns: per side, in bidding order, its last seen-number bidder."""
        self.raising = True
        turns: dict[int, int | None] = {}
        for seat in self.order:
            bid = self.bids[seat]
            side = self.table.side_of[seat]
            if bid is not None and _is_team(bid):
                turns[side] = None
            elif bid is not None and bid.kind is _NUMBER and turns.get(side, 0) is not None:
                turns[side] = seat
            else:
                turns.setdefault(side, -1)
        self._raisers = [seat for seat in turns.values() if seat is not None and seat >= 0]

    # -- limits on the totals ------------------------------------------------------------

    def _after(self, seat: int, bid: Bid) -> tuple[list[Bid | None], list[bool]]:
        bids, done = list(self.bids), list(self.done)
        bids[seat], done[seat] = bid, True
        if _is_team(bid):
            for partner in self.table.partners(seat):
                bids[partner], done[partner] = None, True
        return bids, done

    def _limit_problem(self, seat: int, bid: Bid, relaxed: bool) -> Problem | None:
        if not self._limited:
            return None
        rules = self.rules
        bids, done = self._after(seat, bid)
        side = self.table.sides[self.table.side_of[seat]]
        if rules.minimum_team_bid and all(done[s] for s in side):
            problem = self._minimum_problem([bids[s] for s in side])
            if problem is not None:
                return problem
        if not relaxed and (rules.side_maximum is not None or rules.side_forbidden):
            problem = self._side_total_problem(side, bids, done)
            if problem is not None:
                return problem
        if rules.partner_limit is not None:
            problem = self._partner_problem(rules.partner_limit, side, bids)
            if problem is not None:
                return problem
        limit = rules.total_limit
        if limit is not None and not relaxed:
            least = self._least_bid() * sum(not finished for finished in done)
            total = sum(bid_value(b) for b in bids)
            return total_problem(limit, self.hand_size, total, least, all(done))
        return None

    def _least_bid(self) -> int:
        """The least a seat still to bid adds to the total: nothing when nil or zero is a bid."""
        return 0 if self.rules.nil_mode is not NilMode.NOT_ALLOWED else self.rules.lowest

    def _partner_problem(
        self, limit: PartnerLimit, side: tuple[int, ...], bids: list[Bid | None]
    ) -> Problem | None:
        """A number beside a nil on the same side, in either order, kept to `limit`."""
        side_bids = [bids[s] for s in side]
        if not any(bid is not None and _is_nil(bid) for bid in side_bids):
            return None
        for bid in side_bids:
            if bid is not None and (bid.kind is _NUMBER or bid.kind is _BLIND_KIND):
                problem = partner_problem(limit, bid.number, "bidding.limits")
                if problem is not None:
                    return problem
        return None

    def _side_total_problem(
        self, side: tuple[int, ...], bids: list[Bid | None], done: list[bool]
    ) -> Problem | None:
        """`limits.side_maximum`: the side's numbers, with the least its players still to
        bid can add (nothing when nil or zero is a bid), stay within it;
        `limits.side_forbidden`: the side's final total is not one of them."""
        rules = self.rules
        side_bids = [bids[s] for s in side]
        if any(bid is not None and _is_team(bid) for bid in side_bids):
            return None
        total = sum(_number_of(bid) for bid in side_bids)
        waiting = sum(not done[s] for s in side)
        least = 0 if rules.nil_mode is not NilMode.NOT_ALLOWED else rules.lowest
        if rules.side_maximum is not None and total + waiting * least > rules.side_maximum:
            return (
                "bidding.limits.side_maximum",
                f"your side's bids may add up to at most {rules.side_maximum}",
            )
        if not waiting and total in rules.side_forbidden:
            return ("bidding.limits.side_forbidden", f"your side's bids may not add up to {total}")
        return None

    def _minimum_problem(self, side_bids: list[Bid | None]) -> Problem | None:
        if any(bid is not None and _is_team(bid) for bid in side_bids):
            return None
        numbers = [
            bid.number
            for bid in side_bids
            if bid is not None and bid.kind in (_NUMBER, _BLIND_KIND)
        ]
        minimum = self.rules.minimum_team_bid
        if numbers and sum(numbers) < minimum:
            return ("bidding.minimum_team_bid", f"your side must bid at least {minimum} tricks")
        return None

    # -- taking turns --------------------------------------------------------------------

    @property
    def complete(self) -> bool:
        """Whether every seat has bid or lost its turn."""
        return self.to_act is None

    def look(self) -> None:
        """The seat to act looks at its cards, giving up its blind bids."""
        seat = self.to_act
        if seat is None or self.looked[seat]:
            raise IllegalActionError("there is nothing to look at: the cards are seen", "bidding")
        self.looked[seat] = True
        self._legal = self._actions = None

    def bid(self, bid: Bid) -> None:
        """The seat to act bids `bid`; raises `IllegalActionError` naming the rule if not
        allowed. A non-blind bid before looking looks first."""
        seat = self.to_act
        if seat is None:
            raise IllegalActionError("the bidding is over", "bidding")
        if self.raising:
            problem = self._raise_problem(seat, bid)
            if problem is not None:
                raise IllegalActionError(
                    f"seat {seat + 1} may not bid {bid}: {problem[1]}", problem[0]
                )
            mine = self.bids[seat]
            assert mine is not None
            self.raises[seat] = bid.number - mine.number if bid.kind is _NUMBER else 0
            if bid.kind is _NUMBER:
                self.bids[seat] = bid
            self._raisers.pop(0)
            self._advance()
            return
        if not _listed(bid, self._legal):
            # Not one of the bids just listed for this seat (those passed every check, and
            # each of them is seen or made unseen as the seat stands): check it now.
            looks_now = not self.looked[seat] and not self._unseen(bid)
            if looks_now:
                self.look()
            problem = self.why_not(seat, bid)
            if problem is not None and bid not in self._legal_bids():
                if looks_now:  # a refused bid leaves the cards unseen
                    self.looked[seat], self._legal, self._actions = False, None, None
                raise IllegalActionError(
                    f"seat {seat + 1} may not bid {bid}: {problem[1]}", problem[0]
                )
        if _is_team(bid):
            self.bids, self.done = self._after(seat, bid)
            for partner in self.table.partners(seat):
                self.looked[partner] = True
        elif bid.kind is _NUMBER and self.hinting(seat):
            self.hints[seat], self.done[seat] = bid.number, True
        else:
            self.bids[seat], self.done[seat] = bid, True
        self.looked[seat] = True
        self._advance()

    def bid_at_random(self, pick: Callable[[], float], record: list[tuple[int, Action]]) -> bool:
        """Bid at random, as a loop of `bid(choices[int(pick() * len(choices))])` over
        `legal_actions()` bids, appending (seat, bid) to `record` for each, while the turns
        are the plain kind: every number open, nil the only other bid (`_nil_only`), the
        seat has looked, and no hint or raise round. It stops at any other turn, which the
        caller takes the long way. The seats bid in `order`, the next that is not done, so
        the loop walks the order once instead of looking for the next seat after each bid.
        Returns whether the bidding is `complete`."""
        rules = self.rules
        if not self._nil_only or self.raising or rules.hint:
            return self.to_act is None
        looked, done, bids = self.looked, self.done, self.bids
        # Each turn's choice is `_nil_only_choice`'s. Near the target that takes its own
        # calls; otherwise the one bar in `_nil_barred` is a partner's nil, looked up here:
        # its four calls a bid cost about 2% of a played-out hand.
        near = rules.nil_barred_from is not None
        partners = self.table.partner_seats if rules.both_nil is _FORBIDDEN else None
        with_nil, numbers = self._with_nil, self._number_bids
        try:
            for seat in self.order:
                if done[seat]:
                    continue
                if not looked[seat]:
                    break
                # The turn as `_advance` leaves it, should the pick look at the bidding.
                self.to_act, self._legal, self._actions = seat, None, None
                if near:
                    choices = self._nil_only_choice(seat)
                else:
                    choices = with_nil
                    for partner in partners[seat] if partners is not None else ():
                        other = bids[partner]
                        if other is not None and _is_nil(other):
                            choices = numbers
                bid = choices[int(pick() * len(choices))]
                bids[seat], done[seat] = bid, True
                record.append((seat, bid))
        finally:
            self._advance()
        return self.to_act is None

    def _advance(self) -> None:
        self._legal = self._actions = None
        done = self.done
        self.to_act = None
        if self.raising:
            self.to_act = self._raisers[0] if self._raisers else None
            return
        if self.rules.raise_round and all(done):
            self._start_raises()
            self._advance()
            return
        for seat in self.order:
            if not done[seat]:
                self.to_act = seat
                if not self.looked[seat] and not self._legal_bids():
                    self.looked[seat] = True
                    self._legal = self._actions = None
                return

    # -- after the bidding ---------------------------------------------------------------

    def total(self) -> int:
        """The total of all bids (numbers and team bids' tricks; nil counts 0)."""
        return sum(bid_value(bid) for bid in self.bids)

    def thrown_in(self) -> bool:
        """Whether the total is below `total_minimum` (`total_bids: at_least`)."""
        rules = self.rules
        if rules.total_bids is not _AT_LEAST or rules.total_minimum is None:
            return False
        return self.total() < rules.total_minimum

    def exchanges(self) -> list[tuple[int, int, int]]:
        """The card passes after the bidding, in order, as (giver, receiver, cards): for each
        side with a nil (or blind nil) that passes, the nil bidder gives first, then the
        teammate it exchanges with gives back. With two nils on a side, the first nil
        bidder's exchange is the only one. The teammate is the partner on a side of two; on
        a larger side, the next teammate in the direction of play that did not bid nil (the
        next teammate, if all did)."""
        legs: list[tuple[int, int, int]] = []
        if not (self.rules.pass_after_nil or self.rules.pass_after_blind_nil):
            return legs
        handled: set[int] = set()
        for seat in self.order:
            count = self._pass_count(self.bids[seat])
            side = self.table.side_of[seat]
            mate = self._exchange_mate(seat)
            if count and mate is not None and side not in handled:
                handled.add(side)
                legs += [(seat, mate, count), (mate, seat, count)]
        return legs

    def _exchange_mate(self, seat: int) -> int | None:
        partners = self.table.partners(seat)
        if not partners:
            return None
        after = [other for other in self.table.order_from(seat) if other in partners]
        covering = [other for other in after if not self._bid_is_nil(other)]
        return (covering or after)[0]

    def _pass_count(self, bid: Bid | None) -> int:
        if bid is None or not _is_nil(bid):
            return 0
        if bid.kind is _NIL_KIND:
            return self.rules.pass_after_nil
        return self.rules.pass_after_blind_nil
