"""When an option and the threshold its sentence states change together, one sentence says
both; a threshold that changes alone still gets its own."""

from rulesets.diff import diff_rules
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def sentences(old: SpadesRules, new: SpadesRules) -> list[tuple[str, str]]:
    return [(change.path, change.sentence) for change in diff_rules(old, new)]


def test_diff_states_a_total_minimum_with_its_switch() -> None:
    new = spades_rules(bidding={"total_bids": "at_least", "total_minimum": 10})
    assert sentences(spades_rules(), new) == [
        (
            "bidding.total_bids",
            "Total of all bids: any total → at least 10, or the hand is thrown in and redealt",
        )
    ]


def test_diff_states_a_team_bids_threshold_with_its_switch() -> None:
    old = spades_rules(
        bidding={"blind_six": {"allowed": "when_trailing", "trailing_by": 100, "blind": True}}
    )
    new = spades_rules(bidding={"blind_six": {"allowed": "any_hand", "blind": True}})
    assert sentences(old, new) == [
        (
            "bidding.blind_six.allowed",
            "Blind 6: only when your team trails by 100 or more → any hand",
        )
    ]


def test_diff_states_a_custom_team_map_with_the_team_format() -> None:
    new = spades_rules(players={"teams": "custom", "team_map": [[1, 2], [3, 4]]})
    assert sentences(spades_rules(), new) == [
        (
            "players.teams",
            "Sides: two partnerships, partners sitting opposite each other"
            " → sides set by the club, seats 1 and 2 against seats 3 and 4",
        )
    ]


def test_diff_states_the_renege_penalty_with_its_rule() -> None:
    old = spades_rules(reneges={"enforcement": "honour"})
    new = spades_rules(
        reneges={
            "enforcement": "honour",
            "caught_after_gathered": "transfer_tricks",
            "tricks_transferred": 2,
        }
    )
    assert sentences(old, new) == [
        (
            "reneges.caught_after_gathered",
            "Renege caught after the trick is gathered: the hand ends, the offending side scored"
            " as set and the other side as having made its contract → play goes on, and at the"
            " end of the hand 2 tricks pass from the offender to the side that called it (no more"
            " than the offender took)",
        )
    ]


def test_diff_keeps_a_bag_threshold_that_changes_alone() -> None:
    new = spades_rules(scoring={"bags": {"threshold": 5}})
    assert sentences(spades_rules(), new) == [
        ("scoring.bags.threshold", "Bags per penalty: 10 → 5")
    ]
