"""Charts are SVG written on the server: labelled for screen readers, every text escaped, and
no script or outside reference in them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from clubsite.charts import Series, bar_chart, histogram

SVG = "{http://www.w3.org/2000/svg}"


def test_a_bar_chart_is_valid_svg_with_a_title_and_a_description() -> None:
    svg = bar_chart(
        "How often", ["Nil made", "Blind nil made"],
        [Series("A", [72.5, None]), Series("B", [80.0, 50.0])], unit="%", top=100,
    )  # fmt: skip
    root = ET.fromstring(str(svg))
    assert root.get("role") == "img"
    assert root.find(f"{SVG}title").text == "How often"
    description = root.find(f"{SVG}desc").text
    assert "Nil made, A: 72.5%" in description and "Blind nil made, A: none" in description
    assert len(root.findall(f"{SVG}rect")) == 2 + 3  # the legend's two, and three bars


def test_bars_are_as_long_as_their_share_of_the_top() -> None:
    svg = str(bar_chart("t", ["x"], [Series("A", [50.0]), Series("B", [100.0])], top=100))
    widths = [
        float(w) for w in re.findall(r'<rect x="0" y="[\d.]+" width="([\d.]+)" height="14"', svg)
    ]
    assert widths[1] == 2 * widths[0]


def test_every_text_is_escaped() -> None:
    svg = str(bar_chart("<b>", ["<script>"], [Series("A & B", [1.0])]))
    assert "<script>" not in svg and "&lt;script&gt;" in svg and "A &amp; B" in svg
    ET.fromstring(svg)


def test_a_histogram_gives_each_series_its_share_per_value() -> None:
    svg = str(histogram("Length", [("A", [8, 8, 9, 10]), ("B", [8, 9])], what="hands"))
    root = ET.fromstring(svg)
    assert "A: most often 8 hands" in root.find(f"{SVG}desc").text
    assert len(root.findall(f"{SVG}rect")) == 2 + 3 * 2
    assert "script" not in svg and "href" not in svg


def test_a_histogram_with_no_matches_says_so() -> None:
    assert "No matches yet." in str(histogram("Length", [("A", [])], what="hands"))
