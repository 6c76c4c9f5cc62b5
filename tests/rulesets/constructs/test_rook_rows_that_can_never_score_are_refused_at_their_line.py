"""Rook's card values and events are refused at their line when they can never score: a row
naming a card its pack does not hold, an event Rook never has (a moon, a nil), a bound on an
event without a number."""

import rulesets

ROOK = "format: houserules/1\ngame: rook\n"


def problems(source: str) -> dict[str, tuple[int, str]]:
    found = rulesets.parse(source).diagnostics
    return {problem.path: (problem.line, problem.message) for problem in found}


def test_a_standard_card_below_the_packs_ranks_is_refused() -> None:
    # Seed 004's pack holds A to 5 of each suit: no 2♥.
    found = problems(ROOK + "scoring:\n  card_values:\n    - {cards: 2H, points: 5}\n")

    line, message = found["scoring.card_values[0].cards"]
    assert line == 5 and "names no card in this pack" in message


def test_a_rook_pack_card_in_a_standard_pack_is_refused() -> None:
    found = problems(ROOK + "scoring:\n  card_values:\n    - {cards: 14R, points: 25}\n")

    assert "names no card in this pack" in found["scoring.card_values[0].cards"][1]


def test_the_rook_card_is_refused_when_the_deck_leaves_it_out() -> None:
    source = (
        ROOK
        + "deck: {rook_card: false}\nnest: {size: 4}\n"
        + "scoring:\n  counters: {'5': 5, '10': 10, A: 15}\n"
        + "  card_values:\n    - {cards: ROOK, points: 50}\n"
    )
    line, message = problems(source)["scoring.card_values[0].cards"]

    assert line == 8 and "names no card in this pack" in message


def test_a_moon_event_can_never_happen_in_rook() -> None:
    found = problems(ROOK + "scoring:\n  events:\n    - {when: shot_the_moon, score: 100}\n")

    line, message = found["scoring.events[0].when"]
    assert line == 5 and "can never happen in this game: it has no moon" in message


def test_a_nil_event_can_never_happen_in_rook() -> None:
    found = problems(ROOK + "scoring:\n  events:\n    - {when: made_nil, score: 100}\n")

    assert "it has no nil" in found["scoring.events[0].when"][1]


def test_a_bound_on_an_event_without_a_number_is_refused() -> None:
    source = ROOK + "scoring:\n  events:\n    - {when: took_every_point, at_least: 2, score: 60}\n"

    assert "has no number to bound" in problems(source)["scoring.events[0].at_least"][1]
