"""One line per Hearts ruleset, naming only what sets it apart."""

from rulesets.hearts.summary import hearts_parts
from tests.engine.hearts.hearts_helpers import library_hearts


def line(name: str) -> str:
    return " · ".join(part for part in hearts_parts(library_hearts(name)) if part)


def test_standard_hearts_reads_in_one_short_line() -> None:
    assert line("hearts") == "Hearts 4 players to 100 · pass L R A hold ×3 · moon: others +26"


def test_omnibus_names_the_jack_of_diamonds() -> None:
    assert "J♦ −10" in line("omnibus-hearts")


def test_black_maria_names_its_spades_and_its_table() -> None:
    assert line("black-maria") == (
        "Hearts 3 players to 100 · pass R ×3 · A♠ 7 K♠ 10 · no moon · points on trick 1"
        " · hearts led any time"
    )
