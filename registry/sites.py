"""The admin site: club members sign in without being Django staff.

Django's admin admits only `is_staff` users. Here any active user may sign in, and what they
see is decided per club by `registry.permissions` (the auth models stay behind Django's own
model permissions, which club members do not have).
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.http import HttpRequest


class MemberLoginForm(AdminAuthenticationForm):
    """The admin login form without its `is_staff` requirement."""

    def confirm_login_allowed(self, user: Any) -> None:
        AuthenticationForm.confirm_login_allowed(self, user)


class RegistryAdminSite(admin.AdminSite):
    """The houserules admin, for clubs and for staff."""

    site_header = "houserules"
    site_title = "houserules registry"
    index_title = "Clubs and their house rules"
    login_form = MemberLoginForm

    def has_permission(self, request: HttpRequest) -> bool:
        return bool(request.user.is_authenticated and request.user.is_active)
