"""The HTTP API of an event's tables, under
`clubs/{club}/events/{slug}/tables/{round}/{table_number}`: what the table's page does
(clubevents.table_views), with the same permissions and refusals.

- the club's readers see how the table plays: not opened yet, its live table, or its score
  sheet and where the sheet stands (open, pending, confirmed, aborted);
- the director (an owner or editor) opens its live table or its score sheet, once;
- the members seated at a sheet's table, or the director, enter the sheet's hands;
- a member of the other side, or a director who did not enter it, confirms a finished sheet,
  which then is the table's result (and the round's end, or the event's webhooks, follow as
  for any result).

A refusal is a problem document in the director's words (422), as the page says it.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import action
from rest_framework.exceptions import NotAuthenticated, PermissionDenied
from rest_framework.request import Request
from rest_framework.response import Response

from clubevents import event_tables
from clubevents.models import Event, EventTable, EventTableKind
from clubevents.services import current_results, find_table
from events import EventError
from registry import permissions
from registry.api.examples import HAND_EXAMPLES
from registry.api.problems import Problem
from registry.api.renderers import JSONParser, YAMLParser
from registry.api.schema import SHEET_HAND_SCHEMA
from registry.api.serializers import ProblemSerializer, check_json_object
from registry.api.views.base import CLUB
from registry.services import add_sheet_hand

__all__ = ["EventTableActions", "EventTableSerializer"]

TABLE_PATH = r"tables/(?P<round>[0-9]+)/(?P<table_number>[0-9]+)"
"""A table of a round, as the table's page and its card's QR code name it."""

WHERE = [
    CLUB,
    OpenApiParameter("round", int, OpenApiParameter.PATH, description="The round (1 first)."),
    OpenApiParameter(
        "table_number", int, OpenApiParameter.PATH, description="The table's number in the round."
    ),
]


class EventTableSerializer(serializers.Serializer):
    round = serializers.IntegerField()
    table = serializers.IntegerField()
    seats = serializers.ListField(
        child=serializers.CharField(), help_text="Who sits where, seat 1 first."
    )
    kind = serializers.CharField(
        allow_null=True, help_text="live or sheet; null while the table is not opened."
    )
    live_table = serializers.UUIDField(allow_null=True, help_text="The live table to join.")
    match = serializers.UUIDField(
        allow_null=True, help_text="The score sheet's match: its hands, log and verification."
    )
    sheet = serializers.CharField(
        allow_null=True,
        help_text="A sheet's state: open (hands being entered), pending (finished, waiting "
        "for the other side), confirmed (the table's result) or aborted.",
    )
    entered_by = serializers.CharField(
        allow_null=True, help_text="Who entered a finished sheet's last hand."
    )
    result = serializers.IntegerField(
        allow_null=True, help_text="The table's result: its `id` in the event's results."
    )


PROBLEM = OpenApiResponse(ProblemSerializer, description="Refused, with the reason in words.")
REFUSED = {(422, "application/problem+json"): PROBLEM}
HAND_REFUSED = {
    (409, "application/problem+json"): OpenApiResponse(
        ProblemSerializer, description="The sheet is not open: it is finished or aborted."
    ),
    (422, "application/problem+json"): OpenApiResponse(
        ProblemSerializer, description="The hand is refused: every problem."
    ),
}


def table_state(event: Event, round_number: int, table: int) -> dict[str, Any]:
    """How a seated table plays, as EventTableSerializer shows it."""
    _, seated = find_table(event, round_number, table, None)
    opened = event.event_tables.filter(round=round_number, table=table).first()
    here = (round_number, table)
    result = next((r for r in current_results(event) if (r.round, r.table) == here), None)
    state = None
    if opened is not None and opened.kind == EventTableKind.SHEET:
        state = event_tables.sheet_state(opened)
    return {
        "round": round_number,
        "table": table,
        "seats": list(seated["seats"]),
        "kind": opened.kind if opened else None,
        "live_table": opened.live_table_id if opened else None,
        "match": opened.match_id if opened else None,
        "sheet": state.state if state else None,
        "entered_by": (state.entered_by or None) if state else None,
        "result": result.public_id if result else None,
    }


class EventTableActions:
    """The table actions of the events viewset (mixed into clubevents.api.EventViewSet)."""

    request: Request
    event: Any
    club: Any
    editable_club: Any

    def _table(self, round: str, table: str, work: Any = None, created: bool = False) -> Response:
        event = self.event()
        try:
            if event.version is None:
                raise EventError("the event has not started: its tables are not seated yet")
            if work is not None:
                work(event, int(round), int(table))
            body = table_state(event, int(round), int(table))
        except EventError as error:
            raise Problem(422, "event-refused", str(error)) from None
        code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
        return Response(EventTableSerializer(body).data, status=code)

    @extend_schema(summary="A table of a round: its seats, and its live table or score sheet",
                   parameters=WHERE, responses={200: EventTableSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["get"], url_path=TABLE_PATH, url_name="table")
    def table(
        self, request: Request, club: str, slug: str, round: str, table_number: str
    ) -> Response:
        return self._table(round, table_number)

    @extend_schema(summary="Open the table's live table: its members seated, bots where the "
                   "event seats bots (owners and editors)", parameters=WHERE, request=None,
                   responses={201: EventTableSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"], url_path=TABLE_PATH + "/live", url_name="table-live")
    def table_live(
        self, request: Request, club: str, slug: str, round: str, table_number: str
    ) -> Response:
        self.editable_club()

        def work(event: Event, r: int, t: int) -> EventTable:
            return event_tables.open_live_table(event, round=r, table=t, actor=request.user)

        return self._table(round, table_number, work, created=True)

    @extend_schema(summary="Open the table's score sheet, its seats named as seated (owners "
                   "and editors)", parameters=WHERE, request=None,
                   responses={201: EventTableSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"], url_path=TABLE_PATH + "/sheet", url_name="table-sheet")
    def table_sheet(
        self, request: Request, club: str, slug: str, round: str, table_number: str
    ) -> Response:
        self.editable_club()

        def work(event: Event, r: int, t: int) -> EventTable:
            return event_tables.open_sheet(event, round=r, table=t, actor=request.user)

        return self._table(round, table_number, work, created=True)

    @extend_schema(summary="Enter the next hand of the table's score sheet (a member seated at "
                   "the table, or an owner or editor)", parameters=WHERE,
                   request={"application/json": SHEET_HAND_SCHEMA,
                            "application/yaml": SHEET_HAND_SCHEMA},
                   examples=HAND_EXAMPLES,
                   responses={200: EventTableSerializer, **HAND_REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"], url_path=TABLE_PATH + "/sheet/hands",
            url_name="table-sheet-hands", parser_classes=[JSONParser, YAMLParser])  # fmt: skip
    def table_sheet_hands(
        self, request: Request, club: str, slug: str, round: str, table_number: str
    ) -> Response:
        def work(event: Event, r: int, t: int) -> None:
            opened = event.event_tables.filter(round=r, table=t).select_related("match").first()
            if opened is None or opened.kind != EventTableKind.SHEET or opened.match is None:
                raise EventError("this table has no score sheet", where=f"round {r}, table {t}")
            self._may_keep(opened)
            # The engine checks the hand and lists every problem (422); only its shape is ours.
            add_sheet_hand(opened.match, check_json_object(request.data), actor=request.user)

        return self._table(round, table_number, work)

    def _may_keep(self, opened: EventTable) -> None:
        user = self.request.user
        if permissions.can_edit(user, opened.event.club):
            return
        if not user.is_authenticated:
            raise NotAuthenticated("Sign in to enter this score sheet.")
        if not event_tables.seated_at_sheet(user, opened.match):  # type: ignore[arg-type]
            raise PermissionDenied(
                "A score sheet's hands are entered by the members seated at its table, or by "
                "an owner or editor of the club."
            )

    @extend_schema(summary="Confirm the table's finished score sheet as its result (a member of "
                   "the other side, or a director who did not enter it)", parameters=WHERE,
                   request=None, responses={200: EventTableSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"], url_path=TABLE_PATH + "/sheet/confirm",
            url_name="table-sheet-confirm")  # fmt: skip
    def table_sheet_confirm(
        self, request: Request, club: str, slug: str, round: str, table_number: str
    ) -> Response:
        club = self.club()  # first: to those outside a private club, it is not there
        if not request.user.is_authenticated:
            raise NotAuthenticated("Sign in to confirm this score sheet.")
        directs = permissions.can_edit(request.user, club)

        def work(event: Event, r: int, t: int) -> None:
            event_tables.confirm_sheet(event, round=r, table=t, actor=request.user, directs=directs)

        return self._table(round, table_number, work)
