"""A progressive euchre night may credit a player extra for a loner made (to the player who
went alone) and a march (to both makers): the credit comes from the hands the table's score
sheet records, the standings show it apart from the rounds' score, and without the option
the same sheet counts the side's score alone."""

from clubevents.event_tables import open_sheet
from clubevents.models import EventFormat
from clubevents.services import correct_result, finish_event, record_match_result
from clubevents.standings import event_standings
from registry.services import add_sheet_hand, verify_registry
from tests.events.event_helpers import library_ruleset, started_event

NAMES = ["ann", "bob", "cat", "dan"]

# Bicycle's scoring table (euchre-progressive.yaml): 1 for 3 or 4 tricks, 2 for a march, 4 for
# a loner's march, 2 to the defenders for a euchre. Seats 1 and 3 are one side, 2 and 4 the other.
HANDS = [
    {"maker": 1, "alone": True, "won": 5},  # a loner's march: side 1 +4; seats 1 and 3 march
    {"maker": 2, "won": 5},  # a march: side 2 +2; seats 2 and 4 march
    {"maker": 3, "alone": True, "won": 3},  # a loner made: side 1 +1; seat 3 loner
    {"maker": 4, "won": 3},  # side 2 +1
    {"maker": 1, "won": 2},  # euchred: side 2 +2
    {"maker": 4, "won": 3},  # side 2 +1
    {"maker": 2, "won": 4},  # side 2 +1
    {"maker": 4, "won": 3},  # side 2 +1
]
# Seat 1's loner march is also a loner made by seat 1.
# Side 1 (seats 1 and 3): 4 + 1 = 5. Side 2 (seats 2 and 4): 2 + 1 + 2 + 1 + 1 + 1 = 8.


def night(cast, credit):  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "progressive", "euchre-progressive.yaml")
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1,
                          credit=credit)  # fmt: skip
    seats = event.event_rounds.get(number=1).seating["tables"][0]["seats"]
    # Round 1 of the rotation seats ann and dan (seats 1 and 3) against bob and cat.
    assert seats == ["ann", "bob", "dan", "cat"]
    opened = open_sheet(event, round=1, table=1, actor=cast.editor)
    for hand in HANDS:
        add_sheet_hand(opened.match, hand, actor=cast.editor)
    opened.match.refresh_from_db()
    result = record_match_result(event, round=1, table=1, match=opened.match, actor=cast.owner)
    assert result.scores == [5, 8, 5, 8]
    return event, result


def test_loners_and_marches_are_credited_apart_from_the_score(cast) -> None:  # type: ignore[no-untyped-def]
    event, _ = night(cast, {"loner_made": 2, "march": 1})
    # ann: her side's 5, her loner's march 2 (loner) + 1 (march) = 8; dan: 5, his loner 2 and
    # the march with ann 1 = 8; bob and cat: their side's 8 and their march 1 = 9.
    assert event_standings(event) == [
        {"place": 1, "player": "bob", "total": 9, "score": 8, "credit": 1, "loner_made": 0,
         "march": 1},
        {"place": 1, "player": "cat", "total": 9, "score": 8, "credit": 1, "loner_made": 0,
         "march": 1},
        {"place": 3, "player": "ann", "total": 8, "score": 5, "credit": 3, "loner_made": 1,
         "march": 1},
        {"place": 3, "player": "dan", "total": 8, "score": 5, "credit": 3, "loner_made": 1,
         "march": 1},
    ]  # fmt: skip
    finish_event(event, actor=cast.editor)
    assert verify_registry() == []


def test_a_night_without_credit_counts_the_sides_score_alone(cast) -> None:  # type: ignore[no-untyped-def]
    event, _ = night(cast, None)
    assert event_standings(event) == [
        {"place": 1, "player": "bob", "total": 8}, {"place": 1, "player": "cat", "total": 8},
        {"place": 3, "player": "ann", "total": 5}, {"place": 3, "player": "dan", "total": 5},
    ]  # fmt: skip


def test_a_correction_keeps_the_credit_its_sheet_recorded(cast) -> None:  # type: ignore[no-untyped-def]
    event, result = night(cast, {"loner_made": 2})
    correct_result(result, scores=[6, 8], reason="a point missed on the sheet", actor=cast.owner)
    totals = {line["player"]: (line["score"], line["credit"]) for line in event_standings(event)}
    # The corrected score, and the loners the sheet recorded (ann's and dan's, 2 each).
    assert totals == {"ann": (6, 2), "dan": (6, 2), "bob": (8, 0), "cat": (8, 0)}
