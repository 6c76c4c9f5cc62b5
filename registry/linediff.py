"""Line diffs whose cost is bounded by the size of their input.

`difflib.SequenceMatcher` is quadratic in the worst case: two 30,000-line versions that share
their lines in another order cost about a minute of CPU. Every diff the site shows
goes through `BoundedMatcher` instead, which

1. matches the common head and tail of the texts directly (linear);
2. anchors on lines that occur exactly once in each side, in order (patience diff, with the
   longest increasing run found in n log n);
3. hands what is left between anchors to SequenceMatcher only while the product of the two
   sides' lengths fits a budget, and shows anything beyond the budget as replaced.

So a diff costs O(n log n) plus at most `BUDGET` comparisons, whatever the texts hold; what
it may lose past the budget is only the finest alignment inside a large rewritten region.
"""

from __future__ import annotations

import bisect
import difflib
from collections import Counter
from collections.abc import Iterator, Sequence

__all__ = ["BUDGET", "BoundedMatcher", "unified_diff"]

BUDGET = 2_000_000
"""Line comparisons one diff may spend in SequenceMatcher and in finding anchors, in all."""

_PIECE = 250_000
"""The largest region (left lines x right lines) handed to SequenceMatcher at once."""

Block = tuple[int, int, int]


class BoundedMatcher(difflib.SequenceMatcher):
    """A SequenceMatcher of two lists of lines whose matching blocks are found within the
    budget; `get_opcodes` and `get_grouped_opcodes` work as usual on them."""

    def __init__(self, a: Sequence[str], b: Sequence[str]) -> None:
        super().__init__(None, a, b, autojunk=False)

    def get_matching_blocks(self) -> list[difflib.Match]:  # type: ignore[override]
        if self.matching_blocks is None:
            found = sorted(_match(self.a, self.b))
            blocks = [difflib.Match(*block) for block in _merged(found)]
            blocks.append(difflib.Match(len(self.a), len(self.b), 0))
            self.matching_blocks = blocks  # type: ignore[assignment]
        return self.matching_blocks  # type: ignore[return-value]


def _match(a: Sequence[str], b: Sequence[str]) -> list[Block]:
    """Every matching block of a and b, unordered; regions wait on a stack, not the call
    stack, so no input can nest the work deeper than Python allows."""
    blocks: list[Block] = []
    budget = [BUDGET]
    stack = [(0, len(a), 0, len(b))]
    while stack:
        stack.extend(_region(a, b, *stack.pop(), blocks, budget))
    return blocks


def _region(
    a: Sequence[str],
    b: Sequence[str],
    alo: int,
    ahi: int,
    blo: int,
    bhi: int,
    blocks: list[Block],
    budget: list[int],
) -> list[tuple[int, int, int, int]]:
    """Match one region's head and tail; then either diff it whole or split it at anchors,
    returning the regions still to do."""
    head = 0
    while alo + head < ahi and blo + head < bhi and a[alo + head] == b[blo + head]:
        head += 1
    if head:
        blocks.append((alo, blo, head))
    alo, blo = alo + head, blo + head
    tail = 0
    while alo < ahi - tail and blo < bhi - tail and a[ahi - tail - 1] == b[bhi - tail - 1]:
        tail += 1
    if tail:
        blocks.append((ahi - tail, bhi - tail, tail))
    ahi, bhi = ahi - tail, bhi - tail
    cells = (ahi - alo) * (bhi - blo)
    if cells == 0:
        return []
    if cells <= min(_PIECE, budget[0]):
        budget[0] -= cells
        matcher = difflib.SequenceMatcher(None, a[alo:ahi], b[blo:bhi], autojunk=False)
        blocks.extend((alo + i, blo + j, n) for i, j, n in matcher.get_matching_blocks() if n)
        return []
    return _split_at_anchors(a, b, alo, ahi, blo, bhi, blocks, budget)


def _split_at_anchors(
    a: Sequence[str],
    b: Sequence[str],
    alo: int,
    ahi: int,
    blo: int,
    bhi: int,
    blocks: list[Block],
    budget: list[int],
) -> list[tuple[int, int, int, int]]:
    size = (ahi - alo) + (bhi - blo)
    if size > budget[0]:
        return []  # out of budget: the region shows as replaced
    budget[0] -= size
    anchors = _anchors(a[alo:ahi], b[blo:bhi])
    if not anchors:
        return []
    regions = []
    i0, j0 = alo, blo
    for i, j in anchors:
        blocks.append((alo + i, blo + j, 1))
        regions.append((i0, alo + i, j0, blo + j))
        i0, j0 = alo + i + 1, blo + j + 1
    regions.append((i0, ahi, j0, bhi))
    return regions


def _anchors(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int]]:
    """Pairs (i, j) of lines unique in both sides, the longest run increasing in both."""
    count_a, count_b = Counter(a), Counter(b)
    in_b = {line: j for j, line in enumerate(b) if count_b[line] == 1}
    pairs = [(i, in_b[line]) for i, line in enumerate(a) if count_a[line] == 1 and line in in_b]
    return _longest_increasing(pairs)


def _longest_increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of `pairs` (already increasing in i) increasing in j."""
    tails: list[int] = []  # tails[k]: j of the smallest tail of a run of length k + 1
    tail_index: list[int] = []
    previous = [-1] * len(pairs)
    for index, (_, j) in enumerate(pairs):
        k = bisect.bisect_left(tails, j)
        if k == len(tails):
            tails.append(j)
            tail_index.append(index)
        else:
            tails[k], tail_index[k] = j, index
        previous[index] = tail_index[k - 1] if k else -1
    run, index = [], tail_index[-1] if tail_index else -1
    while index >= 0:
        run.append(pairs[index])
        index = previous[index]
    return run[::-1]


def _merged(blocks: list[Block]) -> Iterator[Block]:
    """Sorted blocks with adjacent ones joined, as SequenceMatcher returns them."""
    current: Block | None = None
    for i, j, n in blocks:
        if current and current[0] + current[2] == i and current[1] + current[2] == j:
            current = (current[0], current[1], current[2] + n)
            continue
        if current:
            yield current
        current = (i, j, n)
    if current:
        yield current


def unified_diff(
    a: Sequence[str], b: Sequence[str], fromfile: str = "", tofile: str = "", n: int = 3
) -> Iterator[str]:
    """`difflib.unified_diff(a, b, fromfile, tofile, n=n, lineterm="")`, bounded."""
    started = False
    for group in BoundedMatcher(a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield f"--- {fromfile}"
            yield f"+++ {tofile}"
        first, last = group[0], group[-1]
        yield f"@@ -{_range(first[1], last[2])} +{_range(first[3], last[4])} @@"
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                yield from (" " + line for line in a[i1:i2])
                continue
            if tag in {"replace", "delete"}:
                yield from ("-" + line for line in a[i1:i2])
            if tag in {"replace", "insert"}:
                yield from ("+" + line for line in b[j1:j2])


def _range(start: int, stop: int) -> str:
    """A unified diff's range, as difflib writes it."""
    beginning, length = start + 1, stop - start
    if length == 1:
        return str(beginning)
    if not length:
        beginning -= 1  # an empty range begins before the first line
    return f"{beginning},{length}"
