"""A log's card fields admit exactly the names `Card.parse` reads: the structure check (the
models' card pattern) is then the only check a card of a log needs."""

import itertools

from engine.core.cards import Card
from engine.formats.log import LogTrick, log_structure_is_sound

PIECES = ["", "0", "1", "2", "9", "10", "11", "14", "15", "J", "Q", "K", "A", "B", "L", "R"]
ENDS = ["", "C", "D", "H", "S", "B", "G", "R", "Y", "J", "OOK", "X", "c", "\n", " "]


def parses(text: str) -> bool:
    try:
        Card.parse(text)
    except ValueError:
        return False
    return True


def admitted(text: str) -> bool:
    trick = {"leader": 1, "cards": [text], "winner": 1}
    try:
        LogTrick.model_validate(trick)
    except ValueError:
        return False
    return True


def test_the_card_pattern_admits_exactly_the_cards_that_parse() -> None:
    names = {a + b for a, b in itertools.product(PIECES, ENDS)} | {"ROOK", "BJ", "LJ", "RO"}
    agreed = [(name, parses(name)) for name in sorted(names) if parses(name) != admitted(name)]
    assert agreed == []
    assert sum(map(parses, names)) >= 50  # most of a pack, and the jokers, are among them


def test_a_log_with_a_card_that_does_not_parse_is_unsound() -> None:
    assert not parses("1S") and not admitted("1S")
    assert not log_structure_is_sound({"hands": [{"dealt": [["1S"]]}]})
