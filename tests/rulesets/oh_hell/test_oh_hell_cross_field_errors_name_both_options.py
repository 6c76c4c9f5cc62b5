"""Options that must agree are checked together; the error is placed at one option, names
the other, and reaches the club at its line."""

import rulesets


def problem(text: str) -> tuple[str, int | None, str]:
    result = rulesets.parse("format: houserules/1\ngame: oh_hell\n" + text)
    assert result.rules is None
    (found,) = result.diagnostics
    return found.path, found.line, found.message


def test_a_schedule_longer_than_the_pack_allows_is_refused_at_its_line() -> None:
    path, line, message = problem("players:\n  count: 4\nhands:\n  most: 13\n")
    assert (path, line) == ("hands.most", 6)
    assert "players.count" in message and "trump.method" in message
    assert "13 cards each to 4 players" in message


def test_seven_players_cannot_be_dealt_eight_cards() -> None:
    path, _, message = problem(
        "players:\n  count: 7\nhands:\n  schedule: fixed\n  most: 8\ntrump:\n  method: none\n"
    )
    assert path == "hands.most"
    assert "8 cards each to 7 players (players.count) is 56 cards" in message


def test_the_fewest_cards_may_not_pass_the_most() -> None:
    path, _, message = problem("hands:\n  fewest: 6\n  most: 5\n")
    assert path == "hands.fewest" and "hands.most" in message


def test_a_rotating_trump_needs_a_cycle() -> None:
    path, _, message = problem("trump:\n  method: rotating\n  cycle: []\n")
    assert path == "trump.cycle" and "trump.method" in message


def test_the_whole_pack_may_be_dealt_when_that_hand_has_no_trump() -> None:
    rules = rulesets.load("format: houserules/1\ngame: oh_hell\nhands:\n  no_trump_hand: true\n")
    assert max(rules.schedule()) == 13  # type: ignore[union-attr]
