"""Clubs and their members. Owners manage their club; staff create clubs."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.db.models import Model, OuterRef, QuerySet, Subquery
from django.http import HttpRequest

from registry import permissions
from registry.models import Club, Membership
from registry.services import remove_membership, set_membership

__all__ = ["ClubAdmin", "MembershipInline"]


class MembershipForm(forms.ModelForm):
    """A member named by username (a user picker would list every account on the site)."""

    username = forms.CharField(max_length=150)

    class Meta:
        model = Membership
        fields = ["role"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["username"].initial = self.instance.user.get_username()
            self.fields["username"].disabled = True

    def clean_username(self) -> Any:
        model = get_user_model()
        name = self.cleaned_data["username"]
        user = model._default_manager.filter(**{model.USERNAME_FIELD: name}).first()
        if user is None:
            raise forms.ValidationError(f"There is no user {name!r}.")
        return user


class MembershipInline(admin.TabularInline):
    """The club's members; changes go through the audited membership services."""

    model = Membership
    form = MembershipForm
    fields = ["username", "role"]
    extra = 1

    def has_view_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        # Without a club (as when Django builds the inline's queryset) the club page decides.
        if not isinstance(obj, Club):
            return True
        return permissions.is_registry_staff(request.user) or (
            permissions.role_of(request.user, obj) is not None
        )

    def _manages(self, request: HttpRequest, obj: Model | None) -> bool:
        if not isinstance(obj, Club):
            return permissions.is_registry_staff(request.user)
        return permissions.can_manage(request.user, obj)

    def has_add_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self._manages(request, obj)

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self._manages(request, obj)

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self._manages(request, obj)


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    """Clubs: everyone sees the clubs they may read, owners change theirs, staff add."""

    list_display = ["slug", "name", "is_public", "your_role"]
    search_fields = ["slug", "name"]
    inlines = [MembershipInline]

    @admin.display(description="your role")
    def your_role(self, club: Club) -> str:
        return getattr(club, "role", None) or "-"

    def get_queryset(self, request: HttpRequest) -> QuerySet[Club]:
        role = Membership.objects.filter(club=OuterRef("pk"), user=request.user.pk)
        clubs = super().get_queryset(request).annotate(role=Subquery(role.values("role")[:1]))
        return clubs.filter(pk__in=permissions.readable_clubs(request.user))

    def get_readonly_fields(self, request: HttpRequest, obj: Club | None = None) -> list[str]:
        return ["slug"] if obj is not None else []

    def has_module_permission(self, request: HttpRequest) -> bool:
        return bool(request.user.is_active)

    def has_view_permission(self, request: HttpRequest, obj: Club | None = None) -> bool:
        return obj is None or permissions.can_read(request.user, obj)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return permissions.is_registry_staff(request.user)

    def has_change_permission(self, request: HttpRequest, obj: Club | None = None) -> bool:
        if obj is None:
            return permissions.is_registry_staff(request.user) or (
                permissions.member_clubs(request.user, ("owner",)).exists()
            )
        return permissions.can_manage(request.user, obj)

    def has_delete_permission(self, request: HttpRequest, obj: Club | None = None) -> bool:
        # A club with any history cannot be deleted anyway (its versions protect it).
        return permissions.is_registry_staff(request.user)

    def save_formset(self, request: HttpRequest, form: Any, formset: Any, change: bool) -> None:
        if formset.model is not Membership:
            super().save_formset(request, form, formset, change)
            return
        # Not formset.save(): every membership change goes through the audited services.
        club = form.instance
        formset.new_objects, formset.changed_objects, formset.deleted_objects = [], [], []
        for member_form in formset.deleted_forms:
            if member_form.instance.pk:
                remove_membership(club, member_form.instance.user, actor=request.user)
                formset.deleted_objects.append(member_form.instance)
        for member_form in formset.forms:
            if member_form in formset.deleted_forms or not member_form.has_changed():
                continue
            data = member_form.cleaned_data
            if not data:
                continue
            existing = member_form.instance.pk is not None
            user = member_form.instance.user if existing else data["username"]
            membership = set_membership(club, user, data["role"], actor=request.user)
            if existing:
                formset.changed_objects.append((membership, ["role"]))
            else:
                formset.new_objects.append(membership)
