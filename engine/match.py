"""A whole match, hand after hand, until the rules end it; recorded as a match log.

    record = play_match(rules, ["heuristic", "random", "heuristic", "random"], seed=7)
    record.log            # the houserules-log/1 JSON (engine.log), replayable
    record.standing, record.outcome

Reproducible: the deal comes from `random.Random(seed)` alone, and each seat's bot draws from
its own `random.Random(f"{seed}:{seat}")` (seat 0-based), so the same rules, bots and seed
play the same match. Bots see only `hand.view(seat)` and `hand.legal_actions()`.

`run_match` is the same loop with any `choose(hand, seat)` in place of bots (scripted
matches, tests). A choice may be a renege claim (`ClaimRenege`) made by the seat to act.

The first dealer is seat 1 (0 here) unless `players.first_dealer` says otherwise: then
`draw_first_dealer` makes the draw from its own `random.Random(f"{seed}:first dealer")` (so
that the hands dealt are the same whoever deals first), and the log records it under
`first_dealer`, which replay checks (`first_dealer_problem`). A deal a redeal trigger
throws in is recorded under the hand's `redeals` and the same dealer deals again; a hand
thrown in after the bidding (bids below `total_minimum`, a Rook auction everyone passes) is
a hand of the log with no score, and the deal moves on as after any hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.bots import Bot, make_bot
from engine.core.actions import Action, acting_seat
from engine.core.errors import EngineError
from engine.core.game import Deal, Game
from engine.core.protocol import Hand, Phase, PlayerView
from engine.core.seats import SeatIndex
from engine.core.standing import Outcome, Standing
from engine.core.worlds import seat_worlds
from engine.games import game_for
from engine.log import hand_entry, new_log
from rulesets.base import STANDARD_RANKS, standard_deck
from rulesets.common import FirstDealer
from rulesets.formats import Ruleset

__all__ = [
    "MatchRecord",
    "Chooser",
    "play_match",
    "run_match",
    "bot_chooser",
    "bot_view",
    "deal_hand",
    "MAX_REDEALS",
    "draw_first_dealer",
    "first_dealer_problem",
]

Chooser = Callable[[Hand, SeatIndex], Action]
"""Picks the action of the seat to act (0-based) in a hand."""
MAX_REDEALS = 1000
"""Redeals of one hand before the match gives up: only a ruleset whose triggers match
nearly every deal gets there."""


@dataclass(frozen=True)
class MatchRecord:
    """A match played to its end: the log, the final standing and the outcome."""

    log: dict[str, Any]
    standing: Standing
    outcome: Outcome


def play_match(
    rules: Ruleset, players: Sequence[str], seed: int, *, max_hands: int = 500
) -> MatchRecord:
    """Play a match between the bots named in `players` (one per seat, seat 1 first) from
    `seed`. Raises `EngineError` for an unknown bot or the wrong number of players, and when
    the match has not ended after `max_hands` hands."""
    game = game_for(rules)
    _check_players(game, players)
    try:
        bots = [make_bot(name, rules) for name in players]
    except ValueError as error:
        raise EngineError(str(error)) from None
    return run_match(rules, players, seed, bot_chooser(bots, seed), max_hands=max_hands)


def bot_chooser(bots: Sequence[Bot], seed: int) -> Chooser:
    """A chooser that asks each seat's bot, with the seat's own generator from `seed`.

    A bot whose `takes_forced_play` is True is not asked for a card it cannot help playing
    (one legal action in the play phase): it would take that action without reading its view
    or drawing from its generator, and building the view was half of such a decision's time
    (about a fifth of a classic hand's plays are forced)."""
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(len(bots))]
    forced = [getattr(bot, "takes_forced_play", False) is True for bot in bots]
    # Asked once per bot, not once per decision: compiled (mypyc), a getattr that misses
    # raises and clears an AttributeError, about a tenth of a random bot's Spades decision.
    searches = [_sees_worlds(bot) for bot in bots]

    def choose(hand: Hand, seat: int) -> Action:
        legal = hand.legal_actions()
        if forced[seat] and len(legal) == 1 and hand.phase is Phase.PLAY:
            return legal[0]
        view = hand.view(seat)
        if searches[seat]:
            view.worlds = seat_worlds(hand, seat)
        return bots[seat].choose(view, legal, rngs[seat])

    return choose


