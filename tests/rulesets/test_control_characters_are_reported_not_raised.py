"""A character YAML forbids (a C1 control such as U+009D) is a diagnostic at its line."""

from rulesets import parse


def test_a_forbidden_control_character_is_reported_at_its_line_and_column() -> None:
    result = parse("format: houserules/1\ngame: spades\nname: a\x9db\n")
    assert result.rules is None
    [(code, line, column)] = [(d.code, d.line, d.column) for d in result.diagnostics]
    assert (code, line, column) == ("encoding", 3, 8)
    assert "U+009D" in result.diagnostics[0].message
