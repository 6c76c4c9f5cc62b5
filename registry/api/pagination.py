"""Pages of lists: `?page=N`, with `count`, `next` and `previous` links."""

from __future__ import annotations

from rest_framework.pagination import PageNumberPagination

__all__ = ["Pages"]


class Pages(PageNumberPagination):
    """50 items a page by default; `?page_size=` up to 500."""

    page_size_query_param = "page_size"
    max_page_size = 500
