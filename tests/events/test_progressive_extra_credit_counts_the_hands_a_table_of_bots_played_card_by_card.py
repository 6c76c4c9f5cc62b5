"""A progressive euchre night with extra credit whose table is played card by card (by its
bots, as a live table is): each player's credit is the points of the loners and marches the
match's log records for their seat, the total adds it to their side's score, and
verify_registry recomputes the standings."""

from clubevents.models import EventFormat
from clubevents.services import finish_event, record_match_result
from clubevents.standings import event_standings
from registry.services import verify_registry
from registry.services.matches import play_bot_match
from tests.events.event_helpers import library_ruleset, started_event

BOTS = ["bot1", "bot2", "bot3", "bot4"]
CREDIT = {"loner_made": 3, "march": 1}


def test_bots_table(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "progressive", "euchre-progressive.yaml")
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, BOTS, rounds=1, credit=CREDIT)
    seats = event.event_rounds.get(number=1).seating["tables"][0]["seats"]
    match = play_bot_match(event.version, bots=["heuristic"] * 4, seed=7, started_by=cast.editor)
    record_match_result(event, round=1, table=1, match=match, actor=cast.editor, source="bots")

    # Counted from the log by hand: the maker (`declarer`) of a hand whose case is a loner
    # made, and both players of the makers' side of a march.
    expected = {name: {"loner_made": 0, "march": 0} for name in seats}
    for played in match.log["hands"]:
        case, score = played["score"]["case"], played["score"]
        if case in ("lone", "lone_march"):
            expected[seats[played["declarer"] - 1]]["loner_made"] += 1
        if case in ("march", "lone_march"):
            for seat in score["sides"][score["makers"] - 1]["seats"]:
                expected[seats[seat - 1]]["march"] += 1
    assert sum(c["march"] for c in expected.values()) > 0  # the seed plays at least one march

    # Seats 1 and 3 are one side, 2 and 4 the other: each player scores their side's points.
    sides = match.result["standing"]["scores"]
    scores = {name: int(sides[index % 2]) for index, name in enumerate(seats)}
    for line in event_standings(event):
        counts = expected[line["player"]]
        credit = 3 * counts["loner_made"] + 1 * counts["march"]
        assert (line["loner_made"], line["march"], line["credit"]) == (
            counts["loner_made"], counts["march"], credit,
        )  # fmt: skip
        assert line["score"] == scores[line["player"]]
        assert line["total"] == scores[line["player"]] + credit
    finish_event(event, actor=cast.editor)
    assert verify_registry() == []
