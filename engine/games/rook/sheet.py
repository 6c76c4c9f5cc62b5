"""Rook score sheets: a physical table's record of each hand's auction and count, scored by the
engine.

A Rook table writes down, per hand, who won the auction and with what bid, the trump named,
and the points each side counted in the tricks it took. `score_rook_sheet(rules, sheet)`
(reached through `engine.sheet.score_sheet`, which dispatches by game) checks the sheet
against the rules and scores each hand with `engine.games.rook.scoring.score_rook_hand`, the
function that scores a hand played card by card. The format is documented for a club's
programmer in docs/score-sheets.md:

    {
      "format": "houserules-sheet/1",
      "hands": [
        {"dealer": 1, "bidder": 2, "bid": 85, "trump": "H", "points": [50, 90]},
        {"bidder": 3, "bid": 100, "trump": "S", "points": [110, 20], "discarded": 10}
      ]
    }

- `bidder`: the seat that won the auction (the declarer). `bid`: its winning bid, in points.
  The engine's own auction (`engine.games.rook.hand.RookHand`) checks it, as the bidder's
  opening bid with every other seat passing: at least `auction.minimum`, at most
  `auction.maximum` (or every point in a hand), a multiple of `auction.step`.
- `trump` (optional): the suit named, as the pack's letter (`C D H S`; `B G R Y` in a Rook
  pack) or its name (`hearts`, `red`). It is recorded; it does not change the score.
- `points`: per side, side 1 first, the points it took: the counters in its tricks, the
  declarer's discarded counters when the rules give them to it (`scoring.discarded_counters:
  declarer` or `last_trick`), and the last-trick bonus when it took the last trick. They add
  up to every point in a hand (`RookRules.points_available`), less `discarded`.
- `last_trick` (optional): the seat that took the last trick. Needed when the rules give a
  last-trick bonus: the bonus is not a counter (`failed_bid: lose_bid_keep_counters` keeps
  the counters only).
- `discarded` (optional, 0): under `discarded_counters: nobody`, the points of the counters
  the declarer laid aside, out of play.
- `dealer` and `reneges`: as in a Spades sheet (`engine.sheet`). Under `caught_after_gathered:
  transfer_tricks` the points are written after the transfer; under the other penalties a
  call may end the hand early, and the points may then add up to less.

A `SheetError` lists every problem, each with its hand number and field. None of the checks
depends on the score, so every hand is checked even after one with a problem; only whether
the match was already over is then unknown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from engine.core.actions import Bid, BidKind
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.core.reneges import RenegeCall, RenegeWatch, penalty_after_gathered
from engine.core.seats import SeatIndex, Seating, seating

# The envelope of a sheet and the pieces of a renege call are the same in every game.
from engine.core.sheet import (
    SHEET_FORMAT,
    SheetError,
    SheetProblem,
    _Found,
    _hands_of,
    _is_int,
    _parse,
    _renege_json,
    _seat,
    read_reneges,
)
from engine.core.standing import Outcome, Standing
from engine.games.rook.hand import RookHand
from engine.games.rook.pack import deal_rook, rook_pack
from engine.games.rook.scoring import (
    PointsInPlay,
    RookHandScore,
    RookTally,
    add_rook_hand,
    count_counters,
    points_in_play,
    rook_score_json,
)
from rulesets.common import RenegeCaughtAfter
from rulesets.rook import DiscardedCounters, RookRules

__all__ = [
    "HAND_KEYS",
    "TRUMP_NAMES",
    "RookSheetEntry",
    "RookSheetHand",
    "RookSheetResult",
    "score_rook_sheet",
    "trump_choices",
    "rook_sheet_log_hands",
    "sheet_hand_from_log",
    "log_field",
]

HAND_KEYS: Final = (
    "dealer",
    "bidder",
    "bid",
    "trump",
    "points",
    "last_trick",
    "discarded",
    "reneges",
)
"""The fields of a Rook sheet hand, in the order the engine writes them."""
TRUMP_NAMES: Final = {
    "C": "clubs",
    "D": "diamonds",
    "H": "hearts",
    "S": "spades",
    "B": "black",
    "G": "green",
    "R": "red",
    "Y": "yellow",
}
"""Each suit letter of a standard or Rook pack, and the suit's name."""
# The log names the auction's winner as a card-level Rook log does.
_LOG_NAMES: Final = {"bidder": "declarer"}
_PASS: Final = Bid(BidKind.PASS)


