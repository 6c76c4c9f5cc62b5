"""Card values: a table from cards, or patterns of cards, to points.

    card_values:
      - {cards: hearts, points: face}     # every heart at its face value (J 11, Q 12, K 13, A 14)
      - {cards: QH, points: 13}           # the Q♥ worth 13 of its own

A pattern is one card (`QS`, `10H`), a suit (`hearts`, `spades`, `diamonds`, `clubs`), a rank
(`aces`, `kings`, `queens`, `jacks`, `tens`, ..., `twos`) or `every card`. A card takes the
points of the last entry that names it, so a general entry comes first and its exceptions
after it. `points: face` is the card's face value: 2 to 10 their number, J 11, Q 12, K 13, A 14.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Annotated, Final, Literal

from pydantic import AfterValidator, Field, Strict

from rulesets.base import Points, RuleModel, RulePath

__all__ = [
    "FACE",
    "CardPattern",
    "CardValue",
    "card_value_table",
    "cards_matching",
    "face_value",
    "pattern_words",
    "table_problems",
    "table_sentence",
    "table_phrase",
    "value_words",
]

FACE: Final = "face"
SUIT_WORDS: Final = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}
RANK_WORDS: Final = {
    "twos": "2",
    "threes": "3",
    "fours": "4",
    "fives": "5",
    "sixes": "6",
    "sevens": "7",
    "eights": "8",
    "nines": "9",
    "tens": "10",
    "jacks": "J",
    "queens": "Q",
    "kings": "K",
    "aces": "A",
    "ones": "1",
    "elevens": "11",
    "twelves": "12",
    "thirteens": "13",
    "fourteens": "14",
}
"""Rank patterns; `ones` and `elevens` to `fourteens` name the ranks of a Rook pack."""
EVERY_CARD: Final = "every card"
ROOK_CARD: Final = "ROOK"
"""The Rook card (Rook's lone bird card)."""
_SPECIAL: Final = ("BJ", "LJ", ROOK_CARD)
_FACES: Final = {"J": 11, "Q": 12, "K": 13, "A": 14}
_SUIT_SIGNS: Final = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_RANKS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_ROOK_SUITS: Final = {"B": "black", "G": "green", "R": "red", "Y": "yellow"}
_ROOK_RANKS: Final = tuple(str(number) for number in range(1, 15))


def _check_pattern(text: str) -> str:
    if text in SUIT_WORDS or text in RANK_WORDS or text == EVERY_CARD:
        return text
    if text in ("BJ", "LJ", ROOK_CARD) or (text[-1:] in _SUIT_SIGNS and text[:-1] in _RANKS):
        return text
    if text[-1:] in _ROOK_SUITS and text[:-1] in _ROOK_RANKS:
        return text
    raise ValueError(
        f"{text!r} names no cards: write one card (QS, 10H, 14R, ROOK), a suit (hearts, spades,"
        " diamonds, clubs), a rank (aces, kings, ..., twos; ones to fourteens) or 'every card'"
    )


CardPattern = Annotated[str, Strict(), Field(max_length=20), AfterValidator(_check_pattern)]
"""One card (`QS`, Rook's `14R` or `ROOK`), a suit (`hearts`), a rank (`queens`) or
`every card`."""


class CardValue(RuleModel):
    """One row of a card-value table: the cards it names and what each is worth."""

    cards: CardPattern
    """The cards: one card (`QS`, `10H`), a suit (`hearts`), a rank (`queens`) or
    `every card`."""
    points: Points | Literal["face"]
    """What each of them is worth: a number of points, or `face` for the card's face value
    (2 to 10 their number, J 11, Q 12, K 13, A 14)."""


def cards_matching(pattern: str, pack: Iterable[str]) -> list[str]:
    """The cards of `pack` a pattern names, in the pack's order."""
    if pattern == EVERY_CARD:
        return list(pack)
    if pattern in SUIT_WORDS:
        return [card for card in pack if card not in _SPECIAL and card[-1] == SUIT_WORDS[pattern]]
    if pattern in RANK_WORDS:
        return [card for card in pack if card not in _SPECIAL and card[:-1] == RANK_WORDS[pattern]]
    return [card for card in pack if card == pattern]


def face_value(card: str) -> int:
    """A card's face value: 2 to 10 their number, J 11, Q 12, K 13, A 14 (jokers 0)."""
    rank = card[:-1]
    return _FACES.get(rank, int(rank) if rank.isdigit() else 0)


def card_value_table(rows: Sequence[CardValue], pack: Iterable[str]) -> dict[str, int]:
    """Each card of `pack` with points, by the last row naming it; cards worth 0 left out."""
    cards = list(pack)
    values: dict[str, int] = {}
    for row in rows:
        for card in cards_matching(row.cards, cards):
            values[card] = face_value(card) if row.points == FACE else int(row.points)
    return {card: value for card, value in values.items() if value}


def table_problems(
    rows: Sequence[CardValue], pack: Iterable[str], path: RulePath
) -> list[tuple[RulePath, str]]:
    """A row that names no card of this game's pack, with its path (`path` + index)."""
    cards = list(pack)
    return [
        (
            (*path, index, "cards"),
            f"{row.cards!r} names no card in this pack (deck options), so the row can never score",
        )
        for index, row in enumerate(rows)
        if not cards_matching(row.cards, cards)
    ]


def pattern_words(pattern: str) -> str:
    """A pattern in words: `QS` → `Q♠`, `hearts` → `every heart`, `queens` → `every queen`."""
    if pattern == EVERY_CARD:
        return "every card"
    if pattern in SUIT_WORDS:
        return "every " + pattern[:-1]
    if pattern in RANK_WORDS:
        return "every " + ("six" if pattern == "sixes" else pattern[:-1])
    if pattern in _SPECIAL:
        return {"BJ": "the big joker", "LJ": "the little joker", ROOK_CARD: "the Rook card"}[
            pattern
        ]
    if pattern[-1] in _ROOK_SUITS:
        return f"the {_ROOK_SUITS[pattern[-1]]} {pattern[:-1]}"
    return pattern[:-1] + _SUIT_SIGNS[pattern[-1]]


def value_words(row: CardValue) -> str:
    """A row in words, as the diff and the summary say it: `Q♥: 13 points`."""
    if row.points == FACE:
        return f"{pattern_words(row.cards)}: face value"
    points = int(row.points)
    unit = "point" if abs(points) == 1 else "points"
    sign = "−" if points < 0 else ""
    return f"{pattern_words(row.cards)}: {sign}{abs(points)} {unit}"


def table_sentence(rows: Sequence[CardValue]) -> str:
    """The rows as one rulebook sentence, in their order (empty without rows)."""
    if not rows:
        return ""
    listed = "; ".join(value_words(row) for row in rows)
    face = any(row.points == FACE for row in rows)
    note = " (face value: 2 to 10 their number, J 11, Q 12, K 13, A 14)" if face else ""
    return (
        f"Then these card values apply, each replacing what an earlier one gave the same"
        f" card: {listed}{note}."
    )


def table_phrase(rows: Sequence[CardValue]) -> str:
    """The rows as a diff's value: `Q♥: 13 points; every heart: face value`, or `none`."""
    return "; ".join(value_words(row) for row in rows) or "none"
