"""The ruleset pages: edit the YAML and save it as a new version; the history of versions,
compare any two, read any version's rulebook, restore, deprecate and withdraw.

Every page works without JavaScript. Every write goes through `registry.services`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import Count, QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse

import rulesets
from registry import permissions
from registry.admin.base import ClubFilter, ClubScopedAdmin
from registry.errors import RegistryError, StaleBase
from registry.forms import (
    CompareForm,
    LifecycleForm,
    PublishForm,
    RestoreForm,
    SeasonLockForm,
    TagForm,
    source_bytes,
)
from registry.models import Ruleset, Version
from registry.presentation import (
    SourceLine,
    numbered,
    rulebook,
    semantic_diff,
    summary,
    text_diff,
    with_tags,
)
from registry.services import (
    add_ruleset,
    change_lifecycle,
    current_lock,
    latest_version,
    lock_ruleset,
    move_tag,
    publish,
    restore,
    unlock_ruleset,
)
from rulesets.merge import changed_options, merge_changes, option_values
from rulesets.yamlwrite import WriteError, apply_changes

__all__ = ["RulesetAdmin"]

EXTRA_EDITOR_LINES = 15
"""Empty numbered lines below the YAML, room to add options without losing the gutter."""
QUOTED_CHARACTERS = 120
"""The most of a line quoted under a problem. Each problem quotes its line: a 64 KB line
with thousands of problems on it would otherwise make a page of hundreds of megabytes."""


@dataclass(frozen=True)
class Problem:
    """A diagnostic shown under the editor: the line quoted, a caret under its column."""

    diagnostic: rulesets.Diagnostic
    line: SourceLine
    number_column: str
    blank_column: str
    pointer: str

    @classmethod
    def at(cls, line: SourceLine, diagnostic: rulesets.Diagnostic) -> Problem:
        column = max(diagnostic.column, 1) - 1
        start = max(0, min(column - QUOTED_CHARACTERS // 2, len(line.text) - QUOTED_CHARACTERS))
        text = line.text[start : start + QUOTED_CHARACTERS]
        before = "…" if start else ""
        after = "…" if start + QUOTED_CHARACTERS < len(line.text) else ""
        return cls(
            diagnostic,
            SourceLine(line.number, before + text + after, line.diagnostics),
            f"{line.number:>4} | ",
            "     | ",
            " " * (column - start + len(before)) + "^",
        )


def _line_problems(lines: list[SourceLine], number: int) -> str:
    if number > len(lines):
        return ""
    return "; ".join(d.message for d in lines[number - 1].diagnostics)


def _warnings_of(text: str) -> list[rulesets.Diagnostic]:
    """The warnings of a valid text (options that do nothing, older names): shown beside the
    editor and after a save, never refusing it."""
    return rulesets.parse(source_bytes(text)).warnings


def _line_warnings(warnings: list[rulesets.Diagnostic], number: int) -> str:
    return "; ".join(f"{w.path} {w.message}" for w in warnings if w.line == number)


def _refused_text(form: PublishForm) -> list[rulesets.Diagnostic] | None:
    """Where the text is wrong when Django's field refused it before the YAML was read (a NUL
    character, or no text at all): the rules language's reader says at which line."""
    if "source" not in form.errors:
        return None
    source = source_bytes(str(form.data.get("source", "")))
    return _replaced_bytes(source) or rulesets.parse(source).diagnostics or None


def _replaced_bytes(source: bytes) -> list[rulesets.Diagnostic]:
    """Django decodes a form as UTF-8 with U+FFFD in place of bytes that are not: saving that
    would store a text the club never wrote, so it is refused where the first one was."""
    text = source.decode("utf-8")
    index = text.find("\ufffd")
    if index < 0:
        return []
    before = text[:index]
    line, column = before.count("\n") + 1, index - (before.rfind("\n") + 1) + 1
    message = (
        "the text has U+FFFD (\ufffd) where the file had bytes that are not UTF-8;"
        " save the file as UTF-8 and paste it again"
    )
    return [rulesets.Diagnostic("encoding", "", line, column, message)]


