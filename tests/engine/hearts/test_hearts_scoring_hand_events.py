"""Hearts hand events (`scoring.events`): bonuses and penalties scored after the cards, each
test with its inputs, the expected number and the rule (and its source where it has one)."""

from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from rulesets.constructs.events import HandFacts
from tests.engine.hearts.hearts_helpers import act, hearts_rules, tiny

START = Standing.start(4)
NO_CARDS: frozenset[str] = frozenset()


def facts(tricks: tuple[int, ...], *cards: frozenset[str], last: int = 0) -> HandFacts:
    taken = cards or (NO_CARDS,) * len(tricks)
    return HandFacts(tricks=tricks, cards=taken, points=(0,) * len(tricks), last_trick=last)


def scored(
    events: list[dict[str, object]], tally: HeartsTally, **scoring: object
) -> tuple[int, ...]:
    terms = hearts_terms(hearts_rules(scoring={"events": events, **scoring}))
    return score_hand(terms, tally, START).points


# covers: scoring.events=default
def test_without_events_a_player_who_takes_no_trick_scores_nothing_more() -> None:
    terms = hearts_terms(hearts_rules())
    tally = HeartsTally((0, 5, 13, 8))

    assert score_hand(terms, tally, START).points == (0, 5, 13, 8)


# covers: scoring.events=other
def test_a_player_who_takes_no_trick_scores_minus_5() -> None:
    # Rule: "a bonus for a player who takes no trick at all" (the Hearts list of issue 38);
    # seat 1 took no trick: 0 − 5 = −5; the others keep their points.
    tally = HeartsTally((0, 5, 13, 8), facts=facts((0, 4, 5, 4)))

    assert scored([{"when": "took_no_trick", "score": -5}], tally) == (-5, 5, 13, 8)


def test_a_player_who_takes_no_trick_can_be_penalised_instead() -> None:
    # The same event as a penalty: +10 for a player who takes no trick (a "dodger" penalty).
    tally = HeartsTally((0, 5, 13, 8), facts=facts((0, 4, 5, 4)))

    assert scored([{"when": "took_no_trick", "score": 10}], tally) == (10, 5, 13, 8)


def test_an_omnibus_jack_absorbed_by_a_moon_scores_nothing_for_the_shooter() -> None:
    # Rule: "a bonus card whose value is absorbed when someone shoots the moon": the J♦ at −10
    # as an event. Seat 1 shoots the moon (others +26) and took the J♦: 0, not −10.
    cards = (frozenset({"JD"}), NO_CARDS, NO_CARDS, NO_CARDS)
    tally = HeartsTally((26, 0, 0, 0), facts=facts((13, 0, 0, 0), *cards))
    event = {"when": "took_cards", "cards": "JD", "score": -10, "absorbed_by_moon": True}

    assert scored([event], tally) == (0, 26, 26, 26)


def test_the_same_jack_counts_when_nobody_shoots_the_moon() -> None:
    # No moon: seat 2 took 10 penalty points and the J♦ (−10): 0.
    cards = (NO_CARDS, frozenset({"JD", "QS"}), NO_CARDS, NO_CARDS)
    tally = HeartsTally((3, 10, 13, 0), facts=facts((3, 4, 3, 3), *cards))
    event = {"when": "took_cards", "cards": "JD", "score": -10, "absorbed_by_moon": True}

    assert scored([event], tally) == (3, 0, 13, 0)


def test_taking_every_heart_without_the_queen_scores_others_plus_13() -> None:
    # A "hearts run": seat 3 took all thirteen hearts (13) and not the Q♠; every other player
    # scores +13 and seat 3 keeps its 13.
    cards = (NO_CARDS, NO_CARDS, frozenset(f"{r}H" for r in "23456789JQKA") | {"10H"}, NO_CARDS)
    tally = HeartsTally((0, 13, 13, 0), facts=facts((2, 3, 6, 2), *cards))
    event = {"when": "took_cards", "cards": "hearts", "score": 13, "to": "others"}

    assert scored([event], tally) == (13, 26, 13, 13)


def test_the_last_trick_costs_its_taker_5() -> None:
    # Foster's Complete Hoyle has a player who revokes "take the last trick"; a club that
    # charges the last trick itself: seat 4 took it, 8 + 5 = 13.
    tally = HeartsTally((0, 5, 13, 8), facts=facts((1, 4, 5, 3), last=3))

    assert scored([{"when": "took_last_trick", "score": 5}], tally) == (0, 5, 13, 13)


def test_a_point_per_trick_taken() -> None:
    # Per unit: +1 per trick taken by every player (tricks 1, 4, 5, 3).
    tally = HeartsTally((0, 5, 13, 8), facts=facts((1, 4, 5, 3)))

    assert scored([{"when": "took_tricks", "score": 1, "per": "trick"}], tally) == (1, 9, 18, 11)


def test_five_tricks_or_more_score_minus_2_instead_of_the_hands_points() -> None:
    # `combine: instead`: the event replaces the player's other points.
    # Seats 2 and 3 took 5 tricks: their 5 and 13 become −2.
    tally = HeartsTally((0, 5, 13, 8), facts=facts((0, 5, 5, 3)))
    event = {"when": "took_tricks", "at_least": 5, "score": -2, "combine": "instead"}

    assert scored([event], tally) == (0, -2, -2, 8)


def test_a_played_hand_gives_the_events_their_facts() -> None:
    seats = {1: "2C 10C 5H", 2: "3C 2H 6H", 3: "AC 3D 7D", 4: "4C 4D 2D"}
    hand = tiny(
        seats,
        play={"points_on_first_trick": True},
        scoring={"events": [{"when": "took_no_trick", "score": -5}]},
    )
    # Seat 3 takes trick 1, seat 4 trick 2 (2♥), seat 3 trick 3 (5♥ 6♥).
    act(hand, "2C", "3C", "AC", "4C", "3D", "4D", "10C", "2H", "2D", "5H", "6H", "7D")

    points = score_hand(hand.terms, hand.tally(), START).points
    # Seats 1 and 2 took no trick: −5 each; seat 3 has 2 points, seat 4 has 1.
    assert points == (-5, -5, 2, 1)
