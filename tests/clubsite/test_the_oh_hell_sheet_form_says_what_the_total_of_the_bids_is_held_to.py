"""The Oh Hell score-sheet form tells the table, above each hand, what the total of the bids
is held to: the hook, another limit of `bidding.limits`, or nothing."""

from clubsite.sheet_forms.oh_hell import OhHellHandForm
from engine.games.oh_hell.terms import oh_hell_terms
from tests.engine.oh_hell.oh_hell_helpers import oh_hell_rules

PLAYERS = ("Ann", "Ben", "Cat", "Dan")


def help_of(**bidding: object) -> str:
    terms = oh_hell_terms(oh_hell_rules(bidding=bidding))
    return OhHellHandForm(players=PLAYERS, terms=terms, number=3).hand_help


def test_the_hook_forbids_the_dealer_the_bid_that_adds_up() -> None:
    assert help_of() == (
        "Hand 3: 3 cards each. The tricks add up to 3. The dealer may not bid what makes the"
        " bids add up to the tricks."
    )


def test_a_total_of_at_most_is_said_as_such() -> None:
    said = help_of(hook=False, limits={"total": "at_most", "total_of": 2})
    assert said.endswith("The bids may add up to at most 2.")


def test_without_a_hold_on_the_total_nothing_more_is_said() -> None:
    assert help_of(hook=False) == "Hand 3: 3 cards each. The tricks add up to 3."
