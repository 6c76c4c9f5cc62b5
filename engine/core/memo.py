"""Values worked out once per ruleset object.

The engine asks for a ruleset's seating, pack and scoring values on every hand, and a
simulation plays thousands of hands under one ruleset: each is worked out on first use and
kept here. Every cache in engine/ and rulesets/ that is keyed by a rules object (or by a
value made once per rules object, such as its pack) is a `PerRuleset`, so that a process
that loads ruleset after ruleset (a server, a simulation sweep) holds a bounded number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["PerRuleset"]

R = TypeVar("R")
V = TypeVar("V")


class PerRuleset(Generic[R, V]):
    """A small cache keyed by the ruleset object's identity.

    Identity, because rulesets are frozen models whose hash walks every field. The ruleset is
    kept beside its value, so that a dead ruleset's recycled `id()` never answers for another.
    It is emptied when it outgrows `size`: a process plays under a handful of rulesets."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self.known: dict[int, tuple[object, V]] = {}
        self._last: tuple[object, V] | None = None
        """The entry asked for last: a simulation asks for one ruleset's, hand after hand,
        and an identity test costs less than the `id()` and the dict look-up."""

    def get(self, rules: R, build: Callable[[R], V]) -> V:
        """The value for `rules`, built by `build(rules)` the first time."""
        last = self._last
        if last is not None and last[0] is rules:
            return last[1]
        known = self.known.get(id(rules))
        if known is None or known[0] is not rules:
            if len(self.known) > self.size:
                self.known.clear()
            known = self.known[id(rules)] = (rules, build(rules))
        self._last = known
        return known[1]
