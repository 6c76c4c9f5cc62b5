"""Read-only records: versions, matches and the audit feed. No one may change or delete
them here (nor anywhere else: see `registry.immutable` and migration 0002)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.html import format_html

from registry import permissions
from registry.admin.base import ClubFilter, ClubScopedAdmin
from registry.models import AuditEvent, Match, Version

__all__ = ["VersionAdmin", "MatchAdmin", "AuditEventAdmin"]


def version_url(version: Version) -> str:
    """The version's page under its ruleset."""
    return reverse("admin:registry_ruleset_version", args=[version.ruleset_id, version.number])


def short(digest: str) -> str:
    """A digest shortened for a table: `sha256:0123abcd…`."""
    return digest[:15] + "…" if len(digest) > 15 else digest


@admin.register(Version)
class VersionAdmin(ClubScopedAdmin):
    """Every version the user may read; each opens on its ruleset's version page."""

    club_lookup = "ruleset__club"
    list_display = ["version_ref", "author", "created_at", "message", "rules"]
    list_filter = [ClubFilter]
    search_fields = ["ruleset__slug", "message", "document__digest", "source_digest"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Version]:
        return super().get_queryset(request).select_related("ruleset__club", "author")

    @admin.display(description="version")
    def version_ref(self, version: Version) -> str:
        return format_html('<a href="{}">{}</a>', version_url(version), version.ref)

    @admin.display(description="rules digest")
    def rules(self, version: Version) -> str:
        return short(version.rules_digest)

    def change_view(self, request: HttpRequest, object_id: str, *args: Any) -> HttpResponse:
        version = self.get_object(request, object_id)
        if version is None:
            return self._get_obj_does_not_exist_redirect(request, self.opts, object_id)
        return HttpResponseRedirect(version_url(version))


@admin.register(Match)
class MatchAdmin(ClubScopedAdmin):
    """Matches, each pinned to a version and its rules digest."""

    club_lookup = "version__ruleset__club"
    list_display = ["id", "pinned_version", "status", "started_by", "started_at", "finished_at"]
    list_filter = [ClubFilter, "status"]
    fields = [
        "id", "pinned_version", "rules_digest", "engine_version", "seats", "seed", "status",
        "started_by", "started_at", "finished_at", "result", "log",
    ]  # fmt: skip
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[Match]:
        return super().get_queryset(request).select_related("version__ruleset__club")

    @admin.display(description="version")
    def pinned_version(self, match: Match) -> str:
        return format_html('<a href="{}">{}</a>', version_url(match.version), match.version.ref)


@admin.register(AuditEvent)
class AuditEventAdmin(ClubScopedAdmin):
    """The audit feed of the clubs the user belongs to (public clubs' feeds stay private)."""

    list_display = ["club", "sequence", "created_at", "actor_name", "action", "object_ref"]
    list_filter = [ClubFilter, "action"]
    search_fields = ["actor", "action", "object_ref", "hash"]
    fields = [
        "club", "sequence", "created_at", "actor", "action", "object_type", "object_ref",
        "digests", "details", "prev_hash", "hash",
    ]  # fmt: skip
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[AuditEvent]:
        events = super().get_queryset(request).select_related("club")
        if permissions.is_registry_staff(request.user):
            return events
        return events.filter(club__in=permissions.member_clubs(request.user))

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        if obj is None:
            return bool(request.user.is_active)
        return permissions.is_registry_staff(request.user) or (
            permissions.role_of(request.user, obj.club) is not None
        )

    @admin.display(description="actor")
    def actor_name(self, event: AuditEvent) -> str:
        return event.actor or "(system)"
