"""A progressive Spades night: 16 players (guests and bots) over 3 rounds of the fixed
rotation, results from a bot table and from director-entered score sheets; each player's
total is their side's scores added up by hand."""

from clubevents.models import EventFormat
from clubevents.services import record_match_result, record_result, seat_round
from clubevents.standings import event_standings
from registry.services import play_bot_match
from tests.events.event_helpers import library_ruleset, started_event

NAMES = [f"p{n:02}" for n in range(1, 13)] + ["bot1", "bot2", "bot3", "bot4"]
# Side scores per (round, table): side 1 (seats 1 and 3), side 2 (seats 2 and 4).
SCORES = {
    (1, 2): (310, 120), (1, 3): (95, 180), (1, 4): (200, 200),
    (2, 1): (150, 60), (2, 2): (70, 240), (2, 3): (330, -40), (2, 4): (100, 110),
    (3, 1): (220, 180), (3, 2): (50, 90), (3, 3): (140, 160), (3, 4): (260, 30),
}  # fmt: skip


def test_totals_match_a_hand_count(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "progressive", "classic.yaml")
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, hands_per_round=2)
    expected: dict[str, int] = {}
    for number in (1, 2, 3):
        stored = event.event_rounds.get(number=number)
        assert len(stored.seating["tables"]) == 4 and stored.seating["sitting_out"] == []
        for table in stored.seating["tables"]:
            seats, key = table["seats"], (number, table["number"])
            if key == (1, 1):  # table 1 of round 1 plays a bot match to its end
                match = play_bot_match(ruleset.head, bots=["heuristic"] * 4, seed=7,
                                       started_by=cast.editor)  # fmt: skip
                record_match_result(event, round=1, table=1, match=match, actor=cast.editor)
                sides = [int(s) for s in match.result["standing"]["scores"]]
            else:
                sides = list(SCORES[key])
                hands = [[sides[0] - 10, sides[1] - 20], [10, 20]]
                record_result(event, round=number, table=table["number"], scores=sides,
                              hands=hands, actor=cast.editor)  # fmt: skip
            # By hand: seats 1 and 3 score side 1, seats 2 and 4 side 2.
            for seat, player in enumerate(seats):
                expected[player] = expected.get(player, 0) + sides[seat % 2]
        if number < 3:
            seat_round(event, actor=cast.editor)
    totals = {line["player"]: line["total"] for line in event_standings(event)}
    assert totals == expected
    assert len(totals) == 16
