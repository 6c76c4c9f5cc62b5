"""The club's Webhooks page (owners and staff): its endpoints, each with its secret and its
delivery log (status, attempts, response code, duration), a form to add one, and a button to
send any delivery again."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from clubsite import access
from clubsite.webhook_forms import EndpointForm
from registry import permissions
from registry.models import Club
from registry.quotas import QueueFull
from registry.webhooks.events import redeliver as send_again
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint

__all__ = ["webhooks", "redeliver"]

LOG_LENGTH = 20
"""Deliveries shown per endpoint, newest first."""


def _owned(request: HttpRequest, slug: str) -> Club:
    club = access.club_or_404(request.user, slug)
    if not permissions.can_manage(request.user, club):
        raise PermissionDenied("A club's webhooks are for its owners.")
    return club


def webhooks(request: HttpRequest, club: str) -> HttpResponse:
    """The endpoints and their delivery logs; POST adds an endpoint."""
    found = _owned(request, club)
    form = EndpointForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        endpoint = WebhookEndpoint.objects.create(
            club=found,
            url=form.cleaned_data["url"],
            events=sorted(form.cleaned_data["events"]),
            created_by=request.user,
        )
        page = reverse("clubsite:webhooks", args=[found.slug])
        return HttpResponseRedirect(f"{page}#endpoint-{endpoint.pk}")
    recent = WebhookDelivery.objects.order_by("-created_at")
    endpoints = found.webhooks.order_by("id").prefetch_related(
        Prefetch("deliveries", queryset=recent, to_attr="log")
    )
    rows = [(endpoint, endpoint.log[:LOG_LENGTH]) for endpoint in endpoints]  # type: ignore[attr-defined]
    context = {"club": found, "rows": rows, "form": form, "can_edit": True}
    return render(request, "clubsite/webhooks.html", context)


def redeliver(request: HttpRequest, club: str, delivery: str) -> HttpResponse:
    """POST: send a delivery's event again, as a new delivery."""
    found = _owned(request, club)
    old = get_object_or_404(WebhookDelivery, pk=delivery, endpoint__club=found)
    page = reverse("clubsite:webhooks", args=[found.slug])
    if request.method == "POST":
        try:
            new = send_again(old)
        except QueueFull as full:
            context = {"message": str(full), "back": page}
            response = render(request, "clubsite/queue_full.html", context, status=429)
            response["Retry-After"] = str(full.retry_after)
            return response
        return HttpResponseRedirect(f"{page}#delivery-{new.pk}")
    return HttpResponseRedirect(f"{page}#delivery-{old.pk}")
