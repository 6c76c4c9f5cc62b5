"""URL routes of the houserules site."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    # The HTTP API (docs/api.md), with its OpenAPI document and docs at api/v1/schema/.
    path("api/v1/", include("registry.api.urls")),
    # The club pages (clubsite/, docs/web.md): "/" lists the clubs, then /clubs/<club>/...
    path("", include("clubsite.urls")),
]

# Under /api/ even these are problem documents, like every other error there.
handler400 = "registry.api.problems.bad_request_handler"
handler404 = "registry.api.problems.not_found_handler"
handler500 = "registry.api.problems.server_error_handler"
