"""Hearts score sheets: a physical table's record of the penalty points each player took,
scored by the engine with the `score_hand` a card-level match uses.

The format is documented for a club's programmer in docs/score-sheets.md:

    {
      "format": "houserules-sheet/1",
      "hands": [
        {"points": [0, 5, 13, 8]},
        {"points": [26, 0, 0, 0]},
        {"points": [3, 10, 13, 0], "jack_of_diamonds": 4},
        {"cards": [["QS", "2H"], [], ["AH", "KH"], ["JD", "3H"]]}
      ]
    }

Per hand, in the order played, either:

- `points`: the penalty points each seat took, seat 1 first, before any moon or doubling
  (hearts, the Q♠ and any other positive card; never the J♦). They add up to every penalty
  point in the pack (26; 43 in Black Maria). A seat with all of them shot the moon.
- or `cards`: the cards that count that each seat took (every heart, the Q♠, the J♦ when it
  scores, any other card with points), seat 1 first; each card once, every one of them.

and, with `points` only:

- `jack_of_diamonds`: the seat that took the J♦, when it scores (Omnibus). Required then.
- `ten_of_hearts`: the seat that took the 10♥, under `ten_of_hearts: doubles`. Required then.

and with either, only when the rules score hand events that need them
(`engine.games.hearts.sheet_events`):

- `tricks`: the tricks each seat took, seat 1 first (a player who takes no trick, ...).
- `last_trick`: the seat that took the last trick.

A hand event on the cards a seat took (`took_cards`) needs `cards`, listing the cards it
names too.

and with either:

- `sun` (optional): the seat that took every trick, under a `scoring.sun` rule.
- `moon_choice` (optional): under `moon: shooters_choice`, how the shooter scored a moon or
  sun (`others_add` or `shooter_subtracts`); left out, the engine chooses as in a match.
- `dealer` (optional): the seat that dealt; left out, it follows the rules' rotation.

A `SheetError` lists every problem, each with its hand number and field (seats and indexes
counted from 1). A hand after the match ended is a problem too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.cards import Card
from engine.core.sheet import (
    SHEET_FORMAT,
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
from engine.formats.sheet import HeartsSheetHand as SheetHandForm
from engine.games.hearts.pack import sort_cards
from engine.games.hearts.scoring import HeartsHandScore, HeartsTally, hearts_outcome, score_hand
from engine.games.hearts.sheet_events import event_cards, read_event_facts
from engine.games.hearts.terms import JACK, TEN, HeartsTerms, hearts_terms
from rulesets.hearts import HeartsRules, MoonShot

__all__ = [
    "HeartsSheetHand",
    "HeartsSheetResult",
    "counting_cards",
    "score_hearts_sheet",
    "sheet_from_log",
    "sheet_hand_from_log",
]

_SCORED_KEYS = (
    "points",
    "cards",
    "jack_of_diamonds",
    "ten_of_hearts",
    "sun",
    "moon_choice",
    "tricks",
    "last_trick",
)
_WORDING = Wording(shapes={"hand": "a hand is an object with points or cards"})


HeartsSheetHand = RecordedHand[HeartsHandScore]
"""One scored hand of a Hearts sheet."""

HeartsSheetResult = SheetResult[HeartsSheetHand]
"""A scored Hearts sheet: every hand, the final standing, and the outcome if the match
ended."""


def score_hearts_sheet(
    rules: HeartsRules, sheet: Mapping[str, Any] | str | bytes
) -> HeartsSheetResult:
    """Check and score a Hearts score sheet (parsed JSON, or JSON text). Raises `SheetError`
    listing every problem."""
    read = read_sheet(sheet, SheetHandForm, _WORDING)
    match = _Match(hearts_terms(rules), read.problems)
    score_hands(match, read)
    return SheetResult(tuple(match.scored), match.standing, match.outcome, match.start)


@dataclass(frozen=True, slots=True)
class _Read:
    dealer: int | None
    form: SheetHandForm
    tally: HeartsTally


class _Match(SheetMatch[SheetHandForm, _Read, "HeartsSheetHand"]):
    """The sheet scored so far. Once a hand has a problem, later hands are only read."""

    ENDED_FIELD = "hand"
    KEEPS = ()

    def __init__(self, terms: HeartsTerms, problems: list[SheetProblem]) -> None:
        super().__init__(terms.table, terms.table.count, problems)
        self.terms = terms

    def read(self, hand: SheetHandInput[SheetHandForm]) -> _Read | None:
        check = HandCheck(hand, self.problems)
        if not check.close() or hand.hand is None:
            return None
        found: list[tuple[str, str]] = []
        tally = read_tally(self.terms, hand.hand, found)
        for place, message in found:
            check.add(place, message)
        if tally is None or found:
            return None
        dealer = hand.hand.dealer
        return _Read(None if dealer is None else dealer - 1, hand.hand, tally)

    def decide(self, standing: Standing) -> Outcome | None:
        return hearts_outcome(self.terms, standing)

    def score(self, number: int, read: _Read, dealer: int) -> HeartsSheetHand:
        score = score_hand(self.terms, read.tally, self.standing)
        self.standing = self.standing.after(score)
        self.outcome = self.decide(self.standing)
        recorded = read.form.model_dump(include=set(_SCORED_KEYS), exclude_none=True)
        return RecordedHand(number, dealer, recorded, score, self.standing)


def read_tally(
    terms: HeartsTerms, form: SheetHandForm, found: list[tuple[str, str]]
) -> HeartsTally | None:
    """The tally a written hand records; appends (field, message) for each problem."""
    count = terms.table.count
    for name in ("dealer", "jack_of_diamonds", "ten_of_hearts", "sun"):
        seat = getattr(form, name)
        if seat is not None and seat > count:
            found.append((name, f"there is no seat {seat}: the seats are 1 to {count}"))
    if form.points is None and form.cards is None:
        found.append(("points", "write the points each seat took, or the cards each took"))
        return None
    if form.points is not None and form.cards is not None:
        found.append(("points", "write either the points each seat took or the cards, not both"))
        return None
    if form.points is not None:
        tally: HeartsTally | None = _from_points(terms, form, form.points, found)
    else:
        tally = _from_cards(terms, form, form.cards or [], found)
    if tally is not None:
        _check_shots(terms, form, tally, found)
    return tally


def _from_points(
    terms: HeartsTerms, form: SheetHandForm, points: list[int], found: list[tuple[str, str]]
) -> HeartsTally:
    count, total = terms.table.count, terms.moon_total
    if len(points) != count:
        found.append(("points", f"one number per seat: {count}, not {len(points)}"))
    elif sum(points) != total:
        found.append(
            (
                "points",
                f"the points add up to {sum(points)}; the penalty cards hold"
                f" {total} (hearts, the Q♠ and any other card with points)",
            )
        )
    jack = _named_seat(
        form.jack_of_diamonds,
        terms.jack_counts,
        "jack_of_diamonds",
        found,
        "the J♦ does not score under these rules (scoring.jack_of_diamonds)",
    )
    ten = _named_seat(
        form.ten_of_hearts,
        terms.ten_doubles,
        "ten_of_hearts",
        found,
        "the 10♥ doubles nothing under these rules (scoring.ten_of_hearts)",
    )
    if terms.bonus_cards:
        found.append(
            (
                "points",
                "these rules give negative points to cards other than the J♦"
                " (scoring.card_values): write the cards each seat took instead",
            )
        )
    facts = read_event_facts(terms, form, points, None, found)
    return HeartsTally(
        tuple(points), jack=jack, ten=ten, sun=_seat(form.sun), choice=_choice(form), facts=facts
    )


def _named_seat(
    seat: int | None, needed: bool, name: str, found: list[tuple[str, str]], unused: str
) -> int | None:
    if seat is None and needed:
        found.append((name, "name the seat that took it: the rules score it"))
    if seat is not None and not needed:
        found.append((name, unused))
    return _seat(seat) if needed else None


def _seat(seat: int | None) -> int | None:
    return None if seat is None else seat - 1


def _choice(form: SheetHandForm) -> MoonShot | None:
    return None if form.moon_choice is None else MoonShot(form.moon_choice)


def _from_cards(
    terms: HeartsTerms, form: SheetHandForm, cards: list[list[str]], found: list[tuple[str, str]]
) -> HeartsTally | None:
    count = terms.table.count
    if len(cards) != count:
        found.append(("cards", f"one list per seat: {count}, not {len(cards)}"))
        return None
    for name in ("jack_of_diamonds", "ten_of_hearts"):
        if getattr(form, name) is not None:
            found.append((name, "with cards, the engine sees who took it: leave this out"))
    taken = [_read_cards(terms, seat, texts, found) for seat, texts in enumerate(cards, start=1)]
    _check_every_card(terms, taken, found)
    penalty = tuple(sum(v for c in seat if (v := terms.values.get(c, 0)) > 0) for seat in taken)
    jack = next((seat for seat, held in enumerate(taken) if JACK in held), None)
    ten = next((seat for seat, held in enumerate(taken) if TEN in held), None)
    return HeartsTally(
        penalty,
        jack=jack if terms.jack_counts else None,
        ten=ten if terms.ten_doubles else None,
        sun=_seat(form.sun),
        choice=_choice(form),
        bonus=_bonus(terms, taken),
        facts=read_event_facts(terms, form, penalty, taken, found),
    )


def _bonus(terms: HeartsTerms, taken: list[list[Card]]) -> tuple[int, ...]:
    bonus = terms.bonus_cards
    if not bonus:
        return ()
    return tuple(sum(bonus.get(card, 0) for card in held) for held in taken)


def counting_cards(terms: HeartsTerms) -> set[Card]:
    """The cards a sheet of cards lists: every card with points, the cards the events name
    and the 10♥ when it doubles."""
    cards = set(terms.values) | event_cards(terms)
    return cards | ({TEN} if terms.ten_doubles and TEN in terms.pack else set())


def _read_cards(
    terms: HeartsTerms, seat: int, texts: list[str], found: list[tuple[str, str]]
) -> list[Card]:
    cards: list[Card] = []
    counting = counting_cards(terms)
    for index, text in enumerate(texts, start=1):
        field = f"cards[{seat}][{index}]"
        try:
            card = Card.parse(text)
        except ValueError as error:
            found.append((field, str(error)))
            continue
        if card not in counting:
            found.append(
                (field, f"{text} does not count under these rules: list only the cards that score")
            )
        cards.append(card)
    return cards


def _check_every_card(
    terms: HeartsTerms, taken: list[list[Card]], found: list[tuple[str, str]]
) -> None:
    written = Counter(card for held in taken for card in held)
    twice = sorted(str(card) for card, times in written.items() if times > 1)
    if twice:
        found.append(("cards", f"{', '.join(twice)} written more than once"))
    missing = sort_cards(list(counting_cards(terms) - set(written)))
    if missing:
        names = " ".join(str(card) for card in missing)
        found.append(("cards", f"every counting card was taken by someone; missing: {names}"))


def _check_shots(
    terms: HeartsTerms, form: SheetHandForm, tally: HeartsTally, found: list[tuple[str, str]]
) -> None:
    if form.sun is not None:
        if terms.sun is None:
            found.append(("sun", "there is no sun under these rules (scoring.sun)"))
        elif form.sun <= len(tally.taken) and tally.taken[form.sun - 1] != terms.moon_total:
            found.append(
                (
                    "sun",
                    f"seat {form.sun} took every trick, so every penalty card:"
                    f" its points must be {terms.moon_total}",
                )
            )
    if form.moon_choice is None:
        return
    shot = terms.moon_total in tally.taken or form.sun is not None
    if terms.moon is not MoonShot.SHOOTERS_CHOICE:
        found.append(("moon_choice", "the shooter has no choice under these rules (scoring.moon)"))
    elif not shot:
        found.append(("moon_choice", "nobody shot the moon in this hand"))


# --- Logs ------------------------------------------------------------------------------------


def sheet_hand_from_log(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The score-sheet hand a sheet log's hand records."""
    return {key: recorded[key] for key in ("dealer", *_SCORED_KEYS) if key in recorded}


def sheet_from_log(log: Mapping[str, Any]) -> dict[str, Any]:
    """The score sheet a sheet log (`kind: sheet`) records."""
    return {"format": SHEET_FORMAT, "hands": [sheet_hand_from_log(hand) for hand in log["hands"]]}
