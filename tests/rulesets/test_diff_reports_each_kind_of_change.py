"""Each kind of option change gives its dotted path, JSON values, topic and a sentence."""

from typing import Any

import pytest

from rulesets.diff import diff_rules
from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

SPADES: dict[str, Any] = {"format": "houserules/1", "game": "spades", "name": "Ours"}
ROOK: dict[str, Any] = {"format": "houserules/1", "game": "rook", "name": "Ours"}


def only_change(old: dict[str, Any], new: dict[str, Any]) -> tuple[str, Any, Any, str, str]:
    model = SpadesRules if old["game"] == "spades" else RookRules
    changes = diff_rules(model.model_validate(old), model.model_validate(new))
    assert len(changes) == 1, changes
    change = changes[0]
    return change.path, change.old, change.new, change.topic, change.sentence


@pytest.mark.parametrize(
    ("new", "expected"),
    [
        (
            {"name": "Theirs"},
            ("name", "Ours", "Theirs", "about", "Name: “Ours” → “Theirs”"),
        ),
        (
            {"notes": "Bring snacks."},
            ("notes", "", "Bring snacks.", "about", "Club notes: none → “Bring snacks.”"),
        ),
        (
            {"players": {"direction": "counterclockwise"}},
            (
                "players.direction",
                "clockwise",
                "counterclockwise",
                "players",
                "Direction of play: clockwise (to the left) → counterclockwise (to the right)",
            ),
        ),
        (
            {"match": {"target": 300}},
            ("match.target", 500, 300, "match", "Target score: 500 points → 300 points"),
        ),
        (
            {"match": {"losing_score": None}},
            ("match.losing_score", -200, None, "match", "Losing score: −200 → none"),
        ),
        (
            {"play": {"must_trump": True}},
            ("play.must_trump", False, True, "play", "Duty to trump: off → on"),
        ),
        (
            {"scoring": {"bags": {"penalty": -50}}},
            ("scoring.bags.penalty", -100, -50, "scoring", "Bag penalty: −100 → −50"),
        ),
        (
            {"redeal": {"triggers": ["no_spades"]}},
            (
                "redeal.triggers",
                [],
                ["no_spades"],
                "redeal",
                "Redeal: never → when a player is dealt no trumps at all"
                " (no spade, joker or promoted card)",
            ),
        ),
        (
            {"deck": {"promoted_cards": ["2D", "2S"]}},
            (
                "deck.promoted_cards",
                [],
                ["2D", "2S"],
                "deck",
                "Promoted cards: none → 2♦, 2♠ (highest first)",
            ),
        ),
        (
            {"reneges": {"extra_penalty": -50}},
            ("reneges.extra_penalty", -100, -50, "reneges", "Extra renege penalty: −100 → −50"),
        ),
    ],
)
def test_diff_reports_a_spades_change(new: dict[str, Any], expected: Any) -> None:
    assert only_change(SPADES, {**SPADES, **new}) == expected


def test_diff_reports_a_list_as_one_change() -> None:
    old = {**SPADES, "players": {"count": 2, "teams": "singles"}}
    new = {**old, "deck": {"removed_cards": ["2D", "2C"], "jokers": "big_and_little"}}
    changes = diff_rules(SpadesRules.model_validate(old), SpadesRules.model_validate(new))
    assert [(c.path, c.old, c.new) for c in changes] == [
        ("deck.jokers", "none", "big_and_little"),
        ("deck.removed_cards", [], ["2C", "2D"]),
    ]
    assert changes[1].sentence == "Cards taken out: none → the 2♣ and the 2♦"


@pytest.mark.parametrize(
    ("new", "expected"),
    [
        (
            {"auction": {"maximum": None}},
            (
                "auction.maximum",
                120,
                None,
                "auction",
                "Highest bid: 120 → every point in the hand (140)",
            ),
        ),
        (
            {"rook_card": {"rank": "lowest_trump"}},
            (
                "rook_card.rank",
                "wins_any_trick",
                "lowest_trump",
                "rook_card",
                "Rook card rank: it wins any trick it is played to, above every trump"
                " → it is the lowest trump",
            ),
        ),
        (
            {"nest": {"size": 9}},
            ("nest.size", 5, 9, "nest", "Nest: 5 cards → 9 cards"),
        ),
        (
            {"scoring": {"counters": {"5": 5, "10": 10, "A": 15, "K": 10, "rook": 20}}},
            (
                "scoring.counters.K",
                None,
                10,
                "scoring",
                "Points for each king: not a counter → 10 points",
            ),
        ),
        (
            {"scoring": {"counters": {"5": 5, "10": 10, "A": 15}}, "deck": {"rook_card": True}},
            (
                "scoring.counters.rook",
                20,
                None,
                "scoring",
                "Points for the Rook: 20 points → not a counter",
            ),
        ),
    ],
)
def test_diff_reports_a_rook_change(new: dict[str, Any], expected: Any) -> None:
    assert only_change(ROOK, {**ROOK, **new}) == expected


def test_diff_of_two_games_is_one_change_of_game() -> None:
    changes = diff_rules(SpadesRules.model_validate(SPADES), RookRules.model_validate(ROOK))
    assert [(c.path, c.old, c.new, c.topic, c.sentence) for c in changes] == [
        ("game", "spades", "rook", "about", "Game: Spades → Rook")
    ]
