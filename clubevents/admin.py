"""The admin of club events: events, their rounds and results are read-only here (they are
run from the event's page and recorded append-only); seasons are made and changed here by
the club's owners and editors."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.db.models import Model, QuerySet
from django.http import HttpRequest

from clubevents.models import Event, EventResult, EventRound, Season
from registry import permissions
from registry.admin.base import ClubFilter, ClubScopedAdmin

__all__ = ["EventAdmin", "EventResultAdmin", "EventRoundAdmin", "SeasonAdmin"]


@admin.register(Event)
class EventAdmin(ClubScopedAdmin):
    """Every event of the clubs the user may read."""

    list_display = ["name", "club", "date", "format", "status", "version"]
    list_filter = [ClubFilter, "format", "status"]
    search_fields = ["slug", "name"]
    fields = [
        "club", "slug", "name", "date", "ruleset", "pin", "version", "format", "movement",
        "rounds", "hands_per_round", "seed", "best_of", "seeds", "credit", "status", "created_by",
        "created_at",
    ]  # fmt: skip
    readonly_fields = fields


@admin.register(EventRound)
class EventRoundAdmin(ClubScopedAdmin):
    """Each round's seating, as written when it was seated (append-only)."""

    club_lookup = "event__club"
    list_display = ["event", "number", "created_at"]
    list_filter = [ClubFilter]
    fields = ["event", "number", "seating", "created_at"]
    readonly_fields = fields


@admin.register(EventResult)
class EventResultAdmin(ClubScopedAdmin):
    """Every result row, corrections included (append-only: a correction is a new row)."""

    club_lookup = "event__club"
    list_display = ["event", "public_id", "round", "table", "board", "scores", "source",
                    "corrects", "created_at"]  # fmt: skip
    list_filter = [ClubFilter, "source"]
    fields = [
        "event", "public_id", "round", "table", "board", "seats", "scores", "source", "match",
        "corrects", "reason", "entered_by", "created_at",
    ]  # fmt: skip
    readonly_fields = fields


class SeasonForm(forms.ModelForm):
    """A season's events must be of its club."""

    class Meta:
        model = Season
        fields = ["club", "slug", "name", "events", "tag"]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        club = data.get("club")
        others = [e for e in data.get("events") or () if club is not None and e.club_id != club.pk]
        if others:
            raise forms.ValidationError(
                f"{others[0]} is an event of another club: a season holds its club's events"
            )
        return data


@admin.register(Season)
class SeasonAdmin(ClubScopedAdmin):
    """Seasons: owners and editors of a club make and change them; a season's league table
    and ratings are on its page, computed from its events' results."""

    form = SeasonForm
    list_display = ["name", "club", "slug", "tag"]
    list_filter = [ClubFilter]
    filter_horizontal = ["events"]

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "club":
            kwargs["queryset"] = permissions.editable_clubs(request.user)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def formfield_for_manytomany(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "events":
            clubs = permissions.editable_clubs(request.user)
            kwargs["queryset"] = Event.objects.filter(club__in=clubs).select_related("club")
        return super().formfield_for_manytomany(db_field, request, **kwargs)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        return super().get_queryset(request).select_related("club")

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return (
            permissions.is_registry_staff(request.user)
            or permissions.editable_clubs(request.user).exists()
        )

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        if obj is None:
            return self.has_add_permission(request)
        return permissions.is_registry_staff(request.user) or permissions.can_edit(
            request.user, self.club_of(obj)
        )

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self.has_change_permission(request, obj)
