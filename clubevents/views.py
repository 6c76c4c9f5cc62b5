"""The club's event pages: the list and the creation form, and one page to run the night
(check-in, seating, results, corrections, standings, publishing) with a CSV export.

Readers of the club see events and standings; owners and editors run them. Every refusal
(`EventError`) is shown on the page in the director's words, and nothing is recorded.
"""

from __future__ import annotations

import csv
import uuid
from collections.abc import Callable
from datetime import date
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from clubevents import event_tables, services
from clubevents.bracket_views import BRACKET_ACTIONS, bracket_context
from clubevents.models import Event, EventFormat, EventResult, Movement
from clubevents.models import ParticipantKind as Kind
from clubevents.standings import event_standings
from clubsite import access
from events import EventError
from registry.models import Match
from registry.services import play_bot_match
from rulesets.summary import summarize

__all__ = ["event_csv", "event_page", "events_index"]


def _event(request: HttpRequest, club: str, slug: str) -> Event:
    found = access.club_or_404(request.user, club)
    related = ("club", "ruleset", "version__ruleset__club")
    return get_object_or_404(Event.objects.select_related(*related), club=found, slug=slug)


@require_http_methods(["GET", "POST"])
def events_index(request: HttpRequest, club: str) -> HttpResponse:
    """The club's events, newest first; owners and editors create one here."""
    found = access.club_or_404(request.user, club)
    can_run = access.can_score(request.user, found)
    if request.method == "POST":
        refusal = access.scorer_refusal(request, found)
        if refusal is not None:
            return refusal
        try:
            event = _create(request, found)
        except EventError as error:
            messages.error(request, str(error))
        else:
            return HttpResponseRedirect(reverse("clubevents:event", args=[club, event.slug]))
    context = {
        "club": found,
        "events": found.events.select_related("ruleset").order_by("-date", "slug"),
        "can_run": can_run,
        "rulesets": found.rulesets.exclude(head=None).order_by("title"),
        "formats": EventFormat.choices,
        "seasons": found.seasons.order_by("name"),
        "movements": Movement.choices,
        "form": request.POST if request.method == "POST" else {},
    }
    return render(request, "clubevents/events.html", context)


def _number(data: Any, name: str, default: int) -> int:
    text = str(data.get(name, "") or default).strip()
    if not text.lstrip("-").isdigit():
        raise EventError(f"{name.replace('_', ' ')} must be a whole number, not {text!r}")
    return int(text)


def _credit(data: Any) -> dict[str, int]:
    credit: dict[str, int] = {}
    for part in (p.strip() for p in str(data.get("credit", "") or "").split(",")):
        if not part:
            continue
        fact, _, points = (text.strip() for text in part.partition("="))
        if not fact or not points.lstrip("-").isdigit():
            raise EventError(
                f"write the extra credit as each fact with its points, like loner_made=2, "
                f"march=1; {part!r} is not"
            )
        credit[fact] = int(points)
    return credit


def _create(request: HttpRequest, club: Any) -> Event:
    data = request.POST
    ruleset = club.rulesets.filter(slug=data.get("ruleset", "")).first()
    if ruleset is None:
        raise EventError("choose the rules the event plays")
    try:
        day = date.fromisoformat(data.get("date", ""))
    except ValueError:
        raise EventError("give the event's date, like 2026-12-10") from None
    slug = data.get("slug", "").strip()
    if not slug or not slug.replace("-", "").isalnum() or slug.lower() != slug:
        raise EventError("the short name uses lower-case letters, digits and hyphens")
    return services.create_event(
        club, slug=slug, name=data.get("name", "").strip() or slug, day=day, ruleset=ruleset,
        format=data.get("format", ""), pin=data.get("pin", "").strip(),
        movement=data.get("movement", Movement.ROTATION),
        rounds=_number(data, "rounds", 3), hands_per_round=_number(data, "hands_per_round", 8),
        seed=_number(data, "seed", 1), best_of=_number(data, "best_of", 3),
        credit=_credit(data), actor=request.user,
    )  # fmt: skip


