"""One valid change of every Hearts option, for the prose tests: path -> options."""

from typing import Any

NO_ACROSS = {"directions": ["left", "right", "hold"]}

CHANGES: dict[str, dict[str, Any]] = {
    "players.count": {"players": {"count": 5}, "passing": NO_ACROSS},
    "players.direction": {"players": {"direction": "counterclockwise"}},
    "players.dealer_rotation": {"players": {"dealer_rotation": "same_dealer"}},
    "players.first_dealer": {"players": {"first_dealer": "high_card"}},
    "deck.removed_cards": {
        "players": {"count": 3},
        "deck": {"removed_cards": ["2C"]},
        "passing": NO_ACROSS,
    },
    "passing.directions": {"passing": {"directions": ["right"]}},
    "passing.cards": {"passing": {"cards": 4}},
    "play.first_lead": {"play": {"first_lead": "left_of_dealer"}},
    "play.points_on_first_trick": {"play": {"points_on_first_trick": True}},
    "play.only_point_cards": {"play": {"only_point_cards": "heart_not_queen"}},
    "play.hearts_led": {"play": {"hearts_led": "any_time"}},
    "play.queen_breaks_hearts": {"play": {"queen_breaks_hearts": True}},
    "scoring.queen_of_spades": {"scoring": {"queen_of_spades": 10}},
    "scoring.king_of_spades": {"scoring": {"king_of_spades": 10}},
    "scoring.ace_of_spades": {"scoring": {"ace_of_spades": 7}},
    "scoring.jack_of_diamonds": {"scoring": {"jack_of_diamonds": -10}},
    "scoring.ten_of_hearts": {"scoring": {"ten_of_hearts": "doubles"}},
    "scoring.moon": {"scoring": {"moon": "shooter_subtracts"}},
    "scoring.sun": {"scoring": {"sun": 52}},
    "scoring.card_values": {"scoring": {"card_values": [{"cards": "QH", "points": 13}]}},
    "scoring.events": {"scoring": {"events": [{"when": "took_no_trick", "score": -5}]}},
    "match.end_score": {"match": {"end_score": 50}},
    "match.hands": {"match": {"hands": 10}},
    "match.ties": {"match": {"ties": "shared"}},
}
