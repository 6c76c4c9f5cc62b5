"""HTTP caching and preconditions: entity tags, `Cache-Control`, `If-None-Match`, `If-Match`.

Content addressed by digest or by version number never changes, so its responses carry the
digest as a strong `ETag` and `Cache-Control: max-age=31536000, immutable`, `public` only when
a public club holds it. Everything else is `no-cache`: stored, but revalidated every time.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse, HttpResponseBase
from django.utils.cache import parse_etags, patch_vary_headers, quote_etag

__all__ = [
    "RULES_DIGEST",
    "IMMUTABLE",
    "etag",
    "set_immutable",
    "set_revalidate",
    "matches_if_none_match",
    "if_match_tags",
    "not_modified",
]

RULES_DIGEST = "Rules-Digest"
"""The header naming the rules digest of every response that carries rules."""

IMMUTABLE = "max-age=31536000, immutable"


def etag(tag: str) -> str:
    """A strong entity tag: the value in double quotes."""
    return quote_etag(tag)


def set_immutable(response: HttpResponseBase, tag: str, *, public: bool) -> HttpResponseBase:
    """Mark a response as content that never changes."""
    response["ETag"] = etag(tag)
    response["Cache-Control"] = f"{'public' if public else 'private'}, {IMMUTABLE}"
    patch_vary_headers(response, ["Accept"] if public else ["Accept", "Authorization", "Cookie"])
    return response


def set_revalidate(response: HttpResponseBase, tag: str | None, *, public: bool) -> None:
    """Mark a response as changeable: a cache must ask again before reusing it."""
    if tag is not None:
        response["ETag"] = etag(tag)
    response["Cache-Control"] = f"{'public' if public else 'private'}, no-cache"


def _weak_free(tag: str) -> str:
    return tag[2:] if tag.startswith("W/") else tag


def matches_if_none_match(request: Any, tag: str) -> bool:
    """Whether `If-None-Match` names this tag (weak comparison, as RFC 9110 asks), or `*`."""
    header = request.META.get("HTTP_IF_NONE_MATCH")
    if not header:
        return False
    tags = [_weak_free(t) for t in parse_etags(header)]
    return "*" in tags or etag(tag) in tags


def if_match_tags(request: Any) -> list[str] | None:
    """The revisions named by `If-Match`, unquoted; None when the header is absent. A bare
    token (`If-Match: 3f2a...`) is taken as if quoted; a weak tag never matches (strong
    comparison), so it is dropped; `*` is kept as `*`."""
    header = request.META.get("HTTP_IF_MATCH")
    if header is None:
        return None
    tags = []
    for part in header.split(","):
        tag = part.strip()
        if tag and not tag.startswith("W/"):
            tags.append(tag if tag == "*" else tag.strip('"'))
    return tags


def not_modified(tag: str, *, public: bool, digest: str | None = None) -> HttpResponse:
    """304 with the headers a 200 would have carried for caching."""
    response = HttpResponse(status=304)
    set_immutable(response, tag, public=public)
    if digest:
        response[RULES_DIGEST] = digest
    return response
