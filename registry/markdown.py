"""Rulebooks (and the club's own notes in them) as HTML, with markdown-it-py: CommonMark plus
pipe tables, with raw HTML off.

Rulebooks quote a club's own prose (name, description, notes), so nothing in it becomes
markup of its own: HTML is shown as text, images are not rendered (no request leaves for
another site), and a link is a link only to an http, https or mailto address or to a page
of this site; any other scheme (`javascript:`, `data:`) stays text. A line break inside a
paragraph, as a YAML block scalar keeps it, is a space, not a break in the sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt
from markdown_it.token import Token

__all__ = ["render_markdown"]

SAFE_SCHEMES = frozenset({"http", "https", "mailto"})


def _safe_link(url: str) -> bool:
    """Whether a link may point there: a safe scheme, or none (a page of this site)."""
    scheme = urlsplit(url.strip()).scheme.lower()
    return scheme in SAFE_SCHEMES or (not scheme and not url.strip().startswith("//"))


def _link_open(renderer: Any, tokens: Sequence[Token], index: int, options: Any, env: Any) -> str:
    # Links in a club's prose are the club's, not the site's recommendation.
    tokens[index].attrSet("rel", "nofollow ugc")
    return str(renderer.renderToken(tokens, index, options, env))


def _parser() -> MarkdownIt:
    parser = MarkdownIt("commonmark", {"html": False}).enable("table").disable("image")
    parser.validateLink = _safe_link  # type: ignore[method-assign]
    parser.add_render_rule("link_open", _link_open)
    return parser


_MARKDOWN = _parser()


def render_markdown(text: str) -> SafeString:
    """HTML for a Markdown rulebook; the input's own HTML is always escaped."""
    # Safe: with `html` off, markdown-it escapes every character of the input it does not
    # turn into its own markup, and refuses links whose scheme is not listed above.
    return mark_safe(_MARKDOWN.render(text))
