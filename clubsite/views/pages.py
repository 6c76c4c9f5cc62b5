"""The reading pages: the clubs, a club, a ruleset's rulebook, its history, and the diff of
any two versions. Anyone who may read the club sees them (see `clubsite.access`)."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.paginator import Paginator
from django.db.models import Count, Prefetch, QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from clubsite import access
from clubsite.diffs import changes_by_topic, side_by_side
from clubsite.rulebooks import version_rulebook, version_warnings
from clubsite.sheets import seat_names
from registry import permissions
from registry.editor_schema import download_source, rules_language_schema
from registry.models import Match, Ruleset, Version
from registry.presentation import summary, with_tags
from registry.services import current_lock, latest_version

__all__ = [
    "home", "club", "ruleset", "version", "source", "history", "compare", "compare_pick",
    "rules_schema",
]  # fmt: skip

RECENT_MATCHES = 10


def _context(request: HttpRequest, **context: Any) -> dict[str, Any]:
    club = context.get("club")
    if club is not None:
        user = request.user
        context.setdefault("can_score", access.can_score(user, club))
        context.setdefault("can_edit", permissions.can_edit(user, club))
        context.setdefault("can_see_simulations", access.can_see_simulations(user, club))
    return context


def home(request: HttpRequest) -> HttpResponse:
    """The public clubs, and the clubs the user belongs to."""
    user = request.user
    mine = permissions.member_clubs(user).order_by("name") if user.is_authenticated else []
    public = access.visible_clubs(user).filter(is_public=True).order_by("name")
    return render(request, "clubsite/home.html", {"mine": mine, "public": public})


def _rulesets(club: Any) -> QuerySet[Ruleset]:
    return club.rulesets.select_related("head__author", "head__document").order_by("title")


def club(request: HttpRequest, club: str) -> HttpResponse:
    """A club: its rulesets, each with its summary, head version and last change."""
    found = access.club_or_404(request.user, club)
    rows = [
        {"ruleset": each, "summary": summary(each.head) if each.head else None}
        for each in _rulesets(found)
    ]
    role = permissions.role_of(request.user, found)
    return render(
        request, "clubsite/club.html", _context(request, club=found, rows=rows, role=role)
    )


def _recent_matches(ruleset: Ruleset) -> list[dict[str, Any]]:
    matches = Match.objects.filter(version__ruleset=ruleset).select_related("version")
    return [
        {"match": match, "players": seat_names(match.seats)}
        for match in matches.order_by("-started_at")[:RECENT_MATCHES]
    ]


def _version_page(request: HttpRequest, ruleset: Ruleset, shown: Version) -> HttpResponse:
    latest = latest_version(ruleset)
    # Options that do nothing are the editors' to clean up: the rulebook members read
    # carries no warning about how the file was written.
    editor = permissions.can_edit(request.user, ruleset.club)
    context = _context(
        request,
        club=ruleset.club,
        ruleset=ruleset,
        version=shown,
        lifecycle=shown.current_lifecycle(),
        is_head=shown.pk == ruleset.head_id,
        latest=latest,
        rulebook=version_rulebook(shown),
        warnings=version_warnings(shown) if editor else [],
        can_edit=editor,
        summary=summary(shown),
        matches=_recent_matches(ruleset),
        lock=current_lock(ruleset),
        tags=list(shown.tags.order_by("name")),
    )
    return render(request, "clubsite/ruleset.html", context)


def ruleset(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """A ruleset: the rulebook of its head version, and its recent matches."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    if found.head is None:
        context = _context(request, club=found.club, ruleset=found, version=None)
        return render(request, "clubsite/ruleset.html", context)
    return _version_page(request, found, _version(found, found.head.number))


def _version(ruleset: Ruleset, number: int) -> Version:
    related = ("author", "document", "parent", "restored_from")
    return get_object_or_404(ruleset.versions.select_related(*related), number=number)


def version(request: HttpRequest, club: str, ruleset: str, number: int) -> HttpResponse:
    """Any version's rulebook, as the ruleset page shows the head's."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    return _version_page(request, found, _version(found, number))


def source(request: HttpRequest, club: str, ruleset: str, number: int) -> HttpResponse:
    """The version's YAML as a download: as published, its modeline pointing at the site's
    schema (registry.editor_schema)."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    shown = _version(found, number)
    # The stored bytes, with the modeline pointing the member's editor at this site's schema.
    body = download_source(shown.source_bytes)
    response = HttpResponse(body, content_type="application/yaml; charset=utf-8")
    filename = f"{found.club.slug}-{found.slug}-v{shown.number}.yaml"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


HISTORY_PAGE = 50
"""Versions per page of a ruleset's history: the page costs the same however long the
history (a page of 50 weighs about 25 KB, in 13 queries)."""


def history(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """The versions, newest first, a page at a time: who, when, why, and its lifecycle; one
    form compares any two."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    newest = found.versions.order_by("-number").values_list("number", flat=True).first() or 0
    pages = Paginator(range(newest, 0, -1), HISTORY_PAGE)
    shown = pages.get_page(request.GET.get("page"))
    numbers = list(shown.object_list)
    versions = (
        found.versions.with_lifecycle()
        .filter(number__in=numbers)
        .select_related("author", "restored_from")
        .prefetch_related(Prefetch("lifecycle_changes", to_attr="changes"))
        .annotate(match_count=Count("matches"))
        .order_by("-number")
    )
    context = _context(
        request,
        club=found.club,
        ruleset=found,
        versions=with_tags(found, versions),
        page=shown,
        newest=newest,
        pick_a=max(1, newest - 1),
        lock=current_lock(found),
    )
    return render(request, "clubsite/history.html", context)


def compare_pick(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """The "compare with…" form's target: on to the diff of the two versions picked."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    try:
        a, b = int(request.GET["a"]), int(request.GET["b"])
    except (KeyError, ValueError):
        a = b = 0
    newest = found.versions.order_by("-number").values_list("number", flat=True).first() or 0
    # The compare URL only has room for version numbers from 1 up; past the newest there is
    # nothing to compare either.
    history = reverse("clubsite:history", args=[found.club.slug, found.slug])
    if min(a, b) < 1 or max(a, b) > newest:
        return HttpResponseRedirect(history)
    if a == b:
        # The diff page has nothing to show for one version, and a bare 404 leaves the reader
        # wondering whether the version exists.
        messages.info(request, f"Version {a} compared with itself: pick two different versions.")
        return HttpResponseRedirect(history)
    low, high = sorted((a, b))
    return HttpResponseRedirect(
        reverse("clubsite:compare", args=[found.club.slug, found.slug, low, high])
    )


def compare(request: HttpRequest, club: str, ruleset: str, a: int, b: int) -> HttpResponse:
    """The diff of two versions: the rule changes in sentences by topic, then the YAML."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    if a == b:
        raise Http404("Pick two different versions.")
    old, new = _version(found, a), _version(found, b)
    context = _context(
        request,
        club=found.club,
        ruleset=found,
        old=old,
        new=new,
        topics=changes_by_topic(old, new),
        same_rules=old.rules_digest == new.rules_digest,
        rows=side_by_side(old.text, new.text),
        numbers=list(found.versions.order_by("-number").values_list("number", flat=True)),
    )
    return render(request, "clubsite/compare.html", context)


def rules_schema(request: HttpRequest) -> HttpResponse:
    """The JSON Schema of the rules language at its older address: the same document as
    /schema/houserules-1.json, which pages and downloads now link to."""
    return rules_language_schema(request)
