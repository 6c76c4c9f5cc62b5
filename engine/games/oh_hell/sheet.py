"""Oh Hell score sheets: a physical table's record of each player's bid and the tricks each
took, hand by hand all night, scored with the `score_hand` a card-level match uses.

The format is documented for a club's programmer in docs/score-sheets.md:

    {
      "format": "houserules-sheet/1",
      "hands": [
        {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
        {"bids": [0, 1, 0, 0], "tricks": [0, 1, 1, 0]},
        {"cards": 3, "bids": [1, 1, 0, 2], "tricks": [1, 1, 0, 1]}
      ]
    }

Per hand, in the order played: `bids` and `tricks`, one number per seat, seat 1 first;
`cards` (optional), the cards dealt to each player, which must be what the schedule gives the
hand; `dealer` (optional), the seat that dealt, else the rules' rotation. The tricks add up
to the cards in the hand, each bid is at most that (and within `bidding.limits`), and under
the hook the dealer's bid may not make the bids add up to the tricks (nor break another hold
on the total, `bidding.limits.total`).

A `SheetError` lists every problem, each with its hand number and field (seats and indexes
counted from 1). A hand after the match ended is a problem too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field

from engine.core.bid_limits import total_problem
from engine.core.sheet import (
    HandCheck,
    RecordedHand,
    SheetHandInput,
    SheetMatch,
    SheetProblem,
    SheetResult,
    Wording,
    read_sheet,
    score_hands,
)
from engine.core.standing import Outcome, Standing
from engine.formats.sheet import Seat, SheetHandModel
from engine.games.oh_hell.scoring import OhHellHandScore, OhHellTally, oh_hell_outcome, score_hand
from engine.games.oh_hell.terms import OhHellTerms, oh_hell_terms
from rulesets.oh_hell import OhHellRules

__all__ = [
    "OhHellSheetHand",
    "ScoredOhHellHand",
    "OhHellSheetResult",
    "score_oh_hell_sheet",
    "sheet_hand_from_log",
]

_SCORED_KEYS = ("cards", "bids", "tricks")
_WORDING = Wording(shapes={"hand": "a hand is an object with bids and tricks"})


class OhHellSheetHand(SheetHandModel):
    """One hand of an Oh Hell score sheet: each player's bid and the tricks each took."""

    dealer: Seat | None = None
    """The seat that dealt; left out, the rotation says."""
    cards: Annotated[int, Field(ge=1, le=52)] | None = None
    """The cards dealt to each player, as the sheet's margin says; left out, the schedule
    says (when written, it must agree with the schedule)."""
    bids: list[Annotated[int, Field(ge=0, le=52)]]
    """Each seat's bid, seat 1 first."""
    tricks: list[Annotated[int, Field(ge=0, le=52)]]
    """The tricks each seat took, seat 1 first."""


@dataclass(frozen=True, slots=True)
class ScoredOhHellHand(RecordedHand[OhHellHandScore]):
    """One scored hand of an Oh Hell sheet."""

    def log_json(self) -> dict[str, Any]:
        # A log writes bids in bid notation ("2") and the tricks each seat took as
        # `tricks_taken`, as every game's log does (its `tricks` are the tricks played).
        return {
            "number": self.number,
            "dealer": self.dealer + 1,
            **{key: value for key, value in self.recorded.items() if key != "tricks"},
            "bids": [str(bid) for bid in self.recorded["bids"]],
            "tricks_taken": self.recorded["tricks"],
            "score": self.score.to_json(),
            "standing": self.standing.to_json(),
        }


OhHellSheetResult = SheetResult[ScoredOhHellHand]
"""A scored Oh Hell sheet: every hand, the final standing, and the outcome if the match
ended."""


def score_oh_hell_sheet(
    rules: OhHellRules, sheet: Mapping[str, Any] | str | bytes
) -> OhHellSheetResult:
    """Check and score an Oh Hell score sheet (parsed JSON, or JSON text). Raises
    `SheetError` listing every problem."""
    read = read_sheet(sheet, OhHellSheetHand, _WORDING)
    match = _Match(oh_hell_terms(rules), read.problems)
    score_hands(match, read)
    return SheetResult(tuple(match.scored), match.standing, match.outcome, match.start)


@dataclass(frozen=True, slots=True)
class _Read:
    dealer: int | None
    form: OhHellSheetHand


