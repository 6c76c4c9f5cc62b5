"""Seats, sides and the direction of play come from `players`, through `engine.core.seats`."""

from engine.core.seats import seating
from tests.factories import spades_rules


# covers: players.count=default
# covers: players.teams=partnerships
# covers: players.team_map=null
def test_four_players_in_partnerships_sit_opposite_their_partners() -> None:
    table = seating(spades_rules())
    assert table.count == 4
    assert table.sides == ((0, 2), (1, 3))
    assert table.partners(0) == (2,) and table.partners(3) == (1,)
    assert table.side_of == (0, 1, 0, 1)


# covers: players.count=other
# covers: players.teams=singles
def test_three_cutthroat_players_each_form_a_side_of_their_own() -> None:
    table = seating(
        spades_rules(players={"count": 3, "teams": "singles"}, deck={"removed_cards": ["2C"]})
    )
    assert table.count == 3
    assert table.sides == ((0,), (1,), (2,))
    assert table.partners(1) == ()
    assert table.next_seat(2) == 0


# covers: players.teams=custom
# covers: players.team_map=other
def test_a_custom_team_map_pairs_the_seats_it_names() -> None:
    table = seating(spades_rules(players={"teams": "custom", "team_map": [[1, 2], [3, 4]]}))
    assert table.sides == ((0, 1), (2, 3))
    assert table.partners(0) == (1,)
    assert table.same_side(2, 3) and not table.same_side(1, 2)


# covers: players.direction=clockwise
def test_clockwise_play_passes_to_the_next_seat_number() -> None:
    table = seating(spades_rules(players={"direction": "clockwise"}))
    assert [table.next_seat(seat) for seat in range(4)] == [1, 2, 3, 0]
    assert table.order_from(2) == (2, 3, 0, 1)


# covers: players.direction=counterclockwise
def test_counterclockwise_play_passes_to_the_previous_seat_number() -> None:
    table = seating(spades_rules(players={"direction": "counterclockwise"}))
    assert [table.next_seat(seat) for seat in range(4)] == [3, 0, 1, 2]
    assert table.order_from(2) == (2, 1, 0, 3)


# covers: players.dealer_rotation=next_seat
def test_the_deal_passes_to_the_next_seat_in_the_direction_of_play() -> None:
    assert seating(spades_rules()).next_dealer(3) == 0
    table = seating(spades_rules(players={"direction": "counterclockwise"}))
    assert table.next_dealer(0) == 3


# covers: players.dealer_rotation=same_dealer
def test_a_dedicated_dealer_deals_every_hand() -> None:
    assert seating(spades_rules(players={"dealer_rotation": "same_dealer"})).next_dealer(2) == 2
