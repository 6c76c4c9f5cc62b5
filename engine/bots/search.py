"""The search bot: plays any game's cards by sampling the hands it cannot see and playing
each of its cards out in every sample (perfect-information Monte Carlo, PIMC).

It needs nothing from a game but the `Hand` protocol and the hand's `unseen`/`world`
(engine.core.worlds), so every family that supports search gets it. For a card to play it:

1. deals the cards its seat cannot see at random, within what the seat has seen (cards
   played, suits a seat is out of, cards it passed, a nest it saw): `samples` deals;
2. for each deal and each legal card, builds that world, plays the card, and plays the hand
   out with the playout policy (the family's heuristic bot, or random cards);
3. scores each finished world by the rules' own scoring of the match (bags, nil, the moon,
   the target: the family's `Game.score` on the standing the seat sees), as its side's score
   against the best other side's (the lowest winning when the rules say so), a match won or
   lost counting `MATCH_WEIGHT` more;
4. plays the card the family's heuristic bot would play, unless another card beats it in
   the samples by more than `SURE` standard errors of the difference (the same deal and the
   same draws for both, so the difference is measured pair by pair): a few samples of a hand
   whose score jumps by a contract made or set are noisy, and the card that looks best in
   them is often only lucky (a game without a heuristic bot plays the best mean).

A hand whose worlds can be built in the bidding too (its `searches_bids`: Oh Hell's bids
and Euchre's calls, which decide most of a hand's score) has its bids searched the same
way: each legal bid played out in every sample (in Oh Hell those within `BID_SPAN` tricks
of the heuristic bot's), the rest of the bidding and the play by the playout policy, and
the heuristic bot's bid kept unless another is surely better. Everything else (bids elsewhere,
passes, the nest, naming trump) it leaves to the family's heuristic bot, as it does a hand
that does not support search. Its only randomness is the `rng` it is
given, so a match replays from its seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from engine.core.actions import Action, Bid, BidKind
from engine.core.bot import Bot, BotFactory, random_index
from engine.core.cards import Card
from engine.core.game import Game
from engine.core.points import Points
from engine.core.protocol import Hand, Phase, PlayerView
from engine.core.standing import Standing
from engine.core.worlds import SeatWorlds, Unseen, deal_unseen
from engine.games import family_for
from rulesets.families import rules_family
from rulesets.formats import Ruleset

__all__ = ["Level", "LEVELS", "DEFAULT_LEVEL", "SearchBot", "search_bot"]

Decision = tuple[int, PlayerView, Sequence[Action], Action]
"""A bid another seat made: the seat, the view and the choices it had, and its bid."""

CANDIDATES: Final = 6
"""Deals drawn per deal kept, to keep the likely ones (`SearchBot.likely_deals`)."""
BID_MISS: Final = 0.25
"""How much less likely a bid is for each trick it is away from the heuristic bot's."""
KIND_MISS: Final = 0.05
"""How much less likely a bid of another kind (nil for a number) is."""
BID_SPAN: Final = 2
"""How many tricks from the heuristic bot's bid a searched bid may be."""
MATCH_WEIGHT: Final = 1000
"""What winning (or losing) the match is worth beyond the points, in points."""
SURE: Final = 1.0
"""How many standard errors of the paired difference a card must beat the heuristic bot's
card by, over the samples, to be played instead: 0 plays the best mean; 1 played ahead of
the heuristic bot in every family's duel where 0 lost in Spades."""


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the search bot looks: deals sampled per card, and how it plays them out."""

    name: str
    samples: int
    heuristic_playouts: bool
    """Play the samples out with the family's heuristic bot (else at random)."""


LEVELS: Final = {
    "casual": Level("casual", samples=5, heuristic_playouts=True),
    "default": Level("default", samples=16, heuristic_playouts=True),
    "strong": Level("strong", samples=48, heuristic_playouts=True),
}
"""The levels by name: `search:casual`, `search` (the default) and `search:strong`."""
DEFAULT_LEVEL: Final = "default"