def bot_view(bot: Bot, hand: Hand, seat: int) -> PlayerView:
    """`seat`'s view of `hand` for `bot`, with the door to sampling the hand's hidden cards
    for a bot that searches (`sees_worlds`; engine.core.worlds)."""
    view = hand.view(seat)
    if _sees_worlds(bot):
        view.worlds = seat_worlds(hand, seat)
    return view


def _sees_worlds(bot: Bot) -> bool:
    return getattr(bot, "sees_worlds", False) is True


def _check_players(game: Game, players: Sequence[str]) -> None:
    if len(players) != game.table.count:
        raise EngineError(f"these rules seat {game.table.count} players; {len(players)} were given")


def run_match(
    rules: Ruleset,
    players: Sequence[str],
    seed: int,
    choose: Chooser,
    *,
    max_hands: int = 500,
) -> MatchRecord:
    """Deal from `random.Random(seed)` and play hands with `choose` until the match ends;
    `players` are the names the log gives the seats."""
    game = game_for(rules)
    _check_players(game, players)
    rng = random.Random(seed)
    log = new_log(rules, players, seed)
    dealer, drawn = draw_first_dealer(rules, game, seed)
    if drawn is not None:
        log["first_dealer"] = drawn
    standing = Standing.start(len(game.table.sides))
    for number in range(1, max_hands + 1):
        entry, standing, outcome = _play_hand(game, rng, number, dealer, standing, choose)
        log["hands"].append(entry)
        if outcome is not None:
            log["result"] = outcome.to_json()
            return MatchRecord(log, standing, outcome)
        dealer = game.next_dealer(dealer, entry)
    raise EngineError(f"the match did not end in {max_hands} hands (max_hands)")


def _play_hand(
    game: Game, rng: random.Random, number: int, dealer: int, standing: Standing, choose: Chooser
) -> tuple[dict[str, Any], Standing, Outcome | None]:
    redeals, deal = deal_hand(game, rng, dealer)
    hand = game.start(deal, dealer, standing, number)
    actions: list[tuple[int, Action]] = []
    while (seat := hand.to_act) is not None:
        action = choose(hand, seat)
        hand.apply(action)
        actions.append((acting_seat(action, seat), action))
    scored = game.score(hand, standing)
    entry = hand_entry(game, number, dealer, redeals, deal, actions, hand, scored)
    return entry, scored.standing, scored.outcome


def deal_hand(game: Game, rng: random.Random, dealer: int) -> tuple[list[Deal], Deal]:
    """The deals `dealer` (0-based) makes from `rng` until one stands: (those thrown in by a
    redeal trigger, the one played). Raises `EngineError` after `MAX_REDEALS`."""
    redeals: list[Deal] = []
    deal = game.deal(rng, dealer)
    while game.needs_redeal(deal):
        if len(redeals) >= MAX_REDEALS:
            raise EngineError(f"{MAX_REDEALS} deals in a row were thrown in (redeal.triggers)")
        redeals.append(deal)
        deal = game.deal(rng, dealer)
    return redeals, deal


# -- the first dealer ---------------------------------------------------------------------------


