"""Two bots played against each other as a duplicate event: the same deals, each played twice
with the bots' seats swapped, so the luck of the cards cancels out.

    result = duel(rules, ("search", "heuristic"), deals=200, seed=1)
    result.difference.mean, result.difference.low, result.difference.high

Each deal is one hand of a match with the scores level, dealt from `seed` and its number. In
a game whose hands differ by their number in the match (Oh Hell deals one card more or fewer
each hand), the deals go through the match's schedule in turn (`duel_hands` of the game's
family: deal n plays hand n mod that count, plus one), so every hand size is played equally
often; any other game plays hand 1. The first bot sits in the seats of every even side
(0, 2, ...), the second in the others; then they swap. A deal's difference is, over its two
playings, the first bot's mean points per seat minus the second's (the other way round where
the lowest score wins), so a positive mean says the first bot plays better. A deal is won
by the bot whose difference is in its favour (a tie is half a win each). Intervals are 95%
normal intervals of the mean.
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.bots import Bot, make_bot
from engine.core.standing import Standing
from engine.games import Game, family_for, game_for
from engine.match import bot_view
from rulesets.families import rules_family
from rulesets.formats import Ruleset

__all__ = ["Interval", "DuelResult", "duel", "play_deal", "interval", "add_duel_command"]


@dataclass(frozen=True, slots=True)
class Interval:
    """A mean and its 95% interval."""

    mean: float
    low: float
    high: float

    def to_json(self) -> dict[str, float]:
        return {"mean": self.mean, "low": self.low, "high": self.high}


@dataclass(frozen=True, slots=True)
class DuelResult:
    """The figures of a duel: the first bot's side minus the second's."""

    deals: int
    bots: tuple[str, str]
    difference: Interval
    """Points per hand, first bot minus second (positive: the first plays better)."""
    win_rate: Interval
    """The share of deals the first bot won over its two playings."""
    decisions_per_second: tuple[float, float]
    seconds: float

    def to_json(self) -> dict[str, object]:
        return {
            "deals": self.deals,
            "bots": list(self.bots),
            "score_difference_per_hand": self.difference.to_json(),
            "match_win_rate": self.win_rate.to_json(),
            "decisions_per_second": dict(zip(self.bots, self.decisions_per_second, strict=True)),
            "seconds": round(self.seconds, 1),
        }


def interval(values: Sequence[float]) -> Interval:
    """The mean of `values` with its 95% normal interval."""
    count = len(values)
    mean = sum(values) / count
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (count - 1)) if count > 1 else 0.0
    half = 1.96 * spread / math.sqrt(count)
    return Interval(mean, mean - half, mean + half)


class _Clock:
    """Time spent and decisions taken by each of the two bots."""

    def __init__(self) -> None:
        self.seconds = [0.0, 0.0]
        self.decisions = [0, 0]

    def per_second(self) -> tuple[float, float]:
        rates = [d / s if s else 0.0 for d, s in zip(self.decisions, self.seconds, strict=True)]
        return rates[0], rates[1]


def play_deal(
    rules: Ruleset,
    bots: Sequence[Bot],
    number: int,
    seed: int,
    clock: _Clock | None = None,
    owners: Sequence[int] = (),
) -> list[float]:
    """Each side's points in deal `number` of `seed`, played by `bots` (one per seat);
    `clock` times each decision for the bot `owners` names for its seat (0 or 1)."""
    game = game_for(rules)
    rng = random.Random(f"{seed}:deal:{number}")
    dealer = number % game.table.count
    hand_number = number % duel_hands(rules) + 1
    skip_hands_before(game, hand_number, dealer)
    deal = game.deal(rng, dealer)
    while game.needs_redeal(deal):
        deal = game.deal(rng, dealer)
    standing = Standing.start(len(game.table.sides))
    hand = game.start(deal, dealer, standing, hand_number)
    rngs = [random.Random(f"{seed}:{number}:{seat}") for seat in range(len(bots))]
    while (seat := hand.to_act) is not None:
        legal = hand.legal_actions()
        started = time.perf_counter()
        action = bots[seat].choose(bot_view(bots[seat], hand, seat), legal, rngs[seat])
        if clock is not None:
            clock.seconds[owners[seat]] += time.perf_counter() - started
            clock.decisions[owners[seat]] += 1
        hand.apply(action)
    return [float(score) for score in game.score(hand, standing).standing.scores]


def duel_hands(rules: Ruleset) -> int:
    """How many hands the duel's deals go through in turn: the family's `duel_hands(rules)`
    (the hands of a match's schedule before it repeats), 1 for a family that has none."""
    hands = getattr(family_for(rules), "duel_hands", None)
    return 1 if hands is None else max(1, int(hands(rules)))


def skip_hands_before(game: Game, number: int, dealer: int) -> None:
    """Deal the hands before hand `number` from a stream of their own and throw them away:
    a game learns a hand's number from the deals before it (Oh Hell sizes a hand by it), and
    the deal played stays the one its own stream makes."""
    skipped = random.Random(0)
    for _ in range(number - 1):
        game.deal(skipped, dealer)


def duel(
    rules: Ruleset,
    names: tuple[str, str],
    deals: int,
    seed: int,
    progress: Callable[[int, Interval], None] | None = None,
) -> DuelResult:
    """Play `deals` deals twice each, the bots named `names` swapping seats; see the module.
    `progress`, if given, hears the number of deals played and the difference so far after
    each deal."""
    game = game_for(rules)
    sign = -1.0 if rules_family(rules).lowest_wins else 1.0
    first, second = (make_bot(name, rules) for name in names)
    even = [game.table.side_of[seat] % 2 == 0 for seat in range(game.table.count)]
    differences: list[float] = []
    clock = _Clock()
    started = time.perf_counter()
    for number in range(deals):
        total = 0.0
        for swapped in (False, True):
            owners = [0 if is_even != swapped else 1 for is_even in even]
            seats = [second if owner else first for owner in owners]
            points = play_deal(rules, seats, number, seed, clock, owners)
            total += _side_difference(points, swapped)
        differences.append(sign * total / 2)
        if progress is not None:
            progress(number + 1, interval(differences))
    wins = [1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in differences]
    seconds = time.perf_counter() - started
    return DuelResult(
        deals, names, interval(differences), interval(wins), clock.per_second(), seconds
    )


def _side_difference(points: Sequence[float], swapped: bool) -> float:
    """The first bot's mean points per side minus the second's."""
    evens = [p for side, p in enumerate(points) if side % 2 == 0]
    odds = [p for side, p in enumerate(points) if side % 2 == 1]
    difference = sum(evens) / len(evens) - sum(odds) / len(odds)
    return -difference if swapped else difference


# --- `python -m engine duel` ------------------------------------------------------------------


def format_duel(result: DuelResult) -> str:
    """The duel's figures in lines."""
    first, second = result.bots
    diff, wins = result.difference, result.win_rate
    rates = result.decisions_per_second
    return "\n".join(
        [
            f"{result.deals} deals, each played twice with the seats swapped"
            f" ({result.seconds:.1f} s)",
            f"{first} minus {second}, points per hand: {diff.mean:+.2f}"
            f" (95% interval {diff.low:+.2f} to {diff.high:+.2f})",
            f"deals won by {first}: {wins.mean:.1%}"
            f" (95% interval {wins.low:.1%} to {wins.high:.1%})",
            f"decisions per second: {first} {rates[0]:.0f}, {second} {rates[1]:.0f}",
        ]
    )


def cmd_duel(args: Any) -> int:
    from engine.cli import _fail, load_rules

    rules = load_rules(args.rules)
    if rules is None:
        return 1
    names = [name.strip() for name in args.bots.split(",")]
    if len(names) != 2 or args.deals < 1:
        return _fail("--bots names two bots separated by a comma, and --deals is at least 1")
    try:
        for name in names:
            make_bot(name, rules)
    except ValueError as error:
        return _fail(str(error))
    result = duel(
        rules, (names[0], names[1]), args.deals, args.seed, _progress if args.progress else None
    )
    print(json.dumps(result.to_json()) if args.json else format_duel(result))
    return 0


def _progress(played: int, difference: Interval) -> None:
    print(
        f"{played} deals: {difference.mean:+.2f} ({difference.low:+.2f} to {difference.high:+.2f})",
        file=sys.stderr,
        flush=True,
    )


def add_duel_command(commands: Any) -> None:
    """`duel RULES --bots A,B --deals N --seed S [--json]`."""
    command = commands.add_parser(
        "duel", help="two bots over the same deals, seats swapped: which plays better"
    )
    command.add_argument("rules", metavar="RULES", help="the ruleset (YAML)")
    command.add_argument(
        "--bots",
        default="search,heuristic",
        metavar="A,B",
        help="the two bots (search:casual, ...)",
    )
    command.add_argument("--deals", type=int, default=200, metavar="N", help="deals to play twice")
    command.add_argument("--seed", type=int, default=1, metavar="S", help="the deals' seed")
    command.add_argument("--json", action="store_true", help="print the figures as JSON")
    command.add_argument(
        "--progress", action="store_true", help="print the difference so far after each deal"
    )
    command.set_defaults(run=cmd_duel)
