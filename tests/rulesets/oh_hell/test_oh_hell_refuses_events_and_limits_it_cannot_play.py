"""An Oh Hell file with a hand event Oh Hell cannot have, or bid limits no hand of its
schedule can meet, is refused at the option's line, saying why in the club's words."""

import pytest

import rulesets


def problem(text: str) -> tuple[str, str]:
    result = rulesets.parse("format: houserules/1\ngame: oh_hell\n" + text)
    assert result.rules is None
    (found,) = result.diagnostics
    return found.path, found.message


@pytest.mark.parametrize(
    ("event", "says"),
    [
        ("{when: took_cards, cards: QS, score: 5}", "it has no cards"),
        ("{when: took_last_trick, score: 5}", "it has no cards"),
        ("{when: made_nil, score: 5}", "it has no nil"),
        ("{when: shot_the_moon, score: 5}", "it has no moon"),
        ("{when: played_alone, score: 5}", "it has no loner"),
    ],
)
def test_an_event_oh_hell_cannot_have_is_refused_at_its_path(event: str, says: str) -> None:
    path, message = problem(f"scoring:\n  events:\n    - {event}\n")
    assert path == "scoring.events[0].when"
    assert "can never happen in this game" in message and says in message


def test_the_hook_and_a_total_limit_may_not_both_hold_the_total() -> None:
    path, message = problem("bidding:\n  limits: {total: at_most, total_of: 10}\n")
    assert path == "bidding.limits.total"
    assert "bidding.hook" in message and "hook: false" in message


def test_a_smallest_bid_above_the_one_card_hand_is_refused() -> None:
    path, message = problem("bidding:\n  limits: {minimum: 2}\n")
    assert path == "bidding.limits.minimum"
    assert message.startswith("a smallest bid of 2 leaves a player no bid in a hand of 1 card")


def test_forbidding_every_bid_of_a_hand_is_refused() -> None:
    path, message = problem("bidding:\n  limits: {forbidden: [0, 1]}\n")
    assert path == "bidding.limits.forbidden"
    assert "in a hand of 1 card" in message and "no bid" in message


def test_the_partner_limits_of_spades_are_not_oh_hell_options() -> None:
    path, message = problem("bidding:\n  limits: {partner_nil_minimum: 2}\n")
    assert path == "bidding.limits.partner_nil_minimum"
    assert "unknown option" in message


def test_a_total_of_at_least_more_than_the_players_can_bid_is_refused() -> None:
    path, message = problem("bidding:\n  hook: false\n  limits: {total: at_least, total_of: 60}\n")
    assert path == "bidding.limits.total_of"
    assert "more than 4 players can bid" in message
