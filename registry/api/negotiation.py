"""Content negotiation for the views that have exactly one representation."""

from __future__ import annotations

from typing import Any

from rest_framework.negotiation import DefaultContentNegotiation

__all__ = ["IgnoreAccept"]


class IgnoreAccept(DefaultContentNegotiation):
    """Always the view's first renderer: a view of raw bytes (a version's YAML) answers the
    same whatever the Accept header, rather than 406."""

    def select_renderer(
        self, request: Any, renderers: list[Any], format_suffix: str | None = None
    ) -> tuple[Any, str]:
        return renderers[0], renderers[0].media_type
