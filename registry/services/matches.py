"""Matches: pinned to one version, played by bots or scored from a sheet, verified by replay.

- A bot match is played by the engine under the version's pinned rules and stored whole in
  one transaction: started and finished at once, with its log and result.
- A score sheet (of any game whose family scores sheets) is opened with no hands, from 0 or
  from a given standing (a match continued from paper), takes its hands one by one (each
  checked and scored by `engine.sheet` before anything is stored), and finishes when a hand
  ends the match.
- Any stored log replays under the pinned rules (`verify_match`).

Errors: `MatchError` when the match cannot be started or changed as asked (a withdrawn
version, a sheet that is not open); `MatchInputError`, listing every problem, when the bots,
seats, a sheet's start or a sheet hand do not fit the rules. Nothing is stored on either.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from django.db import transaction
from django.utils import timezone

import engine
import rulesets
from engine.bots import BOTS
from engine.core.errors import EngineError
from engine.core.seats import seating
from engine.core.standing import Outcome, Standing
from engine.games import family_for
from engine.log import (
    LogError,
    checked_sheet_start,
    new_log,
    parse_log,
    sheet_log_hands,
    with_sheet_start,
)
from engine.match import play_match
from engine.replay import Discrepancy, ReplayResult, first_difference, replay
from engine.sheet import SHEET_FORMAT, ScoredSheet, SheetError, score_sheet
from registry.errors import MatchError, RegistryError
from registry.models import Lifecycle, Match, MatchStatus, Version
from registry.services.audit import Actor, append_event, canonical_digest, lock_club
from rulesets.problems import Problem

__all__ = [
    "MatchInputError",
    "start_match",
    "finish_match",
    "pinned_rules",
    "default_bots",
    "play_bot_match",
    "record_played_match",
    "open_score_sheet",
    "add_sheet_hand",
    "verify_match",
]


class MatchInputError(RegistryError):
    """Bots, seats or a score-sheet hand that do not fit the pinned rules. `problems` lists
    every one: `rulesets.problems.Problem`s (hand, field, message) for a sheet hand, plain
    sentences otherwise."""

    def __init__(self, problems: Sequence[Problem | str]) -> None:
        self.problems = tuple(problems)
        count = len(self.problems)
        lines = "; ".join(str(problem) for problem in self.problems)
        super().__init__(f"{count} problem{'s' if count != 1 else ''}: {lines}")


def pinned_rules(version: Version) -> rulesets.Ruleset:
    """The version's resolved rules, from its canonical JSON (their digest is the version's)."""
    return rulesets.from_data(json.loads(version.document.canonical_json))


def _refuse_withdrawn(version: Version) -> None:
    if version.current_lifecycle() == Lifecycle.WITHDRAWN:
        raise MatchError(f"{version.ref} is withdrawn: it is refused for new matches")


def _result(outcome: Outcome | None, standing: Standing) -> dict[str, Any] | None:
    """A finished match's `result`: the outcome (sides from 1) and the final standing."""
    if outcome is None:
        return None
    return {**outcome.to_json(), "standing": standing.to_json()}


def start_match(
    version: Version,
    *,
    seats: list[dict[str, Any]],
    seed: int | None,
    engine_version: str,
    started_by: Actor,
    log: dict[str, Any] | None = None,
    tag: str | None = None,
) -> Match:
    """Start a match pinned to `version` and its rules digest. A withdrawn version is
    refused; a deprecated one is still playable. With a `log` (a score sheet's log of no
    hands) the match starts `open`. `tag` names the tag the version was found by, recorded
    in the start event (the match pins the version, never the tag)."""
    with transaction.atomic():
        # Locked so that a withdrawal cannot slip in between the check and the start.
        club = lock_club(version.ruleset.club_id)
        _refuse_withdrawn(version)
        match = Match.objects.create(
            version=version,
            rules_digest=version.rules_digest,
            engine_version=engine_version,
            seats=seats,
            seed=seed,
            log=log,
            status=MatchStatus.STARTED if log is None else MatchStatus.OPEN,
            started_by=started_by if started_by and started_by.is_authenticated else None,
        )
        details = {"version": version.chain_ref, "engine_version": engine_version, "seed": seed}
        if log is not None:
            details["kind"] = log["kind"]
            if "start" in log:  # a sheet continued from paper: its standing, on the record
                details["start"] = log["start"]
        if tag is not None:
            details["tag"] = tag
        append_event(
            club,
            "match.start",
            actor=started_by,
            object_type="match",
            object_ref=str(match.id),
            digests={"rules": match.rules_digest},
            details={**details, "seats": seats},
        )
        return match


