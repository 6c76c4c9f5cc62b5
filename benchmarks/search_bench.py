"""The search bot's speed: decision time per family and level, and random playouts per second.

    .venv/bin/python benchmarks/search_bench.py [--positions 40] [--levels casual,default]

For each family's standard library ruleset it plays hands with heuristic bots to random
points of the play, and times the search bot's choice there (only positions with more than
one legal card: a forced card costs nothing), by CPU time of this process: p50 and p95 per
level. Then random playouts: from the same positions, building a sampled world and playing it
to the end at random, per second of one core, set beside the C anchor's random hands
(/work/shared/bench-anchors/spades_c.c: 0.55 µs a whole hand); and the same as the search
bot plays them, each sampled world played out once per legal card of the position. Run it
pure and after `make compile` (the engine's hot modules compiled in place) to compare.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import rulesets  # noqa: E402
from engine.bots import make_bot  # noqa: E402
from engine.bots.search import LEVELS, SearchBot  # noqa: E402
from engine.core.protocol import Phase  # noqa: E402
from engine.core.standing import Standing  # noqa: E402
from engine.core.worlds import deal_unseen, seat_worlds  # noqa: E402
from engine.duel import duel_hands, skip_hands_before  # noqa: E402
from engine.games import game_for  # noqa: E402
from engine.match import bot_view  # noqa: E402

STANDARD = ("classic", "hearts", "rook", "euchre", "oh-hell")
"""Each family's standard library ruleset."""
C_ANCHOR_MICROSECONDS = 0.55
"""The C program's random Spades hand, one core (bench-anchors/RESULTS.md)."""


def positions(rules: Any, count: int, seed: int) -> list[Any]:
    """`count` hands stopped in the play with more than one legal card for the seat to act."""
    rng = random.Random(seed)
    bot = make_bot("heuristic", rules)
    found: list[Any] = []
    number = 0
    while len(found) < count:
        number += 1
        game = game_for(rules)
        dealer = number % game.table.count
        hand_number = number % duel_hands(rules) + 1  # Oh Hell: every hand size in turn
        skip_hands_before(game, hand_number, dealer)
        deal = game.deal(rng, dealer)
        while game.needs_redeal(deal):
            deal = game.deal(rng, dealer)
        hand = game.start(deal, dealer, Standing.start(len(game.table.sides)), hand_number)
        stop = rng.randrange(game.table.count * 10)
        while hand.to_act is not None:
            legal = hand.legal_actions()
            if hand.phase is Phase.PLAY and len(legal) > 1:
                stop -= 1
                if stop < 0:
                    found.append(hand)
                    break
            seat = hand.to_act
            hand.apply(bot.choose(bot_view(bot, hand, seat), legal, rng))
    return found


def decision_times(rules: Any, level: str, hands: list[Any], seed: int) -> list[float]:
    """Seconds of CPU per decision of the search bot at `level`, one per position."""
    bot = SearchBot(rules, level)
    rng = random.Random(seed)
    times = []
    for hand in hands:
        seat = hand.to_act
        view = bot_view(bot, hand, seat)
        legal = hand.legal_actions()
        started = time.process_time()
        bot.choose(view, legal, rng)
        times.append(time.process_time() - started)
    return times


def playouts_per_second(
    hands: list[Any], seed: int, seconds: float = 3.0, per_card: bool = False
) -> float:
    """Random playouts (a sampled world built and played to its end) per CPU second. With
    `per_card`, as the search bot plays them: each sampled world asked for once per legal
    card of the position (a copy of the world built the first time), each played out."""
    rng = random.Random(seed)
    done = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        for hand in hands:
            worlds = seat_worlds(hand, hand.to_act)
            assert worlds is not None
            try:
                dealt = deal_unseen(worlds.unseen(), rng)
                for _ in range(len(hand.legal_actions()) if per_card else 1):
                    world = worlds.world(dealt[:-1], dealt[-1])
                    while world.to_act is not None:
                        legal = world.legal_actions()
                        world.apply(legal[int(rng.random() * len(legal))])
                    done += 1
            except ValueError:
                continue
    return done / (time.process_time() - started)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--rules", default=",".join(STANDARD))
    parser.add_argument("--json", metavar="FILE", help="also write the figures to FILE")
    args = parser.parse_args()
    compiled = any(ROOT.glob("engine/games/spades/hand.*.so"))
    print(f"search bot, {'compiled' if compiled else 'pure'}, CPU time of one process")
    figures: dict[str, Any] = {"compiled": compiled, "rules": {}}
    for name in args.rules.split(","):
        rules = rulesets.library(name)
        hands = positions(rules, args.positions, seed=1)
        row: dict[str, Any] = {}
        for level in args.levels.split(","):
            times = decision_times(rules, level, hands, seed=2)
            row[level] = {
                "p50_ms": round(1000 * statistics.median(times), 1),
                "p95_ms": round(1000 * percentile(times, 0.95), 1),
            }
            print(
                f"{name:10} {level:8} p50 {row[level]['p50_ms']:7.1f} ms"
                f"  p95 {row[level]['p95_ms']:7.1f} ms"
            )
        rate = playouts_per_second(hands, seed=3)
        micro = 1e6 / rate
        row["random_playouts_per_second"] = round(rate)
        row["x_c_anchor"] = round(micro / C_ANCHOR_MICROSECONDS, 1)
        print(
            f"{name:10} random playouts from a sampled world: {rate:,.0f}/s"
            f" ({micro:.0f} µs each, {micro / C_ANCHOR_MICROSECONDS:.0f}x the C random hand)"
        )
        rate = playouts_per_second(hands, seed=3, per_card=True)
        micro = 1e6 / rate
        row["search_playouts_per_second"] = round(rate)
        row["search_x_c_anchor"] = round(micro / C_ANCHOR_MICROSECONDS, 1)
        print(
            f"{name:10} random playouts as the search plays them, one world per sample and"
            f" card: {rate:,.0f}/s ({micro:.0f} µs each,"
            f" {micro / C_ANCHOR_MICROSECONDS:.0f}x the C random hand)"
        )
        figures["rules"][name] = row
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
