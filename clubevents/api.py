"""The HTTP API of club events, under `clubs/{club}/events` in the API's namespace: read for
the club's readers, write (create, start, seat, record, correct, finish, publish) for its
owners and editors. Refusals are problem documents in the director's words (422, or 409
for a standing asked before any result)."""

from __future__ import annotations

from datetime import date
from typing import Any

from django.db.models import Max
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from clubevents import services
from clubevents.brackets import bracket_view, record_bracket_game, start_bracket
from clubevents.models import Event, EventFormat, EventResult, Movement
from clubevents.season_api import SeasonViewSet
from clubevents.standings import event_standings
from clubevents.table_api import EventTableActions
from events import EventError
from registry.api.examples import examples
from registry.api.problems import Problem
from registry.api.serializers import ProblemSerializer
from registry.api.views.base import CLUB, ClubScoped

__all__ = [
    "BracketGameSerializer",
    "EventViewSet",
    "SeasonViewSet",
    "SeedSerializer",
    "register",
]


class RoundSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    seating = serializers.JSONField(help_text="tables (number, seats), sitting_out, board")


class EventSerializer(serializers.ModelSerializer):
    ruleset = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    version = serializers.SerializerMethodField()
    rounds_seated = serializers.SerializerMethodField()

    class Meta:
        model = Event
        fields = [
            "slug", "name", "date", "ruleset", "pin", "version", "format", "movement", "rounds",
            "hands_per_round", "seed", "best_of", "seeds", "credit", "status", "rounds_seated",
        ]  # fmt: skip
        read_only_fields = fields

    def get_version(self, event: Event) -> int | None:
        """The version number frozen when the event started (null before)."""
        return event.version.number if event.version else None

    @extend_schema_field(RoundSerializer(many=True))
    def get_rounds_seated(self, event: Event) -> list[dict[str, Any]]:
        return [
            {"number": r.number, "seating": r.seating}
            for r in event.event_rounds.order_by("number")
        ]


class EventCreateSerializer(serializers.Serializer):
    slug = serializers.SlugField(max_length=80)
    name = serializers.CharField(max_length=200)
    date = serializers.DateField()
    ruleset = serializers.SlugField(help_text="The club's ruleset the event plays.")
    pin = serializers.CharField(
        required=False, default="", allow_blank=True,
        help_text="A version number, tag:name, or empty for latest.",
    )  # fmt: skip
    format = serializers.ChoiceField(choices=EventFormat.choices)
    movement = serializers.ChoiceField(choices=Movement.choices, default=Movement.ROTATION)
    rounds = serializers.IntegerField(min_value=1, default=3)
    hands_per_round = serializers.IntegerField(min_value=1, default=8)
    seed = serializers.IntegerField(default=1)
    best_of = serializers.IntegerField(min_value=1, default=3,
                                       help_text="A bracket match's most games (odd).")  # fmt: skip
    credit = serializers.DictField(
        child=serializers.IntegerField(), required=False, default=dict,
        help_text="A progressive night's extra points per hand fact its game records, to the "
        "players it credits (Euchre: loner_made, march); left out, none.",
    )  # fmt: skip
    players = serializers.ListField(child=serializers.CharField(), required=False, default=list,
                                    help_text="Guests by name, checked in.")  # fmt: skip


class ResultSerializer(serializers.ModelSerializer):
    id = serializers.IntegerField(
        source="public_id", read_only=True,
        help_text="The result's number in its event (1 first), as the audit chain names it "
        "(`event:{slug}/result:{id}`); a correction names the result it corrects by it.",
    )  # fmt: skip
    corrects = serializers.IntegerField(
        source="corrects.public_id", read_only=True, allow_null=True,
        help_text="The `id` of the result this one corrects; null for a first result.",
    )  # fmt: skip

    class Meta:
        model = EventResult
        fields = ["id", "round", "table", "board", "seats", "scores", "source", "match",
                  "corrects", "reason", "created_at"]  # fmt: skip
        read_only_fields = fields


