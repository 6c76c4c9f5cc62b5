"""The rulebook says who deals after a misdeal the holder calls: the same dealer under
`redeal.redealer: same_dealer`, the next dealer under `next_dealer`."""

from rulesets.rulebook import render_rulebook
from tests.factories import spades_rules

HOLDER = {"triggers": ["no_spades"], "called_by": "holder"}


def test_a_called_misdeal_under_the_same_dealer_is_dealt_again_by_that_dealer() -> None:
    text = render_rulebook(spades_rules(redeal=HOLDER))
    assert "A misdeal counts as a hand, unscored, and the same dealer deals again." in text


def test_a_called_misdeal_under_the_next_dealer_passes_the_deal() -> None:
    text = render_rulebook(spades_rules(redeal={**HOLDER, "redealer": "next_dealer"}))
    assert "A misdeal counts as a hand, unscored, and the deal passes to the next dealer." in text
