"""`engine.core.stakes.event_stakes` reads a ruleset's hand events into what each is worth to
the side it happens to, over every other side: the figures every game's heuristic bot plays
for. Only events scored once a hand, on top of the hand's points, make a stake."""

from typing import Any

from engine.core.stakes import NO_STAKES, EventStakes, event_stakes
from rulesets.constructs.events import HandEvent


def stakes(*events: dict[str, Any]) -> EventStakes:
    return event_stakes([HandEvent.model_validate(event) for event in events])


def test_without_events_nothing_is_at_stake() -> None:
    assert stakes() == NO_STAKES
    assert not NO_STAKES.any


def test_a_score_to_the_side_is_its_stake() -> None:
    assert stakes({"when": "took_no_trick", "score": -5}).no_trick == -5
    assert stakes({"when": "took_last_trick", "score": 10}).last_trick == 10
    assert stakes({"when": "took_every_point", "score": 50}).every_point == 50
    assert stakes({"when": "played_alone", "score": 1}).alone == 1


def test_a_score_to_every_other_side_counts_against_the_side() -> None:
    # Every other player scores 20 when one takes the last trick: the taker is 20 behind each.
    assert stakes({"when": "took_last_trick", "score": 20, "to": "others"}).last_trick == -20


def test_events_of_one_name_add_up() -> None:
    both = stakes(
        {"when": "took_no_trick", "score": -5},
        {"when": "took_no_trick", "score": 3, "to": "others"},
    )
    assert both.no_trick == -8


def test_an_event_scored_per_unit_or_instead_makes_no_stake() -> None:
    assert not stakes({"when": "took_no_trick", "score": -5, "per": "trick"}).any
    assert not stakes({"when": "took_no_trick", "score": -5, "combine": "instead"}).any
    assert not stakes({"when": "played_alone", "at_least": 5, "score": 2}).any


def test_an_overtrick_penalty_is_at_stake_from_its_first_penalised_overtrick() -> None:
    per = {"when": "made_contract", "at_least": 3, "per": "overtrick", "score": -10}
    assert stakes(per).overtricks_penalised == 3
    assert stakes({**per, "at_least": None}).overtricks_penalised == 1
    once = {"when": "made_contract", "at_least": 4, "score": -50}
    assert stakes(once, per).overtricks_penalised == 3
    assert stakes(once).overtricks_penalised == 4


def test_the_overtrick_penalty_is_what_the_side_loses_at_its_first_penalised_overtrick() -> None:
    # −10 an overtrick from the 3rd: 3 overtricks cost 30; a further −50 once from the 3rd.
    per = {"when": "made_contract", "at_least": 3, "per": "overtrick", "score": -10}
    once = {"when": "made_contract", "at_least": 3, "score": -50}
    later = {"when": "made_contract", "at_least": 5, "score": -100}
    assert stakes(per).overtrick_penalty == 30
    assert stakes(per, once).overtrick_penalty == 80
    assert stakes(per, later).overtrick_penalty == 30
    assert stakes().overtrick_penalty == 0


def test_a_bonus_for_overtricks_or_a_penalty_for_making_the_contract_is_no_overtrick_stake() -> (
    None
):
    bonus = {"when": "made_contract", "at_least": 3, "per": "overtrick", "score": 10}
    made = {"when": "made_contract", "score": -10}
    assert stakes(bonus).overtricks_penalised is None
    assert stakes(made).overtricks_penalised is None
