"""The hand facts Euchre offers a club event to credit (engine.core.credits), read from a
hand's scoring case as a hand played card by card (the maker is its `declarer`) and a score
sheet's hand (its `maker`) record it: a loner made credits the player who went alone, a march
both players of the makers' side, a euchred loner nothing. Spades offers none."""

from engine.core.credits import family_credits
from engine.games import game_family


def hand(case, makers, key="declarer", maker=1):  # type: ignore[no-untyped-def]
    sides = [{"side": 1, "seats": [1, 3]}, {"side": 2, "seats": [2, 4]}]
    return {key: maker, "score": {"case": case, "makers": makers, "sides": sides}}


def test_euchre_credits() -> None:
    credits = family_credits(game_family("euchre"))
    assert credits is not None and set(credits.facts) == {"loner_made", "march"}
    # A card-level hand: seat 3 went alone and took 3 or 4 tricks.
    assert credits.seats(hand("lone", 1, maker=3)) == {"loner_made": (2,)}
    # A sheet's hand: seat 2 went alone and took all five.
    assert credits.seats(hand("lone_march", 2, key="maker", maker=2)) == {
        "loner_made": (1,), "march": (1, 3),
    }  # fmt: skip
    assert credits.seats(hand("march", 2, maker=4)) == {"march": (1, 3)}
    assert credits.seats(hand("lone_euchred", 1)) == {}
    assert credits.seats(hand("makers", 1)) == {}
    assert credits.seats({"thrown_in": True}) == {}


def test_spades_offers_nothing_to_credit() -> None:
    assert family_credits(game_family("spades")) is None
