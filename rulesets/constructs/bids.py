"""Bid limits, for every family whose players bid a number of tricks.

A family puts `BidLimits` in its bidding section (Spades: `bidding.limits`), or
`NumberLimits` where every player is a side of their own and nobody bids nil (Oh Hell:
`bidding.limits`), and checks it against its hand size with `limit_problems`. Each field
came with a rule a club plays: Call Break's calls of 1 to 8, "if a player bids nil, that
player's partner must bid at least 4" (Pagat, Spades: variations in the bidding), "the total
of all bids may be at most 12", Oh Hell's hook ("the total may not equal the tricks").
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Self

from pydantic import Field, field_validator, model_validator

from rulesets.base import AddedLater, RuleModel, RulePath, conflict

__all__ = ["BidNumber", "TotalRule", "NumberLimits", "BidLimits", "total_target", "limit_problems"]

BidNumber = Annotated[int, Field(ge=0, le=100, strict=True)]
"""A number of tricks bid."""


class TotalRule(StrEnum):
    """What the total of every player's numeric bids is held to."""

    ANY = "any"
    """Nothing: the bids may add up to any total."""
    AT_MOST = "at_most"
    """At most `total_of`: a bid that would take the total past it is refused."""
    AT_LEAST = "at_least"
    """At least `total_of`: the last bid must bring the total up to it."""
    NOT_EQUAL = "not_equal"
    """Not `total_of`: the last bid may not make the total equal it (Oh Hell's hook, with
    `total_of` the tricks in a hand)."""


class NumberLimits(RuleModel):
    """Limits on the numbers each player may bid and on the total of all bids, beyond the
    tricks in a hand."""

    minimum: BidNumber | None = None
    """The smallest number a player may bid (Call Break played 2 to 12: 2). `null`: the
    game's own smallest bid (Spades 1, or 0 with `nil.mode: zero_means_zero`; Oh Hell 0)."""
    maximum: BidNumber | None = None
    """The largest number a player may bid (Call Break played 1 to 8: 8). `null`: the tricks
    in a hand."""
    forbidden: list[BidNumber] = []
    """Numbers nobody may bid, e.g. `[1]` for "nobody may bid 1"."""
    total: Annotated[TotalRule, AddedLater()] = TotalRule.ANY
    """What the total of every player's numeric bids (team bids count their tricks) is held
    to: at most, at least, or not equal to `total_of`."""
    total_of: Annotated[BidNumber | None, AddedLater()] = None
    """With `total` other than `any`: the number the total is held to. `null`: the tricks in
    a hand."""

    @field_validator("forbidden")
    @classmethod
    def _sort_forbidden(cls, numbers: list[int]) -> list[int]:
        return _sorted_set(numbers)

    @model_validator(mode="after")
    def _check_numbers(self) -> Self:
        if self.minimum is not None and self.maximum is not None and self.minimum > self.maximum:
            raise conflict(
                ("maximum",), f"maximum {self.maximum} is below its minimum {self.minimum}"
            )
        if self.total is TotalRule.ANY and self.total_of is not None:
            raise conflict(
                ("total_of",), "total_of applies only with total: at_most, at_least or not_equal"
            )
        return self


def _sorted_set(numbers: list[int]) -> list[int]:
    # Sets of numbers: the order a club wrote them in must not change the digest.
    if len(set(numbers)) != len(numbers):
        raise ValueError("a number is listed more than once")
    return sorted(numbers)


class BidLimits(NumberLimits):
    """Limits on the numbers a player may bid and a side's bids may add up to, beyond the
    tricks in a hand. They bind numeric bids, blind ones included; nil and team bids are
    not numbers here."""

    side_maximum: BidNumber | None = None
    """The most a side's numeric bids may add up to (e.g. 13). A bid that would take the side
    past it is refused. `null`: no cap."""
    side_forbidden: list[BidNumber] = []
    """Totals a side's numeric bids may not add up to once all its players have bid, e.g.
    `[9]` for "the team total may not be 9"."""
    partner_nil_minimum: Annotated[BidNumber | None, AddedLater()] = None
    """The smallest number a player may bid beside a partner's nil or blind nil ("if a player
    bids nil, that player's partner must bid at least 4"). Either order: a nil beside a
    partner's smaller number is refused too. `null`: no such floor."""
    partner_nil_maximum: Annotated[BidNumber | None, AddedLater()] = None
    """The largest number a player may bid beside a partner's nil or blind nil. Either order,
    as `partner_nil_minimum`. `null`: no such cap."""

    @field_validator("side_forbidden")
    @classmethod
    def _sort_side_forbidden(cls, numbers: list[int]) -> list[int]:
        return _sorted_set(numbers)

    @model_validator(mode="after")
    def _check_partner_range(self) -> Self:
        low, high = self.partner_nil_minimum, self.partner_nil_maximum
        if low is not None and high is not None and low > high:
            raise conflict(
                ("partner_nil_maximum",), f"partner_nil_maximum {high} is below its minimum {low}"
            )
        return self


def total_target(limits: NumberLimits, tricks: int) -> int:
    """The number `limits.total` holds the total of all bids to, in a hand of `tricks`."""
    return tricks if limits.total_of is None else limits.total_of


def limit_problems(
    limits: NumberLimits, tricks: int, players: int, lowest: int, where: RulePath
) -> list[tuple[RulePath, str]]:
    """What no deal of `tricks` tricks to `players` players can meet, each at its path under
    `where`. `lowest`: the smallest number a player may bid."""
    problems: list[tuple[RulePath, str]] = []
    for name in ("partner_nil_minimum", "partner_nil_maximum"):
        value = getattr(limits, name, None)
        if value is not None and value > tricks:
            problems.append(((*where, name), f"{value} is more than the {tricks} tricks in a hand"))
    target = total_target(limits, tricks)
    most = players * tricks
    if limits.total is TotalRule.AT_LEAST and target > most:
        problems.append(
            (
                (*where, "total_of"),
                f"a total of at least {target} is more than {players} players can bid in a"
                f" hand of {tricks} tricks ({most})",
            )
        )
    if limits.total is TotalRule.AT_MOST and target < lowest * players and lowest > 0:
        problems.append(
            (
                (*where, "total_of"),
                f"{players} players bidding at least {lowest} each already pass a total of"
                f" at most {target}",
            )
        )
    return problems