# --- The result -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RookSheetEntry:
    """One hand as the table wrote it down. Seats and sides are 0-based."""

    bidder: int
    bid: int
    points: tuple[int, ...]
    """Per side, in seating order: everything it took (see the module docstring)."""
    trump: str | None = None
    """The suit letter, or None when the sheet does not say."""
    last_trick: int | None = None
    discarded: int = 0
    reneges: tuple[RenegeCall, ...] = ()

    def to_json(self, dealer: int) -> dict[str, Any]:
        """The sheet hand (JSON, seats 1-based) that records this entry, dealt by seat
        `dealer` (0-based): `score_rook_sheet` reads it back to the same entry."""
        hand: dict[str, Any] = {"dealer": dealer + 1, "bidder": self.bidder + 1, "bid": self.bid}
        if self.trump is not None:
            hand["trump"] = self.trump
        hand["points"] = list(self.points)
        if self.last_trick is not None:
            hand["last_trick"] = self.last_trick + 1
        if self.discarded:
            hand["discarded"] = self.discarded
        if self.reneges:
            hand["reneges"] = [_renege_json(call) for call in self.reneges]
        return hand


@dataclass(frozen=True, slots=True)
class RookSheetHand:
    """One scored hand of a Rook sheet."""

    number: int
    """1-based."""
    dealer: SeatIndex
    """0-based seat."""
    entry: RookSheetEntry
    tally: RookTally
    """What was scored: the points less the last-trick bonus, as counters."""
    score: RookHandScore
    standing: Standing
    """The standing after the hand."""


@dataclass(frozen=True, slots=True)
class RookSheetResult:
    """A scored Rook sheet: every hand, the final standing, and the outcome if the match
    ended (the shape of `engine.sheet.SheetResult`)."""

    hands: tuple[RookSheetHand, ...]
    standing: Standing
    outcome: Outcome | None
    table: Seating

    def to_json(self) -> dict[str, Any]:
        """The scored sheet in JSON: per hand the hand as read back, its score (as a Rook
        match log writes it) and the running standing, then the outcome (null while the
        match goes on)."""
        return {
            "format": SHEET_FORMAT,
            "hands": [
                {
                    "hand": hand.number,
                    **hand.entry.to_json(hand.dealer),
                    "score": rook_score_json(self.table, hand.score, hand.entry.bidder),
                    "standing": hand.standing.to_json(),
                }
                for hand in self.hands
            ],
            "standing": self.standing.to_json(),
            "outcome": None if self.outcome is None else self.outcome.to_json(),
        }

    def log_hands(self) -> list[dict[str, Any]]:
        """The hands as a match log writes them (`kind: sheet`, see `rook_sheet_log_hands`)."""
        return rook_sheet_log_hands(self)


# --- Scoring ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Facts:
    """What checking a sheet needs from the rules, worked out once per sheet."""

    rules: RookRules
    table: Seating
    suits: tuple[str, ...]
    points: PointsInPlay
    low: int
    """The fewest points a side can take in a hand (below 0 only with negative counters)."""
    high: int
    tricks: int
    """Tricks in a hand."""
    prevents: bool
    """Illegal cards are refused, so no renege stands."""
    transfers: bool
    """A renege passes tricks to the caller (and the sheet writes the points after it)."""


def _facts(rules: RookRules) -> _Facts:
    pack = rook_pack(rules)
    points = points_in_play(rules)
    values = [count_counters(rules, (card,)) for card in pack.cards]
    bonus = points.last_trick_bonus
    return _Facts(
        rules=rules,
        table=seating(rules),
        suits=pack.suits,
        points=points,
        low=sum(value for value in values if value < 0) + min(bonus, 0),
        high=sum(value for value in values if value > 0) + max(bonus, 0),
        tricks=rules.hand_size,
        prevents=RenegeWatch(rules).prevents,
        transfers=penalty_after_gathered(rules) is RenegeCaughtAfter.TRANSFER_TRICKS,
    )


