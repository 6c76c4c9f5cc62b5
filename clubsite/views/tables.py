"""Live tables' pages: opening a table for a version, the table itself (sitting down
through the invite link, then the game, which tables/static/tables/table.js plays over the
table's websocket), docs/tables.md."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

import engine
from clubsite import access
from clubsite.views.matches import _sheet_versions
from registry.models import Ruleset
from registry.services import latest_version
from registry.services.matches import pinned_rules
from tables import services
from tables.models import Table, TableStatus, TimeoutPolicy
from tables.state import BOT_LEVELS, position, shown_seat

__all__ = ["open_table", "table", "sit"]

SEAT_CHOICES = [
    (services.OPENER, "Me"),
    (services.OPEN_SEAT, "A member (invite link)"),
] + [(name, f"A bot ({BOT_LEVELS.get(name, name)})") for name in sorted(engine.BOTS)]
FILL = "fill"
"""The submit button's name that opens the table with its free seats given to bots."""


class OpenTableForm(forms.Form):
    """A table's version, who sits where (as many seats as the rules have, the opener's
    first), its options, and the bots' difficulty should the free seats be filled."""

    version = forms.TypedChoiceField(label="Rules version", coerce=int)
    bot_level = forms.ChoiceField(
        label="Bots play at",
        choices=[(name, BOT_LEVELS.get(name, name)) for name in sorted(engine.BOTS, reverse=True)],
        initial="heuristic" if "heuristic" in engine.BOTS else None,
        required=False,
    )
    open_to_accounts = forms.BooleanField(
        label="Anyone signed in may sit down (this club is public)", required=False
    )
    takeover_minutes = forms.IntegerField(
        label="A bot takes over a seat left away for (minutes)",
        required=False,
        initial=1,
        min_value=0,
        max_value=1440,
        help_text="0: the seat waits for its player. Empty: one minute.",
    )
    clock_seconds = forms.IntegerField(
        label="Seconds for each move", required=False, min_value=5, max_value=3600,
        help_text="Empty: no clock.",
    )  # fmt: skip
    timeout_policy = forms.ChoiceField(
        label="When a move's time runs out", choices=TimeoutPolicy.choices, initial="bot"
    )
    spectators_chat = forms.BooleanField(
        label="Members watching may write in the table's chat", required=False,
        help_text="Unticked: they read it, and only the players write.",
    )  # fmt: skip

    def __init__(
        self, *args: Any, versions: Any, public: bool, seats: int, partners: Any, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.fields["version"].choices = versions
        if not public:
            del self.fields["open_to_accounts"]
        for number in range(1, seats + 1):
            label = f"Seat {number} ({position(number, seats)})"
            label += ", yours" if number == 1 else ", your partner" if number in partners else ""
            self.fields[f"seat_{number}"] = forms.ChoiceField(
                label=label, choices=SEAT_CHOICES,
                required=False,
                initial=services.OPENER if number == 1 else services.OPEN_SEAT,
            )  # fmt: skip


def open_table(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """Open a table under a chosen version (members of the club)."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = access.member_refusal(request, found.club)
    if refusal is not None:
        return refusal
    latest = latest_version(found)
    chosen = _chosen_version(found, request.POST.get("version")) or latest
    form = OpenTableForm(
        request.POST or None,
        versions=_sheet_versions(found),
        public=found.club.is_public,
        seats=_seat_count(chosen),
        partners=_partners_of_the_first_seat(chosen),
        initial={"version": latest.number if latest else None},
    )
    if request.method == "POST" and form.is_valid():
        opened = _open(request, found, form, fill=FILL in request.POST)
        if opened is not None:
            return HttpResponseRedirect(_table_url(opened))
    seats = [form[name] for name in form.fields if name.startswith("seat_")]
    context = {"club": found.club, "ruleset": found, "form": form, "seat_fields": seats}
    return render(request, "clubsite/open_table.html", context)


def _chosen_version(ruleset: Ruleset, number: str | None) -> Any:
    # isdigit() also takes "²"; a version number is a few ASCII digits.
    if not number or not (number.isascii() and number.isdigit()) or len(number) > 9:
        return None
    return ruleset.versions.select_related("document").filter(number=int(number)).first()


def _seat_count(version: Any) -> int:
    """How many seats the rules of `version` have (four before any version exists)."""
    return 4 if version is None else engine.seating(pinned_rules(version)).count


def _partners_of_the_first_seat(version: Any) -> set[int]:
    """The seats (from 1) on seat 1's side, where the rules play in partnerships."""
    if version is None:
        return set()
    sides = engine.seating(pinned_rules(version)).sides
    return {seat + 1 for side in sides if 0 in side for seat in side if seat != 0}


def _open(request: HttpRequest, ruleset: Ruleset, form: OpenTableForm, fill: bool) -> Table | None:
    version = get_object_or_404(
        ruleset.versions.select_related("document", "ruleset__club"),
        number=form.cleaned_data["version"],
    )
    count = _seat_count(version)
    data = form.cleaned_data
    seats = [data.get(f"seat_{n}") or services.OPEN_SEAT for n in range(1, count + 1)]
    if fill:
        bot = data.get("bot_level") or "heuristic"
        seats = [bot if choice == services.OPEN_SEAT else choice for choice in seats]
    try:
        return services.open_table(
            version,
            opened_by=request.user,
            seats=seats,
            open_to_accounts=bool(data.get("open_to_accounts")),
            takeover_minutes=data.get("takeover_minutes"),
            clock_seconds=data.get("clock_seconds"),
            timeout_policy=data["timeout_policy"],
            spectators_chat=bool(data.get("spectators_chat")),
        )
    except services.TableError as refused:
        form.add_error(None, str(refused))
        return None


def _table_url(table: Table) -> str:
    return reverse("clubsite:table", args=[table.club.slug, table.pk])


def _table(request: HttpRequest, club: str, table: str) -> Table:
    related = ("club", "version__ruleset", "opened_by")
    found = get_object_or_404(Table.objects.select_related(*related), pk=table, club__slug=club)
    # Whoever may not watch does not see the table at all, invite or not: to sit at a private
    # club's table one must be its member, and members watch.
    if not services.may_watch(request.user, found):
        raise Http404("No such table.")
    return found


@require_GET
def table(request: HttpRequest, club: str, table: str) -> HttpResponse:
    """The table: its seats while it waits, then the game."""
    shown = _table(request, club, table)
    seat = services.seat_of(request.user, shown)
    token = request.GET.get("invite", "")
    invite = shown.invite_token if seat is not None else ""
    context = {
        "club": shown.club,
        "ruleset": shown.version.ruleset,
        "table": shown,
        "seat": seat,
        "seats": _shown_seats(list(shown.seats.select_related("user"))),
        "token": token if token == shown.invite_token else "",
        "may_sit": services.may_sit(request.user, shown, token) and seat is None,
        "invite_url": request.build_absolute_uri(_table_url(shown) + f"?invite={invite}")
        if invite else "",
        "socket_path": f"/ws/tables/{shown.pk}/",
        "waiting": shown.status == TableStatus.WAITING,
    }  # fmt: skip
    return render(request, "clubsite/table.html", context)


def _shown_seats(seats: list[Any]) -> list[Any]:
    """The seats with their places and bots' names as the game's page shows them."""
    for seat in seats:
        shown = shown_seat(seat, len(seats))
        seat.position, seat.bot_name = shown["position"], shown["player"]
        seat.bot_level = shown.get("level", "")
    return seats


@require_POST
def sit(request: HttpRequest, club: str, table: str) -> HttpResponse:
    """Take a free seat (the invite link's token comes with the form)."""
    shown = _table(request, club, table)
    if not request.user.is_authenticated:
        return redirect_to_login(_table_url(shown) + f"?invite={request.POST.get('invite', '')}")
    try:
        number = int(request.POST.get("seat", ""))
        services.sit(shown, request.user, number, request.POST.get("invite", ""))
    except ValueError:
        raise PermissionDenied("Choose a seat.") from None
    except services.TableError as refused:
        context = {"club": shown.club, "table": shown, "reason": str(refused)}
        return render(request, "clubsite/table_refused.html", context, status=409)
    return HttpResponseRedirect(_table_url(shown))
