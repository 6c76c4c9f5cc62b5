"""YAML 1.1 reads an unquoted `off`, `yes` or `no` as a boolean. "Write true or false" is
the right advice only for a boolean option: for a choice the message names its choices."""

from __future__ import annotations

from rulesets import parse

HEAD = "format: houserules/1\ngame: spades\n"


def _message(text: str) -> str:
    (diagnostic,) = parse(HEAD + text).diagnostics
    assert diagnostic.code == "yaml11-boolean"
    return diagnostic.message


def test_mode_off_for_bags_names_penalty_and_not_counted() -> None:
    message = _message("scoring:\n  bags:\n    mode: off\n")
    assert message.startswith("'off' is not one of: penalty, not_counted")
    assert "write true or false" not in message


def test_a_boolean_option_keeps_the_true_or_false_advice() -> None:
    assert "write true or false" in _message("play:\n  must_beat: yes\n")


def test_a_number_option_asks_for_a_number() -> None:
    assert _message("match:\n  target: off\n").endswith("expected a whole number")


def test_a_choice_in_a_list_names_the_choices() -> None:
    assert "no_spades, at_most_one_spade" in _message("redeal:\n  triggers: [off]\n")
