"""Bad card values and events are refused with their path and line, and say why in the
club's words: a row that names no card, an event that does not exist, an event that can
never happen in this game (naming the option that rules it out), a range upside down."""

import rulesets

HEARTS = "format: houserules/1\ngame: hearts\n"
SPADES = "format: houserules/1\ngame: spades\n"


def problems(source: str) -> dict[str, tuple[int, str]]:
    found = rulesets.parse(source).diagnostics
    return {problem.path: (problem.line, problem.message) for problem in found}


def test_a_card_value_that_names_no_card_is_refused() -> None:
    found = problems(HEARTS + "scoring:\n  card_values:\n    - {cards: jokers, points: 3}\n")

    line, message = found["scoring.card_values[0].cards"]
    assert line == 5 and "names no cards" in message


def test_a_card_taken_out_of_the_pack_scores_nothing_and_is_refused() -> None:
    source = (
        HEARTS
        + "players: {count: 3}\npassing: {directions: [left]}\n"
        + "scoring:\n  card_values:\n    - {cards: 2D, points: 3}\n"
    )
    line, message = problems(source)["scoring.card_values[0].cards"]

    assert line == 7 and "names no card in this pack" in message


def test_an_event_that_does_not_exist_is_refused_naming_the_events() -> None:
    found = problems(HEARTS + "scoring:\n  events:\n    - {when: took_a_nap, score: 1}\n")

    line, message = found["scoring.events[0].when"]
    assert line == 5 and "took_no_trick" in message


def test_a_contract_event_can_never_happen_in_hearts() -> None:
    found = problems(HEARTS + "scoring:\n  events:\n    - {when: made_contract, score: 10}\n")

    line, message = found["scoring.events[0].when"]
    assert line == 5 and "can never happen in this game: it has no contract" in message


def test_a_card_event_can_never_happen_in_spades_whose_sheets_do_not_record_cards() -> None:
    source = SPADES + "scoring:\n  events:\n    - {when: took_cards, cards: AS, score: 10}\n"

    assert "it has no cards" in problems(source)["scoring.events[0].when"][1]


def test_absorbed_by_a_moon_names_the_option_that_switched_the_moon_off() -> None:
    source = (
        HEARTS
        + "scoring:\n  moon: not_played\n  events:\n"
        + "    - {when: took_no_trick, score: -5, absorbed_by_moon: true}\n"
    )
    line, message = problems(source)["scoring.events[0].absorbed_by_moon"]

    assert line == 6 and "scoring.moon" in message


def test_a_range_upside_down_names_both_bounds() -> None:
    source = SPADES + (
        "scoring:\n  events:\n    - {when: made_contract, at_least: 4, at_most: 2, score: -10}\n"
    )
    message = problems(source)["scoring.events[0].at_most"][1]

    assert "at_most 2" in message and "at_least 4" in message


def test_cards_on_an_event_that_takes_none_are_refused() -> None:
    source = HEARTS + "scoring:\n  events:\n    - {when: took_no_trick, cards: QS, score: 1}\n"

    assert "takes no cards" in problems(source)["scoring.events[0].cards"][1]
