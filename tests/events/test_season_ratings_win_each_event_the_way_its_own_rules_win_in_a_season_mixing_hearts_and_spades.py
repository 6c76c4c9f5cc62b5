"""A season mixing Hearts (lowest score wins) and Spades (highest wins) rates each event's
games the way its own rules win, whichever event came last."""

from clubevents.models import EventFormat, Season
from clubevents.services import record_result
from clubevents.standings import season_ratings
from events.ratings import RatedGame, ratings
from tests.events.event_helpers import library_ruleset, started_event

NAMES = ["ann", "bob", "cat", "dan"]


def test_mixed_season(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    hearts = library_ruleset(cast, "hearts", "hearts.yaml")
    season = Season.objects.create(club=cast.club, slug="mixed", name="Mixed league")
    first = started_event(cast, hearts, EventFormat.ROUND_ROBIN, NAMES, rounds=1, slug="hearts")
    seats = first.event_rounds.get().seating["tables"][0]["seats"]
    # Hearts, lowest wins: seat 1 took no points and wins, seat 2 took 26 and comes last.
    record_result(first, round=1, table=1, scores=[0, 26, 10, 12], actor=cast.editor)
    # Spades, the season's last event: a drawn night (seats 1 and 3 against 2 and 4).
    last = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1, slug="spades")
    record_result(last, round=1, table=1, scores=[200, 200], actor=cast.editor)
    season.events.add(first, last)
    table = last.event_rounds.get().seating["tables"][0]["seats"]

    rated = season_ratings(season)
    assert rated[0].player == seats[0] and rated[-1].player == seats[1]
    assert [r.games for r in rated] == [2, 2, 2, 2]
    # The same two games rated by hand, each with its own direction, give the same numbers.
    by_hand = ratings([
        RatedGame(tuple((p,) for p in seats), (0, 26, 10, 12), lowest_wins=True),
        RatedGame(((table[0], table[2]), (table[1], table[3])), (200, 200), lowest_wins=False),
    ])  # fmt: skip
    assert rated == by_hand
