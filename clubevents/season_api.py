"""The HTTP API of seasons, under `clubs/{club}/seasons`: read for the club's readers. A
season's league table and ratings are recomputed from its events' results on each request."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from clubevents.models import Season
from clubevents.standings import league_table, season_ratings
from events import EventError
from registry.api.problems import Problem
from registry.api.views.base import CLUB, ClubScoped

__all__ = ["SeasonViewSet"]


class LeagueLineSerializer(serializers.Serializer):
    place = serializers.IntegerField()
    player = serializers.CharField(help_text="A player, or a team of fixed partners.")
    points = serializers.FloatField(help_text="One for each player placed below, ½ per tie.")


class RatingSerializer(serializers.Serializer):
    player = serializers.CharField()
    ordinal = serializers.FloatField(help_text="The rating that ranks: mu - 3 sigma.")
    mu = serializers.FloatField(help_text="Estimated skill.")
    sigma = serializers.FloatField(help_text="Uncertainty of the estimate.")
    games = serializers.IntegerField(help_text="Games the rating rests on.")


class SeasonSerializer(serializers.Serializer):
    slug = serializers.SlugField()
    name = serializers.CharField()
    tag = serializers.CharField(help_text="Events pinned to this tag belong to the season.")
    events = serializers.ListField(child=serializers.SlugField(),
                                   help_text="The season's events, oldest first.")  # fmt: skip


class SeasonDetailSerializer(SeasonSerializer):
    league_table = LeagueLineSerializer(many=True, help_text="Empty before any result.")
    ratings = RatingSerializer(many=True, help_text="Best first; empty before any result.")


def _season(season: Season) -> dict[str, Any]:
    return {"slug": season.slug, "name": season.name, "tag": season.tag,
            "events": [e.slug for e in season.season_events()]}  # fmt: skip


def _or_empty(work: Any) -> list[Any]:
    try:
        return list(work())
    except EventError:
        return []


class SeasonViewSet(ClubScoped):
    """A club's seasons, each with its league table and ratings."""

    serializer_class = SeasonSerializer
    lookup_field = "slug"
    lookup_value_regex = r"[-\w]+"
    queryset = Season.objects.none()
    pagination_class = None

    @extend_schema(summary="The club's seasons", parameters=[CLUB])
    def list(self, request: Request, club: str) -> Response:
        seasons = Season.objects.filter(club=self.club()).order_by("slug")
        return Response([_season(s) for s in seasons])

    @extend_schema(summary="A season: its events, league table and openskill ratings, "
                   "recomputed from the recorded results", parameters=[CLUB],
                   responses={200: SeasonDetailSerializer})  # fmt: skip
    def retrieve(self, request: Request, club: str, slug: str) -> Response:
        season = Season.objects.filter(club=self.club(), slug=slug).first()
        if season is None:
            raise Problem(404, "not-found", "Not found.")
        rated = _or_empty(lambda: season_ratings(season))
        return Response({
            **_season(season),
            "league_table": _or_empty(lambda: league_table(season)),
            "ratings": [{"player": r.player, "ordinal": r.ordinal, "mu": r.mu,
                         "sigma": r.sigma, "games": r.games} for r in rated],
        })  # fmt: skip
