"""A refusal the site expects (PermissionDenied), answered with its 403 page and no traceback."""

from __future__ import annotations

from collections.abc import Callable

from django.core.exceptions import PermissionDenied
from django.core.handlers.exception import get_exception_response
from django.http import HttpRequest, HttpResponse
from django.urls import get_resolver, get_urlconf

__all__ = ["ExpectedRefusalsMiddleware"]


class ExpectedRefusalsMiddleware:
    """A view's PermissionDenied is an answer, not a failure: a viewer opening the score
    sheet, say. Django logs such a refusal with its traceback; here it becomes the site's 403
    page first, which Django then logs in one line ("Forbidden: /path"), as any 4xx."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, PermissionDenied):
            return None
        return get_exception_response(request, get_resolver(get_urlconf()), 403, exception)
