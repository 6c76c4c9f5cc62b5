"""`engine.core.reneges.RenegeWatch` is game-agnostic: Rook uses it the way Spades does."""

import pytest

from engine.core.actions import ClaimRenege
from engine.core.cards import Card
from engine.core.errors import ClaimRejected, IllegalPlayError
from engine.core.reneges import Caught, RenegeCall, RenegeWatch, penalty_after_gathered
from rulesets.common import RenegeCaughtAfter
from tests.factories import rook_rules


def test_under_prevent_the_watch_refuses_the_card_naming_the_rule() -> None:
    watch = RenegeWatch(rook_rules(reneges={"enforcement": "prevent"}))
    watch.check(0, 1, Card.parse("14R"), None)  # a legal card passes
    with pytest.raises(IllegalPlayError) as refused:
        watch.check(1, 3, Card.parse("5G"), "rook_card.play", "the Rook follows suit")
    assert refused.value.rule == "rook_card.play"


def test_under_honour_a_call_after_the_trick_is_gathered_stands_and_ends_the_hand() -> None:
    watch = RenegeWatch(rook_rules(reneges={"enforcement": "honour"}))
    watch.check(1, 3, Card.parse("5G"), "follow suit")
    with pytest.raises(ClaimRejected):
        watch.judge(ClaimRenege(3, 1, 3), current_trick_no=4, gathered=True)  # partner
    verdict = watch.judge(ClaimRenege(0, 1, 3), current_trick_no=4, gathered=True)
    assert verdict.call == RenegeCall(1, 0, Caught.AFTER_GATHERED, 3)
    assert verdict.ends_hand and not verdict.take_back
    assert watch.calls == (verdict.call,)


def test_a_call_before_the_trick_is_gathered_asks_for_a_take_back() -> None:
    watch = RenegeWatch(
        rook_rules(reneges={"enforcement": "honour", "caught_before_gathered": "corrected"})
    )
    watch.check(1, 2, Card.parse("5G"), "follow suit")
    verdict = watch.judge(ClaimRenege(2, 1, 2), current_trick_no=2, gathered=False)
    assert verdict.take_back and verdict.call is None and watch.reneges == ()


def test_scoring_reads_the_penalty_through_the_watch_module() -> None:
    rules = rook_rules(reneges={"caught_after_gathered": "transfer_tricks"})
    assert penalty_after_gathered(rules) is RenegeCaughtAfter.TRANSFER_TRICKS
    verdict_ends = RenegeWatch(
        rook_rules(reneges={"enforcement": "honour", "caught_after_gathered": "transfer_tricks"})
    )
    verdict_ends.check(1, 1, Card.parse("5G"), "follow suit")
    assert not verdict_ends.judge(ClaimRenege(0, 1, 1), 2, gathered=True).ends_hand
