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
from engine.core.events import sheet_needs
from engine.core.protocol import Phase
from engine.core.reneges import RenegeCall, RenegeWatch, penalised, penalty_after_gathered
from engine.core.seats import SeatIndex, Seating, seating

# The envelope of a sheet, the loop over its hands and the renege calls are the same in every
# game.
from engine.core.sheet import (
    HandCheck,
    SheetHandInput,
    SheetMatch,
    SheetProblem,
    SheetResult,
    Wording,
    check_seat,
    read_reneges,
    read_sheet,
    renege_json,
    renege_wording,
    score_hands,
    seat_wording,
)
from engine.core.standing import Outcome, Standing, match_outcome
from engine.formats import sheet as formats
from engine.games.rook.hand import RookHand
from engine.games.rook.pack import deal_rook, rook_pack
from engine.games.rook.scoring import (
    PointsInPlay,
    RookHandScore,
    RookTally,
    add_rook_hand,
    count_counters,
    hand_events,
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
    "events_need_last_trick",
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
            hand["reneges"] = [renege_json(call) for call in self.reneges]
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
    table: Seating
    """The table, which the score's JSON names the bidder's side by."""

    def to_json(self) -> dict[str, Any]:
        """The hand as read back, its score (as a Rook match log writes it) and the running
        standing."""
        return {
            "hand": self.number,
            **self.entry.to_json(self.dealer),
            "score": rook_score_json(self.table, self.score, self.entry.bidder),
            "standing": self.standing.to_json(),
        }

    def log_json(self) -> dict[str, Any]:
        """The inputs as recorded (the bidder as `declarer`), then the score and the running
        standing."""
        entry: dict[str, Any] = {"number": self.number}
        for key, value in self.entry.to_json(self.dealer).items():
            entry[_LOG_NAMES.get(key, key)] = value
        entry.setdefault("trump", None)
        entry.setdefault("reneges", [])
        entry["score"] = rook_score_json(self.table, self.score, self.entry.bidder)
        entry["standing"] = self.standing.to_json()
        return entry


RookSheetResult = SheetResult[RookSheetHand]
"""A scored Rook sheet: every hand, the final standing, and the outcome if the match ended."""


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
    facts = _facts(rules)
    read = read_sheet(sheet, formats.RookSheetHand, _wording(facts))
    match = _Match(facts, read.problems)
    score_hands(match, read)
    return SheetResult(tuple(match.scored), match.standing, match.outcome, match.start)


class _Match(SheetMatch[formats.RookSheetHand, "_Read", RookSheetHand]):
    """The sheet scored so far. Once a hand has a problem, later hands are still checked but
    no longer scored."""

    KEEPS = ("sets",)

    def __init__(self, facts: _Facts, problems: list[SheetProblem]) -> None:
        super().__init__(facts.table, len(facts.table.sides), problems)
        self.facts = facts

    def read(self, hand: SheetHandInput[formats.RookSheetHand]) -> _Read | None:
        return _read(self.facts, HandCheck(hand, self.problems))

    def decide(self, standing: Standing) -> Outcome | None:
        return match_outcome(self.facts.rules, standing)

    def score(self, number: int, read: _Read, dealer: int) -> RookSheetHand:
        tally = _tally(self.facts, read.entry)
        self.standing, score, self.outcome = add_rook_hand(self.facts.rules, self.standing, tally)
        assert score is not None, "a hand with a tally is scored"
        return RookSheetHand(
            number, dealer, read.entry, tally, score, self.standing, self.facts.table
        )


def _tally(facts: _Facts, entry: RookSheetEntry) -> RookTally:
    """The tally scoring reads: the sheet's points are everything each side took, so the
    bonus comes off the last trick's side (scoring adds it back), and the discards the rules
    credit are already in them. A transfer of tricks is already in the points too."""
    counters = list(entry.points)
    if entry.last_trick is not None:
        counters[facts.table.side_of[entry.last_trick]] -= facts.points.last_trick_bonus
    reneges = () if facts.transfers else penalised(facts.rules, entry.reneges)
    return RookTally(entry.bidder, entry.bid, tuple(counters), (), entry.last_trick, reneges)


# --- One hand ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Read:
    dealer: int | None
    entry: RookSheetEntry


def _wording(facts: _Facts) -> Wording:
    """The words for the model's problems in a hand, with this table's numbers."""
    count, sides = facts.table.count, len(facts.table.sides)
    points = f"a list of {sides} numbers is needed: the points each side took"
    seat = seat_wording(count)
    return renege_wording(count, facts.tricks) | Wording(
        needed={
            "bidder": "the seat that won the auction is needed",
            "bid": "the winning bid is needed",
            "points": points,
        },
        shapes={
            "hand": "a hand is an object with bidder, bid and points",
            "dealer": seat,
            "bidder": seat,
            "last_trick": seat,
            "bid": "{value}: write the winning bid as a whole number",
            "discarded": "{value}: write the points of the discarded counters as a whole number",
            "trump": _trump_wording(facts.suits),
            "points": points,
            "points[]": "each side's points are a whole number",
        },
        whole=frozenset({"points"}),
    )


def _read(facts: _Facts, check: HandCheck) -> _Read | None:
    """The hand, or None after adding its every problem: its form, its points against the
    rules and its bid against the auction (none of which depends on the score)."""
    if check.shapeless:
        return None
    count = facts.table.count
    dealer = check_seat(check, "dealer", check.value("dealer"), count)
    bidder = check_seat(check, "bidder", check.value("bidder"), count)
    bid: int | None = check.value("bid")
    if bid is not None:
        _check_bid(facts.rules, dealer or 0, bidder, bid, check)
    trump = _trump(check, check.value("trump"), facts.suits)
    last_trick = check_seat(check, "last_trick", check.value("last_trick"), count)
    discarded: int | None = check.value("discarded")
    discarded_valid = discarded is not None or not check.written("discarded")
    reneges = read_reneges(check, facts.table, facts.tricks, facts.prevents)
    # Calls written down, even refused ones, may have ended the hand early; a renege the rules
    # corrected before its trick was gathered did not.
    called = check.written("reneges") and (not reneges or bool(penalised(facts.rules, reneges)))
    written = (check.written("last_trick"), called)
    points = _points(check, check.value("points"), len(facts.table.sides))
    _check_events(facts.rules, check, called and not facts.transfers)
    if points is not None and discarded_valid:
        _check_points(facts, points, discarded or 0, (last_trick, written[0]), written[1], check)
    if not check.close() or bidder is None or bid is None or points is None:
        return None
    entry = RookSheetEntry(bidder, bid, points, trump, last_trick, discarded or 0, reneges)
    return _Read(dealer, entry)


def _check_events(rules: RookRules, check: HandCheck, ended_early: bool) -> None:
    """A sheet records each side's points and the seat of the last trick, not the tricks or
    the cards each side took: an event that needs those cannot be judged from it (a bonus
    for a made or failed bid, for every point or for the last trick can)."""
    for index, event in enumerate(hand_events(rules)):
        if sheet_needs(event) - {"last_trick"}:
            check.add(
                "points",
                f"these rules score {event.when} (scoring.events[{index}]), which needs the"
                " tricks each side took: a score sheet records points only; play or log the"
                " match instead",
            )
            return
    # A last-trick bonus asks for the seat already (`_check_points`).
    asked = points_in_play(rules).last_trick_bonus or check.written("last_trick") or ended_early
    if events_need_last_trick(rules) and not asked:
        check.add(
            "last_trick",
            "these rules score an event on the last trick (scoring.events): write the seat"
            " that took it",
        )


def events_need_last_trick(rules: RookRules) -> bool:
    """Whether an event of the rules is judged by the seat that took the last trick."""
    return any("last_trick" in sheet_needs(event) for event in hand_events(rules))


def _trump_wording(suits: Sequence[str]) -> str:
    names = [f"{suit} ({TRUMP_NAMES[suit]})" for suit in suits]
    listed = ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]
    return f"{{value}} is not a suit of this pack: write {listed}"


def _trump(check: HandCheck, value: str | None, suits: Sequence[str]) -> str | None:
    if value is None:
        return None
    text = value.strip()
    if text.upper() in suits:
        return text.upper()
    for suit in suits:
        if TRUMP_NAMES[suit] == text.lower():
            return suit
    check.add("trump", _trump_wording(suits).format(value=repr(value)))
    return None


def _points(check: HandCheck, value: list[int] | None, sides: int) -> tuple[int, ...] | None:
    if value is None:
        return None  # the model said what is missing or wrong
    if len(value) != sides:
        check.add("points", f"a list of {sides} numbers is needed: the points each side took")
        return None
    return tuple(value)


def _check_points(
    facts: _Facts,
    points: tuple[int, ...],
    discarded: int,
    last_trick: tuple[int | None, bool],
    called: bool,
    found: HandCheck,
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
    in_play: PointsInPlay, total: int, discarded: int, ended_early: bool, found: HandCheck
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


# --- The bid, by the engine's own auction -----------------------------------------------------


def _check_bid(
    rules: RookRules, dealer: int, bidder: int | None, bid: int, found: HandCheck
) -> None:
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