def draw_first_dealer(rules: Ruleset, game: Game, seed: int) -> tuple[int, dict[str, Any] | None]:
    """The first dealer (0-based) under `players.first_dealer`, and the draw as the log
    records it (None for seat 1, which needs no draw). The only reader of the option."""
    method = _first_dealer(rules)
    if method is FirstDealer.SEAT_1:
        return 0, None
    rng = random.Random(f"{seed}:first dealer")
    seats = game.table.order_from(0)
    if method is FirstDealer.RANDOM:
        seat = rng.choice(seats)
        return seat, {"by": str(method), "seat": seat + 1}
    pack = standard_deck()
    rng.shuffle(pack)
    draws: list[list[Any]] = []
    if method is FirstDealer.FIRST_DIAMOND:
        for index, card in enumerate(pack):
            draws.append([seats[index % len(seats)] + 1, card])
            if card.endswith("D"):
                break
    else:
        drawing = list(seats)
        while len(drawing) > 1:
            cards = {seat: pack.pop() for seat in drawing}
            draws += [[seat + 1, card] for seat, card in cards.items()]
            best = max(_rank(card) for card in cards.values())
            drawing = [seat for seat, card in cards.items() if _rank(card) == best]
            if len(pack) < len(drawing):  # a tie to the end of the pack: shuffle it again
                pack = standard_deck()
                rng.shuffle(pack)
    winner = _winner(method, draws, [seat + 1 for seat in seats])
    assert winner is not None
    return winner - 1, {"by": str(method), "draws": draws, "seat": winner}


def _first_dealer(rules: Ruleset) -> FirstDealer:
    """`players.first_dealer`, read here only."""
    return rules.players.first_dealer


def _rank(card: str) -> int:
    return STANDARD_RANKS.index(card[:-1])


def _winner(method: FirstDealer, draws: list[list[Any]], seats: Sequence[int]) -> int | None:
    """The seat (1-based) a recorded draw makes the first dealer, or None if the draw is not
    one the method makes (`seats`: 1-based, in the order they draw)."""
    if not draws or any(len(draw) != 2 or draw[1] not in _PACK for draw in draws):
        return None
    if method is FirstDealer.FIRST_DIAMOND:
        dealt_to = [seats[index % len(seats)] for index in range(len(draws))]
        diamonds = [card.endswith("D") for _, card in draws]
        fair = [seat for seat, _ in draws] == dealt_to and diamonds.index(True) == len(draws) - 1
        return int(draws[-1][0]) if fair else None
    drawing, rest = list(seats), list(draws)
    while len(drawing) > 1:
        cards, rest = rest[: len(drawing)], rest[len(drawing) :]
        if [seat for seat, _ in cards] != drawing:
            return None
        best = max(_rank(card) for _, card in cards)
        drawing = [seat for seat, card in cards if _rank(card) == best]
    return drawing[0] if not rest else None


_PACK = frozenset(standard_deck())


def first_dealer_problem(rules: Ruleset, game: Game, log: Any) -> tuple[str, object, object] | None:
    """What is wrong with a log's first dealer under `players.first_dealer`, as (field,
    expected, found), or None. Like the rest of replay it uses no random generator: a draw
    must be one the rule makes (the seats in turn, the cards of a pack) and name the seat
    that dealt hand 1."""
    recorded = log.get("first_dealer")
    method = _first_dealer(rules)
    if method is FirstDealer.SEAT_1:
        return None if recorded is None else ("first_dealer", None, recorded)
    if recorded is None or recorded.get("by") != str(method):
        return ("first_dealer.by", str(method), None if recorded is None else recorded.get("by"))
    if method is not FirstDealer.RANDOM:
        seats = [seat + 1 for seat in game.table.order_from(0)]
        seat = _winner(method, list(recorded.get("draws") or []), seats)
        if seat is None:
            return ("first_dealer.draws", f"a {method} draw", recorded.get("draws"))
        if seat != recorded.get("seat"):
            return ("first_dealer.seat", seat, recorded.get("seat"))
    hands = log.get("hands") or []
    if hands and hands[0].get("dealer") != recorded.get("seat"):
        return ("hands[1].dealer", recorded.get("seat"), hands[0].get("dealer"))
    return None
