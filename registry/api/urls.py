"""The API's routes, mounted at `/api/v1/` under the namespace `api`."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.urls import Resolver404, include, path, re_path, resolve
from django.utils.module_loading import import_string
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerSplitView,
)

from registry.api import views
from registry.api.fastpath import rules_detail
from registry.api.problems import api_not_found
from registry.api.routers import ApiRouter

app_name = "api"

CLUB = r"clubs/(?P<club>[-\w]+)"
RULESET = CLUB + r"/rulesets/(?P<ruleset>[-\w]+)"

router = ApiRouter()
router.register("clubs", views.ClubViewSet, basename="club")
router.register(CLUB + "/rulesets", views.RulesetViewSet, basename="ruleset")
router.register(RULESET + "/versions", views.VersionViewSet, basename="version")
router.register("matches", views.MatchViewSet, basename="match")
# Apps built on the registry add their routes by name (settings.API_EXTRA_ROUTES), so the
# registry imports none of them.
for register in getattr(settings, "API_EXTRA_ROUTES", ()):
    import_string(register)(router)

digest_router = ApiRouter(detail_slash=False)
digest_router.register("rules", views.RulesViewSet, basename="rules")
# A tag is a view of a version, like `versions/latest`: no slash.
digest_router.register(RULESET + "/versions/tags", views.TagViewSet, basename="tag")


class SwaggerUI(SpectacularSwaggerSplitView):
    """Swagger UI from the sidecar's static files, its start-up script served by this view
    (`?script`) rather than inline, for the Content-Security-Policy. GET only: OPTIONS on an
    HTML page has no template to render."""

    http_method_names = ["get", "head"]
    template_name = "api/swagger_ui.html"


REDOC_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; "
    "frame-ancestors 'none'; form-action 'self'"
)
"""The site's policy, but for the styles Redoc writes into the page as it renders (it has no
stylesheet of its own) and its search's worker. Scripts stay the site's own only."""


class Redoc(SpectacularRedocView):
    """Redoc from the sidecar's static files, GET only (as `SwaggerUI`)."""

    http_method_names = ["get", "head"]
    template_name = "api/redoc.html"

    def finalize_response(self, request: Any, response: Any, *args: Any, **kwargs: Any) -> Any:
        response = super().finalize_response(request, response, *args, **kwargs)
        response["Content-Security-Policy"] = REDOC_POLICY
        return response


@csrf_exempt  # the API views it hands over to check CSRF themselves (for sessions only)
def other_spelling(request: HttpRequest, rest: str) -> HttpResponse:
    """A path with a slash too many or too few is served by the route it was meant for; any
    other unknown path is a 404 problem."""
    wanted = request.path[:-1] if request.path.endswith("/") else request.path + "/"
    try:
        match = resolve(wanted)
    except Resolver404:
        return api_not_found(request)
    if match.url_name == "other-spelling":
        return api_not_found(request)
    return match.func(request, *match.args, **match.kwargs)


urlpatterns = [
    # The engine's read path: answered from memory when it can be, else by the DRF route
    # below (which is the one that is named, documented and reversed).
    re_path(rf"^rules/(?P<digest>{views.DIGEST_PATTERN})$", rules_detail),
    path("", include(router.urls)),
    path("", include(digest_router.urls)),
    path(
        "audit/events",
        views.AuditEventViewSet.as_view({"get": "feed"}),
        name="audit-event-list",
    ),
    path(
        "rules-language/schema.json",
        views.RulesLanguageSchemaView.as_view(),
        name="rules-language-schema",
    ),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path(
        "schema/swagger-ui/",
        SwaggerUI.as_view(url_name="api:schema"),
        name="swagger-ui",
    ),
    path("schema/redoc/", Redoc.as_view(url_name="api:schema"), name="redoc"),
    re_path(r"^(?P<rest>[\s\S]*)$", other_spelling, name="other-spelling"),
]

__all__ = ["urlpatterns", "app_name", "other_spelling"]
