"""URL routes of the houserules site."""

from django.contrib import admin
from django.http import HttpRequest, HttpResponseRedirect
from django.templatetags.static import static
from django.urls import include, path

from houserules import health
from registry.editor_schema import rules_language_schema


def favicon(request: HttpRequest) -> HttpResponseRedirect:
    """Browsers ask for /favicon.ico whatever the page says: on to the site's icon."""
    return HttpResponseRedirect(static("clubsite/favicon.svg"))


urlpatterns = [
    # For load balancers and supervisors (docs/deploy.md): JSON, no sign-in.
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    path("favicon.ico", favicon, name="favicon"),
    path("admin/", admin.site.urls),
    # The site's own accounts: sign in, password reset, tokens, invitations (docs/web.md).
    path("accounts/", include("clubsite.accounts.urls")),
    # The HTTP API (docs/api.md), with its OpenAPI document and docs at api/v1/schema/.
    path("api/v1/", include("registry.api.urls")),
    # The rules language's JSON Schema at its stable, versioned address, for editors.
    path("schema/houserules-1.json", rules_language_schema, name="rules-language-schema"),
    # A club's open live tables (tables/, docs/tables.md).
    path("", include("tables.urls")),
    # A club's events: nights, tournaments, leagues (clubevents/, docs/events.md).
    path("", include("clubevents.urls")),
    # The club pages (clubsite/, docs/web.md): "/" lists the clubs, then /clubs/<club>/...
    path("", include("clubsite.urls")),
]

# Under /api/ even these are problem documents, like every other error there.
handler400 = "registry.api.problems.bad_request_handler"
handler404 = "registry.api.problems.not_found_handler"
handler500 = "registry.api.problems.server_error_handler"
