"""A member adds or changes their own e-mail address (for password resets): the address is
sent a link, and changes only when the link is opened by the same member, signed in.

The link carries a signed token (`django.core.signing`, salted for this use) naming the
account, the new address and the address it replaces, so it works once (after the change the
old address no longer matches) and for `HOUSERULES_EMAIL_LINK_DAYS` days."""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core import signing
from django.core.cache import cache
from django.core.mail import send_mail
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from clubsite.accounts.forms import EmailForm

__all__ = ["change_email", "confirm_email", "email_link"]

SALT = "houserules.accounts.email"


def email_link(request: HttpRequest, user: Any, address: str) -> str:
    """The absolute confirmation link for `user` to take `address`."""
    token = signing.dumps({"user": user.pk, "email": address, "was": user.email}, salt=SALT)
    return request.build_absolute_uri(reverse("confirm_email", args=[token]))


def _may_send_a_link(user: Any) -> bool:
    """Whether `user` may have one more confirmation link sent this hour: each goes to an
    address they type, so the site must not become a way to mail anyone at will."""
    key = f"houserules:email-links:{user.pk}:{int(time.time() // 3600)}"
    cache.add(key, 0, timeout=3600)
    try:
        return cache.incr(key) <= settings.HOUSERULES_EMAIL_LINKS_PER_HOUR
    except ValueError:  # the count expired between add and incr
        return True


@never_cache
@login_required
@require_POST
def change_email(request: HttpRequest) -> HttpResponse:
    """Send a confirmation link to the address the member typed; nothing changes yet."""
    from clubsite.accounts.views import _account_page

    form = EmailForm(request.POST)
    if not form.is_valid():
        return _account_page(request, email_form=form, status=400)
    address = form.cleaned_data["email"]
    if not _may_send_a_link(request.user):
        limit = settings.HOUSERULES_EMAIL_LINKS_PER_HOUR
        form.add_error("email", f"We sent you {limit} links this hour: try again in an hour.")
        return _account_page(request, email_form=form, status=429)
    link = email_link(request, request.user, address)
    days = settings.HOUSERULES_EMAIL_LINK_DAYS
    send_mail(
        "Confirm your houserules e-mail address",
        f"Open this link to use {address} for your houserules account "
        f'"{request.user.get_username()}":\n\n{link}\n\n'
        f"It works once, within {days} days, signed in as that account. If you did not ask "
        f"for this, ignore this message: nothing changes.",
        None,
        [address],
    )
    messages.info(request, f"We sent a link to {address}: open it to use that address.")
    return HttpResponseRedirect(reverse("account"))


@never_cache
@login_required
def confirm_email(request: HttpRequest, token: str) -> HttpResponse:
    """The link from the mail: the member's address becomes the new one, once."""
    max_age = settings.HOUSERULES_EMAIL_LINK_DAYS * 24 * 3600
    try:
        data = signing.loads(token, salt=SALT, max_age=max_age)
    except signing.SignatureExpired:
        return _refused(request, "This link has expired. Ask for a new one on your account page.")
    except signing.BadSignature:
        return _refused(request, "This link is not valid: check that it was copied whole.")
    user = request.user
    if not isinstance(data, dict) or data.get("user") != user.pk:
        return _refused(request, "This link is for another account: sign in as that account.")
    if data.get("was") != user.email:
        return _refused(request, "This link has been used already, or your address has changed.")
    user.email = str(data["email"])
    user.save(update_fields=["email"])
    messages.success(request, f"Your e-mail address is now {user.email}.")
    return HttpResponseRedirect(reverse("account"))


def _refused(request: HttpRequest, problem: str) -> HttpResponse:
    return render(request, "accounts/email_refused.html", {"problem": problem}, status=404)