class _Match(SheetMatch[OhHellSheetHand, _Read, ScoredOhHellHand]):
    """The sheet scored so far. Once a hand has a problem, later hands are only read."""

    ENDED_FIELD = "hand"
    KEEPS = ("sets",)

    def __init__(self, terms: OhHellTerms, problems: list[SheetProblem]) -> None:
        super().__init__(terms.table, terms.table.count, problems)
        self.terms = terms

    def read(self, hand: SheetHandInput[OhHellSheetHand]) -> _Read | None:
        check = HandCheck(hand, self.problems)
        if not check.close() or hand.hand is None:
            return None
        form, count = hand.hand, self.terms.table.count
        found: list[tuple[str, str]] = []
        if form.dealer is not None and form.dealer > count:
            found.append(("dealer", f"there is no seat {form.dealer}: the seats are 1 to {count}"))
        for name in ("bids", "tricks"):
            written = len(getattr(form, name))
            if written != count:
                found.append((name, f"one number per player: {count}, not {written}"))
        for place, message in found:
            check.add(place, message)
        if found:
            return None
        return _Read(None if form.dealer is None else form.dealer - 1, form)

    def check(self, number: int, read: _Read, dealer: int) -> list[SheetProblem]:
        played = self.standing.hands_played + 1
        return [
            SheetProblem(number, place, message, code="rule")
            for place, message in hand_problems(self.terms, read.form, played, dealer)
        ]

    def decide(self, standing: Standing) -> Outcome | None:
        return oh_hell_outcome(self.terms, standing)

    def score(self, number: int, read: _Read, dealer: int) -> ScoredOhHellHand:
        tally = OhHellTally(tuple(read.form.bids), tuple(read.form.tricks))
        score = score_hand(self.terms, tally)
        self.standing = self.standing.after(score)
        self.outcome = self.decide(self.standing)
        recorded = read.form.model_dump(include=set(_SCORED_KEYS), exclude_none=True)
        return ScoredOhHellHand(number, dealer, recorded, score, self.standing)


def hand_problems(
    terms: OhHellTerms, form: OhHellSheetHand, played: int, dealer: int
) -> list[tuple[str, str]]:
    """What is wrong with hand `played` of the match (1-based, paper hands included) as
    written, in the club's words: (field, message) for each problem."""
    size = terms.hand_size(played)
    found: list[tuple[str, str]] = []
    if form.cards is not None and form.cards != size:
        found.append(
            ("cards", f"hand {played} of the schedule deals {_cards(size)}, not {form.cards}")
        )
    numbers = terms.bids.numbers(size)
    for seat, bid in enumerate(form.bids, start=1):
        if bid > size:
            found.append((f"bids[{seat}]", f"a bid of {bid} in a hand of {_cards(size)}"))
        elif bid not in numbers:
            found.append(
                (
                    f"bids[{seat}]",
                    f"a bid of {bid} is outside the limits: a bid is one of {numbers}"
                    " (bidding.limits)",
                )
            )
    if sum(form.tricks) != size:
        found.append(
            (
                "tricks",
                f"the tricks add up to {sum(form.tricks)}; a hand of {_cards(size)} has"
                f" {_tricks(size)}",
            )
        )
    found.extend(_total_problems(terms, form, size, dealer))
    return found


def _total_problems(
    terms: OhHellTerms, form: OhHellSheetHand, size: int, dealer: int
) -> list[tuple[str, str]]:
    """The hold on the total of the bids, checked once every seat has bid: the dealer bid
    last, so a total the limit forbids is the dealer's bid."""
    limit = terms.bids.total_in(size)
    problem = None if limit is None else total_problem(limit, size, sum(form.bids), 0, True)
    if problem is None:
        return []
    path, reason = problem
    bid = form.bids[dealer]
    return [
        (
            f"bids[{dealer + 1}]",
            f"the dealer (seat {dealer + 1}) may not bid {bid}: {reason} ({path})",
        )
    ]


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _tricks(count: int) -> str:
    return f"{count} trick" if count == 1 else f"{count} tricks"


def sheet_hand_from_log(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The score-sheet hand a sheet log's hand records (its bids in bid notation, its
    tricks as `tricks_taken`)."""
    hand = {key: recorded[key] for key in ("dealer", "cards", "bids") if key in recorded}
    if "tricks_taken" in recorded:
        hand["tricks"] = recorded["tricks_taken"]
    if "bids" in hand:
        hand["bids"] = [_bid_number(bid) for bid in hand["bids"]]
    return hand


def _bid_number(bid: Any) -> Any:
    # A log's bid is its notation ("2"); anything else is left for the sheet's checks.
    return int(bid) if isinstance(bid, str) and bid.isdigit() else bid
