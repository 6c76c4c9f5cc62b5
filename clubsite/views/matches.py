"""Matches: the audit page of any match (readers), and scoring a physical table hand by hand
(owners and editors)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from clubsite import access
from clubsite.diffs import changes_by_topic
from clubsite.forms import OpenSheetForm
from clubsite.sheet_forms import SheetHandForm, sheet_form_refusal, sheet_hand_form
from clubsite.sheets import paper_start, read_sheet, seat_names
from engine.core.seats import seating
from engine.sheet import SheetProblem
from registry.errors import RegistryError
from registry.models import Lifecycle, Match, MatchStatus, Ruleset
from registry.services import latest_version, versions_since
from registry.services.matches import (
    MatchInputError,
    add_sheet_hand,
    open_score_sheet,
    pinned_rules,
    verify_match,
)
from rulesets.formats import Ruleset as Rules

__all__ = ["audit", "open_sheet", "score"]


def _match(request: HttpRequest, club: str, match: str) -> Match:
    found = access.club_or_404(request.user, club)
    related = ("version__ruleset__club", "version__author", "version__document", "started_by")
    return get_object_or_404(
        Match.objects.select_related(*related), pk=match, version__ruleset__club=found
    )


def _players(match: Match) -> list[str]:
    return seat_names(match.seats)


def _log(match: Match) -> dict[str, Any] | None:
    """The match's log as recorded so far (a score sheet grows one hand at a time)."""
    return match.log if isinstance(match.log, dict) else None


def audit(request: HttpRequest, club: str, match: str) -> HttpResponse:
    """What a match was played under, whether its log replays to the same result now, and
    its score sheet hand by hand (with the card-by-card play when the log has it)."""
    shown = _match(request, club, match)
    pinned, ruleset = shown.version, shown.version.ruleset
    lifecycle = pinned.lifecycle_changes.order_by("-id").first()
    head = ruleset.head
    log = _log(shown)
    verification = verify_match(shown) if log and log.get("hands") else None
    # Verified, the replay's log is the recorded one with every derived fact filled in (a
    # log written outside the engine may leave them out); otherwise, what was recorded.
    verified = verification is not None and verification.verified
    sheet_log = verification.log if verified and verification.log.get("hands") else log
    rules = pinned_rules(pinned)
    sheet = read_sheet(sheet_log, rules) if sheet_log and sheet_log.get("hands") else None
    context = {
        "club": ruleset.club,
        "ruleset": ruleset,
        "match": shown,
        "pinned": pinned,
        "players": _players(shown),
        "lifecycle": lifecycle if lifecycle and lifecycle.state != Lifecycle.ACTIVE else None,
        "since": versions_since(ruleset, pinned) if head and head.pk != pinned.pk else [],
        "topics": changes_by_topic(pinned, head) if head and head.pk != pinned.pk else None,
        "head": head,
        "verification": verification,
        "verified": verified,
        "sheet": sheet,
        "result_text": sheet.result_text(shown.result) if sheet else "",
        "can_score": access.can_score(request.user, ruleset.club),
    }
    return render(request, "clubsite/match.html", context)


# --- Scoring a table ---------------------------------------------------------------------------


def _sheet_versions(ruleset: Ruleset) -> list[tuple[int, str]]:
    """The versions a table may score under: every one not withdrawn."""
    versions = (
        ruleset.versions.with_lifecycle()
        .select_related("document")
        .exclude(lifecycle_state=Lifecycle.WITHDRAWN)
        .order_by("-number")
    )
    return [
        (each.number, f"version {each.number}: {each.message[:50]}"
         + ("" if each.lifecycle_state == Lifecycle.ACTIVE else " (deprecated)"))
        for each in versions
    ]  # fmt: skip


def open_sheet(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """Open a score sheet under a chosen version: the first step of scoring a table."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = access.scorer_refusal(request, found.club)
    if refusal is not None:
        return refusal
    latest = latest_version(found)
    form = OpenSheetForm(
        request.POST or None,
        versions=_sheet_versions(found),
        initial={"version": latest.number if latest else None},
    )
    if request.method == "POST" and form.is_valid():
        match = _open(request, found, form)
        if match is not None:
            return HttpResponseRedirect(reverse("clubsite:score", args=[found.club.slug, match.pk]))
    context = {"club": found.club, "ruleset": found, "form": form}
    return render(request, "clubsite/open_sheet.html", context)


def _open(request: HttpRequest, ruleset: Ruleset, form: OpenSheetForm) -> Match | None:
    version = get_object_or_404(
        ruleset.versions.select_related("document"), number=form.cleaned_data["version"]
    )
    players = form.cleaned_data["players"]
    refusal = sheet_form_refusal(pinned_rules(version))
    if refusal is not None:
        form.add_error("version", refusal)
        return None
    count = seating(pinned_rules(version)).count
    if len(players) != count:
        form.add_error("players", f"Version {version.number} seats {count} players; "
                       f"you named {len(players)}.")  # fmt: skip
        return None
    try:
        return open_score_sheet(version, seats=players, started_by=request.user, start=form.start())
    except MatchInputError as refused:
        if not form.add_start_problems(refused.problems):
            form.add_error("version", str(refused))
        return None
    except RegistryError as refused:
        form.add_error("version", str(refused))
        return None


def score(request: HttpRequest, club: str, match: str) -> HttpResponse:
    """A score sheet: the hands so far, and the form for the next one. Each hand is scored by
    the engine when it is entered; an impossible one is refused with the reason at its field."""
    shown = _match(request, club, match)
    ruleset = shown.version.ruleset
    refusal = access.sheet_keeper_refusal(request, shown)
    if refusal is not None:
        return refusal
    rules = pinned_rules(shown.version)
    log = _log(shown)
    number = len(log["hands"]) + 1 if log else 1
    form = _hand_form(request, rules, _players(shown), number)
    sheet = read_sheet(log, rules) if log and log.get("hands") else None
    open_ = shown.status == MatchStatus.OPEN
    if request.method == "POST" and open_ and form is not None and form.is_valid():
        try:
            add_sheet_hand(shown, form.hand(), actor=request.user)
        except MatchInputError as refused:
            form.refuse([p for p in refused.problems if isinstance(p, SheetProblem)])
            form.refuse_text([p for p in refused.problems if not isinstance(p, SheetProblem)])
        except RegistryError as refused:
            form.add_error(None, str(refused))
        else:
            return HttpResponseRedirect(reverse("clubsite:score", args=[club, shown.pk]) + "#sheet")
    context = {
        "club": ruleset.club,
        "ruleset": ruleset,
        "match": shown,
        "players": _players(shown),
        "form": form,
        "number": number,
        "open": open_,
        "no_form": sheet_form_refusal(rules) if form is None else "",
        "sheet": sheet,
        "start": paper_start(log),
        "result_text": sheet.result_text(shown.result) if sheet else "",
    }
    return render(request, "clubsite/score.html", context)


def _hand_form(
    request: HttpRequest, rules: Rules, players: list[str], number: int
) -> SheetHandForm | None:
    """The form of hand `number` in the game of `rules`."""
    return sheet_hand_form(rules, request.POST or None, players=players, number=number)
