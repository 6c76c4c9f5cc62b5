"""Charts drawn on the server as SVG: no script, no library, nothing loaded from elsewhere.

Each chart is an `<svg role="img">` with a title and a description, drawn in a 320-unit-wide
view box that scales to the page (so it stays legible on a 360 px phone). The numbers it
shows are always in a table next to it too: a chart is for seeing, the table for reading.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

__all__ = ["Series", "bar_chart", "histogram", "COLOURS"]

WIDTH = 320
COLOURS = ("#3b5b9a", "#c8641c")
"""Series colours: A blue, B orange (distinct for the common colour blindnesses)."""
LEGEND_HEIGHT = 24
_ids = itertools.count(1)


@dataclass(frozen=True)
class Series:
    """One named series of a chart: a value per category (None: nothing to show)."""

    name: str
    values: Sequence[float | None]


def _legend(series: Sequence[Series]) -> str:
    parts, x = [], 0
    for index, each in enumerate(series):
        colour = COLOURS[index % len(COLOURS)]
        parts.append(
            f'<rect x="{x}" y="4" width="12" height="12" fill="{colour}"/>'
            f'<text x="{x + 17}" y="15">{escape(each.name)}</text>'
        )
        x += 40 + 7 * len(each.name)
    return "".join(parts)


def _svg(title: str, description: str, height: float, body: str) -> SafeString:
    number = next(_ids)
    # Safe: every text interpolated into `body` and here went through escape().
    return mark_safe(
        f'<svg class="chart" viewBox="0 0 {WIDTH} {height:.0f}" role="img" '
        f'aria-labelledby="chart{number}-t chart{number}-d" xmlns="http://www.w3.org/2000/svg" '
        f'font-family="system-ui, sans-serif" font-size="12">'
        f'<title id="chart{number}-t">{escape(title)}</title>'
        f'<desc id="chart{number}-d">{escape(description)}</desc>{body}</svg>'
    )


def _show(value: float, unit: str) -> str:
    return f"{value:.1f}{unit}" if unit == "%" else f"{value:.2f}"


def bar_chart(
    title: str,
    categories: Sequence[str],
    series: Sequence[Series],
    *,
    unit: str = "",
    top: float | None = None,
    missing: str = "none",
) -> SafeString:
    """Horizontal bars, one group per category with a bar per series; `top` is the value of
    a full-width bar (default: the largest value); `missing` is said where a value is None."""
    values = [v for each in series for v in each.values if v is not None]
    top = top or max(values, default=0) or 1
    bar, gap, label = 14, 3, 18
    group = label + len(series) * (bar + gap) + 8
    room = WIDTH - 60
    parts, lines = [_legend(series)], []
    for row, category in enumerate(categories):
        y = LEGEND_HEIGHT + 6 + row * group
        parts.append(f'<text x="0" y="{y + 12}" font-weight="600">{escape(category)}</text>')
        for index, each in enumerate(series):
            value = each.values[row]
            top_y = y + label + index * (bar + gap)
            colour = COLOURS[index % len(COLOURS)]
            parts.append(_bar(value, top_y, bar, room, top, unit, colour, missing))
            lines.append(f"{category}, {each.name}: {_said(value, unit, missing)}")
    height = LEGEND_HEIGHT + 6 + len(categories) * group
    return _svg(title, "; ".join(lines), height, "".join(parts))


def _said(value: float | None, unit: str, missing: str) -> str:
    return missing if value is None else _show(value, unit)


def _bar(
    value: float | None,
    y: float,
    bar: int,
    room: float,
    top: float,
    unit: str,
    colour: str,
    missing: str,
) -> str:
    if value is None:
        return f'<text x="0" y="{y + 11}" fill="#555">{escape(missing)}</text>'
    width = max(1.0, room * min(value, top) / top) if value > 0 else 0
    return (
        f'<rect x="0" y="{y}" width="{width:.1f}" height="{bar}" fill="{colour}"/>'
        f'<text x="{width + 4:.1f}" y="{y + 11}">{escape(_show(value, unit))}</text>'
    )


def histogram(title: str, samples: Sequence[tuple[str, Sequence[int]]], *, what: str) -> SafeString:
    """Side-by-side columns: for each value (e.g. hands in a match), the share of each
    series' samples that have it. `what` names the value on the axis."""
    counts = [(name, Counter(values), len(values)) for name, values in samples]
    everything = [v for _, values in samples for v in values]
    if not everything:
        return _svg(title, "no data", 40, '<text x="0" y="20">No matches yet.</text>')
    low, high = min(everything), max(everything)
    width = (WIDTH - 30) / (high - low + 1)
    shares = [
        [100 * count[v] / total if total else 0 for v in range(low, high + 1)]
        for _, count, total in counts
    ]
    top = max(max(row) for row in shares) or 1
    plot_top, plot_height = LEGEND_HEIGHT + 16, 150
    parts = [_legend([Series(name, []) for name, _, _ in counts])]
    parts.append(_axes(plot_top, plot_height, top))
    for offset, value in enumerate(range(low, high + 1)):
        x = 30 + offset * width
        for index, row in enumerate(shares):
            height = plot_height * row[offset] / top
            column = width / len(shares)
            parts.append(
                f'<rect x="{x + index * column:.1f}" y="{plot_top + plot_height - height:.1f}" '
                f'width="{max(column - 0.5, 0.5):.1f}" height="{height:.1f}" '
                f'fill="{COLOURS[index % len(COLOURS)]}"/>'
            )
        if (value - low) % _tick_every(high - low + 1) == 0:
            parts.append(
                f'<text x="{x + width / 2:.1f}" y="{plot_top + plot_height + 14}" '
                f'text-anchor="middle">{value}</text>'
            )
    axis_y = plot_top + plot_height + 30
    parts.append(f'<text x="{WIDTH / 2}" y="{axis_y}" text-anchor="middle">{escape(what)}</text>')
    description = "; ".join(
        f"{name}: most often {count.most_common(1)[0][0]} {what}" for name, count, _ in counts
    )
    return _svg(title, description, axis_y + 6, "".join(parts))


def _tick_every(values: int) -> int:
    return 1 if values <= 12 else 2 if values <= 24 else 5


def _axes(top_y: float, height: float, top: float) -> str:
    bottom = top_y + height
    return (
        f'<line x1="30" y1="{bottom}" x2="{WIDTH}" y2="{bottom}" stroke="#888"/>'
        f'<line x1="30" y1="{top_y}" x2="30" y2="{bottom}" stroke="#888"/>'
        f'<text x="26" y="{top_y + 4}" text-anchor="end">{top:.0f}%</text>'
        f'<text x="26" y="{bottom}" text-anchor="end">0</text>'
    )
