"""`scoring.events` in the Spades family: bonuses and penalties on a side's contract, tricks
and nils, scored after the hand's other points. Each test states the bids, the tricks, the
expected number, the rule and its source."""

from engine.core.actions import Bid
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def score(rules: SpadesRules, bids: list[str], tricks: tuple[int, ...]) -> HandScore:
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in bids), tricks)
    return score_hand(rules, tally, bags_before=(0,) * len(rules.players.sides()))


def with_events(*events: dict[str, object]) -> SpadesRules:
    return spades_rules(scoring={"events": list(events)})


# covers: scoring.events=default
def test_without_events_a_contract_of_13_made_scores_130() -> None:
    # Seats 1 and 3 bid 6 and 7 and take every trick: 13 × 10 = 130.
    assert score(spades_rules(), ["6", "1", "7", "1"], (6, 0, 7, 0)).sides[0].points == 130


# covers: scoring.events=other
def test_a_contract_of_13_made_scores_200_instead_of_130() -> None:
    # Source: games.rmwinslow.com, Spades: "If a team bids 13 and succeeds, they earn +200
    # points instead of +130". Seats 1 and 3 bid 6 and 7 and take all 13 tricks.
    rules = with_events(
        {"when": "made_contract_of", "at_least": 13, "score": 200, "combine": "instead"}
    )

    hand = score(rules, ["6", "1", "7", "1"], (6, 0, 7, 0))
    assert hand.sides[0].points == 200
    # The other side, set on its contract of 2: −20, untouched by the event.
    assert hand.sides[1].points == -20


def test_a_side_that_takes_no_trick_scores_minus_50() -> None:
    # The "took no trick" penalty of Spades and Call Break tables: seats 2 and 4 bid 1 each
    # and take nothing: set, −20, and −50 more: −70.
    rules = with_events({"when": "took_no_trick", "score": -50})

    assert score(rules, ["6", "1", "7", "1"], (6, 0, 7, 0)).sides[1].points == -70


def test_four_or_more_tricks_over_the_contract_cost_10_each() -> None:
    # "A penalty when a side takes far more than its bid": 10 a trick from the 4th over.
    # Seats 1 and 3 bid 2 and 1 (contract 3) and take 9: 30 + 6 overtricks = 36, − 60 = −24.
    rules = with_events({"when": "made_contract", "at_least": 4, "score": -10, "per": "overtrick"})

    assert score(rules, ["2", "2", "1", "2"], (5, 2, 4, 2)).sides[0].points == -24


def test_taking_twice_the_contract_costs_50() -> None:
    # As a multiple of the bid: a side taking at least twice its contract loses 50.
    # Contract 3, 9 tricks (3 times): 30 + 6 − 50 = −14; the other side, 4 of 4: 40.
    rules = with_events({"when": "took_times_contract", "at_least": 2, "score": -50})

    hand = score(rules, ["2", "2", "1", "2"], (5, 2, 4, 2))
    assert (hand.sides[0].points, hand.sides[1].points) == (-14, 40)


def test_any_contract_of_10_to_13_made_is_worth_a_flat_250() -> None:
    # A flat value for any made contract in a range of sizes: 10 to 13 tricks, 250 instead.
    # Contract 10 (5 + 5), 11 tricks: 250, not 101.
    rules = with_events(
        {
            "when": "made_contract_of",
            "at_least": 10,
            "at_most": 13,
            "score": 250,
            "combine": "instead",
        }
    )

    assert score(rules, ["5", "1", "5", "1"], (6, 1, 5, 1)).sides[0].points == 250


def test_a_made_nil_earns_its_side_50_more() -> None:
    # Seat 1 bids nil and takes nothing (+100); seat 3 bids 4 and takes 4 (+40); +50 more.
    rules = with_events({"when": "made_nil", "score": 50})

    assert score(rules, ["nil", "4", "4", "4"], (0, 5, 4, 4)).sides[0].points == 190
