"""A deal that leaves a player without a counter is a misdeal
(`redeal.hand_without_counters`): the Larry Smith Invitational Rook Tournament house rules
(davidrwilliams.com/rook/rules): "No points in your hand ... is a misdeal"."""

from engine.core.cards import parse_cards
from engine.core.game import Deal
from engine.games import game_for
from engine.match import play_match
from engine.replay import replay
from tests.engine.rook_helpers import arrange, rook_rules

# Seat 2 holds nine cards without a five, ten, ace or the Rook.
NO_COUNTERS = {1: "KS QS JS 9S 8S 7S 6S KH QH"}


def deal_of(extra: str) -> Deal:
    hands, nest = arrange(rook_rules(extra), NO_COUNTERS)
    return Deal(tuple(tuple(hand) for hand in hands), tuple(nest))


# covers: redeal.hand_without_counters=true
def test_a_hand_without_counters_is_thrown_in_and_dealt_again() -> None:
    game = game_for(rook_rules("redeal: {hand_without_counters: true}\n"))
    deal = deal_of("redeal: {hand_without_counters: true}\n")
    assert game.needs_redeal(deal)
    assert game.redeal_reason(deal) == "seat 2 was dealt no counter (redeal.hand_without_counters)"


# covers: redeal.hand_without_counters=false
def test_by_default_a_hand_without_counters_is_played() -> None:
    game = game_for(rook_rules())
    assert not game.needs_redeal(deal_of(""))


def test_a_hand_holding_one_counter_is_played() -> None:
    game = game_for(rook_rules("redeal: {hand_without_counters: true}\n"))
    hands, nest = arrange(rook_rules(), {1: "KS QS JS 9S 8S 7S 6S KH 5H"})
    assert parse_cards("5H")[0] in hands[1]
    assert not game.needs_redeal(Deal(tuple(tuple(h) for h in hands), tuple(nest)))


def test_a_match_records_every_misdeal_and_its_log_replays() -> None:
    rules = rook_rules("redeal: {hand_without_counters: true}\n")
    logs = [play_match(rules, ["heuristic"] * 4, seed).log for seed in range(6)]
    redeals = [r for log in logs for hand in log["hands"] for r in hand.get("redeals", [])]
    assert redeals and all("was dealt no counter" in r["reason"] for r in redeals)
    assert all(replay(rules, log).verified for log in logs)