class SearchBot:
    """The search bot at one level, for a match under given rules."""

    takes_forced_play = True
    sees_worlds = True
    """The match loop hands it `view.worlds`: its seat's door to sampling the hand."""

    def __init__(self, rules: Ruleset, level: str = DEFAULT_LEVEL) -> None:
        self.level = LEVELS[level]
        self.name = "search" if level == DEFAULT_LEVEL else f"search:{level}"
        self.rules = rules
        self.game: Game = family_for(rules).adapter(rules)
        self.lowest_wins = rules_family(rules).lowest_wins
        bots = family_for(rules).bots
        self.heuristic: Bot | None = bots["heuristic"](rules) if "heuristic" in bots else None

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        worlds = view.worlds
        if len(legal) == 1:
            return legal[0]
        if not isinstance(worlds, SeatWorlds):
            return self._without_search(view, legal, rng)
        if view.phase is Phase.BID and worlds.searches_bids:
            return self._searched_bid(view, worlds, legal, rng)
        if view.phase is not Phase.PLAY:
            return self._without_search(view, legal, rng)
        values = self.evaluate(view, worlds, legal, rng)
        if values is None:
            return self._without_search(view, legal, rng)
        if self.heuristic is None:
            means = [sum(row) / len(row) for row in values]
            return legal[means.index(max(means))]
        anchor = legal.index(self.heuristic.choose(view, legal, rng))
        return legal[surely_better(values, anchor)]

    def _searched_bid(
        self, view: PlayerView, worlds: SeatWorlds, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The bid or call to make, searched as a card is: the heuristic bot's, unless
        another is surely better in the samples. A number of tricks more than `BID_SPAN`
        from the heuristic bot's is not played out: it is rarely right, and each choice
        more is one more draw that may look best in a few samples by luck alone."""
        if self.heuristic is None:
            return self._without_search(view, legal, rng)
        usual = self.heuristic.choose(view, legal, rng)
        near = [action for action in legal if _near(action, usual)]
        if len(near) == 1:
            return usual
        values = self.evaluate(view, worlds, near, rng)
        if values is None:
            return usual
        return near[surely_better(values, near.index(usual))]

    def evaluate(
        self, view: PlayerView, worlds: SeatWorlds, legal: Sequence[Action], rng: random.Random
    ) -> list[list[float]] | None:
        """Each legal action's value in each sampled deal; None when no deal fits."""
        unseen = worlds.unseen()
        before = self._standing(view)
        values: list[list[float]] = [[] for _ in legal]
        deals = self.likely_deals(worlds, unseen, rng)
        if deals is None:
            return None
        for hands in deals:
            # Every card is played out with the same draws: the cards differ, not the luck.
            seed = rng.getrandbits(32)
            for index, action in enumerate(legal):
                world = worlds.world(*hands)
                world.apply(action)
                self.play_out(world, random.Random(seed))
                values[index].append(self.value(world, view.seat, before))
        return values

    def likely_deals(
        self, worlds: SeatWorlds, unseen: Unseen, rng: random.Random
    ) -> list[tuple[list[list[Card]], list[Card]]] | None:
        """`samples` deals of the unseen cards, drawn from `CANDIDATES` times as many in
        proportion to how likely the other seats' bids were with them (`bid_likelihood`):
        a deal where a seat that bid six holds no high card is rarely kept. None when no
        deal fits what the seat has seen."""
        weigh = self.heuristic is not None and worlds.says_bids
        candidates, weights = [], []
        for _ in range(self.level.samples * (CANDIDATES if self.heuristic else 1)):
            found = _accepted_deal(worlds, unseen, rng, self.bid_likelihood if weigh else None)
            if found is None:
                return None
            candidates.append(found[0])
            weights.append(found[1])
        if self.heuristic is None or len(candidates) == self.level.samples:
            return candidates
        if not any(weights):
            return candidates[: self.level.samples]
        return rng.choices(candidates, weights, k=self.level.samples)

    def bid_likelihood(self, decisions: Sequence[Decision]) -> float:
        """How likely the bids were, each as far from the heuristic bot's bid with that hand
        as it was: a factor `BID_MISS` per trick away, `KIND_MISS` for another kind of bid
        (nil for a number)."""
        assert self.heuristic is not None
        likelihood = 1.0
        for _, view, legal, action in decisions:
            expected = self.heuristic.choose(view, legal, random.Random(0))
            if expected == action:
                continue
            if (
                isinstance(expected, Bid)
                and isinstance(action, Bid)
                and expected.kind is action.kind
            ):
                likelihood *= BID_MISS ** abs(expected.number - action.number)
            else:
                likelihood *= KIND_MISS
        return likelihood

    def play_out(self, world: Hand, rng: random.Random) -> None:
        """Play `world` to its end with the playout policy."""
        heuristic = self.heuristic if self.level.heuristic_playouts else None
        while (seat := world.to_act) is not None:
            legal = world.legal_actions()
            if heuristic is None or len(legal) == 1:
                world.apply(legal[random_index(rng, len(legal))])
            else:
                world.apply(heuristic.choose(world.view(seat), legal, rng))

    def value(self, world: Hand, seat: int, before: Standing) -> float:
        """The finished `world` for `seat`'s side, by the rules' scoring of the match."""
        scored = self.game.score(world, before)
        side = self.game.table.side_of[seat]
        scores = scored.standing.scores
        others = [score for index, score in enumerate(scores) if index != side]
        lead = _points(scores[side]) - (
            min(map(_points, others)) if self.lowest_wins else max(map(_points, others))
        )
        value = -lead if self.lowest_wins else lead
        if scored.outcome is not None:
            value += MATCH_WEIGHT if side in scored.outcome.winners else -MATCH_WEIGHT
        return value

    def _standing(self, view: PlayerView) -> Standing:
        sides = len(self.game.table.sides)
        scores = tuple(view.scores) or (0,) * sides
        bags = tuple(view.bags) or (0,) * sides
        return Standing(scores, bags, (0,) * sides)

    def _without_search(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if self.heuristic is not None:
            return self.heuristic.choose(view, legal, rng)
        return legal[random_index(rng, len(legal))]


def _near(action: Action, usual: Action) -> bool:
    """Whether `action` is searched beside the heuristic bot's `usual` one: any call but a
    number of tricks more than `BID_SPAN` from the number it bid."""
    if (
        isinstance(action, Bid)
        and isinstance(usual, Bid)
        and action.kind is BidKind.NUMBER
        and usual.kind is BidKind.NUMBER
    ):
        return abs(action.number - usual.number) <= BID_SPAN
    return True


def surely_better(values: Sequence[Sequence[float]], anchor: int) -> int:
    """The index of the action to play: `anchor`, unless another beats it, sample by
    sample, by a mean more than `SURE` standard errors above zero (then the one that does so
    by the widest margin). `values` holds each action's value in the same samples."""
    best, best_margin = anchor, 0.0
    for index, row in enumerate(values):
        if index == anchor:
            continue
        gains = [mine - theirs for mine, theirs in zip(row, values[anchor], strict=True)]
        margin = _mean(gains) - SURE * _standard_error(gains)
        if margin > best_margin:
            best, best_margin = index, margin
    return best


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _standard_error(values: Sequence[float]) -> float:
    count = len(values)
    if count < 2:
        return 0.0
    mean = _mean(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (count - 1) / count)


def _points(score: Points) -> float:
    return float(score)


REDEALS: Final = 20
"""How many deals of the unseen cards a sample may try before the bot gives up searching."""


def _accepted_deal(
    worlds: SeatWorlds,
    unseen: Unseen,
    rng: random.Random,
    weigh: Callable[[Sequence[Decision]], float] | None = None,
) -> tuple[tuple[list[list[Card]], list[Card]], float] | None:
    """A random deal of the unseen cards that the hand accepts as a world (a deal the play
    rules out by a rule beyond following suit is refused and dealt again): each seat's hand
    (the seat's own empty: the world keeps it) and the nest, with its weight by `weigh` of
    the bids seen in it (1 without); None if none is found. Weighing builds the world once
    for both: the bids seen are the world's own, and a refused deal raises the same error."""
    for _ in range(REDEALS):
        try:
            dealt = deal_unseen(unseen, rng)
            hands, nest = dealt[:-1], dealt[-1]
            if weigh is None:
                worlds.world(hands, nest)
                weight = 1.0
            else:
                weight = weigh(worlds.bids_seen(hands, nest))
        except ValueError:
            continue
        return (hands, nest), weight
    return None


def search_bot(level: str) -> BotFactory:
    """A bot factory for the search bot at `level`."""

    def make(rules: Ruleset) -> SearchBot:
        return SearchBot(rules, level)

    return make
