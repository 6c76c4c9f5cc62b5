"""Pages of lists: `?page=N`, with `count`, `next` and `previous` links; and, for lists that
grow without bound (the matches of a digest), pages that follow a cursor instead."""

from __future__ import annotations

from typing import Any

from rest_framework.pagination import CursorPagination, PageNumberPagination

__all__ = ["Pages", "GrowingPages"]


class Pages(PageNumberPagination):
    """50 items a page by default; `?page_size=` up to 500."""

    page_size_query_param = "page_size"
    max_page_size = 500


class GrowingPages(CursorPagination):
    """50 items a page by default, `?page_size=` up to 500, oldest first, and `next` and
    `previous` links that carry an opaque cursor: a page costs the same at the millionth
    match as at the first (no count, no offset), and a match started meanwhile neither
    repeats nor skips one on the next page."""

    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 500
    ordering = ("started_at", "id")

    def get_paginated_response_schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        response = super().get_paginated_response_schema(schema)
        # DRF's example link ends with a stray quote, which no URI holds.
        for link in ("next", "previous"):
            described = response["properties"][link]
            described["example"] = str(described["example"]).rstrip('"')
        return response
