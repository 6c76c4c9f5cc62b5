"""A table's page in an event (what its card's QR code opens) and the round's table cards.

The table's page shows who sits where, the rules in one line, and how the table plays: the
live table to join, or the score sheet to fill in and, once finished, to confirm by the other
side. The director opens the live table or the sheet from here or from the event's page. The
cards page prints one card per table: the seats, the rules' summary and a QR code of the
table's page, drawn as inline SVG (no image request, nothing the content policy refuses).
"""

from __future__ import annotations

from typing import Any

import segno
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.safestring import SafeString, mark_safe
from django.views.decorators.http import require_http_methods

from clubevents import event_tables
from clubevents.models import Event, EventFormat, EventTableKind
from clubevents.services import current_results, find_table, shape_of
from clubevents.views import _event
from clubsite import access
from events import EventError
from rulesets.summary import summarize

__all__ = ["event_table", "round_cards"]


def _seats(event: Event, names: list[str]) -> list[dict[str, Any]]:
    """Each seat's number, player and side (1-based) under the pinned rules."""
    sides = shape_of(event.version).sides  # type: ignore[arg-type]
    side_of = {seat: index + 1 for index, side in enumerate(sides) for seat in side}
    return [
        {"number": n + 1, "name": name, "side": side_of.get(n, 1)} for n, name in enumerate(names)
    ]


def _table_or_404(event: Event, round_number: int, table: int) -> tuple[Any, dict[str, Any]]:
    if event.version is None:
        raise Http404("the event has not started: its tables are not seated yet")
    try:
        return find_table(event, round_number, table, None)
    except EventError as error:
        raise Http404(str(error)) from None


def _table_url(event: Event, round_number: int, table: int) -> str:
    return reverse("clubevents:table", args=[event.club.slug, event.slug, round_number, table])


@require_http_methods(["GET", "POST"])
def event_table(
    request: HttpRequest, club: str, slug: str, round: int, table_number: int
) -> HttpResponse:
    """One table of a round: seats, the rules, and its live table or score sheet."""
    table = table_number
    event = _event(request, club, slug)
    stored, seated = _table_or_404(event, round, table)
    if request.method == "POST":
        return _act(request, event, round, table)
    opened = event.event_tables.filter(round=round, table=table).select_related(
        "live_table", "match"
    ).first()  # fmt: skip
    result = next((r for r in current_results(event) if (r.round, r.table) == (round, table)), None)
    sheet = (
        event_tables.sheet_state(opened) if opened and opened.kind == EventTableKind.SHEET else None
    )
    context = {
        "club": event.club,
        "event": event,
        "round": round,
        "table": table,
        "board": stored.seating.get("board"),
        "seats": _seats(event, list(seated["seats"])),
        "summary": summarize(event.version.load_rules()),  # type: ignore[union-attr]
        "opened": opened,
        "sheet": sheet,
        "result": result,
        "side_scores": _side_scores(event, result),
        "can_run": access.can_score(request.user, event.club),
        "running": event.status == "running",
    }
    return render(request, "clubevents/table.html", context)


def _side_scores(event: Event, result: Any) -> list[int]:
    if result is None:
        return []
    sides = shape_of(event.version).sides  # type: ignore[arg-type]
    return [result.scores[side[0]] for side in sides]


def _act(request: HttpRequest, event: Event, round: int, table: int) -> HttpResponse:
    """Open the live table or the sheet (the director), or confirm the sheet (the other side
    or the director); a refusal is shown in words and nothing is recorded."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    directs = access.can_score(request.user, event.club)
    action = request.POST.get("action", "")
    back = _table_url(event, round, table)
    if request.POST.get("back") == "event":
        back = reverse("clubevents:event", args=[event.club.slug, event.slug]) + "#schedule"
    try:
        if action == "confirm":
            event_tables.confirm_sheet(
                event, round=round, table=table, actor=request.user, directs=directs
            )
            done = f"Round {round}, table {table}: the score sheet is confirmed and counts."
        elif action in ("live", "sheet"):
            if not directs:
                access.scorer_refusal(request, event.club)
            done = _open(request, event, action, round, table)
        else:
            raise EventError("that is not something this page can do")
    except EventError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, done)
    return HttpResponseRedirect(back)


def _open(request: HttpRequest, event: Event, action: str, round: int, table: int) -> str:
    if action == "live":
        event_tables.open_live_table(event, round=round, table=table, actor=request.user)
        return f"Round {round}, table {table}: the live table is open; its players are seated."
    event_tables.open_sheet(event, round=round, table=table, actor=request.user)
    return f"Round {round}, table {table}: its score sheet is open."


@require_http_methods(["GET"])
def round_cards(request: HttpRequest, club: str, slug: str, round: int) -> HttpResponse:
    """The round's table cards, one a table, to print and put on the tables."""
    event = _event(request, club, slug)
    if not access.can_score(request.user, event.club):
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        access.scorer_refusal(request, event.club)
    stored = event.event_rounds.filter(number=round).first()
    if stored is None or event.version is None:
        raise Http404(f"round {round} has not been seated yet")
    cards = []
    for seated in stored.seating["tables"]:
        url = request.build_absolute_uri(_table_url(event, round, seated["number"]))
        cards.append({
            "number": seated["number"],
            "seats": _seats(event, list(seated["seats"])),
            "url": url,
            "qr": qr_svg(url),
        })  # fmt: skip
    context = {
        "club": event.club,
        "event": event,
        "round": round,
        "board": stored.seating.get("board"),
        "duplicate": event.format == EventFormat.DUPLICATE,
        "summary": summarize(event.version.load_rules()),
        "cards": cards,
        "sitting_out": stored.seating.get("sitting_out", []),
    }
    return render(request, "clubevents/cards.html", context)


def qr_svg(url: str) -> SafeString:
    """The URL as a QR code in inline SVG, scaled by its viewBox to the card's width."""
    code = segno.make(url, error="m")
    svg = code.svg_inline(scale=4, border=2, omitsize=True, title=f"QR code of {url}")
    # segno escapes the title and builds the rest of the markup itself: safe to inline.
    return mark_safe(svg)  # noqa: S308