def finish_match(
    match: Match,
    *,
    log: Any,
    result: Any,
    status: str = MatchStatus.FINISHED,
    actor: Actor = None,
) -> Match:
    """Record a match's log and result, once. An open score sheet's log may only gain hands
    (see `Match`). The finish event carries the log's digest, so `verify_registry` notices a
    log changed afterwards."""
    if status not in (MatchStatus.FINISHED, MatchStatus.ABORTED):
        raise MatchError("a match finishes as finished or aborted")
    with transaction.atomic():
        # Club lock for the audit chain; the match row lock makes "finish once" race-free.
        club = lock_club(match.version.ruleset.club_id)
        match = Match.objects.select_for_update().get(pk=match.pk)
        if match.status not in (MatchStatus.STARTED, MatchStatus.OPEN):
            raise MatchError(f"match {match.id} is already {match.status}")
        match.log, match.result = log, result
        match.status, match.finished_at = MatchStatus(status), timezone.now()
        match.save(update_fields=sorted(Match.FINISH_FIELDS))
        append_event(
            club,
            "match.finish" if match.status == MatchStatus.FINISHED else "match.abort",
            actor=actor,
            object_type="match",
            object_ref=str(match.id),
            digests={"rules": match.rules_digest, "log": canonical_digest(log)},
            details={"status": str(match.status), "result": result},
        )
        return match


# --- Bot matches ------------------------------------------------------------------------------


def default_bots(version: Version) -> list[str]:
    """A bot for every seat of the version's rules: `heuristic` where the engine has it,
    else `random`."""
    name = "heuristic" if "heuristic" in BOTS else "random"
    return [name] * seating(pinned_rules(version)).count


def play_bot_match(
    version: Version, *, bots: list[str], seed: int, started_by: Actor, tag: str | None = None
) -> Match:
    """Play a match between `bots` (a bot name per seat, seat 1 first) from `seed` under the
    version's pinned rules, and store it finished with its log and result, and its start and
    finish audit events, in one transaction.

    Raises `MatchError` for a withdrawn version (or a match the engine cannot finish), and
    `MatchInputError` naming every unknown bot, or the wrong number of them."""
    _refuse_withdrawn(version)
    rules = pinned_rules(version)
    _check_bots(rules, bots)
    try:
        # Played before any lock is taken: the engine needs none, and it is the slow part.
        record = play_match(rules, bots, seed)
    except EngineError as error:
        raise MatchError(f"the engine could not play this match: {error}") from None
    return record_played_match(
        version,
        seats=[{"bot": name} for name in bots],
        seed=seed,
        log=record.log,
        result=_result(record.outcome, record.standing),
        started_by=started_by,
        tag=tag,
    )


def record_played_match(
    version: Version,
    *,
    seats: list[dict[str, Any]],
    seed: int,
    log: dict[str, Any],
    result: dict[str, Any] | None,
    started_by: Actor,
    status: str = MatchStatus.FINISHED,
    tag: str | None = None,
) -> Match:
    """Store a match the engine has played under the version's pinned rules (by bots, or at
    a live table): started and finished (or aborted) at once with its log and result, and
    its start and finish audit events, in one transaction. Raises `MatchError` for a
    withdrawn version."""
    with transaction.atomic():
        # One transaction: the match is stored finished with its log, or not at all.
        match = start_match(
            version,
            seats=seats,
            seed=seed,
            engine_version=str(log["engine_version"]),
            started_by=started_by,
            tag=tag,
        )
        return finish_match(match, log=log, result=result, status=status, actor=started_by)


