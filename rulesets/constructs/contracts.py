"""Contract values, for every family whose sides play a contract of a number of tricks.

A family puts `Contracts` in its scoring section (Spades: `scoring.contracts`). Its table
gives a contract of a size (or a range of sizes) a flat value when made and when set, in
place of the points per trick ("a made contract of 7 to 9 scores 100"); `set_when_over`
scores a side that takes far more than its contract as set.
"""

from __future__ import annotations

from typing import Annotated, Self

from pydantic import Field, field_validator, model_validator

from rulesets.base import Flag, Points, RuleModel, RulePath, conflict

__all__ = ["ContractSize", "ContractValue", "Contracts", "contract_problems"]

ContractSize = Annotated[int, Field(ge=1, le=100, strict=True)]
"""A contract's number of tricks."""


class ContractValue(RuleModel):
    """One row of the table: the value of a contract of `tricks` (to `up_to`) tricks."""

    tricks: ContractSize
    """The contract's size: the smallest, with `up_to`."""
    up_to: ContractSize | None = None
    """The largest size the row covers. `null`: only `tricks`."""
    when_made: Points
    """What the contract scores when made, in place of the points per trick."""
    when_set: Points | None = None
    """What it scores when set. `null`: as the set penalty says."""
    overtricks: Flag = True
    """Whether tricks beyond the contract still score their overtrick value (they are bags
    either way)."""

    @model_validator(mode="after")
    def _check_range(self) -> Self:
        if self.up_to is not None and self.up_to < self.tricks:
            raise conflict(("up_to",), f"up_to {self.up_to} is below tricks {self.tricks}")
        return self

    @property
    def largest(self) -> int:
        """The largest contract the row covers."""
        return self.tricks if self.up_to is None else self.up_to


class Contracts(RuleModel):
    """Values of contracts by their size, and a limit on the tricks taken beyond one."""

    values: list[ContractValue] = []
    """Rows of contract sizes and their values. A contract no row covers scores as the points
    per trick say. Empty: every contract does."""
    set_when_over: Annotated[int, Field(ge=1, le=100, strict=True)] | None = None
    """A side that takes this many tricks or more beyond its numeric contract is scored as
    set ("bid 3, take 6 or more: minus 30"). `null`: no such limit."""

    @field_validator("values")
    @classmethod
    def _sort_rows(cls, rows: list[ContractValue]) -> list[ContractValue]:
        # A table by size: the order a club wrote the rows in must not change the digest.
        rows = sorted(rows, key=lambda row: row.tricks)
        for before, after in zip(rows, rows[1:], strict=False):
            if after.tricks <= before.largest:
                raise ValueError(
                    f"a contract of {after.tricks} is in two rows (tricks {before.tricks} and"
                    f" tricks {after.tricks}); give each size one value"
                )
        return rows

    def row_for(self, number: int) -> ContractValue | None:
        """The row covering a contract of `number` tricks, if any."""
        for row in self.values:
            if row.tricks <= number <= row.largest:
                return row
        return None


def contract_problems(
    contracts: Contracts, tricks: int, where: RulePath
) -> list[tuple[RulePath, str]]:
    """Rows no hand of `tricks` tricks can reach, each at its path under `where`."""
    return [
        (
            (*where, "values", index, "tricks"),
            f"{row.tricks} is more than the {tricks} tricks in a hand",
        )
        for index, row in enumerate(contracts.values)
        if row.tricks > tricks
    ]
