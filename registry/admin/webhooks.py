"""Webhook endpoints and their delivery log: a club's owners (and staff) add endpoints, see
every delivery's status, attempts, response code and duration, and send one again."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import Model, QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join

from registry import permissions
from registry.admin.base import ClubFilter, ClubScopedAdmin
from registry.models import Club, Role
from registry.quotas import QueueFull
from registry.webhooks.events import redeliver
from registry.webhooks.models import EVENTS, WebhookAttempt, WebhookDelivery, WebhookEndpoint

__all__ = ["WebhookEndpointAdmin", "WebhookDeliveryAdmin", "managed_clubs"]


def managed_clubs(user: Any) -> QuerySet[Club]:
    """The clubs whose webhooks the user manages: the clubs they own (staff: all)."""
    if permissions.is_registry_staff(user):
        return Club.objects.all()
    return permissions.member_clubs(user, (Role.OWNER,))


class OwnersOnly(ClubScopedAdmin):
    """Rows of the clubs the user owns: webhooks carry secrets and a club's private events."""

    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        rows = admin.ModelAdmin.get_queryset(self, request)
        return rows.filter(**{f"{self.club_lookup}__in": managed_clubs(request.user)})

    def has_view_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        if obj is None:
            return bool(request.user.is_active)
        return permissions.can_manage(request.user, self.club_of(obj))


class EndpointForm(forms.ModelForm):
    url = forms.URLField(max_length=500, assume_scheme="https", help_text="http:// or https://.")
    events = forms.MultipleChoiceField(
        choices=sorted(EVENTS.items()),
        widget=forms.CheckboxSelectMultiple,
        initial=sorted(EVENTS),
        help_text="The events this URL receives.",
    )

    class Meta:
        model = WebhookEndpoint
        fields = ["club", "url", "events", "active"]


@admin.register(WebhookEndpoint)
class WebhookEndpointAdmin(OwnersOnly):
    """A club's webhook URLs, with the secret their deliveries are signed with."""

    form = EndpointForm
    list_display = ["url", "club", "active", "event_list"]
    list_filter = [ClubFilter]
    readonly_fields = ["signing_secret", "recent_deliveries"]

    def get_fields(self, request: HttpRequest, obj: Any = None) -> list[str]:
        fields = ["club", "url", "events", "active"]
        return fields + ["signing_secret", "recent_deliveries"] if obj is not None else fields

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> list[str]:
        return ["club", "signing_secret", "recent_deliveries"] if obj is not None else []

    @admin.display(description="events")
    def event_list(self, endpoint: WebhookEndpoint) -> str:
        return ", ".join(endpoint.events)

    @admin.display(description="secret")
    def signing_secret(self, endpoint: WebhookEndpoint) -> str:
        return format_html("<code>{}</code>", endpoint.secret)

    @admin.display(description="recent deliveries")
    def recent_deliveries(self, endpoint: WebhookEndpoint) -> str:
        rows = endpoint.deliveries.order_by("-created_at")[:20]
        return format_html_join(
            "\n",
            "<div>{} {}: {} ({} attempts, {}, {} ms)</div>",
            (
                (d.created_at.strftime("%Y-%m-%d %H:%M"), d.event, d.status, d.attempts,
                 d.response_code or d.error or "-", d.duration_ms or 0)
                for d in rows
            ),
        ) or "none yet"  # fmt: skip

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "club":
            kwargs["queryset"] = managed_clubs(request.user)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return managed_clubs(request.user).exists()

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        if obj is None:
            return managed_clubs(request.user).exists()
        return permissions.can_manage(request.user, self.club_of(obj))

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self.has_change_permission(request, obj)

    def get_deleted_objects(self, objs: Any, request: HttpRequest) -> Any:
        # An endpoint's delivery log goes with it: no one may delete deliveries on their
        # own, but that must not stop an owner from removing the endpoint.
        deleted, counts, _, protected = super().get_deleted_objects(objs, request)
        return deleted, counts, set(), protected

    def save_model(
        self, request: HttpRequest, obj: WebhookEndpoint, form: Any, change: bool
    ) -> None:
        if not change:
            obj.created_by = request.user  # type: ignore[assignment]
        super().save_model(request, obj, form, change)


class AttemptInline(admin.TabularInline):
    model = WebhookAttempt
    fields = ["number", "started_at", "duration_ms", "response_code", "error"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(OwnersOnly):
    """The delivery log: every event sent to an endpoint, how its attempts went; "redeliver"
    sends the event again as a new delivery."""

    club_lookup = "endpoint__club"
    list_display = [
        "created_at", "event", "endpoint", "status", "attempts", "response_code", "duration_ms",
    ]  # fmt: skip
    list_filter = [ClubFilter, "status", "event"]
    fields = [
        "id", "endpoint", "event", "status", "attempts", "response_code", "duration_ms",
        "error", "created_at", "next_attempt_at", "redelivery_of", "body",
    ]  # fmt: skip
    readonly_fields = fields
    inlines = [AttemptInline]
    actions = ["redeliver_selected"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[WebhookDelivery]:
        return super().get_queryset(request).select_related("endpoint__club")

    def has_redeliver_permission(self, request: HttpRequest) -> bool:
        return managed_clubs(request.user).exists()

    @admin.action(description="Redeliver the selected deliveries", permissions=["redeliver"])
    def redeliver_selected(self, request: HttpRequest, queryset: QuerySet[WebhookDelivery]) -> None:
        sent = 0
        for delivery in queryset.select_related("endpoint__club"):
            try:
                redeliver(delivery)
            except QueueFull as full:
                self.message_user(request, str(full), messages.WARNING)
                break
            sent += 1
        self.message_user(request, f"Queued {sent} redeliveries.", messages.SUCCESS)