@require_http_methods(["GET", "POST"])
def event_page(request: HttpRequest, club: str, slug: str) -> HttpResponse:
    """The director's page: rules, schedule, seating, live standings; and the controls."""
    event = _event(request, club, slug)
    if request.method == "POST":
        refusal = access.scorer_refusal(request, event.club)
        if refusal is not None:
            return refusal
        action = ACTIONS.get(request.POST.get("action", ""))
        try:
            if action is None:
                raise EventError("that is not something this page can do")
            done = action(request, event)
        except EventError as error:
            messages.error(request, str(error))
        else:
            messages.success(request, done)
        return HttpResponseRedirect(reverse("clubevents:event", args=[club, slug]))
    return render(request, "clubevents/event.html", _context(request, event))


def _context(request: HttpRequest, event: Event) -> dict[str, Any]:
    rounds = list(event.event_rounds.order_by("number"))
    current = {(r.round, r.table): r for r in services.current_results(event)}
    sides = services.shape_of(event.version).sides if event.version else ()
    opened = event_tables.event_tables(event)
    schedule = [_round_view(stored, current, sides, opened) for stored in rounds]
    try:
        standings, standings_note = event_standings(event), ""
    except EventError as error:
        standings, standings_note = [], str(error)
    version = event.version or (event.ruleset.head if event.ruleset.head_id else None)
    return {
        "club": event.club,
        "event": event,
        "summary": summarize(version.load_rules()) if version else "",
        "version": version,
        "can_run": access.can_score(request.user, event.club),
        "participants": list(event.participants.all()),
        "kinds": Kind.choices,
        "schedule": schedule,
        "last_round": schedule[-1] if schedule else None,
        "standings": standings,
        "standings_note": standings_note,
        "duplicate": event.format == EventFormat.DUPLICATE,
        "individual": len(sides) > 2,
        "more_rounds": len(rounds) < event.rounds,
        **bracket_context(event),
    }


def _round_view(
    stored: Any, current: dict[tuple[int, int], EventResult], sides: Any,
    opened: dict[tuple[int, int], Any],
) -> dict[str, Any]:  # fmt: skip
    tables = []
    for table in stored.seating["tables"]:
        result = current.get((stored.number, table["number"]))
        names = [" and ".join(table["seats"][seat] for seat in side) for side in sides]
        scores = [result.scores[side[0]] for side in sides] if result else []
        here = opened.get((stored.number, table["number"]))
        sheet = event_tables.sheet_state(here) if here and here.match_id else None
        tables.append({"number": table["number"], "seats": table["seats"], "result": result,
                       "sides": names, "side_scores": scores, "opened": here,
                       "sheet": sheet})  # fmt: skip
    return {
        "number": stored.number,
        "board": stored.seating.get("board"),
        "tables": tables,
        "sitting_out": stored.seating.get("sitting_out", []),
        "finished": all(t["result"] for t in tables),
    }


def _add(request: HttpRequest, event: Event) -> str:
    name = request.POST.get("name", "")
    kind = request.POST.get("kind", Kind.GUEST)
    if kind not in Kind.values:
        raise EventError("a player is a member, a guest or a bot")
    user = None
    if kind == Kind.MEMBER:
        user = event.club.members.filter(username=name.strip()).first()
        if user is None:
            raise EventError(f"{name.strip()} is not a member of {event.club.name}")
    services.add_participant(event, name, kind=kind, user=user,
                             team=request.POST.get("team", "").strip())  # fmt: skip
    return f"{name.strip()} is on the list."


def _check_in(request: HttpRequest, event: Event) -> str:
    names = request.POST.getlist("present")
    if not names:
        raise EventError("tick the players who are here")
    services.check_in(event, names)
    return f"Checked in: {', '.join(names)}."


def _start(request: HttpRequest, event: Event) -> str:
    started = services.start_event(event, actor=request.user)
    rules = f"{started.ruleset.title}, version {started.version.number}"
    return f"The event plays {rules} from now on; round 1 is seated."


def _seat(request: HttpRequest, event: Event) -> str:
    stored = services.seat_round(event, actor=request.user)
    return f"Round {stored.number} is seated."


def _scores(request: HttpRequest) -> list[int]:
    raw = [s.strip() for s in request.POST.getlist("score")]
    if not raw or any(not s.lstrip("-").isdigit() for s in raw):
        raise EventError("enter each side's score as a whole number")
    return [int(s) for s in raw]


