"""Options that a parent setting switches off are named with the reason."""

from __future__ import annotations

from rulesets import load
from rulesets.catalog import library_path
from rulesets.diff import leaf_values
from rulesets.form import build_form, switched_off
from rulesets.spades import SpadesRules

CLASSIC = library_path("classic").read_bytes()
"""The library's classic Spades (read here: these tests run without Django too)."""


def _off(text: bytes) -> dict[str, str]:
    return switched_off(build_form(SpadesRules), leaf_values(load(text)))


def test_blind_nil_values_are_off_while_blind_nil_is_never_allowed() -> None:
    off = _off(CLASSIC)
    assert off["bidding.blind_nil.success"] == "Blind nil is “Never”"
    assert "bidding.blind_nil.allowed" not in off


def test_trailing_by_applies_only_when_trailing() -> None:
    text = CLASSIC.replace(b"allowed: never  ", b"allowed: any_hand")
    off = _off(text)
    reason = "applies only when “Blind nil” is “When trailing”"
    assert off["bidding.blind_nil.trailing_by"] == reason
    assert "bidding.blind_nil.success" not in off


def test_bag_values_are_off_when_bags_are_not_counted() -> None:
    off = _off(CLASSIC.replace(b"mode: penalty", b"mode: not_counted"))
    assert off["scoring.bags.threshold"] == "Bags is “Not counted”"


def test_nil_values_are_off_when_nil_is_not_allowed() -> None:
    off = _off(CLASSIC.replace(b"mode: nil  ", b"mode: not_allowed"))
    assert off["bidding.nil.success"] == "A bid of zero is “Not allowed”"


def test_a_renege_penalty_applies_only_with_its_choice() -> None:
    off = _off(CLASSIC)
    named = "applies only when “Renege caught after the trick is gathered” is"
    assert named in off["reneges.extra_penalty"]
