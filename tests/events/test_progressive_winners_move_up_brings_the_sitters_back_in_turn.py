"""With 13 players one sits out; under winners-move-up the sitter comes back in the place of a
foot-table loser, who sits out next."""

from events.formats.progressive import rotation_round, winners_move_up

PLAYERS = [f"p{n:02}" for n in range(1, 14)]


def test_the_sitter_plays_the_next_round() -> None:
    round_ = rotation_round(PLAYERS, 1)
    sat_out = set(round_.sitting_out)
    assert len(sat_out) == 1
    for _ in range(4):
        round_ = winners_move_up(round_, {t.number: t.seats[::2] for t in round_.tables}, PLAYERS)
        seated = {p for t in round_.tables for p in t.seats}
        assert sat_out <= seated
        assert len(seated) == 12 and len(round_.sitting_out) == 1
        sat_out = set(round_.sitting_out)
