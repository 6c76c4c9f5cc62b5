"""Contract values, for every game whose sides play a contract of tricks: the one reader of
the construct `rulesets.constructs.contracts.Contracts`.

A game's scorer reads a ruleset's table once (`read_contracts`), with any older option that
is a special case of it given as rows (Call Break's `bonus_call.from_call`: a row from that
size up, flat, without overtricks), and asks `value_made` and `value_set` for each contract.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.points import Points
from rulesets.constructs.contracts import ContractValue

__all__ = ["ContractRow", "ContractTable", "read_contracts"]


@dataclass(frozen=True, slots=True)
class ContractRow:
    """The value of contracts of `low` to `high` tricks."""

    low: int
    high: int
    made: Points
    set: Points | None
    """None: as the game's set penalty says."""
    overtricks: bool
    """Whether tricks beyond the contract score their overtrick value."""


@dataclass(frozen=True, slots=True)
class ContractTable:
    """Every contract size's row, and the tricks over a contract that set it."""

    by_size: dict[int, ContractRow]
    set_when_over: int | None

    def row(self, number: int) -> ContractRow | None:
        """The row of a contract of `number` tricks, if any."""
        return self.by_size.get(number)

    def overtaken(self, number: int, counted: int) -> bool:
        """Whether `counted` tricks are so far over a contract of `number` that it is set."""
        over = self.set_when_over
        return over is not None and counted - number >= over


def read_contracts(
    values: Sequence[ContractValue], set_when_over: int | None, extra: tuple[ContractRow, ...] = ()
) -> ContractTable:
    """The table of a ruleset's `contracts.values` and `contracts.set_when_over`, with
    `extra` rows from a game's older options."""
    rows = [
        ContractRow(row.tricks, row.largest, row.when_made, row.when_set, row.overtricks)
        for row in values
    ]
    by_size = {size: row for row in (*rows, *extra) for size in range(row.low, row.high + 1)}
    return ContractTable(by_size, set_when_over)
