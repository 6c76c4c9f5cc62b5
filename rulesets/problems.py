"""The one record of a problem in a user's input: a match log, a score sheet, a hand.

Every input the engine and the site read from a user (a log, a sheet, a hand posted to the
API) answers a mistake with every `Problem` it finds, never a traceback. It lives in the
bottom layer so that rulesets/, engine/ and registry/ all speak it; a ruleset document's
problems are `rulesets.diagnostics.Diagnostic`s, which add the line and column of the YAML.

    >>> str(Problem(2, "bids[3]", "'lots' is not a bid", code="notation"))
    "hand 2, bids[3]: 'lots' is not a bid"
    >>> Problem(None, "rules_digest", "'x' does not match").where
    'rules_digest'
"""

from __future__ import annotations

import dataclasses

__all__ = ["Problem", "problems_summary"]


@dataclasses.dataclass(frozen=True, slots=True)
class Problem:
    """One problem in an input: the hand it is in (1-based; None for the input as a whole),
    the field (`actions[3]`, `seats[2].player`, `reneges[1].offender`; indexes 1-based),
    what is wrong, and `code`, a stable name of the kind of problem (`required`, `type`,
    `pattern`, `notation`, `seat`, `rule`...) for programs that sort problems."""

    hand: int | None
    field: str
    message: str
    code: str = dataclasses.field(default="invalid", kw_only=True)

    @property
    def where(self) -> str:
        """The place as a person reads it: `hand 2, bids[3]`, or the field alone."""
        return f"hand {self.hand}, {self.field}" if self.hand is not None else self.field

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"

    def as_dict(self) -> dict[str, int | str | None]:
        """Plain data, as the API lists it: `{"hand", "field", "message"}`."""
        return {"hand": self.hand, "field": self.field, "message": self.message}


def problems_summary(problems: tuple[Problem, ...] | list[Problem], what: str) -> str:
    """`2 problems in the match log:` and one indented line per problem."""
    count = len(problems)
    lines = "\n".join(f"  {problem}" for problem in problems)
    return f"{count} problem{'s' if count != 1 else ''} in {what}:\n{lines}"
