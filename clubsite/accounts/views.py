"""The account pages: the member's account and API tokens, accepting an invitation, and an
owner's invitations page. Signing in, out and resetting a password are Django's own views
with the site's templates (`clubsite.accounts.urls`)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from clubsite import access
from clubsite.accounts.forms import EmailForm, InviteForm, SignUpForm, TokenForm
from registry import permissions
from registry.errors import RegistryError
from registry.models import ApiToken, Club, Invite
from registry.services.accounts import (
    InviteError,
    accept_invite,
    create_token,
    find_invite,
    invite,
    revoke_token,
    withdraw_invite,
)

__all__ = ["account", "new_token", "drop_token", "accept", "invites", "withdraw"]


def _account_page(
    request: HttpRequest,
    form: TokenForm | None = None,
    secret: str = "",
    status: int = 200,
    email_form: EmailForm | None = None,
) -> HttpResponse:
    context = {
        "tokens": ApiToken.objects.filter(user=request.user),
        "memberships": request.user.memberships.select_related("club").order_by("club__name"),
        "form": form or TokenForm(),
        "email_form": email_form or EmailForm(),
        "secret": secret,
    }
    return render(request, "accounts/account.html", context, status=status)


@never_cache
@login_required
def account(request: HttpRequest) -> HttpResponse:
    """The signed-in member: their clubs and roles, their API tokens, a form for a new one."""
    return _account_page(request)


@never_cache
@login_required
@require_POST
def new_token(request: HttpRequest) -> HttpResponse:
    """Make a token and show its secret, this once (the page is not cached or stored)."""
    form = TokenForm(request.POST)
    if not form.is_valid():
        return _account_page(request, form, status=400)
    try:
        token, secret = create_token(request.user, form.cleaned_data["name"])
    except RegistryError as refused:
        form.add_error("name", str(refused))
        return _account_page(request, form, status=400)
    response = _account_page(request, TokenForm(), secret=secret, status=201)
    response["Cache-Control"] = "no-store"
    return response


@login_required
@require_POST
def drop_token(request: HttpRequest, token: int) -> HttpResponse:
    """Revoke one of the member's tokens: programs using it are refused from now on."""
    revoke_token(request.user, token)
    return HttpResponseRedirect(reverse("account"))


def _invitation_page(request: HttpRequest, secret: str, **context: Any) -> HttpResponse:
    try:
        invitation = find_invite(secret)
    except InviteError as closed:
        return render(request, "accounts/invite.html", {"problem": str(closed)}, status=404)
    context.setdefault("form", SignUpForm())
    context |= {"invitation": invitation, "secret": secret}
    return render(request, "accounts/invite.html", context, status=context.pop("status", 200))


def _join(request: HttpRequest, secret: str, user: Any) -> HttpResponse:
    try:
        membership = accept_invite(secret, user)
    except InviteError as refused:
        return _invitation_page(request, secret, problem=str(refused), status=409)
    return HttpResponseRedirect(reverse("clubsite:club", args=[membership.club.slug]))


@never_cache
def accept(request: HttpRequest, secret: str) -> HttpResponse:
    """An invitation link. Signed in: join with one button. Signed out: make an account here,
    or sign in and come back. The link works once, until it expires."""
    if request.method != "POST":
        return _invitation_page(request, secret)
    if request.user.is_authenticated:
        return _join(request, secret, request.user)
    form = SignUpForm(request.POST)
    if not form.is_valid():
        return _invitation_page(request, secret, form=form, status=400)
    try:
        find_invite(secret)
    except InviteError:
        return _invitation_page(request, secret)
    user = form.save()
    login(request, user, backend="clubsite.accounts.backends.AccountBackend")
    return _join(request, secret, user)


def _owned_club(request: HttpRequest, slug: str) -> Club:
    club = access.club_or_404(request.user, slug)
    if not permissions.can_manage(request.user, club):
        raise PermissionDenied("Only the club's owners invite members.")
    return club


def _invites_page(
    request: HttpRequest, club: Club, form: InviteForm, link: str = "", status: int = 200
) -> HttpResponse:
    open_ones = [each for each in club.invites.select_related("created_by") if each.is_open]
    days = settings.HOUSERULES_INVITE_DAYS
    context = {"club": club, "form": form, "link": link, "invites": open_ones, "days": days}
    return render(request, "clubsite/invites.html", context, status=status)


@never_cache
@login_required
def invites(request: HttpRequest, club: str) -> HttpResponse:
    """An owner's invitations: a form for a new link with a role, and the open ones."""
    found = _owned_club(request, club)
    if request.method != "POST":
        return _invites_page(request, found, InviteForm())
    form = InviteForm(request.POST)
    if not form.is_valid():
        return _invites_page(request, found, form, status=400)
    data = form.cleaned_data
    _, secret = invite(found, data["role"], by=request.user, note=data["note"])
    link = request.build_absolute_uri(reverse("accept_invite", args=[secret]))
    response = _invites_page(request, found, InviteForm(), link=link, status=201)
    response["Cache-Control"] = "no-store"
    return response


@login_required
@require_POST
def withdraw(request: HttpRequest, club: str, invitation: int) -> HttpResponse:
    """An owner takes back an open invitation: its link stops working."""
    found = _owned_club(request, club)
    withdraw_invite(get_object_or_404(Invite, pk=invitation, club=found), by=request.user)
    return HttpResponseRedirect(reverse("clubsite:invites", args=[found.slug]))
