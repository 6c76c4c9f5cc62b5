"""A club's notes (and the rest of the rulebook) are rendered with markdown-it-py: paragraphs,
numbered and nested lists, links to safe addresses, tables; the club's own HTML is shown as
text, links to unsafe schemes stay text, and YAML's line breaks inside a paragraph do not
break its sentences."""

from __future__ import annotations

import re

from registry.markdown import render_markdown
from registry.models import Ruleset
from registry.presentation import rulebook
from tests.cast import CLASSIC, Cast, publish_next

NOTES = b"""notes: |
  Table talk is any hint about your hand outside your bid: a comment, a groan, a pointed
  look at a partner.

  Before the first deal:

  1. Draw for seats.
  2. Agree on the scorer:
     - the host, or
     - whoever drew the ace.

  The league's rules are at [the league site](https://league.example/rules);
  [this](javascript:alert(1)) is not a link. <script>alert(2)</script>
"""


def tight(html: str) -> str:
    """The HTML without the line breaks between tags, which a browser ignores."""
    return re.sub(r"\s*\n\s*(?=<)|(?<=>)\s*\n\s*", "", html)


def with_notes() -> bytes:
    start = CLASSIC.index(b"notes: |")
    end = CLASSIC.index(b"\n\n", start)
    return CLASSIC[:start] + NOTES + CLASSIC[end + 1 :]


def test_paragraphs_numbered_and_nested_lists_and_links_work(ruleset: Ruleset, cast: Cast) -> None:
    version = publish_next(ruleset, with_notes(), cast.owner, "Notes in Markdown")
    html = tight(str(rulebook(version)))
    assert "<ol><li>Draw for seats.</li><li>Agree on the scorer:<ul>" in html
    assert "<li>the host, or</li><li>whoever drew the ace.</li></ul></li></ol>" in html
    assert '<a href="https://league.example/rules" rel="nofollow ugc">the league site</a>' in html


def test_a_yaml_line_break_inside_a_paragraph_does_not_break_the_sentence(
    ruleset: Ruleset, cast: Cast
) -> None:
    version = publish_next(ruleset, with_notes(), cast.owner, "Notes in Markdown")
    html = str(rulebook(version))
    assert "a groan, a pointed\nlook at a partner.</p>" in html
    assert "pointed<br" not in html


def test_the_clubs_html_and_unsafe_links_stay_text(ruleset: Ruleset, cast: Cast) -> None:
    version = publish_next(ruleset, with_notes(), cast.owner, "Notes in Markdown")
    html = str(rulebook(version))
    assert "<script>" not in html and "&lt;script&gt;alert(2)&lt;/script&gt;" in html
    assert "javascript:" not in html.split("[this]")[0] and 'href="javascript' not in html
    assert "[this](javascript:alert(1))" in html


def test_only_http_mailto_and_the_sites_own_links_become_links() -> None:
    html = render_markdown(
        "[a](https://a.example/) [b](mailto:sec@club.example) [c](/clubs/) "
        "[d](data:text/html,x) [e](vbscript:x) [f](//other.example/) ![g](https://a.example/g.png)"
    )
    assert re.findall(r'href="([^"]+)"', html) == [
        "https://a.example/",
        "mailto:sec@club.example",
        "/clubs/",
        "https://a.example/g.png",
    ]
    assert "<img" not in html


def test_rulebook_tables_headings_and_emphasis_still_render() -> None:
    html = tight(render_markdown("## Scoring\n\n| Bid | Points |\n|---|---|\n| nil | **100** |"))
    assert "<h2>Scoring</h2>" in html
    assert "<thead><tr><th>Bid</th><th>Points</th></tr></thead>" in html
    assert "<td><strong>100</strong></td>" in html
