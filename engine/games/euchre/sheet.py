"""Euchre score sheets: a physical table's record of each hand's maker and the tricks the
makers took, scored by the engine with the `score_hand` a card-level match uses.

The format is documented for a club's programmer in docs/score-sheets.md:

    {
      "format": "houserules-sheet/1",
      "hands": [
        {"maker": 1, "won": 3},
        {"maker": 2, "alone": true, "won": 5},
        {"maker": 4, "lone_defender": 1, "won": 2},
        {"maker": 3, "renege": 2}
      ]
    }

Per hand, in the order played (a hand in which all passed is not written):

- `maker`: the seat that made trump;
- `won`: the tricks the maker's side won (0 to the cards dealt each);
- or `renege`: the seat that reneged, whose side loses the hand: the `renege` case (or
  `lone_renege` when somebody played alone) is scored instead;
- `alone` (optional): the maker played alone (`alone.maker`);
- `lone_defender` (optional): the seat that defended alone (`alone.defender`);
- `trump` (optional): the suit made trump, C D H S or N (no trump, `making.no_trump`);
- `dealer` (optional): the seat that dealt; left out, it follows the rules' rotation.

A `SheetError` lists every problem, each with its hand number and field (seats counted from
1). A hand after the match ended is a problem too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import Field

from engine.core.seats import Seating
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
from engine.core.standing import Outcome, Standing, match_outcome
from engine.formats.sheet import Seat, SheetHandModel
from engine.games.euchre.hand import EuchreTally
from engine.games.euchre.scoring import EuchreHandScore, score_hand, score_renege
from engine.games.euchre.terms import NO_TRUMP, EuchreTerms, euchre_terms
from rulesets.euchre import Case, EuchreRules

__all__ = [
    "EuchreSheetHand",
    "EuchreSheetResult",
    "ScoredEuchreHand",
    "score_euchre_sheet",
    "sheet_hand_from_log",
]

_SCORED_KEYS = ("maker", "trump", "alone", "lone_defender", "won", "renege")
_WORDING = Wording(shapes={"hand": "a hand is an object with a maker and the tricks won"})


class EuchreSheetHand(SheetHandModel):
    """One hand of a Euchre score sheet: the maker and the tricks the makers took."""

    dealer: Seat | None = None
    """The seat that dealt; left out, the rotation says."""
    maker: Seat | None = None
    """The seat that made trump."""
    trump: Literal["C", "D", "H", "S", "N"] | None = None
    """The suit made trump (N: no trump), when the sheet says."""
    alone: bool = False
    """Whether the maker played alone."""
    lone_defender: Seat | None = None
    """The seat that defended alone."""
    won: Annotated[int, Field(ge=0, le=8)] | None = None
    """The tricks the maker's side won."""
    renege: Seat | None = None
    """The seat that reneged (instead of the tricks)."""


@dataclass(frozen=True, slots=True)
class ScoredEuchreHand(RecordedHand[EuchreHandScore]):
    """One scored hand of a Euchre sheet. Its JSON adds each player's own running score
    (`players`, seat 1 first), as each player's card of a progressive night keeps it: the
    score of the player's side."""

    table: Seating

    def to_json(self) -> dict[str, Any]:
        return self.written("hand") | {"players": self.players()}

    def players(self) -> list[Any]:
        """Each seat's own running score (seat 1 first): its side's, in JSON."""
        scores = self.standing.to_json()["scores"]
        return [scores[self.table.side_of[seat]] for seat in range(self.table.count)]


EuchreSheetResult = SheetResult[ScoredEuchreHand]
"""A scored Euchre sheet: every hand, the final standing, and the outcome if the match ended."""


def score_euchre_sheet(
    rules: EuchreRules, sheet: Mapping[str, Any] | str | bytes
) -> EuchreSheetResult:
    """Check and score a Euchre score sheet (parsed JSON, or JSON text). Raises `SheetError`
    listing every problem."""
    read = read_sheet(sheet, EuchreSheetHand, _WORDING)
    match = _Match(rules, euchre_terms(rules), read.problems)
    score_hands(match, read)
    return SheetResult(tuple(match.scored), match.standing, match.outcome, match.start)


@dataclass(frozen=True, slots=True)
class _Read:
    dealer: int | None
    form: EuchreSheetHand
    score: EuchreHandScore


