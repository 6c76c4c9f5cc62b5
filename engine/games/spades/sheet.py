"""Score-sheet matches: a physical table's record of bids and tricks, scored by the engine.

A table that plays with real cards records, per hand, only each seat's bid, the tricks each
seat took, and any renege that was called. `score_sheet(rules, sheet)` checks the sheet
against the rules and scores it with the same `score_hand` a card-level match uses. The
format is documented for a club's programmer in docs/score-sheets.md:

    {
      "format": "houserules-sheet/1",
      "hands": [
        {"dealer": 1, "bids": ["4", "nil", "3", "blind nil"], "tricks": [5, 1, 4, 3],
         "reneges": [{"offender": 2, "claimant": 1, "caught": "after_gathered", "trick": 7}]}
      ]
    }

- `format` (optional): `"houserules-sheet/1"`. `notes` (optional): free text, ignored.
- `start` (optional): the standing before hand 1, for a match continued from paper:
  `{"scores": [420, 350], "bags": [8, 2], "sets": [0, 1], "hands_played": 6}`.
- `hands`: in the order played. Seats are numbered from 1, as in the rules (seat 1 deals the
  first hand).
- `dealer` (optional): the seat that dealt; left out, it follows the rules' rotation from the
  previous hand (seat 1 for the first). It decides the order of bidding.
- `bids`: one per seat, in seat order, in bid notation: `4`, `nil`, `blind nil`, `blind 7`,
  `team blind 6`, `team 10`; `null` for a seat that did not bid (its partner's Blind 6
  pre-empted it, or its bid was superseded by its partner's 10-for-200). Left out (or null)
  for a hand that bids itself (`bidding.first_hand: bids_itself`, first hand only).
- `tricks`: tricks each seat took, in seat order. They add up to the tricks in a hand, or to
  fewer when a renege call ended the hand early (any penalty but `transfer_tricks` and
  `points_to_opponents`, under which the hand is played out).
- `reneges` (optional): renege calls whose penalty applies: `offender` and `claimant` seats
  (on different sides), `caught` (`after_gathered`, the default, or `before_gathered`:
  under `reneges.caught_before_gathered: corrected` such a call takes no penalty), and
  `trick` (1-based, optional).
- `first_tricks` (optional, only with `scoring.first_tricks_bonus` or `bidding.bemo`): the
  side that won the first tricks of the hand and how many in a row from trick 1,
  `{"side": 1, "tricks": 7}`.
  Left out, no side won enough of them for the bonus, and every Bemo failed.
- `exposed` (optional, only with `play.exposed_card: played_when_legal`): the cards exposed or
  dropped face up during the play, `[{"seat": 2, "card": "KD"}]`. They change no score; the
  sheet keeps them on the record, and its log carries them.

Every bid is checked by the engine's own bidding rules, in bidding order from the dealer's
turn, against the score before the hand (blind nil only when trailing, and so on). A
`SheetError` lists every problem it finds, each with the hand number and field. Once a hand
has a problem, later hands are checked only for their form: the score before them is
unknown. A hand after the match has ended is a problem too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.core.actions import Bid, BidKind
from engine.core.cards import Card
from engine.core.errors import IllegalActionError
from engine.core.reneges import RenegeCall, RenegeWatch, hand_played_on, penalised
from engine.core.seats import SeatIndex, Seating, seating
from engine.core.sheet import (
    SHEET_FORMAT,
    HandCheck,
    SheetError,
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
from engine.formats.sheet import SpadesSheetHand
from engine.games.spades.bidding import Bidding, bid_rules
from engine.games.spades.deal import pack
from engine.games.spades.hand import bids_itself
from engine.games.spades.play import play_rules
from engine.games.spades.scoring import HandScore, has_first_tricks_bonus, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.common import When
from rulesets.spades import SpadesRules

__all__ = [
    "SHEET_FORMAT",
    "SheetProblem",
    "SheetError",
    "SheetHand",
    "SheetResult",
    "score_sheet",
    "tally_from_sheet_hand",
    "sheet_hand_from_tally",
    "sheet_hand_from_log",
    "log_field",
]


@dataclass(frozen=True, slots=True)
class SheetHand:
    """One scored hand of a sheet."""

    number: int
    """1-based."""
    dealer: SeatIndex
    """0-based seat."""
    tally: SpadesTally
    """What was scored (the renege calls that take a penalty)."""
    score: HandScore
    standing: Standing
    """The standing after the hand."""
    reneges: tuple[RenegeCall, ...] = ()
    """The renege calls as written, penalised or not."""
    first_tricks: tuple[int, int] | None = None
    """(0-based side, tricks): the opening run as written, when the sheet gave one."""
    exposed: tuple[tuple[int, Card], ...] = ()
    """(0-based seat, card): the cards exposed face up, as written."""

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": self.number,
            **self._recorded(),
            "score": self.score.to_json(),
            "standing": self.standing.to_json(),
        }

    def log_json(self) -> dict[str, Any]:
        recorded = self._recorded()
        logged = {
            "number": self.number,
            "dealer": recorded["dealer"],
            "bids": recorded.get("bids"),
            "tricks_taken": recorded["tricks"],
            "reneges": recorded.get("reneges", []),
            "score": self.score.to_json(),
            "standing": self.standing.to_json(),
        }
        for key in ("first_tricks", "exposed"):
            if key in recorded:
                logged[key] = recorded[key]
        return logged

    def _recorded(self) -> dict[str, Any]:
        """The inputs as the sheet records them."""
        return sheet_hand_from_tally(
            self.tally, self.dealer, self.reneges, self.first_tricks, self.exposed
        )


def score_sheet(
    rules: SpadesRules, sheet: Mapping[str, Any] | str | bytes
) -> SheetResult[SheetHand]:
    """Check and score a Spades score sheet (parsed JSON, or JSON text). Raises `SheetError`
    listing every problem."""
    read = read_sheet(sheet, SpadesSheetHand, _wording(rules))
    match = _Match(rules, read.problems)
    score_hands(match, read)
    return SheetResult(tuple(match.scored), match.standing, match.outcome, match.start)


class _Match(SheetMatch[SpadesSheetHand, "_ReadHand", SheetHand]):
    """The sheet scored so far. Once a hand has a problem, later hands are only read: the
    score before them is unknown."""

    def __init__(self, rules: SpadesRules, problems: list[SheetProblem]) -> None:
        table = seating(rules)
        super().__init__(table, len(table.sides), problems)
        self.spades = rules

    def read(self, hand: SheetHandInput[SpadesSheetHand]) -> _ReadHand | None:
        return _read(self.spades, hand, self.problems)

    def check(self, number: int, read: _ReadHand, dealer: int) -> list[SheetProblem]:
        return _bidding_problems(self.spades, read.tally, number, dealer, self.standing)

    def decide(self, standing: Standing) -> Outcome | None:
        return match_outcome(self.spades, standing)

    def score(self, number: int, read: _ReadHand, dealer: int) -> SheetHand:
        score = score_hand(self.spades, read.tally, self.standing.bags)
        self.standing = self.standing.after(score)
        self.outcome = self.decide(self.standing)
        return SheetHand(
            number,
            dealer,
            read.tally,
            score,
            self.standing,
            read.reneges,
            read.first_tricks,
            read.exposed,
        )


# --- One hand's form ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _ReadHand:
    dealer: int | None
    tally: SpadesTally
    reneges: tuple[RenegeCall, ...]
    """As written; the tally holds those that take a penalty."""
    first_tricks: tuple[int, int] | None = None
    exposed: tuple[tuple[int, Card], ...] = ()


def tally_from_sheet_hand(
    rules: SpadesRules, hand: Mapping[str, Any], number: int = 1
) -> SpadesTally:
    """The tally of one sheet hand (`number`, 1-based, says whether it is a first hand that
    bids itself). Checks its form only, not whether the bids were allowed; raises
    `SheetError` listing every problem."""
    sheet = read_sheet({"hands": [hand]}, SpadesSheetHand, _wording(rules))
    problems = sheet.problems
    found = _read(rules, replace(sheet.hands[0], number=number), problems)
    if found is None:
        raise SheetError(problems)
    return found.tally


def sheet_hand_from_tally(
    tally: SpadesTally,
    dealer: int,
    reneges: tuple[RenegeCall, ...] | None = None,
    first_tricks: tuple[int, int] | None = None,
    exposed: tuple[tuple[int, Card], ...] = (),
) -> dict[str, Any]:
    """The sheet hand (JSON, seats 1-based) that records `tally`, dealt by seat `dealer`
    (0-based), with the renege calls as written (`reneges`; left out, the tally's) and the
    opening run as written (`first_tricks`: 0-based side, tricks): `tally_from_sheet_hand`
    reads it back to the same tally."""
    calls = tally.reneges if reneges is None else reneges
    hand: dict[str, Any] = {"dealer": dealer + 1}
    if not tally.bids_itself:
        hand["bids"] = [None if bid is None else str(bid) for bid in tally.bids]
    hand["tricks"] = list(tally.tricks)
    if calls:
        hand["reneges"] = [renege_json(call) for call in calls]
    if first_tricks is not None:
        hand["first_tricks"] = {"side": first_tricks[0] + 1, "tricks": first_tricks[1]}
    if exposed:
        hand["exposed"] = [{"seat": seat + 1, "card": str(card)} for seat, card in exposed]
    return hand


def sheet_hand_from_log(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The score-sheet hand a sheet log's hand records (its inputs, by their sheet names)."""
    hand: dict[str, Any] = {"tricks": recorded["tricks_taken"]}
    for key in ("dealer", "bids", "reneges", "first_tricks", "exposed"):
        if recorded.get(key):
            hand[key] = recorded[key]
    return hand


def log_field(field: str) -> str:
    """A sheet hand's field as the log names it (the sheet's `tricks` is `tricks_taken`)."""
    return field.replace("tricks", "tricks_taken", 1)


def _wording(rules: SpadesRules) -> Wording:
    """The words for the model's problems in a hand, with this table's numbers."""
    count, size = seating(rules).count, rules.tricks_per_hand
    tricks = f"a list of {count} trick counts is needed, one per seat"
    return renege_wording(count, size) | Wording(
        needed={"tricks": tricks},
        shapes={
            "hand": "a hand is an object with bids and tricks",
            "dealer": seat_wording(count),
            "bids": f"a list of {count} bids is needed, one per seat (null: no bid)",
            "bids[]": '{value} is not a bid: write it as text, like "4"',
            "tricks": tricks,
            "tricks[]": f"each seat takes a whole number of tricks from 0 to {size}",
        },
        whole=frozenset({"tricks"}),
    )


def _read(
    rules: SpadesRules, hand: SheetHandInput[SpadesSheetHand], problems: list[SheetProblem]
) -> _ReadHand | None:
    check = HandCheck(hand, problems)
    if check.shapeless:
        return None
    table = seating(rules)
    dealer = check_seat(check, "dealer", check.value("dealer"), table.count)
    itself = bids_itself(rules, hand.number)
    bids = _bids(check, check.value("bids"), table.count, itself)
    written = read_reneges(check, table, rules.tricks_per_hand, RenegeWatch(rules).prevents)
    calls = penalised(rules, written)
    ends_early = bool(calls) and _ends_hand(rules)
    tricks = _tricks(rules, check, check.value("tricks"), ends_early)
    first = _first_tricks(rules, check, check.value("first_tricks"), tricks)
    exposed = _exposed(rules, check, check.value("exposed"))
    if not check.close() or tricks is None:
        return None
    opening = () if first is None else (table.sides[first[0]][0],) * first[1]
    tally = SpadesTally(bids, tricks, calls, itself, opening)
    return _ReadHand(dealer, tally, written, first, exposed)


def _exposed(rules: SpadesRules, check: HandCheck, value: Any) -> tuple[tuple[int, Card], ...]:
    """The cards a sheet hand says were exposed face up (0-based seat, card), checked against
    the rules and the pack."""
    if not value:
        return ()
    if not play_rules(rules).exposed_played:
        check.add(
            "exposed",
            "an exposed card is recorded only under play.exposed_card: played_when_legal;"
            " these rules pick it up: leave exposed out",
        )
        return ()
    table, the_pack = seating(rules), pack(rules)
    found: list[tuple[int, Card]] = []
    for place, entry in enumerate(value):
        where = f"exposed[{place + 1}]"
        if entry.seat > table.count:
            check.add(f"{where}.seat", f"there is no seat {entry.seat}", code="seat")
            continue
        try:
            card = Card.parse(entry.card)
        except ValueError:
            check.add(f"{where}.card", f"{entry.card!r} is not a card", code="card")
            continue
        if card not in the_pack.index:
            check.add(f"{where}.card", f"{card} is not in this pack", code="card")
        elif (entry.seat - 1, card) in found:
            check.add(f"{where}.card", f"{card} is written twice")
        else:
            found.append((entry.seat - 1, card))
    return tuple(found)


def _first_tricks(
    rules: SpadesRules, check: HandCheck, value: Any, tricks: tuple[int, ...] | None
) -> tuple[int, int] | None:
    """The opening run (0-based side, tricks) a sheet hand gives, checked against the rules
    and the tricks the side took."""
    if value is None:
        return None
    bemo = any(team.bid.kind is BidKind.BEMO for team in bid_rules(rules).team_bids)
    if not has_first_tricks_bonus(rules) and not bemo:
        check.add(
            "first_tricks",
            "the first tricks count only for scoring.first_tricks_bonus and bidding.bemo,"
            " which these rules do not have: leave first_tricks out",
        )
        return None
    table = seating(rules)
    side, run = value.side - 1, value.tricks
    if side >= len(table.sides):
        check.add("first_tricks.side", f"there is no side {value.side}", code="seat")
        return None
    if tricks is not None:
        took = sum(tricks[seat] for seat in table.sides[side])
        if run > took:
            check.add(
                "first_tricks.tricks",
                f"side {value.side} won {run} tricks in a row, but its players took {took}",
            )
            return None
    return side, run


def _bids(
    check: HandCheck, value: list[str | int | None] | None, count: int, itself: bool
) -> tuple[Bid | None, ...]:
    if itself:
        if value is not None and any(bid is not None for bid in value):
            check.add(
                "bids",
                "the first hand bids itself under these rules"
                " (bidding.first_hand: bids_itself): leave its bids out",
            )
        return (None,) * count
    if value is None or len(value) != count:
        if not check.written("bids") or value is not None:
            check.add("bids", f"a list of {count} bids is needed, one per seat (null: no bid)")
        return (None,) * count
    return tuple(_bid(check, entry, index) for index, entry in enumerate(value))


def _bid(check: HandCheck, entry: str | int | None, index: int) -> Bid | None:
    if entry is None:
        return None
    try:
        return Bid.parse(str(entry))
    except ValueError as error:
        check.add(f"bids[{index + 1}]", str(error), code="notation")
        return None


def _tricks(
    rules: SpadesRules, check: HandCheck, value: list[int] | None, ends_early: bool
) -> tuple[int, ...] | None:
    count, size = seating(rules).count, rules.tricks_per_hand
    if value is None:
        return None  # the model said what is missing or wrong
    if len(value) != count:
        check.add("tricks", f"a list of {count} trick counts is needed, one per seat")
        return None
    if any(tricks > size for tricks in value):
        check.add("tricks", f"each seat takes a whole number of tricks from 0 to {size}")
        return None
    total = sum(value)
    if total > size or (total < size and not ends_early):
        check.add("tricks", f"the tricks add up to {total}, not the {size} tricks in a hand")
    return tuple(value)


def _ends_hand(rules: SpadesRules) -> bool:
    return not hand_played_on(rules)


# --- The bids, checked by the bidding rules at the score before the hand ----------------------


def _bidding_problems(
    rules: SpadesRules, tally: SpadesTally, number: int, dealer: int, standing: Standing
) -> list[SheetProblem]:
    if tally.bids_itself:
        return []
    table = seating(rules)
    deficits = [float(standing.behind(side)) for side in range(len(table.sides))]
    bidding = Bidding(
        bid_rules(rules), table, rules.hand_size, dealer, deficits, scores=standing.scores
    )
    found: list[SheetProblem] = []
    acted = _replay_bids(bidding, tally.bids, table, (number, found))
    if found:
        return found
    for seat, bid in enumerate(tally.bids):
        if bid is not None and seat not in acted:
            _add(
                found,
                number,
                f"bids[{seat + 1}]",
                f"seat {seat + 1} does not bid: its partner's team bid pre-empted it (write null)",
            )
    if bidding.thrown_in():
        _add(
            found,
            number,
            "bids",
            f"the bids total {bidding.total()}, below bidding.total_minimum: the"
            " hand is thrown in and redealt, not scored (leave it off the sheet)",
        )
    return found


def _add(found: list[SheetProblem], number: int, place: str, message: str) -> None:
    found.append(SheetProblem(number, place, message, code="rule"))


def _replay_bids(
    bidding: Bidding,
    bids: tuple[Bid | None, ...],
    table: Seating,
    into: tuple[int, list[SheetProblem]],
) -> set[int]:
    """Feed the sheet's bids to the bidding in turn; stop at the first refused bid."""
    acted: set[int] = set()
    while not bidding.complete and bidding.to_act is not None:
        seat = bidding.to_act
        if bidding.raising:  # a sheet writes the bids as raised: its raise round passes
            bidding.bid(Bid(BidKind.PASS))
            continue
        bid = bids[seat] if bids[seat] is not None else _superseded(bidding, bids, table, seat)
        if bidding.hinting(seat) and (bid is None or bid.kind is BidKind.NUMBER):
            if bid is not None:
                message = (
                    f"seat {seat + 1} gave a hint (bidding.partnership: hint): write null"
                    " under it and the side's number under the partner who named it"
                )
                _add(into[1], into[0], f"bids[{seat + 1}]", message)
                return acted
            bid = Bid(BidKind.NUMBER, 0)  # a hint is not written down and binds nobody
        if bid is None:
            _add(into[1], into[0], f"bids[{seat + 1}]", f"seat {seat + 1} has no bid")
            return acted
        refused = _refusal(bidding, seat, bid)
        if refused:
            _add(into[1], into[0], f"bids[{seat + 1}]", refused)
            return acted
        acted.add(seat)
    return acted


def _superseded(
    bidding: Bidding, bids: tuple[Bid | None, ...], table: Seating, seat: int
) -> Bid | None:
    # A seat with no bid whose partner made a (not blind) team bid later: its own bid was
    # superseded and is not on the sheet. Any legal bid stands in for it; it does not count.
    partner_team = any(
        (bid := bids[partner]) is not None and bid.is_team for partner in table.partners(seat)
    )
    legal = bidding.legal_bids()
    return legal[0] if partner_team and legal else None


def _refusal(bidding: Bidding, seat: int, bid: Bid) -> str:
    if bid.is_blind and bidding.looked[seat]:
        return f"seat {seat + 1} may not bid {bid}: {_blind_closed(bidding, seat, bid)}"
    try:
        bidding.bid(bid)
    except IllegalActionError as error:
        return str(error)
    return ""


def _blind_closed(bidding: Bidding, seat: int, bid: Bid) -> str:
    """Why a blind bid is not open to a seat (the bidding has it look at its cards at once)."""
    rules, deficit = bidding.rules, bidding.deficits[bidding.table.side_of[seat]]
    if bid.kind is BidKind.BLIND_NIL:
        allowed, trailing, path = rules.blind_nil, rules.blind_nil_trailing, "blind_nil"
    elif bid.kind is BidKind.BLIND:
        allowed, trailing, path = rules.blind_bids, rules.blind_trailing, "blind_bids"
    else:
        team = next((team for team in rules.team_bids if team.bid == bid), None)
        if team is None:
            return "it is not a bid under these rules"
        allowed, trailing, path = team.allowed, team.trailing_by, team.path.split(".")[-1]
    if allowed is When.NEVER:
        return f"it is not allowed under these rules (bidding.{path}.allowed: never)"
    if allowed is When.WHEN_TRAILING and deficit < (trailing or 0):
        behind = f"trails by {deficit:g}" if deficit > 0 else "does not trail"
        return (
            f"it is open only to a side trailing by {trailing} or more"
            f" (bidding.{path}.trailing_by), and this side {behind}"
        )
    return "no blind bid was open to this seat any more at its turn: its partner's bid rules it out"
