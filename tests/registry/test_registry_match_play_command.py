"""manage.py play_match: one bot match pinned to club/ruleset@N, summed up on one line."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command

from registry.models import Match, Ruleset
from registry.services import change_lifecycle
from tests.cast import Cast


def play(*args: str) -> str:
    out = io.StringIO()
    call_command("play_match", *args, stdout=out)
    return out.getvalue()


def test_play_match_stores_a_pinned_match_and_sums_it_up(ruleset: Ruleset) -> None:
    line = play("riverside/house@1", "--bots", "random,random,random,random", "--seed", "9")
    match = Match.objects.get()
    assert (match.seed, match.seats, match.started_by) == (9, [{"bot": "random"}] * 4, None)
    winner, hands = match.result["winners"][0], len(match.log["hands"])
    assert line == (
        f"match {match.id} on riverside/house@1: side {winner} won ({match.result['reason']}) "
        f"after {hands} hand{'s' if hands != 1 else ''}, seed 9, "
        f"rules {ruleset.head.rules_digest}\n"
    )


def test_play_match_defaults_to_a_bot_at_every_seat_and_a_random_seed(ruleset: Ruleset) -> None:
    play("riverside/house")
    match = Match.objects.get()
    assert len(match.seats) == 4 and match.seed is not None and match.status == "finished"


def test_play_match_names_what_it_refuses(ruleset: Ruleset, cast: Cast) -> None:
    with pytest.raises(CommandError, match="riverside/house has no version 7"):
        play("riverside/house@7")
    with pytest.raises(CommandError, match="no bot called 'wizard'"):
        play("riverside/house@1", "--bots", "random,wizard,random,random")
    change_lifecycle(ruleset.head, "withdrawn", actor=cast.owner, reason="wrong")
    with pytest.raises(CommandError, match="withdrawn"):
        play("riverside/house@1", "--seed", "1")
    assert Match.objects.count() == 0
