"""URL shapes: collections and resources end in `/`, their sub-resources do not.

`clubs/`, `clubs/{club}/rulesets/{ruleset}/`, `.../versions/{n}/` name things;
`.../versions/{n}/source`, `.../versions/latest`, `matches/{id}/log` are views of them. The
engine's read path `rules/{digest}` has no slash either. The other spelling of any path is
served too (see `registry.api.urls.other_spelling`), so a missing or extra slash is never a
redirect that a POST cannot follow.
"""

from __future__ import annotations

from rest_framework.routers import DynamicRoute, Route, SimpleRouter

__all__ = ["ApiRouter"]


class ApiRouter(SimpleRouter):
    """SimpleRouter whose actions never end in a slash; `detail_slash=False` drops the slash
    of the resource itself too (`rules/{digest}`)."""

    def __init__(self, *, detail_slash: bool = True) -> None:
        slash = "/" if detail_slash else ""
        self.routes = [
            Route(
                url=r"^{prefix}/$",
                mapping={"get": "list", "post": "create"},
                name="{basename}-list",
                detail=False,
                initkwargs={"suffix": "List"},
            ),
            DynamicRoute(
                url=r"^{prefix}/{url_path}$",
                name="{basename}-{url_name}",
                detail=False,
                initkwargs={},
            ),
            Route(
                url=r"^{prefix}/{lookup}" + slash + "$",
                mapping={
                    "get": "retrieve",
                    "put": "update",
                    "patch": "partial_update",
                    "delete": "destroy",
                },
                name="{basename}-detail",
                detail=True,
                initkwargs={"suffix": "Instance"},
            ),
            DynamicRoute(
                url=r"^{prefix}/{lookup}/{url_path}$",
                name="{basename}-{url_name}",
                detail=True,
                initkwargs={},
            ),
        ]
        super().__init__(trailing_slash=False)