def merged_onto_head(stale: StaleBase, source: bytes) -> dict[str, Any]:
    """The edit's option changes (against the version it began from) merged onto the head,
    option by option: `text` when they merge cleanly into a valid ruleset, else the
    `conflicts` (options both changed) and nothing to replace the edit with."""
    head, base = stale.ruleset.head, stale.base
    mine = rulesets.parse(source)
    if head is None or base is None or mine.rules is None:
        return {}
    base_rules, head_rules = base.load_rules(), head.load_rules()
    if type(mine.rules) is not type(base_rules) or type(head_rules) is not type(base_rules):
        return {}
    changes = changed_options(option_values(base_rules), option_values(mine.rules))
    merge = merge_changes(option_values(base_rules), option_values(head_rules), changes)
    if merge.conflicts:
        return {"conflicts": merge.conflicts}
    try:
        text = apply_changes(head.text, merge.changes, type(head_rules))
    except WriteError:
        return {}
    if not rulesets.parse(text).ok:
        return {}
    return {"text": text, "paths": list(merge.changes)}


def starter_yaml(ruleset: Ruleset) -> str:
    """The first lines of a new ruleset's YAML (a JSON string is a valid YAML scalar)."""
    return f"format: {rulesets.CURRENT_FORMAT}\ngame: spades\nname: {json.dumps(ruleset.title)}\n"


