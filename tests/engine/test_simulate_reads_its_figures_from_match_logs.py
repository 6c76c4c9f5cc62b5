"""`match_stats` reads a match log (card-level or score sheet) through its game's family:
nils, blind nils, sets, bag penalties (Spades), contracts (Rook), moons (Hearts), and
whether the side leading after hand 5 won."""

from typing import Any

from engine.simulate import match_stats, summarize


def spades_hand(nils: list[dict[str, Any]], made: list[bool | None], penalties: int) -> Any:
    sides = [
        {"side": side + 1, "made": made[side], "nils": nils if side == 0 else [],
         "bag_penalties": penalties if side == 1 else 0}
        for side in range(2)
    ]  # fmt: skip
    return {"score": {"sides": sides}, "standing": {"scores": [0, 0]}}


def test_nils_blind_nils_sets_and_bag_penalties_are_counted() -> None:
    hands = [
        spades_hand([{"seat": 1, "bid": "nil", "made": True}], [True, False], 0),
        spades_hand([{"seat": 3, "bid": "blind nil", "made": False}], [False, True], 1),
        spades_hand([], [None, True], 0),
        {"score": None, "standing": {"scores": [0, 0]}},
    ]
    stats = match_stats({"game": "spades", "hands": hands, "result": None})
    assert stats.hands == 4
    assert {name: stats.counts.get(name, 0) for name in (
        "nil_bids", "nil_made", "blind_nil_bids", "blind_nil_made", "contracts", "sets",
        "bag_penalties",
    )} == {"nil_bids": 1, "nil_made": 1, "blind_nil_bids": 1, "blind_nil_made": 0,
           "contracts": 5, "sets": 2, "bag_penalties": 1}  # fmt: skip


def test_the_leader_after_hand_five_is_compared_with_the_winner() -> None:
    hands = [spades_hand([], [True, True], 0) for _ in range(6)]
    hands[4]["standing"] = {"scores": ["12.5", 3]}
    log = {"game": "spades", "hands": hands}
    won = match_stats({**log, "result": {"winners": [1], "reason": "target"}})
    lost = match_stats({**log, "result": {"winners": [2], "reason": "target"}})
    short = match_stats({**log, "hands": hands[:4], "result": {"winners": [2]}})
    assert (won.leader_won, lost.leader_won, short.leader_won) == (True, False, None)
    assert won.winners == (1,)
    summary = summarize("x", "spades", [won, lost, short])
    assert summary.figures["leader after hand 5 wins"][:2] == (1, 2)
    assert summary.figures["comeback after trailing at hand 5"][:2] == (1, 2)


def test_rook_hands_count_contracts_made_and_set() -> None:
    hands = [
        {"score": {"declarer": 1, "bid": 80, "made": True, "sides": []}},
        {"score": {"declarer": 2, "bid": 100, "made": False, "sides": []}},
        {"thrown_in": True, "score": None},
    ]
    counts = match_stats({"game": "rook", "hands": hands}).counts
    assert (counts["auctions"], counts["declared"], counts["sets"], counts["bid"]) == (3, 2, 1, 180)
