"""The API's views, one module per kind of resource."""

from registry.api.views.audit import AuditEventViewSet
from registry.api.views.clubs import ClubViewSet, RulesetViewSet
from registry.api.views.matches import MatchViewSet
from registry.api.views.rules import DIGEST_PATTERN, RulesLanguageSchemaView, RulesViewSet
from registry.api.views.tags import TagViewSet
from registry.api.views.versions import VersionViewSet

__all__ = [
    "DIGEST_PATTERN",
    "AuditEventViewSet",
    "ClubViewSet",
    "MatchViewSet",
    "RulesLanguageSchemaView",
    "RulesViewSet",
    "RulesetViewSet",
    "TagViewSet",
    "VersionViewSet",
]
