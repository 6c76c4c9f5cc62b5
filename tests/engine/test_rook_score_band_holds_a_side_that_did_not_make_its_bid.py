"""The score band (`scoring.held_at`, `scoring.held_below`): a score that would land between
430 and 500 stays at 430 unless the side made its bid, so a side goes out only on its own bid.

Source: the house rule as issue 13 collected it from card-club rule pages ("a score that
would land between 430 and 500 stays at 430 unless the side made its bid"); no published
rule text with a worked example was found, so the examples below are worked from that
sentence. Seats 0 and 2 are side 0, seats 1 and 3 side 1; the game is to 500.
"""

from engine.core.standing import Standing
from engine.games.rook.scoring import RookTally, add_rook_hand
from tests.engine.rook_helpers import rook_rules

BAND = "match: {target: 500}\nscoring: {held_at: 430}\n"


def scores_after(
    extra: str, before: tuple[int, int], declarer: int, bid: int, took: tuple[int, int]
) -> tuple[int, ...]:
    """The standing's scores after one hand: `before`, then seat `declarer` bid `bid` and the
    sides took `took` in counters."""
    standing = Standing(before, (0, 0), (0, 0), hands_played=3)
    after, score, _ = add_rook_hand(
        rook_rules(extra), standing, RookTally(declarer, bid, took, (), declarer)
    )
    assert score is not None
    return after.scores


# covers: scoring.held_at=other
# covers: scoring.held_below=default
def test_defenders_at_420_taking_40_stay_at_430_not_460() -> None:
    # Side 1 declares 100 and takes 100 (made: 300 + 100 = 400); side 0 defends with 40:
    # 420 + 40 = 460 lands in the band, so side 0 stays at 430.
    assert scores_after(BAND, (420, 300), declarer=1, bid=100, took=(40, 100)) == (430, 400)


# covers: scoring.held_at=null
def test_without_a_band_the_defenders_reach_460() -> None:
    assert scores_after("match: {target: 500}\n", (420, 300), 1, 100, (40, 100)) == (460, 400)


def test_a_side_that_makes_its_bid_enters_the_band() -> None:
    # Side 0 at 380 bids 80 and takes 90: 380 + 90 = 470, and it made its bid.
    assert scores_after(BAND, (380, 300), 0, 80, (90, 50)) == (470, 350)


def test_a_side_already_in_the_band_keeps_its_score_while_defending() -> None:
    # Side 0 made a bid to reach 450 earlier; defending with 30 it stays at 450, not 480.
    assert scores_after(BAND, (450, 300), 1, 100, (30, 110)) == (450, 410)


def test_defenders_who_would_reach_the_target_are_not_in_the_band() -> None:
    # 470 + 35 = 505 is at or above 500, outside the band: the rule holds only 431 to 499.
    assert scores_after(BAND, (470, 300), 1, 100, (35, 105)) == (505, 405)


def test_a_set_side_falls_as_usual() -> None:
    # Side 0 at 480 bids 100 and takes 80: set, 480 - 100 = 380.
    assert scores_after(BAND, (480, 300), 0, 100, (80, 60)) == (380, 360)


# covers: scoring.held_below=other
def test_the_top_of_the_band_can_be_set_apart_from_the_target() -> None:
    # With the band from 250 to 300 in a game to 300, defenders at 240 taking 40 stay at 250.
    rules = "scoring: {held_at: 250, held_below: 300}\n"
    assert scores_after(rules, (240, 100), 1, 80, (40, 100)) == (250, 200)
    assert scores_after(
        "scoring: {held_at: 250, held_below: 270}\n", (240, 100), 1, 80, (40, 100)
    ) == (280, 200)
