"""Euchre hand events (`scoring.events`), scored after the hand's case: each test gives the
inputs (the maker, who played alone, the tricks), the expected points and the rule. The
makers' contract is a majority of the tricks (3 of 5); `played_alone` happens to a side
whose player played alone, bounded by the tricks it took.

House rules (research: euchrelinks http://www.euchrelinks.com/variations.html, Trickster
Cards issue 12 "alone must take 5"): a bonus for a loner's march, a loner who does not take
all five loses a point, a super-euchre (the makers take nothing) worth 2 more."""

import engine
from engine.games.euchre.hand import EuchreTally
from engine.games.euchre.scoring import score_hand, score_renege
from engine.games.euchre.terms import euchre_terms
from tests.engine.euchre.euchre_helpers import euchre_rules

LONER_MARCH = {"when": "played_alone", "at_least": 5, "score": 1}
LONER_SHORT = {"when": "played_alone", "at_most": 4, "score": -1}
SUPER_EUCHRE = {"when": "failed_contract", "at_least": 3, "to": "others", "score": 2}


def points(
    events: list[dict[str, object]],
    tricks: tuple[int, ...],
    alone: bool = False,
    lone_defender: int | None = None,
) -> tuple[int, ...]:
    terms = euchre_terms(euchre_rules(alone={"defender": True}, scoring={"events": events}))
    return score_hand(terms, EuchreTally(0, alone, lone_defender, tricks)).points


def test_without_events_a_loners_march_scores_the_table_alone() -> None:
    # Bicycle's table: a lone maker taking all 5 scores 4.
    assert points([], (5, 0, 0, 0), alone=True) == (4, 0)


def test_a_loners_march_earns_one_more() -> None:
    # Seat 1 alone takes all 5: the table's 4 + the event's 1 = 5.
    assert points([LONER_MARCH, LONER_SHORT], (5, 0, 0, 0), alone=True) == (5, 0)


def test_a_loner_who_takes_fewer_than_five_loses_one() -> None:
    # Seat 1 alone takes 3 of 5: the table's 1 − 1 = 0 ("alone must take 5").
    assert points([LONER_MARCH, LONER_SHORT], (3, 1, 0, 1), alone=True) == (0, 0)


def test_the_makers_playing_together_are_not_alone() -> None:
    # Seats 1 and 3 take all 5 together: a march, 2, and no loner's event.
    assert points([LONER_MARCH, LONER_SHORT], (3, 0, 2, 0)) == (2, 0)


def test_a_lone_defender_is_a_side_that_played_alone_too() -> None:
    # Seat 2 defends alone and holds the makers to 2 tricks: the table's 4 for a lone
    # defender's euchre, and the defender's 3 tricks fall under "alone, 4 or fewer": −1.
    assert points([LONER_SHORT], (1, 3, 1, 0), lone_defender=1) == (0, 3)


def test_a_super_euchre_gives_the_defenders_two_more() -> None:
    # The makers (seats 1 and 3) take nothing: 3 tricks short of their contract of 3, so the
    # defenders score the table's 2 for a euchre + 2 = 4 (euchrelinks' super-euchre).
    assert points([SUPER_EUCHRE], (0, 3, 0, 2)) == (0, 4)
    # Euchred with 1 trick (2 short): the table's 2 only.
    assert points([SUPER_EUCHRE], (1, 3, 0, 1)) == (0, 2)


def test_a_renege_scores_no_event() -> None:
    terms = euchre_terms(euchre_rules(scoring={"events": [LONER_SHORT]}))
    # Seat 2 reneges against a loner: the table's 4 to side 1, and no loner's −1.
    assert score_renege(terms, 1, True, (0, 0, 0, 0)).points == (4, 0)


def test_a_score_sheet_scores_the_events_as_a_played_hand_does() -> None:
    rules = euchre_rules(scoring={"events": [LONER_MARCH, LONER_SHORT]})
    hands = [{"maker": 1, "alone": True, "won": 5}, {"maker": 2, "alone": True, "won": 4}]
    result = engine.score_sheet(rules, {"hands": hands})
    # A loner's march 4 + 1 for side 1; side 2's loner takes 4: 1 − 1 = 0.
    assert [hand.standing.scores for hand in result.hands] == [(5, 0), (5, 0)]
