"""The heuristic Spades bot in a partners' exchange without a nil (`bidding.passing.every_hand`):
a partner who bid 3 tricks fewer than the other passes its side-suit winners (trumps stay,
for its ruffs); otherwise each passes its lowest cards, as both did before. Under
`pass_back: before_seeing` the second partner chooses from the cards it was dealt.

Why only from a gap of 3: over 300 seeded matches of the library's classic rules with
`every_hand: 2`, the side made its contract in 84.5% of its hands with this rule and 84.6%
with both passing their lowest; passing the highest cards at any difference in the bids,
trumps too, made 81.9% (200 matches), and passing short-suit cards toward a void 82.4%
(150). With `every_hand: 3` and `before_seeing`: 84.0% against 83.0%."""

import random
from collections.abc import Callable, Sequence
from typing import Any

import yaml

import rulesets
from engine.core.actions import Action, Bid, PassCards
from engine.core.bot import Bot
from engine.core.cards import parse_cards
from engine.core.protocol import PlayerView
from engine.games.spades.heuristic import HeuristicSpadesBot, is_nil
from engine.match import bot_chooser, run_match
from rulesets.spades import SpadesRules
from tests.engine.bot_helpers import LIBRARY, chosen, spades_hand
from tests.factories import spades_rules

# Seat 1 (index 0) bids 1 and seat 3 (index 2) bids 5: seat 1, the side's first bidder,
# passes first. Seats 2 and 4 both bid 3.
WEAK = "AS 2S AH 2H 3H 4H AD 2D 3D 4D 2C 3C 4C"
STRONG = "KS QS JS 10S KH QH JH KD QD JD KC QC 5C"
BIDS = ["1", "3", "5", "3"]


def exchange(**passing: object) -> SpadesRules:
    return spades_rules(bidding={"passing": {"every_hand": 2, **passing}})


def lowest(bot: HeuristicSpadesBot, legal: Sequence[Action]) -> set[Any]:
    """The old choice outside a nil: the two lowest cards."""
    passes = [action for action in legal if isinstance(action, PassCards)]
    return set(min(passes, key=bot._heights).cards)


def test_the_lower_bidder_passes_its_side_suit_winners_not_its_lowest_cards() -> None:
    rules = exchange()
    hand = spades_hand(rules, {0: WEAK, 2: STRONG}, BIDS)
    given = chosen(rules, hand, 0)
    assert isinstance(given, PassCards) and set(given.cards) == set(parse_cards("AH AD"))
    assert set(given.cards) != lowest(HeuristicSpadesBot(rules), hand.legal_actions())
    hand.apply(given)
    back = chosen(rules, hand, 2)  # the higher bidder passes its lowest
    assert isinstance(back, PassCards)
    assert set(back.cards) == lowest(HeuristicSpadesBot(rules), hand.legal_actions())


def test_partners_who_bid_close_each_pass_their_lowest() -> None:
    rules = exchange()
    hand = spades_hand(rules, {0: WEAK, 2: STRONG}, ["3", "3", "5", "3"])
    given = chosen(rules, hand, 0)
    assert isinstance(given, PassCards)
    assert set(given.cards) == lowest(HeuristicSpadesBot(rules), hand.legal_actions())


def test_before_seeing_the_second_partner_chooses_from_its_dealt_cards() -> None:
    rules = exchange(first="partner", pass_back="before_seeing")
    hand = spades_hand(rules, {0: WEAK, 2: STRONG}, BIDS)
    back = chosen(rules, hand, 2)  # the partner passes first: the higher bidder
    assert isinstance(back, PassCards)
    hand.apply(back)
    offered = {card for action in hand.legal_actions() for card in getattr(action, "cards", ())}
    assert offered == set(parse_cards(WEAK))  # the cards passed to it are held aside
    given = chosen(rules, hand, 0)
    assert isinstance(given, PassCards) and set(given.cards) == set(parse_cards("AH AD"))


class LowestBot:
    """The bot as it passed before: its lowest cards outside a nil. It wraps the bot rather
    than subclassing it: an interpreted class cannot inherit from the compiled build's."""

    def __init__(self, rules: SpadesRules) -> None:
        self.bot = HeuristicSpadesBot(rules)

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        passes = [action for action in legal if isinstance(action, PassCards)]
        if passes and not is_nil(view.bids[view.seat]):
            return min(passes, key=self.bot._heights)
        return self.bot.choose(view, legal, rng)


def library_with_exchange() -> SpadesRules:
    data = yaml.safe_load((LIBRARY / "classic.yaml").read_text())
    data["bidding"].setdefault("passing", {})["every_hand"] = 2
    rules = rulesets.from_data(data)
    assert isinstance(rules, SpadesRules)
    return rules


def contracts(rules: SpadesRules, bot: Callable[[SpadesRules], Bot], seeds: range) -> list[int]:
    """Tricks over the contract of each side without a nil, in every hand of the matches."""
    overs: list[int] = []
    for seed in seeds:
        bots = [bot(rules) for _ in range(4)]
        log = run_match(rules, ["bot"] * 4, seed, bot_chooser(bots, seed)).log
        for played in log["hands"]:
            if played["score"] is None:
                continue  # thrown in
            bids, taken = played["bids"], played["tricks_taken"]
            for side in ((0, 2), (1, 3)):
                if not any(is_nil(Bid.parse(bids[seat])) for seat in side):
                    contract = sum(int(bids[seat]) for seat in side)
                    overs.append(sum(taken[seat] for seat in side) - contract)
    return overs


def test_over_seeded_matches_the_sides_make_their_contracts_as_before_with_few_bags() -> None:
    # Over these seeds the sides made 84.4% of their contracts, 85.0% passing their lowest,
    # and 82.9% passing their highest whatever the bids (that rule fails here).
    rules, seeds = library_with_exchange(), range(80)
    now, before = contracts(rules, HeuristicSpadesBot, seeds), contracts(rules, LowestBot, seeds)
    assert now != before  # the new rule changed some exchanges
    made, made_before = (sum(over >= 0 for over in overs) / len(overs) for overs in (now, before))
    assert made >= 0.8 and made >= made_before - 0.015
    assert 0 <= sum(now) / len(now) <= 1.5  # about a bag a hand, not a trick short
