"""The Rook rulebook gives the counters as a table and works the bid's outcome."""

from rulesets.rook import RookRules
from rulesets.rulebook import render_rulebook


def rook(**sections: object) -> str:
    document = {"format": "houserules/1", "game": "rook", "name": "Rook", **sections}
    return render_rulebook(RookRules.model_validate(document))


def test_rulebook_lists_rook_counters_in_rank_order() -> None:
    assert (
        "| Card | Points |\n| --- | --- |\n| Each ace | 15 |\n| Each 10 | 10 |\n| Each 5 | 5 |\n"
        "| The Rook | 20 |" in rook()
    )


def test_rulebook_states_the_seed_auction_and_nest() -> None:
    text = rook()
    assert "Bids go up in steps of 5, from 70 to 120." in text
    assert "dealt 9 cards, and the remaining 5 go face down to form the nest." in text
    assert "it wins any trick it is played to, above every trump." in text


def test_rulebook_works_a_failed_bid_that_keeps_its_counters() -> None:
    text = rook(scoring={"failed_bid": "lose_bid_keep_counters"})
    assert "minus the bid, plus the counters it took: bid 80 and take 70: −80 + 70 = −10." in text


def test_rulebook_without_a_maximum_bid_caps_it_at_the_points_in_a_hand() -> None:
    assert "from 70 to every point in the hand (140)." in rook(auction={"maximum": None})
