"""Under `reneges.enforcement: honour` an illegal card is accepted and recorded, so a log
with one replays exactly as played; a renege claim applies the ruleset's penalty."""

from typing import Any

import rulesets
from engine.core.actions import Action
from engine.core.protocol import Hand, Phase
from engine.games.spades.hand import SpadesHand
from engine.match import run_match
from engine.replay import replay
from tests.engine.golden.regenerate import lowball_chooser

HONOUR = rulesets.load(
    "format: houserules/1\ngame: spades\n"
    "reneges: {enforcement: honour, caught_after_gathered: offender_set}\n"
)
DEALT = [
    ["2C", "3C", "4C", "5C", "6C", "7C", "2S", "3S", "4S", "5S", "6S", "7S", "8S"],
    ["8C", "9C", "10C", "JC", "QC", "KC", "AC", "2D", "3D", "4D", "5D", "6D", "7D"],
    ["8D", "9D", "10D", "JD", "QD", "KD", "AD", "2H", "3H", "4H", "5H", "6H", "7H"],
    ["8H", "9H", "10H", "JH", "QH", "KH", "AH", "9S", "10S", "JS", "QS", "KS", "AS"],
]


def one_hand(actions: list[list[Any]]) -> dict[str, Any]:
    return {
        "format": "houserules-log/1",
        "game": "spades",
        "rules_digest": rulesets.rules_digest(HONOUR),
        "seats": [{"seat": seat, "player": f"p{seat}"} for seat in range(1, 5)],
        "hands": [{"dealer": 1, "dealt": DEALT, "actions": actions}],
    }


def test_a_renege_called_after_its_trick_is_gathered_sets_the_offender() -> None:
    """Seat 1 trumps a club lead while holding clubs; seat 2 calls it after the trick: the
    hand ends, side 1 is set on its 6 and side 2 makes exactly its 6 (offender_set)."""
    actions = [[2, "3"], [3, "3"], [4, "3"], [1, "3"]]
    actions += [[2, "8C"], [3, "8D"], [4, "8H"], [1, "2S"], [2, "claim 2 1 1"]]
    result = replay(HONOUR, one_hand(actions))
    assert str(result) == "verified"
    hand = result.log["hands"][0]
    assert hand["reneges"] == [
        {"offender": 1, "claimant": 2, "trick": 1, "caught": "after_gathered"}
    ]
    assert [side["points"] for side in hand["score"]["sides"]] == [-60, 60]


def test_a_claim_that_does_not_stand_is_the_discrepancy_with_its_reason() -> None:
    actions = [[2, "3"], [3, "3"], [4, "3"], [1, "3"]]
    actions += [[2, "8C"], [3, "8D"], [4, "8H"], [1, "2C"], [2, "claim 2 1 1"]]
    found = replay(HONOUR, one_hand(actions)).discrepancy
    assert found is not None and (found.field, found.rule) == ("actions[9]", "reneges")
    assert "seat 1 did not renege in trick 1" in str(found)


def reneging_once(seed: int, reneged: list[int]):  # type: ignore[no-untyped-def]
    plain = lowball_chooser(seed, 4)

    def choose(hand: Hand, seat: int) -> Action:
        if not reneged and hand.phase is Phase.PLAY and isinstance(hand, SpadesHand):
            wrong = [card for card in hand.hand(seat) if card not in hand.legal_plays()]
            if wrong:
                reneged.append(seat)
                return wrong[0]
        return plain(hand, seat)

    return choose


def test_an_illegal_card_nobody_calls_stands_and_replays_as_played() -> None:
    reneged: list[int] = []
    log = run_match(HONOUR, ["lowball"] * 4, 3, reneging_once(3, reneged)).log
    assert reneged
    assert not any(hand["reneges"] for hand in log["hands"])
    assert str(replay(HONOUR, log)) == "verified"
