"""Diagnostics: every problem in a document, each with where it is and why it is wrong."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Diagnostic", "RulesetError", "format_path"]


def format_path(path: tuple[str | int, ...]) -> str:
    """A rule path as a club writes it: `bidding.blind_nil.allowed`, `deck.removed_cards[1]`."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else part
    return text


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem in a ruleset document."""

    code: str
    """A stable identifier of the kind of problem, e.g. `unknown-key`, `duplicate-key`."""
    path: str
    """The rule path the problem is about (`bidding.nil.success`); empty for the document."""
    line: int
    """1-based line of the problem in the source."""
    column: int
    """1-based column of the problem in the source."""
    message: str
    """What is wrong, for a club secretary."""

    def format(self, filename: str = "<ruleset>") -> str:
        """The compiler-style line `FILE:LINE:COL: CODE message`."""
        where = f" ({self.path})" if self.path else ""
        return f"{filename}:{self.line}:{self.column}: {self.code} {self.message}{where}"

    def as_dict(self) -> dict[str, str | int]:
        """Plain data, for JSON APIs."""
        return {
            "code": self.code,
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "message": self.message,
        }


class RulesetError(ValueError):
    """A document is not a valid ruleset. `diagnostics` lists every problem found."""

    def __init__(self, diagnostics: list[Diagnostic], filename: str = "<ruleset>") -> None:
        self.diagnostics = diagnostics
        self.filename = filename
        super().__init__("\n".join(d.format(filename) for d in diagnostics))
