"""Cards: one value type, one notation.

`Card.parse("QS")` is the queen of spades and `str(card) == "QS"`; `repr` pastes back into a
test. Every card is interned, so cards compare and hash by identity and the play loop never
allocates one. The notation is the rules language's: rank then suit (`2C`, `10H`, `AS`), `BJ`
and `LJ` for the big and little joker, `ROOK` for the Rook card, and Rook-pack cards as number
then colour (`14R`, `1B`; colours black B, green G, red R, yellow Y).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Final

__all__ = [
    "Card",
    "STANDARD_SUITS",
    "ROOK_SUITS",
    "STANDARD_RANKS",
    "ROOK_RANKS",
    "JOKER_SUIT",
    "parse_cards",
    "format_cards",
]

STANDARD_SUITS: Final = ("C", "D", "H", "S")
ROOK_SUITS: Final = ("B", "G", "R", "Y")
STANDARD_RANKS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
ROOK_RANKS: Final = tuple(str(number) for number in range(1, 15))
JOKER_SUIT: Final = ""
"""The suit of the jokers and the Rook card: they belong to no suit until the rules say."""
_SPECIAL: Final = ("LJ", "BJ", "ROOK")

SUIT_SYMBOLS: Final = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}

_EVERY_CARD: Final = (
    *_SPECIAL,
    *(rank + suit for suit in STANDARD_SUITS for rank in reversed(STANDARD_RANKS)),
    *(rank + suit for suit in ROOK_SUITS for rank in reversed(ROOK_RANKS)),
)
_INDEX: Final = {text: index for index, text in enumerate(_EVERY_CARD)}
CARD_COUNT: Final = len(_EVERY_CARD)
"""How many cards there are: every `Card.index` is below it."""
"""Each card's index: its place in one fixed list of every card the rules language can put
in a pack (the jokers and the Rook card, then C D H S from the ace down, then B G R Y from 14
down). It comes from the rank and suit alone, so every process, whatever order it met the
cards in, orders them alike; the order the index gives suits the Rook nest as it always did
(Rook card, then by suit from the highest rank)."""


class Card:
    """A playing card. Construct with `Card.parse`; there is exactly one object per card."""

    __slots__ = ("rank", "suit", "index", "_text")

    _registry: ClassVar[dict[str, Card]] = {}
    rank: str
    suit: str
    index: int
    """The card's place among every card there is (`_INDEX`): the same in every process."""
    _text: str

    def __new__(cls, rank: str, suit: str) -> Card:  # noqa: D102 - interned construction
        text = rank + suit
        existing = cls._registry.get(text)
        if existing is not None:
            return existing
        _check(rank, suit)
        card = super().__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", _INDEX[text])
        object.__setattr__(card, "_text", text)
        cls._registry[text] = card
        return card

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written `text`, e.g. `QS`, `10H`, `BJ`, `ROOK`, `14R`."""
        known = cls._registry.get(text)
        if known is not None:
            return known
        if text in _SPECIAL:
            return cls(text, JOKER_SUIT)
        if len(text) < 2:
            raise ValueError(f"{text!r} is not a card")
        return cls(text[:-1], text[-1])

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Interning survives pickling (the simulator sends cards between processes).
        return (Card.parse, (self._text,))

    @property
    def is_joker(self) -> bool:
        """Whether this is the big or little joker."""
        return self.rank in ("BJ", "LJ")

    @property
    def is_rook(self) -> bool:
        """Whether this is the Rook card."""
        return self.rank == "ROOK"

    def symbol(self) -> str:
        """A display form with a suit symbol: `Q♠`, `10♥`, `BJ`."""
        return self.rank + SUIT_SYMBOLS.get(self.suit, self.suit)


def _check(rank: str, suit: str) -> None:
    if suit == JOKER_SUIT and rank in _SPECIAL:
        return
    if suit in STANDARD_SUITS and rank in STANDARD_RANKS:
        return
    if suit in ROOK_SUITS and rank in ROOK_RANKS:
        return
    raise ValueError(
        f"{rank + suit!r} is not a card: write rank then suit (2C, 10H, QS, AS), BJ/LJ for the"
        " jokers, ROOK, or a Rook-pack number and colour (14R, 1B)"
    )


def parse_cards(texts: Iterable[str] | str) -> list[Card]:
    """Cards from their names: a list, or one string separated by spaces (`"AS KS 2C"`)."""
    items = texts.split() if isinstance(texts, str) else texts
    return [Card.parse(text) for text in items]


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as one line of names separated by spaces; `parse_cards` reads it back."""
    return " ".join(str(card) for card in cards)