def _check_bots(rules: rulesets.Ruleset, bots: Sequence[str]) -> None:
    count = seating(rules).count
    problems = [] if len(bots) == count else [f"these rules seat {count}; {len(bots)} bots given"]
    known = ", ".join(sorted(BOTS))
    for seat, name in enumerate(bots, start=1):
        if name not in BOTS:
            problems.append(f"seat {seat}: no bot called {name!r} (bots: {known})")
    if problems:
        raise MatchInputError(problems)


# --- Score sheets -----------------------------------------------------------------------------


def open_score_sheet(
    version: Version,
    *,
    seats: list[str],
    started_by: Actor,
    tag: str | None = None,
    start: Any = None,
) -> Match:
    """Open a score-sheet match for the people in `seats` (a name per seat, seat 1 first)
    under the version's pinned rules: status `open`, a log of kind `sheet` with no hands.
    `start`: the standing before hand 1 for a match continued from paper (a sheet's
    `start`, docs/score-sheets.md: `{"scores", "bags", "sets", "hands_played"}`), written
    into the log so that every hand, the result and a replay follow it.

    Raises `MatchError` for a withdrawn version, and `MatchInputError` when the seats or the
    start do not fit the rules (a start's problems name their field: `start.scores`)."""
    _refuse_withdrawn(version)
    rules = pinned_rules(version)
    _check_sheet_seats(rules, seats)
    log = new_log(rules, seats, None, kind="sheet")
    if start is not None:
        try:
            log = with_sheet_start(log, checked_sheet_start(rules, start))
        except SheetError as error:
            raise MatchInputError(error.problems) from None
    return start_match(
        version,
        seats=[{"player": name} for name in seats],
        seed=None,
        engine_version=engine.__version__,
        started_by=started_by,
        log=log,
        tag=tag,
    )


def _check_sheet_seats(rules: rulesets.Ruleset, seats: Sequence[str]) -> None:
    count = seating(rules).count
    problems = [] if len(seats) == count else [f"these rules seat {count}; {len(seats)} given"]
    for seat, name in enumerate(seats, start=1):
        if not isinstance(name, str) or not name.strip():
            problems.append(f"seat {seat}: a player's name is needed")
    if problems:
        raise MatchInputError(problems)


def add_sheet_hand(match: Match, hand: dict[str, Any], *, actor: Actor) -> Match:
    """Check and score the next hand of an open score sheet (docs/score-sheets.md gives each
    game's hand: Spades bids and tricks, Rook's bidder, bid and points, Hearts' points or
    cards) under the pinned rules, through the game's family, and append it to the log.
    When the hand ends the match, the match is finished with its result.

    Raises `MatchInputError` listing every problem of the hand (nothing is stored), and
    `MatchError` when the match is not an open score sheet (a finished one takes no hands)."""
    with transaction.atomic():
        # Club lock for the audit chain; the match row lock serializes a sheet's hands, so
        # two scorekeepers cannot both append hand n.
        club = lock_club(match.version.ruleset.club_id)
        locked = Match.objects.select_for_update(of=("self",)).select_related("version__document")
        match = locked.get(pk=match.pk)
        if match.status != MatchStatus.OPEN:
            raise MatchError(f"match {match.id} is {match.status}: it takes no more hands")
        scored = _score_with(pinned_rules(match.version), match.log, hand)
        match.log = _with_last_hand(match.log, scored)
        match.save(update_fields=["log"])
        append_event(
            club,
            "match.hand",
            actor=actor,
            object_type="match",
            object_ref=str(match.id),
            digests={"rules": match.rules_digest, "log": canonical_digest(match.log)},
            details={"hand": len(scored.hands), "standing": scored.standing.to_json()},
        )
        if scored.outcome is None:
            return match
        result = _result(scored.outcome, scored.standing)
        return finish_match(match, log=match.log, result=result, actor=actor)


def _score_with(rules: rulesets.Ruleset, log: dict[str, Any], hand: Any) -> ScoredSheet:
    """The sheet recorded in `log` with `hand` after it, scored; `MatchInputError` lists
    every problem (all of them in the new hand: the recorded ones were scored before)."""
    family = family_for(rules)
    recorded = [family.sheet_hand_from_log(earlier) for earlier in log["hands"]]
    sheet: dict[str, Any] = {"format": SHEET_FORMAT, "hands": [*recorded, hand]}
    if "start" in log:
        sheet["start"] = log["start"]
    try:
        return score_sheet(rules, sheet)
    except SheetError as error:
        raise MatchInputError(error.problems) from None