def _table_numbers(request: HttpRequest) -> tuple[int, int]:
    return _number(request.POST, "round", 0), _number(request.POST, "table", 0)


def _result(request: HttpRequest, event: Event) -> str:
    number, table = _table_numbers(request)
    match_id = request.POST.get("match", "").strip()
    if match_id:
        match = _club_match(event, match_id)
        if match is None:
            raise EventError(f"the club has no match {match_id}")
        services.record_match_result(event, round=number, table=table, match=match,
                                     actor=request.user)  # fmt: skip
    else:
        board = request.POST.get("board", "").strip()
        services.record_result(event, round=number, table=table, scores=_scores(request),
                               board=int(board) if board.isdigit() else None,
                               actor=request.user)  # fmt: skip
    return f"Round {number}, table {table}: result recorded."


def _club_match(event: Event, match_id: str) -> Match | None:
    """The club's match of that id; None for anything else, a text that is no id included
    (the lookup of a UUID key would raise on it)."""
    try:
        key = uuid.UUID(match_id)
    except ValueError:
        return None
    return Match.objects.filter(pk=key, version__ruleset__club=event.club).first()


def _bots(request: HttpRequest, event: Event) -> str:
    number, table = _table_numbers(request)
    seats = next(
        (t["seats"] for r in event.event_rounds.filter(number=number) for t in r.seating["tables"]
         if t["number"] == table), None,
    )  # fmt: skip
    bots = set(event.participants.filter(kind=Kind.BOT).values_list("name", flat=True))
    if seats is None or not set(seats) <= bots:
        raise EventError(
            "only a table of bots plays by itself", where=f"round {number}, table {table}"
        )
    # In duplicate the bots play the round's board (its seed); elsewhere a seed of their own.
    boards = services.duplicate_boards(event) if event.format == EventFormat.DUPLICATE else []
    seed = boards[number - 1].seed if boards else event.seed * 1000 + number * 10 + table
    match = play_bot_match(event.version, bots=["heuristic"] * len(seats),  # type: ignore[arg-type]
                           seed=seed, started_by=request.user)  # fmt: skip
    services.record_match_result(event, round=number, table=table, match=match,
                                 actor=request.user, source="bots")  # fmt: skip
    return f"Round {number}, table {table}: the bots played their match."


def _correct(request: HttpRequest, event: Event) -> str:
    previous = event.results.filter(public_id=_number(request.POST, "result", 0)).first()
    if previous is None:
        raise EventError("choose the result to correct")
    services.correct_result(previous, scores=_scores(request),
                            reason=request.POST.get("reason", ""), actor=request.user)  # fmt: skip
    if event.format == EventFormat.BRACKET:
        return (
            f"Bracket round {previous.round}, match {previous.table}, game {previous.board}: "
            "corrected; the old result is kept."
        )
    return f"Round {previous.round}, table {previous.table}: corrected; the old result is kept."


def _finish(request: HttpRequest, event: Event) -> str:
    services.finish_event(event, actor=request.user)
    return "The event is finished: its standings are final."


def _publish(request: HttpRequest, event: Event) -> str:
    services.publish_event(event, actor=request.user)
    return "The results are published."


ACTIONS: dict[str, Callable[[HttpRequest, Event], str]] = {
    "add": _add,
    "check_in": _check_in,
    "start": _start,
    "seat": _seat,
    "result": _result,
    "bots": _bots,
    "correct": _correct,
    "finish": _finish,
    "publish": _publish,
    **BRACKET_ACTIONS,
}


def event_csv(request: HttpRequest, club: str, slug: str) -> HttpResponse:
    """The standings as CSV, for the club's spreadsheet or newsletter."""
    event = _event(request, club, slug)
    try:
        lines = event_standings(event)
    except EventError as error:
        return HttpResponse(str(error), status=409, content_type="text/plain; charset=utf-8")
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{event.slug}.csv"'
    columns = list(lines[0])
    writer = csv.DictWriter(response, fieldnames=columns)
    writer.writeheader()
    writer.writerows(lines)
    return response
