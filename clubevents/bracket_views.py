"""The bracket on the event's page: its rounds and matches, the seeding form and a game's
result (clubevents/brackets.py runs it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest

from clubevents.brackets import bracket_unfinished, bracket_view, record_bracket_game, start_bracket
from clubevents.models import Event, EventFormat, EventStatus
from events import EventError

__all__ = ["BRACKET_ACTIONS", "bracket_context"]


def bracket_context(event: Event) -> dict[str, Any]:
    """What the page shows of a bracket: nothing for the other formats."""
    if event.format != EventFormat.BRACKET:
        return {"is_bracket": False}
    running = event.status == EventStatus.RUNNING
    finished_events = event.club.events.filter(
        status__in=(EventStatus.FINISHED, EventStatus.PUBLISHED)
    ).exclude(pk=event.pk)
    return {
        "is_bracket": True,
        "bracket": bracket_view(event),
        "bracket_done": running and bracket_unfinished(event) is None,
        "seed_sources": finished_events.order_by("-date", "slug"),
    }


def _whole(request: HttpRequest, name: str) -> int:
    text = request.POST.get(name, "").strip()
    if not text.isdigit():
        raise EventError(f"choose the bracket's {name} by its number, not {text!r}")
    return int(text)


def _seed(request: HttpRequest, event: Event) -> str:
    source_slug = request.POST.get("from_event", "").strip()
    source = None
    if source_slug:
        source = event.club.events.filter(slug=source_slug).first()
        if source is None:
            raise EventError(f"the club has no event {source_slug} to seed from")
    seeds = [line for line in request.POST.get("seeds", "").splitlines() if line.strip()]
    started = start_bracket(event, actor=request.user, seeds=seeds, from_event=source)
    rules = f"{started.ruleset.title}, version {started.version.number}"
    return (
        f"The event plays {rules} from now on; the bracket is seeded: "
        + ", ".join(started.seeds)
        + "."
    )


def _bracket_game(request: HttpRequest, event: Event) -> str:
    number, match = _whole(request, "round"), _whole(request, "match")
    raw = [s.strip() for s in request.POST.getlist("score")]
    if len(raw) != 2 or any(not s.lstrip("-").isdigit() for s in raw):
        raise EventError("enter each side's score as a whole number")
    record_bracket_game(event, round=number, match=match, scores=[int(s) for s in raw],
                        actor=request.user)  # fmt: skip
    return f"Bracket round {number}, match {match}: game recorded."


BRACKET_ACTIONS: dict[str, Callable[[HttpRequest, Event], str]] = {
    "seed": _seed,
    "bracket_game": _bracket_game,
}
