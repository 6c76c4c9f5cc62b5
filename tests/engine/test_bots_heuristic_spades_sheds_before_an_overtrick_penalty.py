"""Where a side that takes far more than its contract is penalised (`scoring.events`:
`made_contract` from some overtricks on, with a negative score), the heuristic Spades bot
whose next overtrick would cost a penalty larger than the opponents' contract is worth sheds
instead of trying to set them; without the event, short of it, or against a contract worth
more, it still tries to set them."""

import random

from engine.bots import make_bot
from engine.core.cards import Card
from tests.engine.bot_helpers import view
from tests.factories import spades_rules

RNG = random.Random(0)
LEGAL = [Card.parse("AH"), Card.parse("4H")]


def choose(taken: tuple[int, int, int, int], *events: dict[str, object], theirs: str = "1") -> Card:
    """Seat 0's card on seat 3's 5♥: its side bid 2 (1 and 1), the opponents `theirs` each
    (worth 10 points a trick) and can still be set."""
    bot = make_bot("heuristic", spades_rules(scoring={"events": list(events)}))
    bids = ["1", theirs, "1", theirs]
    seen = view(0, "AH 4H 2C", bids, trick=[(3, "5H")], taken=taken)
    card = bot.choose(seen, LEGAL, RNG)
    assert isinstance(card, Card)
    return card


FROM_THE_THIRD = {"when": "made_contract", "at_least": 3, "per": "overtrick", "score": -10}
"""−10 an overtrick for a side with 3 or more over its contract."""


def test_without_the_event_a_made_contract_sets_the_opponents() -> None:
    assert choose((3, 0, 1, 0)) == Card.parse("AH")


def test_a_side_two_over_its_contract_sheds_before_the_third_overtrick_costs() -> None:
    assert choose((3, 0, 1, 0), FROM_THE_THIRD) == Card.parse("4H")


def test_a_side_further_from_the_penalty_still_sets_the_opponents() -> None:
    assert choose((1, 0, 1, 0), FROM_THE_THIRD) == Card.parse("AH")


def test_a_penalty_once_a_hand_from_2_overtricks_sheds_as_well() -> None:
    once = {"when": "made_contract", "at_least": 2, "score": -50}
    assert choose((2, 0, 1, 0), once) == Card.parse("4H")


def test_a_bonus_for_overtricks_changes_nothing() -> None:
    bonus = {"when": "made_contract", "at_least": 3, "per": "overtrick", "score": 10}
    assert choose((3, 0, 1, 0), bonus) == Card.parse("AH")


def test_a_penalty_smaller_than_the_opponents_contract_is_worth_still_sets_them() -> None:
    # The opponents bid 6 (60 points) and took 3: three more set them; 3 overtricks cost 30.
    assert choose((3, 2, 1, 1), FROM_THE_THIRD, theirs="3") == Card.parse("AH")


def test_a_penalty_larger_than_the_opponents_contract_is_worth_sheds() -> None:
    once = {"when": "made_contract", "at_least": 3, "score": -100}
    assert choose((3, 2, 1, 1), once, theirs="3") == Card.parse("4H")