class _Match(SheetMatch[EuchreSheetHand, _Read, ScoredEuchreHand]):
    """The sheet scored so far. Once a hand has a problem, later hands are only read."""

    ENDED_FIELD = "hand"
    KEEPS = ("sets",)

    def __init__(
        self, rules: EuchreRules, terms: EuchreTerms, problems: list[SheetProblem]
    ) -> None:
        super().__init__(terms.table, len(terms.table.sides), problems)
        self.rules, self.terms = rules, terms

    def read(self, hand: SheetHandInput[EuchreSheetHand]) -> _Read | None:
        check = HandCheck(hand, self.problems)
        if not check.close() or hand.hand is None:
            return None
        found: list[tuple[str, str]] = []
        score = read_score(self.terms, hand.hand, found)
        for place, message in found:
            check.add(place, message)
        if score is None or found:
            return None
        dealer = hand.hand.dealer
        return _Read(None if dealer is None else dealer - 1, hand.hand, score)

    def decide(self, standing: Standing) -> Outcome | None:
        return match_outcome(self.rules, standing)

    def score(self, number: int, read: _Read, dealer: int) -> ScoredEuchreHand:
        self.standing = self.standing.after(read.score)
        self.outcome = self.decide(self.standing)
        recorded = read.form.model_dump(include=set(_SCORED_KEYS), exclude_defaults=True)
        return ScoredEuchreHand(
            number, dealer, recorded, read.score, self.standing, self.terms.table
        )


def read_score(
    terms: EuchreTerms, form: EuchreSheetHand, found: list[tuple[str, str]]
) -> EuchreHandScore | None:
    """The score a written hand records; appends (field, message) for each problem."""
    table = terms.table
    for name in ("dealer", "maker", "lone_defender", "renege"):
        seat = getattr(form, name)
        if seat is not None and seat > table.count:
            found.append((name, f"there is no seat {seat}: the seats are 1 to {table.count}"))
    if form.maker is None:
        found.append(("maker", "write the seat that made trump"))
    if (form.won is None) == (form.renege is None):
        found.append(("won", "write the tricks the makers won, or the seat that reneged, not both"))
    if form.won is not None and form.won > terms.cards_each:
        found.append(("won", f"a hand has {terms.cards_each} tricks, not {form.won}"))
    if form.trump == NO_TRUMP and not terms.no_trump:
        found.append(("trump", "no trump may not be named under these rules (making.no_trump)"))
    if form.alone and not (terms.maker_alone and terms.partnerships):
        found.append(("alone", "nobody may go alone under these rules (alone.maker)"))
    if found or form.maker is None:
        return None
    maker = form.maker - 1
    lone = _lone_defender(terms, form, maker, found)
    if found:
        return None
    if form.renege is not None:
        alone = form.alone or lone is not None
        if alone and Case.LONE_RENEGE not in terms.cases:
            found.append(("renege", "the scoring table has no lone_renege case (scoring.cases)"))
            return None
        return score_renege(terms, form.renege - 1, alone, (0,) * table.count)
    assert form.won is not None
    tricks = [0] * table.count
    tricks[maker] = form.won
    defender = (
        lone
        if lone is not None
        else next(s for s in table.order_from(maker) if not table.same_side(s, maker))
    )
    tricks[defender] = terms.cards_each - form.won
    return score_hand(terms, EuchreTally(maker, form.alone, lone, tuple(tricks)))


def _lone_defender(
    terms: EuchreTerms, form: EuchreSheetHand, maker: int, found: list[tuple[str, str]]
) -> int | None:
    if form.lone_defender is None:
        return None
    seat = form.lone_defender - 1
    if not (terms.defender_alone and terms.partnerships):
        found.append(
            ("lone_defender", "nobody may defend alone under these rules (alone.defender)")
        )
    elif form.alone:
        found.append(
            ("lone_defender", "a defender defends alone only against a partnership, not a loner")
        )
    elif terms.table.same_side(seat, maker):
        found.append(("lone_defender", f"seat {seat + 1} is on the makers' side"))
    return seat


def sheet_hand_from_log(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The score-sheet hand a sheet log's hand records."""
    return {key: recorded[key] for key in ("dealer", *_SCORED_KEYS) if key in recorded}
