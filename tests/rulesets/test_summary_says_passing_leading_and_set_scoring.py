"""The one-line summary also says how cards are passed, when spades may be led and how a set
is scored (issue 13): Joker-Joker-Deuce-Deuce, which passes two cards after a nil, no longer
prints the same line as the same rules without passing."""

import pytest

from rulesets.summary import summarize
from tests.factories import library_spades, spades_rules


def test_joker_joker_deuce_deuce_says_it_passes_two_cards() -> None:
    library = library_spades("joker-joker-deuce-deuce")
    data = library.model_dump(mode="json", exclude={"format", "game"})
    data["bidding"]["passing"] = {"after_nil": 0}
    assert "pass 2 after nil" in summarize(library)
    assert summarize(library) != summarize(spades_rules(**data))


@pytest.mark.parametrize(
    ("sections", "part"),
    [
        ({"bidding": {"passing": {"after_nil": 3}}}, "pass 3 after nil"),
        (
            {"bidding": {"blind_nil": {"allowed": "any_hand"}, "passing": {"after_blind_nil": 2}}},
            "pass 2 after blind nil",
        ),
        ({"play": {"spades_led": "any_time"}}, "spades led any time"),
        ({"play": {"spades_led": "after_first_trick"}}, "spades led from trick 2"),
        ({"play": {"broken_by": "any_spade"}}, "any spade breaks"),
        ({"play": {"first_trick_spades": "not_played"}}, "no spade on trick 1"),
        ({"scoring": {"set_penalty": "lose_shortfall"}}, "set loses the shortfall"),
        ({"scoring": {"set_penalty": "nothing"}}, "set scores 0"),
        ({"scoring": {"set_bonus": 50}}, "set bonus 50"),
    ],
)
def test_the_summary_names_the_pass_the_lead_and_the_set(
    sections: dict[str, object], part: str
) -> None:
    assert part in summarize(spades_rules(**sections))


def test_the_usual_pass_lead_and_set_need_no_words() -> None:
    line = summarize(spades_rules())
    assert "pass" not in line and "spade" not in line and "set" not in line
