"""The suite's rules builders: every test that needs a ruleset in code builds it here.

Rules are built through the public rulesets API (`rulesets.from_data`, `rulesets.library`),
as a program using the library would, so a test never depends on which module a rules model
lives in. Each builder takes the ruleset's top-level sections as keywords and leaves the rest
at the language's defaults:

    >>> spades_rules(match={"target": 300}).match.target
    300
    >>> rook_rules(name="Rook").name
    'Rook'

Pure Python: the engine and rules tests import it with the Django plugin off
(`make test-compiled`). The registry's cast and its publishing helpers are in tests/cast.py.
"""

from __future__ import annotations

import random

import pytest

import rulesets
from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets import RookRules, Ruleset, SpadesRules

FORMAT = "houserules/1"


def rules_for(game: str, **sections: object) -> Ruleset:
    """The rules of `game` with the given top-level sections (`bidding={...}`, `name="T"`)."""
    return rulesets.from_data({"format": FORMAT, "game": game, **sections})


def spades_rules(**sections: object) -> SpadesRules:
    """Spades rules: the defaults, with each section given replaced."""
    rules = rules_for("spades", **sections)
    assert isinstance(rules, SpadesRules)
    return rules


def rook_rules(**sections: object) -> RookRules:
    """Rook rules: the defaults, with each section given replaced."""
    rules = rules_for("rook", **sections)
    assert isinstance(rules, RookRules)
    return rules


def library_spades(name: str) -> SpadesRules:
    """A Spades-family ruleset of the library by its name (`"classic"`, `"call-break"`)."""
    rules = rulesets.library(name)
    assert isinstance(rules, SpadesRules), f"{name} is not a Spades-family ruleset"
    return rules


def library_rook(name: str) -> RookRules:
    """A Rook ruleset of the library by its name (`"rook"`)."""
    rules = rulesets.library(name)
    assert isinstance(rules, RookRules), f"{name} is not a Rook ruleset"
    return rules


def spades_hand_after(rules: SpadesRules, *bids: str) -> SpadesHand:
    """A Spades hand dealt from seed 2 with seat 1 dealing, after `bids` (notation) in turn."""
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(2), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


def open_numbers(hand: SpadesHand) -> list[int]:
    """The numbers the seat to act may bid (not nil, not a team bid)."""
    return [bid.number for bid in hand.legal_bids() if not bid.is_nil and not bid.is_team]


def bid_refusal(hand: SpadesHand, bid: str) -> str:
    """The rule the hand names when it refuses `bid`."""
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse(bid))
    return refused.value.rule