@admin.register(Ruleset)
class RulesetAdmin(ClubScopedAdmin):
    """Rulesets of the clubs the user may read; owners and editors publish."""

    list_display = ["title", "club", "slug", "head_version", "head_lifecycle", "head_time"]
    list_filter = [ClubFilter]
    search_fields = ["title", "slug"]
    fields = ["club", "slug", "title", "description"]

    # -- the list and the details form -------------------------------------------------

    def get_queryset(self, request: HttpRequest) -> QuerySet[Ruleset]:
        return super().get_queryset(request).select_related("club", "head__author")

    @admin.display(description="head")
    def head_version(self, ruleset: Ruleset) -> str:
        return f"version {ruleset.head.number}" if ruleset.head else "no versions yet"

    @admin.display(description="lifecycle of head")
    def head_lifecycle(self, ruleset: Ruleset) -> str:
        return ruleset.head.current_lifecycle() if ruleset.head else "-"

    @admin.display(description="published")
    def head_time(self, ruleset: Ruleset) -> Any:
        return ruleset.head.created_at if ruleset.head else "-"

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> list[str]:
        return ["club", "slug"] if obj is not None else []

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "club":
            kwargs["queryset"] = permissions.editable_clubs(request.user)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return permissions.editable_clubs(request.user).exists()

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        if obj is None:
            return permissions.editable_clubs(request.user).exists()
        return permissions.can_edit(request.user, obj.club)

    def save_model(self, request: HttpRequest, obj: Ruleset, form: Any, change: bool) -> None:
        if change:
            # Only the descriptive fields: head and revision move only by publishing.
            obj.save(update_fields=["title", "description"])
        else:
            add_ruleset(obj, actor=request.user)

    def response_add(self, request: HttpRequest, obj: Ruleset, *args: Any) -> HttpResponse:
        self.message_user(request, f"Created {obj}. Write its rules and save version 1.")
        return HttpResponseRedirect(self._url("change", obj.pk))

    # -- URLs ------------------------------------------------------------------------------

    def get_urls(self) -> list[Any]:
        wrap = self.admin_site.admin_view
        name = f"{self.opts.app_label}_{self.opts.model_name}"
        return [
            path("<int:object_id>/details/", wrap(self.details_view), name=f"{name}_details"),
            path("<int:object_id>/compare/", wrap(self.compare_view), name=f"{name}_compare"),
            path(
                "<int:object_id>/v/<int:number>/",
                wrap(self.version_view),
                name=f"{name}_version",
            ),
            path(
                "<int:object_id>/v/<int:number>/restore/",
                wrap(self.restore_view),
                name=f"{name}_restore",
            ),
            path("<int:object_id>/lock/", wrap(self.lock_view), name=f"{name}_lock"),
            path(
                "<int:object_id>/v/<int:number>/tag/",
                wrap(self.tag_view),
                name=f"{name}_tag",
            ),
            path(
                "<int:object_id>/v/<int:number>/lifecycle/",
                wrap(self.lifecycle_view),
                name=f"{name}_lifecycle",
            ),
            *super().get_urls(),
        ]

    def _url(self, view: str, *args: Any) -> str:
        name = f"{self.admin_site.name}:{self.opts.app_label}_{self.opts.model_name}_{view}"
        return reverse(name, args=args)

    def _ruleset(self, request: HttpRequest, object_id: Any, *, edit: bool = False) -> Ruleset:
        # Outside the readable clubs a ruleset does not exist: 404, not 403.
        ruleset = self.get_object(request, str(object_id))
        if ruleset is None:
            raise Http404("No such ruleset.")
        if edit and not permissions.can_edit(request.user, ruleset.club):
            raise PermissionDenied
        return ruleset

    def _version(self, ruleset: Ruleset, number: int) -> Version:
        related = ("author", "parent", "restored_from", "document", "ruleset__club")
        return get_object_or_404(ruleset.versions.select_related(*related), number=number)

    def _render(
        self, request: HttpRequest, template: str, ruleset: Ruleset, title: str, **context: Any
    ) -> TemplateResponse:
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "original": ruleset,
            "ruleset": ruleset,
            "title": title,
            "can_edit": permissions.can_edit(request.user, ruleset.club),
            "lock": current_lock(ruleset),
            "can_lock": permissions.can_manage(request.user, ruleset.club),
            "lock_form": SeasonLockForm(),
            **context,
        }
        return TemplateResponse(request, f"admin/registry/ruleset/{template}.html", context)

    # -- the ruleset page: edit the YAML, save as a new version ------------------------

    def change_view(
        self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        ruleset = self._ruleset(request, object_id)
        if request.method == "POST":
            return self._publish(request, self._ruleset(request, object_id, edit=True))
        head = ruleset.head
        form = PublishForm(
            initial={
                "source": head.text if head else starter_yaml(ruleset),
                "base_revision": ruleset.revision,
            }
        )
        return self._editor(request, ruleset, form)

    def details_view(self, request: HttpRequest, object_id: int) -> HttpResponse:
        """Django's own change form, for the title and description."""
        return super().change_view(request, str(object_id))

    def _publish(self, request: HttpRequest, ruleset: Ruleset) -> HttpResponse:
        form = PublishForm(request.POST)
        if not form.is_valid():
            return self._editor(request, ruleset, form, diagnostics=_refused_text(form))
        data = form.cleaned_data
        lost = _replaced_bytes(data["source"])
        if lost:
            return self._editor(request, ruleset, form, diagnostics=lost)
        reapply = "_reapply" in request.POST and data["reapply_onto"]
        try:
            publication = publish(
                ruleset,
                data["source"],
                author=request.user,
                message=data["message"],
                base_revision=data["reapply_onto"] if reapply else data["base_revision"],
            )
        except rulesets.RulesetError as invalid:
            return self._editor(request, ruleset, form, diagnostics=invalid.diagnostics)
        except StaleBase as stale:
            fresh = request.POST.copy()
            fresh["reapply_onto"] = stale.ruleset.revision
            merged = merged_onto_head(stale, data["source"])
            if merged.get("text"):
                fresh["source"] = merged["text"]
            form = PublishForm(fresh)
            return self._editor(request, stale.ruleset, form, conflict=stale, merged=merged)
        except RegistryError as refused:
            form.add_error(None, str(refused))
            return self._editor(request, ruleset, form)
        version = publication.version
        for warning in _warnings_of(version.text):
            where = f"line {warning.line}, column {warning.column}: {warning.path}"
            said = f"Warning, {where} {warning.message}. Saved as written: it does nothing."
            self.message_user(request, said, messages.WARNING)
        if publication.created:
            self.message_user(request, f"Saved as version {version.number}.", messages.SUCCESS)
        else:
            self.message_user(
                request,
                f"Nothing to save: the YAML is exactly version {version.number}.",
                messages.WARNING,
            )
        return HttpResponseRedirect(self._url("version", ruleset.pk, version.number))

    def _editor(
        self,
        request: HttpRequest,
        ruleset: Ruleset,
        form: PublishForm,
        *,
        diagnostics: list[rulesets.Diagnostic] | None = None,
        conflict: StaleBase | None = None,
        merged: dict[str, Any] | None = None,
    ) -> TemplateResponse:
        text = form.data.get("source", "") if form.is_bound else form.initial["source"]
        lines = numbered(source_bytes(text).decode("utf-8"), diagnostics or [])
        warnings = [] if diagnostics else _warnings_of(text)
        height = len(lines) + EXTRA_EDITOR_LINES
        # The minimum height is set by registry/static/registry/yaml-editor.js: the site's
        # Content-Security-Policy refuses style attributes.
        form.fields["source"].widget.attrs.update(rows=height, **{"data-min-lines": height})
        return self._render(
            request,
            "page",
            ruleset,
            f"{ruleset.title} ({ruleset})",
            form=form,
            head=ruleset.head,
            lines=lines,
            gutter=[
                (n, _line_problems(lines, n), _line_warnings(warnings, n))
                for n in range(1, height + 1)
            ],
            diagnostics=diagnostics or [],
            warnings=warnings,
            problems=[Problem.at(line, d) for line in lines for d in line.diagnostics],
            conflict=conflict and self._conflict(conflict, form),
            merged=merged or {},
        )

    def _conflict(self, stale: StaleBase, form: PublishForm) -> dict[str, Any]:
        head, base = stale.ruleset.head, stale.base
        mine = source_bytes(str(form.data.get("source", ""))).decode("utf-8")
        return {
            "since": stale.since,
            "base": base,
            "head": head,
            "sentences": semantic_diff(base, head) if base and head else None,
            "text": text_diff(
                base.text if base else "",
                head.text if head else "",
                f"version {base.number}" if base else "empty",
                f"version {head.number}" if head else "empty",
            ),
            "mine": text_diff(head.text if head else "", mine, "current head", "your edit"),
        }

    # -- history, compare, one version ---------------------------------------------------

    def history_view(
        self, request: HttpRequest, object_id: str, extra_context: Any = None
    ) -> HttpResponse:
        ruleset = self._ruleset(request, object_id)
        versions = (
            ruleset.versions.with_lifecycle()
            .select_related("author", "restored_from")
            .annotate(match_count=Count("matches"))
            .order_by("-number")
        )
        return self._render(
            request,
            "history",
            ruleset,
            f"History of {ruleset}",
            versions=with_tags(ruleset, versions),
            latest=latest_version(ruleset),
        )

    def compare_view(self, request: HttpRequest, object_id: int) -> HttpResponse:
        ruleset = self._ruleset(request, object_id)
        form = CompareForm(request.GET)
        if not form.is_valid():
            self.message_user(request, "Pick two versions to compare.", messages.ERROR)
            return HttpResponseRedirect(self._url("history", ruleset.pk))
        a = self._version(ruleset, form.cleaned_data["a"])
        b = self._version(ruleset, form.cleaned_data["b"])
        return self._render(
            request,
            "compare",
            ruleset,
            f"{ruleset}: version {a.number} → version {b.number}",
            a=a,
            b=b,
            sentences=semantic_diff(a, b),
            same_rules=a.rules_digest == b.rules_digest,
            text=text_diff(a.text, b.text, f"version {a.number}", f"version {b.number}"),
        )

    def version_view(self, request: HttpRequest, object_id: int, number: int) -> HttpResponse:
        ruleset = self._ruleset(request, object_id)
        version = self._version(ruleset, number)
        parent = version.parent
        return self._render(
            request,
            "version",
            ruleset,
            f"{ruleset} version {version.number}",
            version=version,
            lifecycle=version.current_lifecycle(),
            changes=version.lifecycle_changes.select_related("actor").order_by("id"),
            is_head=ruleset.head_id == version.pk,
            is_latest=latest_version(ruleset) == version,
            parent=parent,
            sentences=semantic_diff(parent, version) if parent else None,
            same_rules=parent is not None and parent.rules_digest == version.rules_digest,
            text=text_diff(
                parent.text, version.text, f"version {parent.number}", f"version {version.number}"
            )
            if parent
            else None,
            lines=numbered(version.text),
            rulebook=rulebook(version),
            summary=summary(version),
            matches=version.matches.select_related("started_by").order_by("-started_at")[:100],
            restore_form=RestoreForm(initial={"base_revision": ruleset.revision}),
            tag_form=TagForm(),
            tags=list(ruleset.tags.select_related("version").order_by("name")),
            lifecycle_form=LifecycleForm(),
        )

    # -- restore, lifecycle ----------------------------------------------------------------

    def restore_view(self, request: HttpRequest, object_id: int, number: int) -> HttpResponse:
        ruleset = self._ruleset(request, object_id, edit=True)
        version = self._version(ruleset, number)
        form = RestoreForm(request.POST or None)
        if request.method != "POST" or not form.is_valid():
            return HttpResponseRedirect(self._url("version", ruleset.pk, number))
        try:
            publication = restore(
                version,
                author=request.user,
                base_revision=form.cleaned_data["base_revision"],
                message=form.cleaned_data["message"],
            )
        except StaleBase as stale:
            numbers = ", ".join(str(v.number) for v in stale.since)
            self.message_user(
                request,
                f"Not restored: {ruleset} changed since this page was loaded (new versions: "
                f"{numbers}). Look at them, then restore again if you still mean it.",
                messages.ERROR,
            )
            return HttpResponseRedirect(self._url("history", ruleset.pk))
        except RegistryError as refused:
            self.message_user(request, f"Not restored: {refused}", messages.ERROR)
            return HttpResponseRedirect(self._url("version", ruleset.pk, number))
        new = publication.version
        self.message_user(
            request,
            f"Restored version {number} as version {new.number}."
            if publication.created
            else f"Nothing to restore: version {new.number} already has this YAML.",
            messages.SUCCESS if publication.created else messages.WARNING,
        )
        return HttpResponseRedirect(self._url("version", ruleset.pk, new.number))

    def lifecycle_view(self, request: HttpRequest, object_id: int, number: int) -> HttpResponse:
        ruleset = self._ruleset(request, object_id, edit=True)
        version = self._version(ruleset, number)
        form = LifecycleForm(request.POST or None)
        back = HttpResponseRedirect(self._url("version", ruleset.pk, number))
        if request.method != "POST":
            return back
        if not form.is_valid():
            self.message_user(request, "Give the new state and a reason.", messages.ERROR)
            return back
        try:
            change_lifecycle(
                version,
                form.cleaned_data["state"],
                actor=request.user,
                reason=form.cleaned_data["reason"],
            )
        except RegistryError as refused:
            self.message_user(request, f"Not changed: {refused}", messages.ERROR)
        else:
            self.message_user(
                request, f"Version {number} is now {form.cleaned_data['state']}.", messages.SUCCESS
            )
        return back

    # -- season lock -----------------------------------------------------------------------

    def lock_view(self, request: HttpRequest, object_id: int) -> HttpResponse:
        """POST: lock the ruleset with a reason and an optional last day, or lift the lock
        (owners); back to the ruleset page either way."""
        ruleset = self._ruleset(request, object_id)
        if not permissions.can_manage(request.user, ruleset.club):
            raise PermissionDenied
        back = HttpResponseRedirect(self._url("change", ruleset.pk))
        form = SeasonLockForm(request.POST or None)
        if request.method != "POST" or not form.is_valid():
            return back
        data = form.cleaned_data
        try:
            if data["unlock"]:
                unlock_ruleset(ruleset, actor=request.user)
                self.message_user(request, f"{ruleset} is unlocked.", messages.SUCCESS)
            else:
                lock_ruleset(
                    ruleset, reason=data["reason"], until=data["until"], actor=request.user
                )
                self.message_user(request, f"{ruleset} is locked.", messages.SUCCESS)
        except RegistryError as refused:
            self.message_user(request, f"Not changed: {refused}", messages.ERROR)
        return back

    # -- tags ------------------------------------------------------------------------------

    def tag_view(self, request: HttpRequest, object_id: int, number: int) -> HttpResponse:
        """POST: point a tag at this version (owners and editors); back to its page."""
        ruleset = self._ruleset(request, object_id, edit=True)
        version = self._version(ruleset, number)
        back = HttpResponseRedirect(self._url("version", ruleset.pk, number))
        form = TagForm(request.POST or None)
        if request.method != "POST" or not form.is_valid():
            return back
        data = form.cleaned_data
        try:
            move_tag(
                ruleset,
                data["name"],
                version,
                actor=request.user,
                base_revision=data["revision"] or None,
                protected=data["protected"],
                allow_withdrawn=data["allow_withdrawn"],
                message=data["message"],
            )
        except RegistryError as refused:
            self.message_user(request, f"Tag not moved: {refused}", messages.ERROR)
        else:
            self.message_user(
                request, f"Tag {data['name']} points at version {number}.", messages.SUCCESS
            )
        return back
