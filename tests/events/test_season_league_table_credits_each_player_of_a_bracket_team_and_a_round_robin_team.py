"""A season of a bracket and a round robin of the same four teams of partners: the league
table credits each player of a team with the team's points in each event, and the ratings
rate the same players (a team is its players), never the team's name."""

from clubevents.brackets import record_bracket_game, start_bracket
from clubevents.models import EventFormat, Season
from clubevents.services import (
    finish_event,
    record_result,
    start_event,
)
from clubevents.standings import league_table, season_ratings
from registry.services import verify_registry
from tests.events.event_helpers import teams_event


def test_league_table_and_ratings(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    season = Season.objects.create(club=cast.club, slug="winter", name="Winter league")

    # Round robin, round 1 (teams in name order): table 1 east against west, table 2 north
    # against south; the first team named holds seats 1 and 3.
    robin = start_event(teams_event(cast, ruleset, "robin", EventFormat.ROUND_ROBIN, rounds=1),
                        actor=cast.editor)  # fmt: skip
    record_result(robin, round=1, table=1, scores=[100, 300], actor=cast.editor)
    record_result(robin, round=1, table=2, scores=[200, 250], actor=cast.editor)
    finish_event(robin, actor=cast.editor)
    # West and south won (1 point each; west by 200, south by 50), north and east lost
    # (Buchholz 1 each; north by 50, east by 200): west 1st, south 2nd, north 3rd, east 4th.
    # League points, one per team placed below: west 3, south 2, north 1, east 0.

    draft = teams_event(cast, ruleset, "finals", EventFormat.BRACKET, best_of=1)
    finals = start_bracket(draft, actor=cast.editor, seeds=["north", "south", "east", "west"])
    record_bracket_game(finals, round=1, match=1, scores=[300, 100], actor=cast.editor)  # north
    record_bracket_game(finals, round=1, match=2, scores=[100, 300], actor=cast.editor)  # east
    record_bracket_game(finals, round=2, match=1, scores=[300, 200], actor=cast.editor)  # north
    finish_event(finals, actor=cast.editor)
    # North 1st (3 below), east 2nd (2 below), south and west share 3rd (0 below, 1 tie: ½).
    season.events.add(robin, finals)

    # Each player earns their team's points: north 1 + 3 = 4, west 3 + ½ = 3.5,
    # south 2 + ½ = 2.5, east 0 + 2 = 2.
    assert [(row["place"], row["player"], row["points"]) for row in league_table(season)] == [
        (1, "ann", 4.0), (1, "dan", 4.0), (3, "fay", 3.5), (3, "gus", 3.5),
        (5, "bob", 2.5), (5, "cat", 2.5), (7, "eve", 2.0), (7, "hal", 2.0),
    ]  # fmt: skip

    rated = {r.player: r.games for r in season_ratings(season)}
    # One round robin game each; the finalists (north, east) played two bracket games.
    assert rated == {"ann": 3, "dan": 3, "eve": 3, "hal": 3, "bob": 2, "cat": 2, "fay": 2,
                     "gus": 2}  # fmt: skip
    assert verify_registry() == []