class ResultCreateSerializer(serializers.Serializer):
    round = serializers.IntegerField(min_value=1)
    table = serializers.IntegerField(min_value=1)
    board = serializers.IntegerField(min_value=1, required=False, allow_null=True, default=None)
    scores = serializers.ListField(child=serializers.IntegerField(), help_text="One per side.")
    hands = serializers.ListField(
        child=serializers.ListField(child=serializers.IntegerField()), required=False,
        allow_null=True, default=None, help_text="Each hand's score per side, to check the sum.",
    )  # fmt: skip
    corrects = serializers.IntegerField(
        min_value=1, required=False, allow_null=True, default=None,
        help_text="Correct this result of the event, by its `id` (its number in the event): "
        "the round and table must be its own, and a reason is needed.",
    )  # fmt: skip
    reason = serializers.CharField(required=False, default="", allow_blank=True)


class StandingSerializer(serializers.Serializer):
    place = serializers.IntegerField()
    player = serializers.CharField(help_text="A player, or a team in round robin and Swiss.")
    total = serializers.FloatField(help_text="Total score, matchpoints, or Swiss points.")
    score = serializers.IntegerField(
        required=False, help_text="A night with extra credit: the rounds' score, before it."
    )
    credit = serializers.IntegerField(
        required=False, help_text="A night with extra credit: the points credited (beside "
        "them, how many of each credited hand fact, by its key).",
    )  # fmt: skip


class BracketGameSerializer(serializers.Serializer):
    round = serializers.IntegerField(min_value=1, help_text="The bracket round (1 first).")
    match = serializers.IntegerField(min_value=1, help_text="The match of that round.")
    scores = serializers.ListField(child=serializers.IntegerField(), min_length=2,
                                   max_length=2, help_text="The game's score of each side, "
                                   "the match's first-named side first.")  # fmt: skip


class BracketMatchSerializer(serializers.Serializer):
    round = serializers.IntegerField()
    slot = serializers.IntegerField(help_text="The match's number in its round.")
    first = serializers.CharField()
    second = serializers.CharField(allow_null=True, help_text="null: a bye, first goes through.")
    games = serializers.ListField(child=serializers.ListField(child=serializers.IntegerField()))
    results = serializers.ListField(
        child=serializers.IntegerField(),
        help_text="Each game's result `id` in the event, game 1 first: correct a game with "
        "`corrects`.",
    )
    won = serializers.ListField(child=serializers.IntegerField(), help_text="Games won by each.")
    winner = serializers.CharField(allow_null=True, help_text="null while the match goes on.")


class BracketRoundSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    name = serializers.CharField(help_text="Final, Semi-finals, Quarter-finals, Round n.")
    matches = BracketMatchSerializer(many=True, help_text="Empty until the round is reached.")


class SeedSerializer(serializers.Serializer):
    seeds = serializers.ListField(
        child=serializers.CharField(), required=False, default=list,
        help_text="Teams or players, best first; the others checked in follow as added.",
    )  # fmt: skip
    from_event = serializers.CharField(
        required=False, default="", allow_blank=True,
        help_text="Seed from this finished event's standings.",
    )  # fmt: skip


def _refused(error: EventError, status_code: int = 422) -> Problem:
    return Problem(status_code, "event-refused", str(error))


PROBLEM = OpenApiResponse(ProblemSerializer, description="Refused, with the reason in words.")
REFUSED = {(422, "application/problem+json"): PROBLEM}
EVENT_EXAMPLES = examples(
    {
        "Progressive": (
            "A progressive night of three rounds, pinned to a tag",
            {"slug": "thursday", "name": "Thursday progressive", "date": "2026-12-10",
             "ruleset": "house", "pin": "tag:league-2026", "format": "progressive",
             "movement": "rotation", "rounds": 3, "hands_per_round": 8},
        ),
    },
)  # fmt: skip
BRACKET_EXAMPLES = examples(
    {
        "Game": (
            "Game 1 of the final: the first-named side won 320 to 210",
            {"round": 2, "match": 1, "scores": [320, 210]},
        ),
    },
)  # fmt: skip
SEED_EXAMPLES = examples(
    {
        "By hand": (
            "Four teams seeded best first",
            {"seeds": ["Queens", "Aces", "Kings", "Jacks"]},
        ),
        "From standings": (
            "Seeded from the standings of the night's progressive rounds",
            {"from_event": "thursday"},
        ),
    },
)  # fmt: skip
RESULT_EXAMPLES = examples(
    {
        "Result": (
            "Table 2's score in round 1, each side's hands listed to check the sum",
            {"round": 1, "table": 2, "scores": [120, 80], "hands": [[70, 30], [50, 50]]},
        ),
        "Correction": (
            "A correction of result 2 (table 2's in round 1, by its id in the event), with "
            "its reason",
            {"round": 1, "table": 2, "scores": [80, 120], "corrects": 2,
             "reason": "the sides were swapped on the sheet"},
        ),
    },
)  # fmt: skip


