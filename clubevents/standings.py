"""An event's standings and a season's league table and ratings, computed from the results
that count (never stored, so they can always be recomputed and checked)."""

from __future__ import annotations

from typing import Any

from clubevents.brackets import bracket_lines
from clubevents.credit import table_facts
from clubevents.individual import individual_lines
from clubevents.models import Event, EventFormat, Season
from clubevents.services import _as_round, _team_of, current_results, duplicate_boards, shape_of
from events import EventError
from events.formats import Table
from events.formats.duplicate import BoardResult, duplicate_standings
from events.formats.progressive import Round, progressive_credit, progressive_totals
from events.formats.swiss import MatchResult, swiss_standings
from events.ratings import RatedGame, Rating, ratings
from events.standings import rank

__all__ = ["event_standings", "league_table", "season_ratings"]


def event_standings(event: Event) -> list[dict[str, Any]]:
    """The event's standings, best first, as plain data: place, player (or team), total and
    what the format reports beside it (matchpoints and percentage in duplicate)."""
    if event.version_id is None:
        raise EventError("the event has not started: there are no standings yet")
    results = current_results(event)
    if not results:
        raise EventError("there are no results yet: standings appear once a table has finished")
    shape = shape_of(event.version)  # type: ignore[arg-type]
    if event.format == EventFormat.BRACKET:
        return bracket_lines(event)
    if len(shape.sides) > 2 and event.format in (EventFormat.ROUND_ROBIN, EventFormat.SWISS):
        return individual_lines(event, results, shape)
    if event.format == EventFormat.DUPLICATE:
        return _duplicate(event, results, shape.partnership, shape.lowest_wins)
    if event.format == EventFormat.PROGRESSIVE:
        rounds = [_as_round(r) for r in event.event_rounds.order_by("number")]
        finished = {r.round for r in results}
        scores = {(r.round, r.table): r.scores for r in results}
        played = [r for r in rounds if r.number in finished]
        totals = progressive_totals(played, scores)
        if event.credit:
            return _credited(event, played, results, totals, shape.lowest_wins)
        return [
            {"place": s.place, "player": s.player, "total": s.total}
            for s in rank(totals, lowest_wins=shape.lowest_wins)
        ]
    team_of = _team_of(event)
    matches = [
        MatchResult(team_of[r.seats[0]], team_of[r.seats[1]], r.scores[0], r.scores[1])
        for r in results
    ]
    teams = sorted(set(team_of.values()) & {t for m in matches for t in (m.first, m.second)})
    rows = swiss_standings(teams, matches, lowest_wins=shape.lowest_wins)
    return [
        {"place": i, "player": r.entrant, "total": r.points, "buchholz": r.buchholz,
         "difference": r.difference}
        for i, r in enumerate(rows, start=1)
    ]  # fmt: skip


def _credited(
    event: Event,
    played: list[Round],
    results: list[Any],
    scores: dict[str, int],
    lowest_wins: bool,
) -> list[dict[str, Any]]:
    """A progressive night with extra credit: the total is the rounds' score and the credit,
    and the line shows both apart, with how many of each credited fact the player made."""
    rules = event.version.load_rules()  # type: ignore[union-attr]
    credit, counts = progressive_credit(played, table_facts(event, results, rules), event.credit)
    totals = {player: score + credit.get(player, 0) for player, score in scores.items()}
    return [
        {"place": s.place, "player": s.player, "total": s.total, "score": scores[s.player],
         "credit": credit.get(s.player, 0), **counts.get(s.player, dict.fromkeys(event.credit, 0))}
        for s in rank(totals, lowest_wins=lowest_wins)
    ]  # fmt: skip


def _duplicate(
    event: Event, results: list[Any], partnership: bool, lowest_wins: bool
) -> list[dict[str, Any]]:
    board_results = [
        BoardResult(r.board, Table(r.table, tuple(r.seats)), tuple(r.scores)) for r in results
    ]
    rows = duplicate_standings(
        board_results, duplicate_boards(event), partnership=partnership,
        lowest_wins=lowest_wins,
    )  # fmt: skip
    return [
        {"place": i, "player": r.player, "total": float(r.matchpoints), "top": r.top,
         "percentage": round(r.percentage, 2), "cumulative": float(r.cumulative)}
        for i, r in enumerate(rows, start=1)
    ]  # fmt: skip


def _players_of(event: Event) -> dict[str, list[str]]:
    """Each team of the event (partners sharing a *team*) and its players. A line of the
    standings naming a team (round robin, Swiss, a bracket) credits each of its players, as
    the ratings rate them; a name that is no team (a player, or a guest entered under the
    team's name) stands for itself."""
    names = set(event.participants.values_list("name", flat=True))
    teams: dict[str, list[str]] = {}
    for name, team in event.participants.exclude(team="").values_list("name", "team"):
        if team not in names:
            teams.setdefault(team, []).append(name)
    return teams


def league_table(season: Season) -> list[dict[str, Any]]:
    """The season's table: in each event an entrant earns one point for every entrant placed
    below it and half a point for every entrant sharing its place, and each player of a team
    earns the team's points; events with no results yet count for nothing."""
    points: dict[str, float] = {}
    events = 0
    for event in season.season_events():
        try:
            lines = event_standings(event)
        except EventError:
            continue
        events += 1
        teams = _players_of(event)
        for line in lines:
            below = sum(1 for other in lines if other["place"] > line["place"])
            tied = sum(1 for other in lines if other["place"] == line["place"]) - 1
            for player in teams.get(line["player"], [line["player"]]):
                points[player] = points.get(player, 0.0) + below + tied / 2
    if not events:
        raise EventError("no event of this season has results yet: the league table is empty")
    return [{"place": s.place, "player": s.player, "points": s.total} for s in rank(points)]


def season_ratings(season: Season) -> list[Rating]:
    """openskill ratings from every result of the season's events, in the order played; each
    game is won the way its own event's rules win (a season can mix Hearts and Spades)."""
    games: list[RatedGame] = []
    for event in season.season_events():
        if event.version_id is None:
            continue
        shape = shape_of(event.version)  # type: ignore[arg-type]
        for result in sorted(current_results(event), key=lambda r: (r.round, r.table)):
            sides = tuple(tuple(result.seats[s] for s in side) for side in shape.sides)
            scores = tuple(float(result.scores[side[0]]) for side in shape.sides)
            games.append(RatedGame(sides, scores, shape.lowest_wins))
    if not games:
        raise EventError("no event of this season has results yet: there are no ratings")
    return ratings(games)
