"""What every registry admin shares: rows scoped to the clubs a user may read."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Model, QuerySet
from django.http import HttpRequest

from registry import permissions
from registry.models import Club

__all__ = ["ClubFilter", "ClubScopedAdmin"]


class ClubFilter(admin.SimpleListFilter):
    """Filter by club, offering only the clubs the user may read (a related-field filter
    would list every club, private ones included)."""

    title = "club"
    parameter_name = "club"

    def __init__(self, request: HttpRequest, params: Any, model: Any, model_admin: Any) -> None:
        self.club_lookup: str = getattr(model_admin, "club_lookup", "club")
        super().__init__(request, params, model, model_admin)

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        clubs = permissions.readable_clubs(request.user).order_by("slug")
        return [(club.slug, club.name) for club in clubs]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        if self.value():
            return queryset.filter(**{f"{self.club_lookup}__slug": self.value()})
        return queryset


class ClubScopedAdmin(admin.ModelAdmin):
    """Rows of the clubs the user may read; read-only unless a subclass says otherwise."""

    club_lookup = "club"
    """The lookup from this model to its club."""

    def club_of(self, obj: Model) -> Club:
        for part in self.club_lookup.split("__"):
            obj = getattr(obj, part)
        assert isinstance(obj, Club)
        return obj

    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        rows = super().get_queryset(request)
        if permissions.is_registry_staff(request.user):
            return rows
        clubs = permissions.readable_clubs(request.user)
        return rows.filter(**{f"{self.club_lookup}__in": clubs})

    def has_module_permission(self, request: HttpRequest) -> bool:
        return bool(request.user.is_active)

    def has_view_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        if obj is None:
            return bool(request.user.is_active)
        return permissions.can_read(request.user, self.club_of(obj))

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False