class EventViewSet(EventTableActions, ClubScoped):
    """A club's events."""

    serializer_class = EventSerializer
    lookup_field = "slug"
    lookup_value_regex = r"[-\w]+"
    queryset = Event.objects.none()
    pagination_class = None  # a club has tens of events a season, not thousands

    def event(self) -> Event:
        found = Event.objects.filter(club=self.club(), slug=self.kwargs["slug"]).first()
        if found is None:
            raise Problem(404, "not-found", "Not found.")
        return found

    @extend_schema(summary="The club's events", parameters=[CLUB])
    def list(self, request: Request, club: str) -> Response:
        events = Event.objects.filter(club=self.club()).select_related("ruleset", "version")
        return Response(EventSerializer(events, many=True).data)

    @extend_schema(summary="An event: its pinned version, format, status and seating",
                   parameters=[CLUB])  # fmt: skip
    def retrieve(self, request: Request, club: str, slug: str) -> Response:
        return Response(EventSerializer(self.event()).data)

    @extend_schema(summary="Create an event (owners and editors)", parameters=[CLUB],
                   request=EventCreateSerializer, examples=EVENT_EXAMPLES,
                   responses={201: EventSerializer, **REFUSED})  # fmt: skip
    def create(self, request: Request, club: str) -> Response:
        found = self.editable_club()
        body = EventCreateSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = dict(body.validated_data)
        ruleset = found.rulesets.filter(slug=data.pop("ruleset")).first()
        if ruleset is None:
            raise Problem(422, "event-refused", "the club has no such ruleset")
        players = data.pop("players")
        day: date = data.pop("date")
        try:
            event = services.create_event(found, ruleset=ruleset, day=day, actor=request.user,
                                          **data)  # fmt: skip
            for name in players:
                services.add_participant(event, name, checked_in=True)
        except EventError as error:
            raise _refused(error) from None
        return Response(EventSerializer(event).data, status=status.HTTP_201_CREATED)

    def _run(self, work: Any) -> Response:
        self.editable_club()
        try:
            event = work(self.event())
        except EventError as error:
            raise _refused(error) from None
        return Response(EventSerializer(Event.objects.get(pk=event.pk)).data)

    @extend_schema(summary="Start: freeze the version and seat round 1", parameters=[CLUB],
                   request=None, responses={200: EventSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"])
    def start(self, request: Request, club: str, slug: str) -> Response:
        return self._run(lambda e: services.start_event(e, actor=request.user))

    @extend_schema(summary="Seat the next round by the event's movement", parameters=[CLUB],
                   request=None, responses={200: EventSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"])
    def seat(self, request: Request, club: str, slug: str) -> Response:
        return self._run(lambda e: services.seat_round(e, actor=request.user).event)

    @extend_schema(summary="Finish the event: its standings become final", parameters=[CLUB],
                   request=None, responses={200: EventSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"])
    def finish(self, request: Request, club: str, slug: str) -> Response:
        return self._run(lambda e: services.finish_event(e, actor=request.user))

    @extend_schema(summary="Publish a finished event's results", parameters=[CLUB],
                   request=None, responses={200: EventSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"])
    def publish(self, request: Request, club: str, slug: str) -> Response:
        return self._run(lambda e: services.publish_event(e, actor=request.user))

    @extend_schema(summary="The event's standings, best first", parameters=[CLUB],
                   responses={200: StandingSerializer(many=True),
                              (409, "application/problem+json"): PROBLEM})  # fmt: skip
    @action(detail=True, methods=["get"])
    def standings(self, request: Request, club: str, slug: str) -> Response:
        try:
            lines = event_standings(self.event())
        except EventError as error:
            raise _refused(error, 409) from None
        return Response(lines)

    @extend_schema(methods=["GET"], summary="Every result row, corrections included",
                   parameters=[CLUB], responses={200: ResultSerializer(many=True)})  # fmt: skip
    @extend_schema(methods=["POST"], summary="Record a table's result, or correct one with "
                   "a reason (owners and editors)", parameters=[CLUB],
                   request=ResultCreateSerializer, examples=RESULT_EXAMPLES,
                   responses={201: ResultSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["get", "post"])
    def results(self, request: Request, club: str, slug: str) -> Response:
        event = self.event()
        if request.method == "GET":
            rows = event.results.select_related("corrects").order_by("public_id")
            return Response(ResultSerializer(rows, many=True).data)
        self.editable_club()
        body = ResultCreateSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        try:
            result = self._record(event, data, request)
        except EventError as error:
            raise _refused(error) from None
        return Response(ResultSerializer(result).data, status=status.HTTP_201_CREATED)

    def _record(self, event: Event, data: dict[str, Any], request: Request) -> EventResult:
        if data["corrects"] is not None:
            previous = _corrected(event, data)
            return services.correct_result(previous, scores=data["scores"], hands=data["hands"],
                                           reason=data["reason"], actor=request.user)  # fmt: skip
        return services.record_result(
            event, round=data["round"], table=data["table"], board=data["board"],
            scores=data["scores"], hands=data["hands"], actor=request.user,
        )  # fmt: skip

    @extend_schema(methods=["GET"], summary="A bracket event's bracket: rounds, matches, "
                   "games", parameters=[CLUB],
                   responses={200: BracketRoundSerializer(many=True)})  # fmt: skip
    @extend_schema(methods=["POST"], summary="Record one game of a bracket match (owners and "
                   "editors)", parameters=[CLUB], request=BracketGameSerializer,
                   examples=BRACKET_EXAMPLES,
                   responses={201: ResultSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["get", "post"])
    def bracket(self, request: Request, club: str, slug: str) -> Response:
        event = self.event()
        if request.method == "GET":
            return Response(bracket_view(event))
        self.editable_club()
        body = BracketGameSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        try:
            result = record_bracket_game(event, round=data["round"], match=data["match"],
                                         scores=data["scores"], actor=request.user)  # fmt: skip
        except EventError as error:
            raise _refused(error) from None
        return Response(ResultSerializer(result).data, status=status.HTTP_201_CREATED)

    @extend_schema(summary="Start a bracket event: freeze the version and the seeds (listed, "
                   "or from a finished event's standings)", parameters=[CLUB],
                   request=SeedSerializer, examples=SEED_EXAMPLES,
                   responses={200: EventSerializer, **REFUSED})  # fmt: skip
    @action(detail=True, methods=["post"])
    def seed(self, request: Request, club: str, slug: str) -> Response:
        body = SeedSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data

        def work(event: Event) -> Event:
            source = None
            if data["from_event"]:
                source = Event.objects.filter(club=event.club, slug=data["from_event"]).first()
                if source is None:
                    raise EventError(f"the club has no event {data['from_event']} to seed from")
            return start_bracket(event, actor=request.user, seeds=data["seeds"],
                                 from_event=source)  # fmt: skip

        return self._run(work)


def _corrected(event: Event, data: dict[str, Any]) -> EventResult:
    """The result a correction names by its id in the event, refused unless it is the result
    of the round and table the correction is for: a number taken from elsewhere (another
    event's result) must not correct some other table by chance."""
    number = data["corrects"]
    previous = event.results.filter(public_id=number).first()
    if previous is None:
        last = event.results.aggregate(last=Max("public_id"))["last"]
        known = f"its results are 1 to {last}" if last else "it has no result yet"
        raise EventError(
            f"this event has no result {number} to correct; {known} (a result's id is its "
            "number in the event, as its results list shows it)"
        )
    if (previous.round, previous.table) != (data["round"], data["table"]):
        table = "match" if event.format == EventFormat.BRACKET else "table"
        raise EventError(
            f"result {number} of this event is round {previous.round}, {table} "
            f"{previous.table}, not round {data['round']}, {table} {data['table']}: name the "
            "result to correct by its id in this event"
        )
    return previous


def register(router: Any) -> None:
    """Add the events routes to the API's router (named in settings.API_EXTRA_ROUTES)."""
    router.register(r"clubs/(?P<club>[-\w]+)/events", EventViewSet, basename="event")
    router.register(r"clubs/(?P<club>[-\w]+)/seasons", SeasonViewSet, basename="season")
