"""`players.first_dealer`: seat 1, a seat at random, the high card of a draw, or the first
player dealt a diamond face up (Spades sites: "The first dealer is chosen at random",
field-of-themes.com's Playsite rules; "players can again draw a card from the shuffled, face
down deck, with the highest card drawn dealing first"; the face-up deal to the first jack of
Nap and Vingt-et-un, with a diamond, from issue 13's survey). The draw is written in the log
under `first_dealer`, and replay checks it against hand 1's dealer."""

import copy

from engine.match import play_match
from engine.replay import replay
from tests.factories import rules_for, spades_rules


def first(by: str, seed: int = 5) -> dict:
    rules = spades_rules(players={"first_dealer": by})
    return play_match(rules, ["heuristic"] * 4, seed=seed).log


# covers: players.first_dealer=seat_1
def test_seat_1_deals_first_and_the_log_has_no_draw() -> None:
    log = first("seat_1")
    assert log["hands"][0]["dealer"] == 1
    assert "first_dealer" not in log


# covers: players.first_dealer=random
def test_a_random_first_dealer_moves_with_the_seed_and_is_logged() -> None:
    dealers = {first("random", seed)["hands"][0]["dealer"] for seed in range(12)}
    assert len(dealers) > 1
    log = first("random", 3)
    assert log["first_dealer"] == {"by": "random", "seat": log["hands"][0]["dealer"]}


RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def rounds(draws: list[list]) -> list[list[list]]:
    """The draws of a high-card draw, round by round: all four seats, then the tied ones."""
    found, drawing, rest = [], 4, list(draws)
    while rest:
        cards, rest = rest[:drawing], rest[drawing:]
        best = max(RANKS.index(card[:-1]) for _, card in cards)
        drawing = sum(RANKS.index(card[:-1]) == best for _, card in cards)
        found.append(cards)
    return found


# covers: players.first_dealer=high_card
def test_the_high_card_deals_first_and_a_tie_draws_again() -> None:
    seen_tie = False
    for seed in range(30):
        log = first("high_card", seed)
        drawn = log["first_dealer"]
        assert log["hands"][0]["dealer"] == drawn["seat"]
        drawn_rounds = rounds(drawn["draws"])
        *ties, deciding = drawn_rounds
        best = max(RANKS.index(card[:-1]) for _, card in deciding)
        assert [s for s, card in deciding if RANKS.index(card[:-1]) == best] == [drawn["seat"]]
        # Each round after the first is drawn by exactly the seats tied in the one before.
        for before, after in zip(drawn_rounds, drawn_rounds[1:], strict=False):
            top = max(RANKS.index(card[:-1]) for _, card in before)
            tied = [s for s, card in before if RANKS.index(card[:-1]) == top]
            assert [s for s, _ in after] == tied
        seen_tie = seen_tie or bool(ties)
    assert seen_tie  # some seed in 30 ties for the high card


# covers: players.first_dealer=first_diamond
def test_the_first_player_dealt_a_diamond_deals_first() -> None:
    log = first("first_diamond", 5)
    draws = log["first_dealer"]["draws"]
    assert [seat for seat, _ in draws] == [1, 2, 3, 4, 1]  # dealt round from seat 1
    assert [card[-1] == "D" for _, card in draws] == [False] * 4 + [True]
    assert log["hands"][0]["dealer"] == log["first_dealer"]["seat"] == 1


def test_the_same_seed_deals_the_same_hands_whoever_deals_first() -> None:
    # The draw has its own generator: the shuffle does not depend on it (who receives each
    # hand turns with the dealer).
    def hands(by: str) -> list[list[str]]:
        return sorted(first(by, 4)["hands"][0]["dealt"])

    assert hands("high_card") == hands("random") == hands("seat_1")


def test_replay_verifies_the_draw_and_refuses_one_that_names_another_seat() -> None:
    rules = spades_rules(players={"first_dealer": "high_card"})
    log = play_match(rules, ["heuristic"] * 4, seed=5).log
    assert replay(rules, log).verified
    forged = copy.deepcopy(log)
    forged["first_dealer"]["seat"] = forged["first_dealer"]["seat"] % 4 + 1
    assert replay(rules, forged).discrepancy.field == "first_dealer.seat"
    missing = copy.deepcopy(log)
    del missing["first_dealer"]
    assert replay(rules, missing).discrepancy.field == "first_dealer.by"


def test_hearts_draws_its_first_dealer_too() -> None:
    rules = rules_for("hearts", players={"first_dealer": "first_diamond"})
    log = play_match(rules, ["heuristic"] * 4, seed=5).log
    assert log["hands"][0]["dealer"] == log["first_dealer"]["seat"]
    assert replay(rules, log).verified
