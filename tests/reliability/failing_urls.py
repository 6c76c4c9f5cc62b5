"""The site's URLs plus a page and an API route that fail, for the error-logging tests."""

from django.http import HttpRequest, HttpResponse
from django.urls import include, path


def broken(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("a bug in a view")


urlpatterns = [
    path("broken/", broken),
    path("api/v1/broken", broken),
    path("", include("houserules.urls")),
]
handler400 = "registry.api.problems.bad_request_handler"
handler404 = "registry.api.problems.not_found_handler"
handler500 = "registry.api.problems.server_error_handler"
