""" "What would this change do?": ask (owners and editors), watch the run's progress, read
the figures side by side (members)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils import timezone

import rulesets
from clubsite import access
from clubsite.diffs import changes_by_topic
from clubsite.forms import SimulationForm
from clubsite.models import RulesDraft, RunStatus, Simulation
from clubsite.simulations import BOTS, Draft, Figures, ask, parse_draft
from registry.models import Ruleset, Version
from registry.quotas import QueueFull

__all__ = ["ask_view", "index", "result", "REFRESH_SECONDS"]

REFRESH_SECONDS = 2
"""How often the page of a running simulation reloads itself (a meta refresh, no script)."""


def _choices(ruleset: Ruleset) -> list[tuple[int, str]]:
    versions = ruleset.versions.with_lifecycle().order_by("-number")
    return [
        (
            each.number,
            f"version {each.number}: {each.message[:50]}"
            + ("" if each.lifecycle_state == "active" else f" ({each.lifecycle_state})"),
        )
        for each in versions
    ]


def _drafts(request: HttpRequest, ruleset: Ruleset) -> list[RulesDraft]:
    """The member's own saved drafts of the ruleset (drafts are private to their author)."""
    found = RulesDraft.objects.filter(ruleset=ruleset, author=request.user)
    return list(found.select_related("base").order_by("-updated_at"))


def _draft_name(draft: RulesDraft) -> str:
    return (
        f"my draft on version {draft.base.number}, saved "
        f"{timezone.localtime(draft.updated_at):%d %b %Y, %H:%M}"
    )


def _initial(request: HttpRequest, ruleset: Ruleset) -> dict[str, Any]:
    if request.GET.get("draft") == "mine":
        # "Try the draft": the guided editor's draft of this user, against its base.
        draft = RulesDraft.objects.filter(ruleset=ruleset, author=request.user).first()
        if draft is not None:
            return {"base": draft.base.number, "against": "saved", "saved": draft.pk}
    head = ruleset.head
    if head is None:
        return {}
    if head.parent_id is None:
        return {"base": head.number, "against": "draft", "draft": head.text}
    return {"base": head.number - 1, "other": head.number, "draft": head.text}


def ask_view(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """The question's form; a valid one is queued and leads to its result page."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = access.scorer_refusal(request, found.club)
    if refusal is not None:
        return refusal
    versions = _choices(found)
    drafts = [(each.pk, _draft_name(each)) for each in _drafts(request, found)]
    form = SimulationForm(
        request.POST or None, versions=versions, drafts=drafts, initial=_initial(request, found)
    )
    status, wait = 200, 0
    if request.method == "POST" and form.is_valid():
        try:
            simulation = _ask(request, found, form)
        except QueueFull as full:
            form.add_error(None, str(full))
            simulation, status, wait = None, 429, full.retry_after
        if simulation is not None:
            return HttpResponseRedirect(_url(simulation))
    context = {"club": found.club, "ruleset": found, "form": form, "has_versions": bool(versions)}
    response = render(request, "clubsite/simulate.html", context, status=status)
    if wait:
        response["Retry-After"] = str(wait)
    return response


def _ask(request: HttpRequest, ruleset: Ruleset, form: SimulationForm) -> Simulation | None:
    data = form.cleaned_data
    base = get_object_or_404(ruleset.versions.select_related("document"), number=data["base"])
    other: Version | Draft
    if data["against"] in ("draft", "saved"):
        field, text = "draft", data["draft"]
        if data["against"] == "saved":
            saved = get_object_or_404(
                RulesDraft, pk=data["saved"], ruleset=ruleset, author=request.user
            )
            field, text = "saved", saved.source
        try:
            other = parse_draft(text)
        except rulesets.RulesetError as invalid:
            if field == "saved":
                form.add_error(field, "This draft has problems to fix in the editor first:")
            for problem in invalid.diagnostics:
                form.add_error(field, f"Line {problem.line}, column {problem.column}: "
                               f"{problem.message}")  # fmt: skip
            return None
    else:
        other = get_object_or_404(ruleset.versions.select_related("document"), number=data["other"])
    return ask(
        ruleset,
        base,
        other,
        matches=data["matches"],
        seed=data["seed"],
        user=request.user,
        bots=(data["bots"] or BOTS[0],),
    )


def _url(simulation: Simulation) -> str:
    ruleset = simulation.ruleset
    return reverse("clubsite:simulation", args=[ruleset.club.slug, ruleset.slug, simulation.pk])


def index(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """The ruleset's simulations, newest first."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = access.member_refusal(request, found.club)
    if refusal is not None:
        return refusal
    simulations = found.simulations.select_related("base", "other", "run", "requested_by")
    context = {
        "club": found.club,
        "ruleset": found,
        "simulations": simulations[:100],
        "can_score": access.can_score(request.user, found.club),
    }
    return render(request, "clubsite/simulations.html", context)


def result(request: HttpRequest, club: str, ruleset: str, simulation: str) -> HttpResponse:
    """A simulation: its progress while it runs, then the figures and charts side by side."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = access.member_refusal(request, found.club)
    if refusal is not None:
        return refusal
    shown = get_object_or_404(
        Simulation.objects.select_related("base__document", "other", "run", "requested_by"),
        pk=simulation,
        ruleset=found,
    )
    figures = Figures.of(shown)
    run = shown.run
    context = {
        "club": found.club,
        "ruleset": found,
        "simulation": shown,
        "run": run,
        "figures": figures,
        "rows": figures.rows() if figures else [],
        "charts": figures.charts() if figures else [],
        "topics": _changes(shown),
        "refresh": None if run.finished or run.stalled else REFRESH_SECONDS,
        "queued": run.status == RunStatus.QUEUED,
        "stalled": run.stalled,
        "reused": run.simulations.filter(created_at__lt=shown.created_at).exists(),
        "can_score": access.can_score(request.user, found.club),
    }
    return render(request, "clubsite/simulation.html", context)


def _changes(simulation: Simulation) -> Any:
    if simulation.other is not None:
        return changes_by_topic(simulation.base, simulation.other)
    try:
        return changes_by_topic(simulation.base, parse_draft(simulation.draft).rules)
    except rulesets.RulesetError:
        return None