def score_rook_sheet(rules: RookRules, sheet: Mapping[str, Any] | str | bytes) -> RookSheetResult:
    """Check and score a Rook score sheet (parsed JSON, or JSON text). Raises `SheetError`
    listing every problem."""
    problems: list[SheetProblem] = []
    raw_hands = _hands_of(_parse(sheet, problems), problems)
    match = _Match(_facts(rules), problems)
    for number, raw in enumerate(raw_hands, start=1):
        match.add(number, raw)
    if problems:
        raise SheetError(problems)
    return RookSheetResult(tuple(match.scored), match.standing, match.outcome, match.facts.table)


class _Match:
    """The sheet scored so far. Once a hand has a problem, later hands are still checked but
    no longer scored."""

    def __init__(self, facts: _Facts, problems: list[SheetProblem]) -> None:
        self.facts, self.problems = facts, problems
        self.standing = Standing.start(len(facts.table.sides))
        self.outcome: Outcome | None = None
        self.scored: list[RookSheetHand] = []
        self.stopped = False

    def add(self, number: int, raw: object) -> None:
        read = _read(self.facts, raw, number, self.problems)
        if read is None or self.stopped:
            self.stopped = True
            return
        dealer = read.dealer if read.dealer is not None else self._next_dealer()
        found = self._ended(number)
        if found:
            self.problems.extend(found)
            self.stopped = True
            return
        tally = _tally(self.facts, read.entry)
        self.standing, score, self.outcome = add_rook_hand(self.facts.rules, self.standing, tally)
        assert score is not None, "a hand with a tally is scored"
        self.scored.append(RookSheetHand(number, dealer, read.entry, tally, score, self.standing))

    def _next_dealer(self) -> int:
        return self.facts.table.next_dealer(self.scored[-1].dealer) if self.scored else 0

    def _ended(self, number: int) -> list[SheetProblem]:
        if self.outcome is None:
            return []
        winners = " and ".join(f"side {side + 1}" for side in self.outcome.winners)
        message = (
            f"the match was over after hand {number - 1}: {winners} won"
            f" ({self.outcome.reason.value}); remove the hands after it"
        )
        return [SheetProblem(number, "hands", message)]


def _tally(facts: _Facts, entry: RookSheetEntry) -> RookTally:
    """The tally scoring reads: the sheet's points are everything each side took, so the
    bonus comes off the last trick's side (scoring adds it back), and the discards the rules
    credit are already in them. A transfer of tricks is already in the points too."""
    counters = list(entry.points)
    if entry.last_trick is not None:
        counters[facts.table.side_of[entry.last_trick]] -= facts.points.last_trick_bonus
    reneges = () if facts.transfers else entry.reneges
    return RookTally(entry.bidder, entry.bid, tuple(counters), (), entry.last_trick, reneges)


# --- One hand ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Read:
    dealer: int | None
    entry: RookSheetEntry


def _read(facts: _Facts, raw: object, number: int, problems: list[SheetProblem]) -> _Read | None:
    """The hand, or None after adding its every problem: its form, its points against the
    rules and its bid against the auction (none of which depends on the score)."""
    if not isinstance(raw, Mapping):
        message = "a hand is an object with bidder, bid and points"
        problems.append(SheetProblem(number, "hand", message))
        return None
    before = len(problems)
    found = _Found(number, problems)
    for key in sorted(set(raw) - set(HAND_KEYS), key=str):
        found.add(str(key), f"unknown field (expected {', '.join(HAND_KEYS)})")
    count = facts.table.count
    dealer = _optional_seat(raw, "dealer", count, found)
    bidder = _required(raw, "bidder", "the seat that won the auction", found)
    bidder = None if bidder is None else _seat(bidder, "bidder", count, found)
    bid = _whole(raw, "bid", "the winning bid", found)
    if bid is not None:
        _check_bid(facts.rules, dealer or 0, bidder, bid, found)
    trump = _trump(raw.get("trump"), facts.suits, found)
    last_trick = _optional_seat(raw, "last_trick", count, found)
    discarded = _whole(raw, "discarded", "the points of the discarded counters", found, 0)
    reneges = _reneges(facts, raw.get("reneges", []), found)
    points = _points(raw, len(facts.table.sides), found)
    if points is not None and discarded is not None:
        written = raw.get("last_trick") is not None
        # Calls written down, even refused ones, may have ended the hand early.
        called = bool(raw.get("reneges"))
        _check_points(facts, points, discarded, (last_trick, written), called, found)
    if len(problems) > before or bidder is None or bid is None or points is None:
        return None
    entry = RookSheetEntry(bidder, bid, points, trump, last_trick, discarded or 0, reneges)
    return _Read(dealer, entry)


