"""The site's URLs plus one page that fails, for the test of the 500 page."""

from django.http import HttpRequest, HttpResponse
from django.urls import include, path


def broken(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("a bug")


urlpatterns = [path("broken/", broken), path("", include("houserules.urls"))]
handler404 = "registry.api.problems.not_found_handler"
handler500 = "registry.api.problems.server_error_handler"
