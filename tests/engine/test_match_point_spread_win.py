"""`match.winning_margin`: a point-spread win. A side that many points or more ahead of every
other side at the end of a hand wins the match, whether or not anyone has reached the target.

Source: issue 13's survey of Spades bonuses ("a point-spread win (ahead by N)"), as tables
play a mercy rule: to 500, or over as soon as one side leads by 300. No public text states
it. Searched on 2026-12-01 (the stored public pages and documentation, corpora `pages` and
`docs`): "spades house rule win the game if ahead by points lead mercy rule", "card game
match ends when a team leads by more than points spread", "spades game ends when one team
is 500 points ahead mercy", "spades ahead by points game over skunk rule partnership",
"mercy rule card game spades ends early when one team leads by", "pinochle game ends when
team ahead by 500 points spread skunk rule", "rook card game tournament rules game ends if a
team is ahead by points", "Trickster Cards spades game options win by margin points ahead";
and seeds 000 to 004. The nearest rules found end a match otherwise: a side at -200 loses
(seeds 000 and 001), "If a team is set twice, the game ends" (rta3.com's tournament FAQ),
"some play a set number of hands and take the high score" (seed 001). So the worked example
below (a margin of 300: 380 to 80 wins, 379 to 80 plays on) is this project's own, not a
published one.
"""

from engine.core.standing import EndReason, Outcome, Standing, match_outcome
from tests.factories import rook_rules, spades_rules


def standing(*scores: int) -> Standing:
    sides = len(scores)
    return Standing(tuple(scores), (0,) * sides, (0,) * sides, hands_played=4)


# covers: match.winning_margin=other
def test_a_side_300_ahead_wins_before_anyone_reaches_500() -> None:
    rules = spades_rules(match={"winning_margin": 300})
    assert match_outcome(rules, standing(380, 80)) == Outcome((0,), EndReason.MARGIN)
    assert match_outcome(rules, standing(-150, 150)) == Outcome((1,), EndReason.MARGIN)


def test_a_lead_short_of_the_margin_plays_on() -> None:
    rules = spades_rules(match={"winning_margin": 300})
    assert match_outcome(rules, standing(379, 80)) is None


def test_with_three_sides_the_leader_must_be_ahead_of_every_other() -> None:
    rules = spades_rules(
        players={"count": 3, "teams": "singles"},
        deck={"removed_cards": ["2C"]},
        match={"winning_margin": 200},
    )
    assert match_outcome(rules, standing(300, 50, 150)) is None
    assert match_outcome(rules, standing(350, 50, 150)) == Outcome((0,), EndReason.MARGIN)


def test_the_target_still_wins_first() -> None:
    rules = spades_rules(match={"winning_margin": 300})
    assert match_outcome(rules, standing(510, 100)) == Outcome((0,), EndReason.TARGET)


def test_rook_plays_the_same_margin() -> None:
    rules = rook_rules(match={"winning_margin": 150})
    assert match_outcome(rules, standing(200, 40)) == Outcome((0,), EndReason.MARGIN)


# covers: match.winning_margin=null
def test_without_a_margin_a_big_lead_is_just_a_lead() -> None:
    assert match_outcome(spades_rules(), standing(490, -150)) is None