def _with_last_hand(log: dict[str, Any], scored: ScoredSheet) -> dict[str, Any]:
    """`log` with the last scored hand appended and the result filled in (every other field,
    and every hand already recorded, as it was)."""
    outcome = None if scored.outcome is None else scored.outcome.to_json()
    return {**log, "hands": [*log["hands"], sheet_log_hands(scored)[-1]], "result": outcome}


# --- Verifying --------------------------------------------------------------------------------


def verify_match(match: Match) -> ReplayResult:
    """Replay the match's stored log, as the database holds it now, under the rules of the
    version it pins (`engine.replay`), and check its stored result against the replay's.
    A log changed behind the registry's back comes back as a discrepancy, as does a
    malformed one. Raises `MatchError` for a match with no log yet."""
    match = Match.objects.select_related("version__document").get(pk=match.pk)
    if match.log is None:
        raise MatchError(f"match {match.id} has no log yet")
    if match.rules_digest != match.version.rules_digest:
        reason = "the match is not pinned to its version's rules"
        found = Discrepancy(None, None, "rules_digest", match.version.rules_digest, reason=reason)
        return ReplayResult(found, {})
    try:
        replayed = _replay(pinned_rules(match.version), match.log)
    except LogError as error:
        first = error.problems[0]
        reason = f"the log is malformed ({len(error.problems)} problems): {first.message}"
        return ReplayResult(Discrepancy(first.hand, None, first.field, reason=reason), {})
    return _with_result_checked(match, replayed)


def _replay(rules: rulesets.Ruleset, log: Any) -> ReplayResult:
    if not (isinstance(log, dict) and log.get("kind") == "sheet" and log.get("hands") == []):
        return replay(rules, log)
    # An open sheet with no hands yet: replay would ask for a hand to score, so the log is
    # checked and its head compared with the one the engine writes for these rules and seats.
    parse_log(log)
    players = [seat["player"] for seat in log["seats"]]
    expected = new_log(rules, players, None, kind="sheet")
    expected["engine_version"] = log.get("engine_version")
    if "start" in log:  # the paper standing it opened from, checked against the rules
        try:
            expected = with_sheet_start(expected, checked_sheet_start(rules, log["start"]))
        except SheetError as error:
            first = error.problems[0]
            found = Discrepancy(None, None, first.field, reason=first.message)
            return ReplayResult(found, expected)
    difference = first_difference(expected, log, "log")
    found = None if difference is None else Discrepancy(None, None, *difference)
    return ReplayResult(found, expected)


def _forfeited_on_the_clock(result: Any, replayed: ReplayResult) -> bool:
    """A live table's match ended by a seat's move clock (tables/services.py): the log plays
    on to no outcome of its own, and the result names the forfeiting seat and side, the
    other sides as winners, and the standing the log's hands leave."""
    if replayed.outcome is not None or replayed.standing is None or not isinstance(result, dict):
        return False
    forfeit = result.get("forfeit")
    if result.get("reason") != "forfeit" or not isinstance(forfeit, dict):
        return False
    sides = len(replayed.standing.scores)
    side = forfeit.get("side")
    return (
        forfeit.get("by") == "clock"
        and isinstance(side, int)
        and 1 <= side <= sides
        and result.get("winners") == [n for n in range(1, sides + 1) if n != side]
        and result.get("standing") == replayed.standing.to_json()
    )


def _with_result_checked(match: Match, replayed: ReplayResult) -> ReplayResult:
    if not replayed.verified or match.status != MatchStatus.FINISHED:
        return replayed
    assert replayed.standing is not None
    expected = _result(replayed.outcome, replayed.standing)
    if expected == match.result or _forfeited_on_the_clock(match.result, replayed):
        return replayed
    found = Discrepancy(None, None, "match.result", expected, match.result)
    return ReplayResult(found, replayed.log, replayed.standing, replayed.outcome)
