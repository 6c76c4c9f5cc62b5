"""A small, safe Markdown-to-HTML renderer for generated rulebooks.

Rulebooks quote a club's own prose (name, description, notes), so everything is escaped
first; only headings, paragraphs, bullet lists, pipe tables, `**bold**`, `*italics*` and
`code` become markup. That is all `rulesets.rulebook` writes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

__all__ = ["render_markdown"]

_INLINE = (
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"<em>\1</em>"),
)
_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_BULLET = re.compile(r"^\s*[-*]\s+(.*)$")
_RULE = re.compile(r"^\|?\s*:?-{3,}")


def _inline(text: str) -> str:
    html = str(escape(text))
    for pattern, replacement in _INLINE:
        html = pattern.sub(replacement, html)
    return html


def _blocks(lines: list[str]) -> Iterator[list[str]]:
    block: list[str] = []
    for line in lines:
        if not line.strip():
            if block:
                yield block
            block = []
        elif _HEADING.match(line):
            if block:
                yield block
            yield [line]
            block = []
        else:
            block.append(line)
    if block:
        yield block


def _cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def _table(block: list[str]) -> str:
    head, *rows = [row for row in block if not _RULE.match(row)]
    header = "".join(f"<th>{_inline(c)}</th>" for c in _cells(head))
    body = "".join(
        "<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in _cells(row)) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{header}</tr></thead><tbody>{body}</tbody></table>"


def _block(block: list[str]) -> str:
    heading = _HEADING.match(block[0])
    if heading:
        level = len(heading[1])
        return f"<h{level}>{_inline(heading[2])}</h{level}>"
    if all(_BULLET.match(line) for line in block):
        items = "".join("<li>" + _inline(_BULLET.sub(r"\1", line)) + "</li>" for line in block)
        return f"<ul>{items}</ul>"
    if len(block) > 1 and block[0].lstrip().startswith("|") and _RULE.match(block[1]):
        return _table(block)
    return "<p>" + "<br>".join(_inline(line) for line in block) + "</p>"


def render_markdown(text: str) -> SafeString:
    """HTML for a Markdown rulebook; the input's own HTML is always escaped."""
    # Safe: every piece of the input went through escape() in _inline.
    return mark_safe("\n".join(_block(b) for b in _blocks(text.splitlines())))