def _required(raw: Mapping[Any, Any], key: str, what: str, found: _Found) -> object:
    if raw.get(key) is None:
        found.add(key, f"{what} is needed")
        return None
    return raw[key]


def _optional_seat(raw: Mapping[Any, Any], key: str, count: int, found: _Found) -> int | None:
    return None if raw.get(key) is None else _seat(raw[key], key, count, found)


def _whole(
    raw: Mapping[Any, Any], key: str, what: str, found: _Found, default: int | None = None
) -> int | None:
    value = raw.get(key)
    value = default if value is None else value
    if value is None:
        found.add(key, f"{what} is needed")
        return None
    if not _is_int(value):
        found.add(key, f"{value!r}: write {what} as a whole number")
        return None
    assert isinstance(value, int)
    return value


def _trump(value: object, suits: Sequence[str], found: _Found) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        text = value.strip()
        if text.upper() in suits:
            return text.upper()
        for suit in suits:
            if TRUMP_NAMES[suit] == text.lower():
                return suit
    names = [f"{suit} ({TRUMP_NAMES[suit]})" for suit in suits]
    listed = ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]
    found.add("trump", f"{value!r} is not a suit of this pack: write {listed}")
    return None


def _points(raw: Mapping[Any, Any], sides: int, found: _Found) -> tuple[int, ...] | None:
    value = raw.get("points")
    if not isinstance(value, list) or len(value) != sides:
        found.add("points", f"a list of {sides} numbers is needed: the points each side took")
        return None
    if not all(_is_int(points) for points in value):
        found.add("points", "each side's points are a whole number")
        return None
    return tuple(value)


def _check_points(
    facts: _Facts,
    points: tuple[int, ...],
    discarded: int,
    last_trick: tuple[int | None, bool],
    called: bool,
    found: _Found,
) -> None:
    """The points against the rules: each side's within reach, the discards where the rules
    put them, the last trick named when it earns a bonus (`last_trick`: the seat, and whether
    the sheet gave one), and the total every point (less when a renege call ended the hand
    early)."""
    in_play, table = facts.points, facts.table
    for index, side_points in enumerate(points):
        if not facts.low <= side_points <= facts.high:
            found.add(
                f"points[{index + 1}]",
                f"side {index + 1} cannot take {side_points} points: a side takes from"
                f" {facts.low} to {facts.high} in a hand",
            )
    if discarded and in_play.discards_to is not DiscardedCounters.NOBODY:
        whom = {
            DiscardedCounters.DECLARER: "the declarer's side",
            DiscardedCounters.LAST_TRICK: "the side that took the last trick",
        }[in_play.discards_to]
        found.add(
            "discarded",
            f"the declarer's discards count for {whom} under these rules"
            f" (scoring.discarded_counters: {in_play.discards_to.value}): count them in its"
            " points and leave discarded out",
        )
        return
    ended_early = called and not facts.transfers
    bonus, (seat, written) = in_play.last_trick_bonus, last_trick
    if bonus and not written and not ended_early:
        found.add(
            "last_trick",
            f"the last trick earns {bonus} points (scoring.last_trick_bonus): write the seat"
            " that took it",
        )
    if bonus > 0 and seat is not None and points[table.side_of[seat]] < bonus:
        side = table.side_of[seat] + 1
        found.add(
            f"points[{side}]",
            f"side {side} took the last trick, worth {bonus} (scoring.last_trick_bonus): its"
            f" points include that, so they are at least {bonus}",
        )
    _check_total(in_play, sum(points), discarded, ended_early, found)


