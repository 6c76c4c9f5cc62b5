"""`scoring.contracts`: a table from contract size (or a range) to a flat value made and set,
in place of `points_per_trick`; `set_when_over`: a side that takes far more than its
contract is set. Partnership Spades: side 1 is seats 1 and 3, side 2 seats 2 and 4."""

from fractions import Fraction

from engine.core.actions import Bid
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import library_spades, spades_rules


def contracts(**section: object) -> SpadesRules:
    return spades_rules(scoring={"contracts": section})


def score(rules: SpadesRules, bids: tuple[str, ...], tricks: tuple[int, ...]) -> HandScore:
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in bids), tricks)
    return score_hand(rules, tally, bags_before=(0,) * len(rules.players.sides()))


# covers: scoring.contracts.values=default
# covers: scoring.contracts.set_when_over=null
def test_without_a_table_a_made_8_with_one_over_scores_81() -> None:
    # Seed 002: 10 times the bid, an overtrick one point.
    assert score(spades_rules(), ("5", "2", "3", "2"), (5, 2, 4, 2)).points[0] == 81


# covers: scoring.contracts.values=other
def test_any_made_contract_of_7_to_9_scores_100_and_its_overtricks() -> None:
    # Issue 38's list: "a flat value for any made contract in a range of sizes".
    rules = contracts(values=[{"tricks": 7, "up_to": 9, "when_made": 100}])
    assert score(rules, ("5", "2", "3", "2"), (5, 2, 4, 2)).points[0] == 100 + 1  # 8, one over
    assert score(rules, ("3", "2", "3", "2"), (3, 2, 4, 4)).points[0] == 60 + 1  # 6: per trick
    assert score(rules, ("5", "2", "3", "2"), (3, 4, 3, 3)).points[0] == -80  # set: lose the bid


def test_a_web_copy_of_wikipedias_spades_8_tricks_100_and_9_tricks_120() -> None:
    # Spades (card game), a variation: "8 tricks award 100 points, 9 tricks award 120 points".
    rules = contracts(
        values=[
            {"tricks": 8, "when_made": 100, "when_set": -100},
            {"tricks": 9, "when_made": 120, "when_set": -120},
        ]
    )
    assert score(rules, ("5", "2", "4", "2"), (5, 2, 4, 2)).points[0] == 120
    assert score(rules, ("5", "2", "4", "2"), (4, 3, 4, 2)).points[0] == -120


def test_rmwinslow_spades_a_made_13_scores_200_instead_of_130() -> None:
    # games.rmwinslow.com, Spades: "If a team bids 13 and succeeds, they earn +200 points
    # instead of +130".
    rules = contracts(values=[{"tricks": 13, "when_made": 200}])
    # Side 1 bids 7 + 6 and takes every trick; side 2's two nils are made, 100 each.
    assert score(rules, ("7", "nil", "6", "nil"), (7, 0, 6, 0)).points == (200, 200)
    assert score(rules, ("7", "2", "5", "nil"), (7, 0, 6, 0)).points[0] == 120 + 1


def test_a_row_without_overtricks_scores_its_value_alone_and_the_bags_still_count() -> None:
    rules = contracts(values=[{"tricks": 8, "when_made": 100, "overtricks": False}])
    side = score(rules, ("5", "2", "3", "2"), (5, 2, 4, 2)).sides[0]
    assert (side.points, side.bags) == (100, 1)


def test_pagat_call_break_bonus_call_is_a_row_of_the_table() -> None:
    # Pagat, Call Break: a call of 8 or more, made, scores 13. `bonus_call.from_call: 8` and a
    # row from 8 up, flat and without overtricks, score alike.
    data = library_spades("call-break").model_dump(mode="json", exclude={"format", "game"})
    data["scoring"]["bonus_call"] = {"from_call": 8}
    bonus = spades_rules(**data)
    data["scoring"]["bonus_call"] = {}
    data["scoring"]["contracts"] = {
        "values": [{"tricks": 8, "up_to": 13, "when_made": 13, "overtricks": False}]
    }
    row = spades_rules(**data)
    for calls, tricks in (((8, 1, 1, 2), (9, 1, 1, 2)), ((8, 1, 1, 2), (7, 2, 2, 2))):
        bids = tuple(str(call) for call in calls)
        assert score(bonus, bids, tricks).points == score(row, bids, tricks).points
    assert score(row, ("3", "1", "1", "2"), (4, 3, 3, 3)).points[0] == Fraction(31, 10)


# covers: scoring.contracts.set_when_over=other
def test_wikipedia_spades_a_side_that_takes_4_over_its_bid_is_set() -> None:
    # Spades (card game), Wikipedia: points "are lost by failing to take at least that many
    # (or in some cases by taking too many)". Bid 4, take 8 with set_when_over 4: minus 40.
    rules = contracts(set_when_over=4)
    hand = score(rules, ("2", "5", "2", "4"), (4, 1, 4, 4))
    assert (hand.points[0], hand.sides[0].made, hand.sides[0].bags) == (-40, False, 0)
    assert score(rules, ("2", "5", "2", "4"), (3, 2, 4, 4)).points[0] == 43  # 3 over: made
