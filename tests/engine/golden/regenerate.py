"""Regenerate the golden match logs in this directory, deliberately.

THE AUDIT PROMISE: every log here must replay as `verified` under its library ruleset
forever (tests/engine/test_replay_golden_logs_verify_forever.py). A log that stops verifying
means the engine changed what a recorded match means: fix the engine, not the log. Only
regenerate when a ruleset in rulesets/library changes its digest, or to add a log, and say
why in the commit. Existing files are kept unless you pass --overwrite.

    .venv/bin/python -m tests.engine.golden.regenerate            # write the missing logs
    .venv/bin/python -m tests.engine.golden.regenerate --overwrite
    .venv/bin/python -m tests.engine.golden.regenerate --search 300   # look for better seeds

Players (the names the logs give the seats):
- `random`: engine.bots.RandomBot, uniform over the legal actions.
- `lowball`: uniform over the legal actions, but in the bidding it takes a risky bid (nil,
  blind nil, a team bid) 15% of the time it may, and otherwise looks or bids 1 to 3: small
  contracts, bags piling up, and matches long enough to reach the target.
- `cautious`: Rook; in the auction only the lowest bid or a pass, then uniform.
- `renege`: like `lowball`, but scripted to renege and to call reneges (the honour log).

Each is deterministic from the seed (seat generators as in engine.match.bot_chooser).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rulesets
from engine.bots import RandomBot
from engine.core.actions import Action, Bid, BidKind, ClaimRenege, Look
from engine.core.cards import Card
from engine.core.errors import EngineError
from engine.core.protocol import Hand, Phase
from engine.core.seats import seating
from engine.games.spades.hand import SpadesHand
from engine.log import write_log
from engine.match import Chooser, bot_chooser, run_match
from rulesets.formats import Ruleset

RISK = 0.15
"""How often a `lowball` player takes a risky bid (nil, blind nil, a team bid) when open."""
GOLDEN = Path(__file__).resolve().parent
LIBRARY = GOLDEN.parents[2] / "rulesets" / "library"
MANIFEST = GOLDEN / "MANIFEST.json"


# --- Players ----------------------------------------------------------------------------------


def _seat_rngs(seed: int, count: int) -> list[random.Random]:
    return [random.Random(f"{seed}:{seat}") for seat in range(count)]


def _risky(action: Action) -> bool:
    return isinstance(action, Bid) and (action.is_nil or action.is_team)


def _safe(action: Action) -> bool:
    return isinstance(action, Look) or (
        isinstance(action, Bid) and action.kind is BidKind.NUMBER and action.number <= 3
    )


def lowball_chooser(seed: int, count: int) -> Chooser:
    rngs = _seat_rngs(seed, count)

    def choose(hand: Hand, seat: int) -> Action:
        legal, rng = hand.legal_actions(), rngs[seat]
        if hand.phase is Phase.BID:
            risky = [action for action in legal if _risky(action)]
            safe = [action for action in legal if _safe(action)]
            legal = (risky if risky and (rng.random() < RISK or not safe) else safe) or legal
        return legal[rng.randrange(len(legal))]

    return choose


def cautious_chooser(seed: int, count: int) -> Chooser:
    rngs = _seat_rngs(seed, count)

    def choose(hand: Hand, seat: int) -> Action:
        legal = hand.legal_actions()
        if hand.phase is Phase.AUCTION:
            legal = [legal[0], legal[-1]] if len(legal) > 1 else legal
        return legal[rngs[seat].randrange(len(legal))]

    return choose


@dataclass
class _Reneger:
    """Scripted for the honour log: in hand 1 a renege called before its trick is gathered
    (corrected), in hand 2 one called after (the offender's side is set)."""

    plain: Chooser
    current: Hand | None = None
    number: int = 0
    pending: dict[int, tuple[int, int, bool]] = field(default_factory=dict)
    done: set[int] = field(default_factory=set)

    def __call__(self, hand: Hand, seat: int) -> Action:
        if hand is not self.current:
            self.current, self.number = hand, self.number + 1
        number = self.number
        assert isinstance(hand, SpadesHand)
        claim = self._claim(number, hand, seat)
        if claim is not None:
            return claim
        if number <= 2 and number not in self.done and hand.phase is Phase.PLAY:
            card = self._illegal(hand, seat, early=number == 1)
            if card is not None:
                self.done.add(number)
                self.pending[number] = (seat, hand.trick_number, number == 1)
                return card
        return self.plain(hand, seat)

    def _illegal(self, hand: SpadesHand, seat: int, early: bool) -> Card | None:
        if hand.trick_number < 3 or (early and len(hand.current_trick) != 1):
            return None
        legal = set(hand.legal_plays())
        wrong = [card for card in hand.hand(seat) if card not in legal]
        return wrong[0] if wrong else None

    def _claim(self, number: int, hand: SpadesHand, seat: int) -> ClaimRenege | None:
        if number not in self.pending:
            return None
        offender, trick, before_gathered = self.pending[number]
        gathered = hand.trick_number > trick
        if hand.table.same_side(seat, offender) or gathered == before_gathered:
            return None
        del self.pending[number]
        return ClaimRenege(seat, offender, trick)


def renege_chooser(seed: int, count: int) -> Chooser:
    return _Reneger(lowball_chooser(seed, count))


def random_chooser(seed: int, count: int, rules: Ruleset) -> Chooser:
    return bot_chooser([RandomBot(rules) for _ in range(count)], seed)


PLAYERS: dict[str, Callable[[int, int, Ruleset], Chooser]] = {
    "random": random_chooser,
    "lowball": lambda seed, count, rules: lowball_chooser(seed, count),
    "cautious": lambda seed, count, rules: cautious_chooser(seed, count),
    "renege": lambda seed, count, rules: renege_chooser(seed, count),
}


# --- What a log covers ------------------------------------------------------------------------


def features(log: dict[str, Any]) -> set[str]:
    """What a log shows, by name: `nil made`, `bag penalty`, `rook set`, ..."""
    found: set[str] = set()
    for hand in log["hands"]:
        found |= _hand_features(hand)
    if log["result"] is not None:
        found.add(f"ends by {log['result']['reason']}")
    return found


def _hand_features(hand: dict[str, Any]) -> set[str]:
    found = {"thrown in"} if hand.get("thrown_in") else set()
    actions = [text for _, text in hand.get("actions", [])]
    bids = [bid for bid in hand.get("bids", []) if bid]
    found |= {bid for bid in bids if bid in ("nil", "blind nil")}
    found |= {"blind 6" for bid in bids if bid.startswith("team blind")}
    found |= {"10-for-200" for bid in bids if bid.startswith("team ") and "blind" not in bid}
    found |= {"blind bid" for bid in bids if bid.startswith("blind ") and bid != "blind nil"}
    found |= {"card passing" for text in actions if text.startswith("pass ")}
    found |= {"redeal" for _ in hand.get("redeals", [])}
    claims = sum(text.startswith("claim") for text in actions)
    if claims > len(hand.get("reneges", [])):
        found.add("renege corrected")
    found |= {f"renege {call['caught']}" for call in hand.get("reneges", [])}
    return found | _score_features(hand, actions)


def _score_features(hand: dict[str, Any], actions: list[str]) -> set[str]:
    score = hand.get("score")
    if not score:
        return set()
    found: set[str] = set()
    if "shot" in score:  # Hearts: a moon or a sun, and no contracts
        return {f"{score['shot']['kind']} shot"} if score["shot"] else set()
    if score["sides"] and "bid" in score["sides"][0]:  # Oh Hell: each player's own bid
        return {"bid made" if side["made"] else "bid missed" for side in score["sides"]}
    if "declarer" in score:
        found.add("rook made" if score["made"] else "rook set")
        found |= {"rook card played" for text in actions if text == "ROOK"}
        return found
    for side in score["sides"]:
        found |= {"bag penalty"} if side["bag_penalties"] else set()
        found |= {"contract set"} if side["made"] is False else set()
        found |= {"contract made"} if side["made"] else set()
        found |= {"nil made" if nil["made"] else "nil failed" for nil in side["nils"]}
    return found


# --- Generating -------------------------------------------------------------------------------


def play(rules_file: str, players: str, seed: int) -> dict[str, Any]:
    """The log of one match."""
    rules = rulesets.load_file(LIBRARY / rules_file)
    count = seating(rules).count
    chooser = PLAYERS[players](seed, count, rules)
    return run_match(rules, [players] * count, seed, chooser, max_hands=300).log


def regenerate(overwrite: bool) -> None:
    manifest = json.loads(MANIFEST.read_text())
    for name, entry in manifest.items():
        path = GOLDEN / name
        if path.exists() and not overwrite:
            print(f"kept {name}")
            continue
        log = play(entry["rules"], entry["players"], entry["seed"])
        missing = set(entry["covers"]) - features(log)
        if missing:
            sys.exit(f"{name}: no longer covers {sorted(missing)}; search again")
        write_log(log, path)
        print(f"wrote {name}: {len(log['hands'])} hands")


def search(count: int) -> None:
    manifest = json.loads(MANIFEST.read_text())
    for name, entry in manifest.items():
        ranked = []
        for seed in range(count):
            try:
                log = play(entry["rules"], entry["players"], seed)
            except EngineError:
                continue
            covered = features(log)
            rank = len(covered) + 3 * ("ends by target" in covered) - (len(log["hands"]) > 25)
            ranked.append((rank, -len(log["hands"]), seed, sorted(covered)))
        ranked.sort(reverse=True)
        for covered, hands, seed, names in ranked[:3]:
            print(f"{name}: seed {seed}, {-hands} hands, {covered} features: {names}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--overwrite", action="store_true", help="replace existing logs")
    parser.add_argument("--search", type=int, metavar="N", help="try seeds 0..N-1 and report")
    args = parser.parse_args(argv)
    if args.search:
        search(args.search)
    else:
        regenerate(args.overwrite)


if __name__ == "__main__":
    main()