def _check_total(
    in_play: PointsInPlay, total: int, discarded: int, ended_early: bool, found: _Found
) -> None:
    expected = in_play.total - discarded
    if total == expected or (total < expected and ended_early):
        return
    if discarded:
        message = (
            f"the points add up to {total}, not {expected}: the {in_play.total} points in a"
            f" hand less the {discarded} discarded"
        )
    else:
        message = f"the points add up to {total}, not the {expected} points in a hand"
    if total < expected and in_play.discards_to is DiscardedCounters.NOBODY:
        message += (
            "; counters the declarer discarded are out of play"
            " (scoring.discarded_counters: nobody): write their points as discarded"
        )
    found.add("points", message)


def _reneges(facts: _Facts, value: object, found: _Found) -> tuple[RenegeCall, ...]:
    return read_reneges(value, facts.table, facts.tricks, facts.prevents, found)


# --- The bid, by the engine's own auction -----------------------------------------------------


def _check_bid(rules: RookRules, dealer: int, bidder: int | None, bid: int, found: _Found) -> None:
    """The bid, by the auction as the engine runs it, on any deal (the cards do not change
    what may be bid): every seat before the bidder passes, and the bidder opens with the bid
    (an unknown bidder: the first seat to bid)."""
    pack = rook_pack(rules).cards
    deal = deal_rook(rules, pack, dealer)
    hand = RookHand(rules, deal.hands, deal.nest, dealer)
    for _ in range(seating(rules).count):
        if bidder is None or hand.phase is not Phase.AUCTION or hand.to_act == bidder:
            break
        hand.bid(_PASS)
    numbers = [each.number for each in hand.legal_bids() if each.kind is BidKind.NUMBER]
    try:
        hand.bid(Bid(BidKind.NUMBER, bid))
    except IllegalActionError:
        found.add("bid", _bid_range(bid, numbers))


def _bid_range(bid: int, numbers: Sequence[int]) -> str:
    rules = "(auction.minimum, auction.maximum, auction.step)"
    if not numbers:
        return f"{bid} cannot win the auction: no bid is possible under these rules {rules}"
    if len(numbers) == 1:
        return f"{bid} cannot win the auction: the only bid is {numbers[0]} {rules}"
    step = numbers[1] - numbers[0]
    return (
        f"{bid} cannot win the auction: a bid runs from {numbers[0]} to {numbers[-1]}"
        f" in steps of {step} {rules}"
    )


# --- For the club pages, the log and replay --------------------------------------------------


def trump_choices(rules: RookRules) -> list[tuple[str, str]]:
    """The suits trump may be named in: (letter, name), in the pack's order."""
    return [(suit, TRUMP_NAMES[suit]) for suit in rook_pack(rules).suits]


def rook_sheet_log_hands(result: RookSheetResult) -> list[dict[str, Any]]:
    """The hands of a scored Rook sheet as match-log hands (`kind: sheet`): the inputs as
    recorded (the bidder as `declarer`), then the score and the running standing."""
    hands = []
    for hand in result.hands:
        recorded = hand.entry.to_json(hand.dealer)
        entry: dict[str, Any] = {"number": hand.number}
        for key, value in recorded.items():
            entry[_LOG_NAMES.get(key, key)] = value
        entry.setdefault("trump", None)
        entry.setdefault("reneges", [])
        entry["score"] = rook_score_json(result.table, hand.score, hand.entry.bidder)
        entry["standing"] = hand.standing.to_json()
        hands.append(entry)
    return hands


def sheet_hand_from_log(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The Rook score-sheet hand a sheet log's hand records (its inputs, by their sheet
    names)."""
    names = {log: sheet for sheet, log in _LOG_NAMES.items()}
    hand: dict[str, Any] = {}
    for key, value in recorded.items():
        name = names.get(key, key)
        if name in HAND_KEYS and value is not None:
            hand[name] = value
    return hand


def log_field(field: str) -> str:
    """A sheet hand's field as the log names it (`bidder` is the log's `declarer`)."""
    head, dot, rest = field.partition(".")
    return _LOG_NAMES.get(head, head) + dot + rest
