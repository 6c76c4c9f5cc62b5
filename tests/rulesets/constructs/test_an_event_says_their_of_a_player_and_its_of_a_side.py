"""An event's sentence fits who scores it: a player is "their" ("A player who fails their
contract"), a side "its" ("A side that fails its contract")."""

from rulesets.constructs.events import HandEvent, event_words

MISSED = HandEvent.model_validate(
    {"when": "failed_contract", "at_least": 1, "per": "undertrick", "score": -10}
)
INSTEAD = HandEvent.model_validate({"when": "made_contract", "score": 5, "combine": "instead"})


def test_a_player_fails_their_contract_and_scores_instead_of_their_other_points() -> None:
    assert event_words(MISSED, "player") == (
        "A player who fails their contract with 1 or more tricks short of their contract"
        " scores −10 per undertrick."
    )
    assert event_words(INSTEAD, "player") == (
        "A player who makes their contract scores +5 instead of their other points."
    )


def test_a_side_still_fails_its_contract() -> None:
    assert event_words(MISSED, "side") == (
        "A side that fails its contract with 1 or more tricks short of its contract"
        " scores −10 per undertrick."
    )
    assert event_words(INSTEAD, "side") == (
        "A side that makes its contract scores +5 instead of its other points."
    )
