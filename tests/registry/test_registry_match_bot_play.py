"""A bot match is played under its version's pinned rules and stored whole: pinned, finished,
with its log, result, seats, seed and audit events, in one transaction."""

from __future__ import annotations

import pytest

import engine
from registry.errors import MatchError
from registry.models import AuditEvent, Match, MatchStatus, Ruleset
from registry.services import change_lifecycle
from registry.services.audit import canonical_digest
from registry.services.matches import MatchInputError, default_bots, play_bot_match
from tests.cast import Cast, publish_next, with_target

BOTS = ["random", "random", "random", "random"]


def test_a_bot_match_pins_its_version_and_digest_and_stores_its_log(
    ruleset: Ruleset, cast: Cast
) -> None:
    version = ruleset.head
    match = play_bot_match(version, bots=BOTS, seed=7, started_by=cast.owner)
    publish_next(ruleset, with_target(300), cast.editor)
    match = Match.objects.get(pk=match.pk)
    assert (match.version, match.rules_digest) == (version, version.rules_digest)
    assert match.status == MatchStatus.FINISHED and match.finished_at is not None
    assert match.seats == [{"bot": "random"}] * 4 and match.seed == 7
    assert match.engine_version == engine.__version__ and match.started_by == cast.owner
    assert match.log["rules_digest"] == version.rules_digest and match.log["hands"]
    assert match.result["winners"] == match.log["result"]["winners"]
    assert match.result["standing"] == match.log["hands"][-1]["standing"]


def test_the_same_seed_plays_the_same_match(ruleset: Ruleset, cast: Cast) -> None:
    first = play_bot_match(ruleset.head, bots=BOTS, seed=11, started_by=cast.owner)
    second = play_bot_match(ruleset.head, bots=BOTS, seed=11, started_by=None)
    assert first.pk != second.pk and first.log == second.log


def test_playing_appends_a_start_and_a_finish_event(ruleset: Ruleset, cast: Cast) -> None:
    before = AuditEvent.objects.filter(club=cast.club).count()
    match = play_bot_match(ruleset.head, bots=BOTS, seed=3, started_by=cast.editor)
    start, finish = AuditEvent.objects.filter(club=cast.club).order_by("sequence")[before:]
    assert (start.action, finish.action) == ("match.start", "match.finish")
    assert start.object_ref == finish.object_ref == str(match.id)
    assert start.actor == finish.actor == "erin"
    assert start.details["seats"] == match.seats and start.details["seed"] == 3
    assert finish.digests == {"rules": match.rules_digest, "log": canonical_digest(match.log)}


def test_a_withdrawn_version_is_refused_and_nothing_is_stored(ruleset: Ruleset, cast: Cast) -> None:
    change_lifecycle(ruleset.head, "withdrawn", actor=cast.owner, reason="wrong bags")
    events = AuditEvent.objects.count()
    with pytest.raises(MatchError, match="withdrawn"):
        play_bot_match(ruleset.head, bots=BOTS, seed=1, started_by=cast.owner)
    assert Match.objects.count() == 0 and AuditEvent.objects.count() == events


def test_a_deprecated_version_is_still_played(ruleset: Ruleset, cast: Cast) -> None:
    change_lifecycle(ruleset.head, "deprecated", actor=cast.owner, reason="old")
    match = play_bot_match(ruleset.head, bots=BOTS, seed=1, started_by=cast.owner)
    assert match.status == MatchStatus.FINISHED


def test_every_unknown_bot_and_a_wrong_count_are_named(ruleset: Ruleset, cast: Cast) -> None:
    with pytest.raises(MatchInputError) as refused:
        play_bot_match(ruleset.head, bots=["random", "clever", "nobody"], seed=1, started_by=None)
    assert refused.value.problems[0] == "these rules seat 4; 3 bots given"
    assert [p.split(":")[0] for p in refused.value.problems[1:]] == ["seat 2", "seat 3"]
    assert Match.objects.count() == 0


def test_the_default_bots_fill_every_seat(ruleset: Ruleset) -> None:
    bots = default_bots(ruleset.head)
    assert len(bots) == 4 and len(set(bots)) == 1
    assert bots[0] in ("heuristic", "random")
