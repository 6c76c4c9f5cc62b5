"""Running an event: each write in one transaction, under the club's lock, in its audit chain.

Every refusal is an `events.EventError` in the director's words, raised before anything is
written, so a refused request records nothing and loses nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.db import transaction

from clubevents.credit import check_credit
from clubevents.models import (
    Event,
    EventFormat,
    EventResult,
    EventRound,
    EventStatus,
    Movement,
    Participant,
    ParticipantKind,
)
from engine.core.seats import seating as seats_of
from events import EventError
from events.formats import Player, Table
from events.formats.duplicate import boards
from events.formats.progressive import Round, rotation_round, winners_move_up
from events.formats.round_robin import round_robin
from events.formats.swiss import MatchResult, swiss_pairing
from registry.models import Club, Match, MatchStatus, Ruleset, Version
from registry.services.audit import Actor, append_event, canonical_digest, lock_club
from registry.services.lifecycle import latest_version
from registry.services.locks import current_lock
from rulesets.families import rules_family

__all__ = [
    "GameShape",
    "add_participant",
    "check_in",
    "correct_result",
    "create_event",
    "current_results",
    "find_table",
    "finish_event",
    "publish_event",
    "record_result",
    "record_match_result",
    "result_digest",
    "seat_round",
    "shape_of",
    "start_event",
]


@dataclass(frozen=True)
class GameShape:
    """What an event needs to know of the pinned rules, asked of the game's families."""

    seats: int
    partnership: bool
    lowest_wins: bool
    sides: tuple[tuple[int, ...], ...]


def shape_of(version: Version) -> GameShape:
    """The seats, sides and winning direction of the version's rules."""
    rules = version.load_rules()
    table = seats_of(rules)
    partnership = any(len(side) > 1 for side in table.sides)
    return GameShape(table.count, partnership, rules_family(rules).lowest_wins, table.sides)


def result_digest(result: EventResult) -> str:
    """The digest of what a result row records, as its audit event carries it."""
    return canonical_digest(
        {
            "round": result.round,
            "table": result.table,
            "board": result.board,
            "seats": result.seats,
            "scores": result.scores,
            "corrects": result.corrects.public_id if result.corrects else None,
            "reason": result.reason,
            "match": str(result.match_id) if result.match_id else None,
        }
    )


# --- Creating and starting ----------------------------------------------------------------


def create_event(
    club: Club,
    *,
    slug: str,
    name: str,
    day: date,
    ruleset: Ruleset,
    format: str,
    actor: Actor,
    pin: str = "",
    movement: str = Movement.ROTATION,
    rounds: int = 3,
    hands_per_round: int = 8,
    seed: int = 1,
    best_of: int = 3,
    credit: Mapping[str, int] | None = None,
) -> Event:
    """A draft event of the club; players check in before it starts. `credit`: a progressive
    night's extra points per hand fact its game records (clubevents.credit)."""
    if ruleset.club_id != club.pk:
        raise EventError(f"the rules {ruleset.slug} belong to another club")
    if format not in EventFormat.values:
        raise EventError(
            f"there is no format {format!r}; the formats are " + ", ".join(EventFormat.values)
        )
    if rounds < 1:
        raise EventError("an event has at least one round")
    if best_of < 1 or best_of % 2 == 0:
        raise EventError(
            f"a bracket match is the best of an odd number of games (1, 3, 5...), not {best_of}"
        )
    credit = check_credit(credit, format, _rules_now(ruleset, pin))
    with transaction.atomic():
        club = lock_club(club)
        if Event.objects.filter(club=club, slug=slug).exists():
            raise EventError(f"the club already has an event called {slug}")
        event = Event.objects.create(
            club=club, slug=slug, name=name, date=day, ruleset=ruleset, pin=pin, format=format,
            movement=movement, rounds=rounds, hands_per_round=hands_per_round, seed=seed,
            best_of=best_of, credit=credit,
            created_by=actor if actor and actor.is_authenticated else None,
        )  # fmt: skip
        details: dict[str, Any] = {
            "name": name, "format": format, "pin": pin or "latest", "rounds": rounds,
        }  # fmt: skip
        if credit:
            details["credit"] = credit
        append_event(
            club, "event.create", actor=actor, object_type="event", object_ref=event.chain_ref,
            details=details,
        )  # fmt: skip
        return event


def add_participant(
    event: Event, name: str, *, kind: str = ParticipantKind.GUEST, user: Any = None,
    team: str = "", checked_in: bool = False,
) -> Participant:  # fmt: skip
    """Add a member, a guest by name or a bot to the event."""
    name = name.strip()
    if not name:
        raise EventError("a player needs a name")
    if event.participants.filter(name=name).exists():
        raise EventError(f"{name} is already on the list of this event")
    return Participant.objects.create(
        event=event, name=name, kind=kind, user=user, team=team, checked_in=checked_in
    )


def check_in(event: Event, names: Sequence[str]) -> None:
    """Mark these players present; a name not on the list is refused, none checked in."""
    known = set(event.participants.values_list("name", flat=True))
    unknown = [n for n in names if n not in known]
    if unknown:
        raise EventError(f"{', '.join(unknown)} is not on the list of this event; add them first")
    event.participants.filter(name__in=names).update(checked_in=True)


def _pinned_version(event: Event) -> tuple[Version, str]:
    pin = event.pin.strip()
    if pin.startswith("tag:"):
        tag = event.ruleset.tags.filter(name=pin[4:]).select_related("version").first()
        if tag is None:
            raise EventError(f"the rules {event.ruleset.slug} have no tag {pin[4:]}")
        return tag.version, pin
    if pin:
        version = event.ruleset.versions.filter(number=int(pin) if pin.isdigit() else -1).first()
        if version is None:
            raise EventError(f"the rules {event.ruleset.slug} have no version {pin}")
        return version, pin
    version = latest_version(event.ruleset)
    if version is None:
        raise EventError(f"the rules {event.ruleset.slug} have no active version to play")
    return version, "latest"


def _rules_now(ruleset: Ruleset, pin: str) -> Any:
    """The rules the pin names today, to check an event's options against its game before
    it starts; None when the pin names nothing yet (the start refuses that in words)."""
    probe = Event(ruleset=ruleset, pin=pin)
    try:
        version, _ = _pinned_version(probe)
    except EventError:
        return None
    return version.load_rules()


def start_event(event: Event, *, actor: Actor) -> Event:
    """Freeze the event's version (by number, tag or latest) and seat round 1 (a bracket's
    seeds instead: see clubevents/brackets.py)."""
    if event.format == EventFormat.BRACKET:
        from clubevents.brackets import start_bracket

        return start_bracket(event, actor=actor)
    with transaction.atomic():
        club = lock_club(event.club_id)
        event = Event.objects.select_for_update().get(pk=event.pk)
        if event.status != EventStatus.DRAFT:
            raise EventError(f"the event has already started (it is {event.status})")
        version, pin = _pinned_version(event)
        # The pin may have moved to other rules since the event was created.
        check_credit(event.credit, event.format, version.load_rules())
        event.version = version
        event.status = EventStatus.RUNNING
        event.save(update_fields=["version", "status"])
        lock = current_lock(event.ruleset)
        details = {"version": version.chain_ref, "pin": pin}
        if lock is not None:
            details["season_lock"] = lock.reason
        append_event(
            club, "event.start", actor=actor, object_type="event", object_ref=event.chain_ref,
            digests={"rules": version.rules_digest}, details=details,
        )  # fmt: skip
        seat_round(event, actor=actor)
        return event


# --- Seating -------------------------------------------------------------------------------


def _present(event: Event) -> list[Player]:
    return list(event.participants.filter(checked_in=True).values_list("name", flat=True))


def _rounds(event: Event) -> list[EventRound]:
    return list(event.event_rounds.order_by("number"))


def _as_round(stored: EventRound) -> Round:
    tables = [Table(t["number"], tuple(t["seats"])) for t in stored.seating["tables"]]
    return Round(stored.number, tables, stored.seating.get("sitting_out", []))


def seat_round(
    event: Event, *, actor: Actor, tables: Sequence[Sequence[str]] | None = None
) -> EventRound:
    """Seat the next round by the event's movement, or as the director lists `tables`."""
    with transaction.atomic():
        club = lock_club(event.club_id)
        done = _rounds(event)
        number = len(done) + 1
        if event.status != EventStatus.RUNNING:
            raise EventError("seat a round once the event has started, and before it finishes")
        if event.format == EventFormat.BRACKET:
            raise EventError(
                "a bracket seats itself: each match's winner goes through once its games are in"
            )
        if number > _round_count(event):
            raise EventError(f"the event has {_round_count(event)} rounds and all are seated")
        if done and not _round_finished(event, done[-1]):
            raise EventError(
                "every table must enter its result before the next round is seated",
                where=f"round {done[-1].number}",
            )
        shape = shape_of(event.version)  # type: ignore[arg-type]
        present = _present(event)
        if tables is not None:
            seated = _director_seating(number, tables, present, shape.seats)
        else:
            seated = _movement(event, number, done, present, shape)
        seating = _seating_json(seated, event, number)
        stored = EventRound.objects.create(event=event, number=number, seating=seating)
        append_event(
            club, "event.seat", actor=actor, object_type="event",
            object_ref=f"{event.chain_ref}/round:{number}",
            digests={"seating": canonical_digest(seating)}, details={"round": number},
        )  # fmt: skip
        return stored


def _round_count(event: Event) -> int:
    return event.rounds


def _seating_json(seated: Round, event: Event, number: int) -> dict[str, Any]:
    board = number if event.format == EventFormat.DUPLICATE else None
    return {
        "tables": [{"number": t.number, "seats": list(t.seats)} for t in seated.tables],
        "sitting_out": list(seated.sitting_out),
        "board": board,
    }


def _director_seating(
    number: int, tables: Sequence[Sequence[str]], present: list[Player], seats: int
) -> Round:
    where: dict[str, str] = {}
    built = []
    for index, names in enumerate(tables, start=1):
        if len(names) != seats:
            raise EventError(
                f"these rules seat {seats}; {len(names)} names were given",
                where=f"round {number}, table {index}",
            )
        for seat, name in enumerate(names, start=1):
            here = f"table {index} seat {seat}"
            if name in where:
                raise EventError(
                    f"{name} is seated twice: {where[name]} and {here}", where=f"round {number}"
                )
            if name not in present:
                raise EventError(f"{name} has not checked in", where=f"round {number}, {here}")
            where[name] = here
        built.append(Table(index, tuple(names)))
    return Round(number, built, [p for p in present if p not in where])


def _movement(
    event: Event, number: int, done: list[EventRound], present: list[Player], shape: GameShape
) -> Round:
    if event.format == EventFormat.PROGRESSIVE:
        if shape.seats != 4 or not shape.partnership:
            raise EventError(
                "a progressive movement seats two partnerships at a table; "
                "these rules do not: choose duplicate or Swiss"
            )
        if event.movement == Movement.WINNERS_MOVE_UP and done:
            return winners_move_up(_as_round(done[-1]), _winners(event, done[-1], shape), present)
        return rotation_round(present, number)
    if event.format == EventFormat.DUPLICATE:
        if done:  # the same tables play every board; only the board changes
            return _as_round(done[0])
        return _groups(number, present, shape.seats)
    if len(shape.sides) > 2:
        from clubevents.individual import individual_round

        return individual_round(event, done, present, shape)
    return _head_to_head(event, number, present, shape)


def _groups(number: int, present: list[Player], seats: int) -> Round:
    full = len(present) - len(present) % seats
    if full == 0:
        raise EventError(f"a table needs {seats} players checked in; there are {len(present)}")
    tables = [Table(i // seats + 1, tuple(present[i : i + seats])) for i in range(0, full, seats)]
    return Round(number, tables, present[full:])


def _teams(event: Event, present: list[Player], shape: GameShape) -> dict[str, list[Player]]:
    teams: dict[str, list[Player]] = {}
    for p in event.participants.filter(name__in=present):
        teams.setdefault(p.team or p.name, []).append(p.name)
    size = len(shape.sides[0])
    uneven = [name for name, members in teams.items() if len(members) != size]
    if len(shape.sides) != 2 or uneven:
        raise EventError(
            "round robin and Swiss seat two sides at a table: give each team "
            f"{size} checked-in players" + (f" ({', '.join(uneven)} has not)" if uneven else "")
        )
    return teams


def _head_to_head(event: Event, number: int, present: list[Player], shape: GameShape) -> Round:
    teams = _teams(event, present, shape)
    if event.format == EventFormat.ROUND_ROBIN:
        schedule = round_robin(sorted(teams))
        pairing = schedule[(number - 1) % len(schedule)]
    else:
        pairing = swiss_pairing(number, sorted(teams), _team_results(event, teams), _byes(event))
    tables = []
    for index, (first, second) in enumerate(pairing.matches, start=1):
        seats = [""] * shape.seats
        for side, team in zip(shape.sides, (first, second), strict=True):
            for seat, player in zip(side, teams[team], strict=True):
                seats[seat] = player
        tables.append(Table(index, tuple(seats)))
    out = [p for team in pairing.byes for p in teams[team]]
    return Round(number, tables, out)


def _team_of(event: Event) -> dict[Player, str]:
    return {p.name: p.team or p.name for p in event.participants.all()}


def _team_results(event: Event, teams: dict[str, list[Player]]) -> list[MatchResult]:
    team_of = _team_of(event)
    found = []
    for result in current_results(event):
        first, second = team_of[result.seats[0]], team_of[result.seats[1]]
        found.append(MatchResult(first, second, result.scores[0], result.scores[1]))
    return found


def _byes(event: Event) -> list[str]:
    team_of = _team_of(event)
    byes: list[str] = []
    for stored in _rounds(event):
        byes += dict.fromkeys(team_of[p] for p in stored.seating.get("sitting_out", []))
    return byes


def _winners(event: Event, stored: EventRound, shape: GameShape) -> dict[int, tuple[str, str]]:
    results = {r.table: r for r in current_results(event) if r.round == stored.number}
    winners = {}
    for table in stored.seating["tables"]:
        result = results[table["number"]]
        pick = min if shape.lowest_wins else max
        best = pick(range(len(shape.sides)), key=lambda s: result.scores[shape.sides[s][0]])
        winners[table["number"]] = tuple(table["seats"][seat] for seat in shape.sides[best])
    return winners  # type: ignore[return-value]


# --- Results -------------------------------------------------------------------------------


def current_results(event: Event) -> list[EventResult]:
    """The result that counts for each table of each round: the last of its corrections."""
    rows = list(event.results.order_by("id"))
    corrected = {row.corrects_id for row in rows if row.corrects_id}
    return [row for row in rows if row.pk not in corrected]


def _round_finished(event: Event, stored: EventRound) -> bool:
    tables = {t["number"] for t in stored.seating["tables"]}
    done = {r.table for r in current_results(event) if r.round == stored.number}
    return tables <= done


def _checked_scores(
    event: Event, stored: EventRound, table: dict[str, Any], scores: Sequence[int],
    hands: Sequence[Sequence[int]] | None, shape: GameShape,
) -> list[int]:  # fmt: skip
    where = f"round {stored.number}, table {table['number']}"
    sides = len(shape.sides)
    if len(scores) != sides or not all(isinstance(s, int) for s in scores):
        raise EventError(
            f"enter one whole-number score for each of the {sides} sides; "
            f"{len(scores)} were entered",
            where=where,
        )
    if hands is not None:
        for side in range(sides):
            total = sum(hand[side] for hand in hands)
            if total != scores[side]:
                raise EventError(
                    f"the score sheet does not add up: side {side + 1}'s hands make {total}, "
                    f"not the {scores[side]} entered", where=where,
                )  # fmt: skip
        if event.format == EventFormat.PROGRESSIVE and len(hands) != event.hands_per_round:
            raise EventError(
                f"a round is {event.hands_per_round} hands; the sheet has {len(hands)}", where=where
            )
    per_seat = [0] * shape.seats
    for side, seats in enumerate(shape.sides):
        for seat in seats:
            per_seat[seat] = scores[side]
    return per_seat


def _find_table(
    event: Event, round_number: int, table: int, board: int | None
) -> tuple[EventRound, dict[str, Any]]:
    stored = event.event_rounds.filter(number=round_number).first()
    if stored is None:
        raise EventError(f"round {round_number} has not been seated yet")
    tables = {t["number"]: t for t in stored.seating["tables"]}
    if table not in tables:
        raise EventError(
            f"round {round_number} has no table {table}; its tables are 1 to {len(tables)}"
        )
    played = stored.seating.get("board")
    if board is not None and board != played:
        raise EventError(
            f"this table did not play board {board}"
            + (f"; it played board {played}" if played else "; this event has no boards"),
            where=f"round {round_number}, table {table}",
        )
    return stored, tables[table]


def find_table(
    event: Event, round_number: int, table: int, board: int | None
) -> tuple[EventRound, dict[str, Any]]:
    """A seated round and one of its tables; refused in words when the round is not seated,
    has no such table, or did not play that board."""
    return _find_table(event, round_number, table, board)


def record_result(
    event: Event, *, round: int, table: int, scores: Sequence[int], actor: Actor,
    board: int | None = None, hands: Sequence[Sequence[int]] | None = None,
    source: str = "director", match: Match | None = None, entered_by: Any = None,
) -> EventResult:  # fmt: skip
    """Record a table's scores (one per side) for a round; a second result is refused.
    `entered_by`: who entered a score sheet that `actor` confirms (kept on the row, and both
    in the audit chain); None when the actor entered it."""
    return _write_result(
        event, round, table, scores, actor, board, hands, source, match, None, "", entered_by
    )


def correct_result(
    previous: EventResult, *, scores: Sequence[int], reason: str, actor: Actor,
    hands: Sequence[Sequence[int]] | None = None,
) -> EventResult:  # fmt: skip
    """Correct a recorded result: a new row naming the old one and why; the old one stays."""
    if previous.event.format == EventFormat.BRACKET:
        from clubevents.brackets import correct_bracket_game

        if hands is not None:
            raise EventError(
                "a bracket game is corrected with its two scores, without a hand-by-hand sheet",
                where=f"bracket round {previous.round}, match {previous.table}",
            )
        return correct_bracket_game(previous, scores=scores, reason=reason, actor=actor)
    if not reason.strip():
        raise EventError(
            "a correction needs a reason, which is kept with it",
            where=f"round {previous.round}, table {previous.table}",
        )
    return _write_result(
        previous.event, previous.round, previous.table, scores, actor, previous.board,
        hands, "director", None, previous, reason.strip(),
    )  # fmt: skip


def _write_result(
    event: Event, round_number: int, table_number: int, scores: Sequence[int], actor: Actor,
    board: int | None, hands: Sequence[Sequence[int]] | None, source: str,
    match: Match | None, corrects: EventResult | None, reason: str, entered_by: Any = None,
) -> EventResult:  # fmt: skip
    with transaction.atomic():
        # The club lock orders every write of the event: two phones entering the same table
        # at once get one result and one refusal, never two results.
        club = lock_club(event.club_id)
        event = Event.objects.get(pk=event.pk)
        if event.status not in (EventStatus.RUNNING, EventStatus.FINISHED):
            raise EventError(f"results are entered while the event runs; it is {event.status}")
        stored, table = _find_table(event, round_number, table_number, board)
        where = f"round {round_number}, table {table_number}"
        shape = shape_of(event.version)  # type: ignore[arg-type]
        per_seat = _checked_scores(event, stored, table, scores, hands, shape)
        if event.credit and match is None and corrects is None:
            raise EventError(
                "this night gives extra credit for what the hands record ("
                + ", ".join(event.credit)
                + "): play the table live or on a score sheet, "
                "which records its hands; a typed score does not",
                where=where,
            )
        current = {(r.round, r.table): r for r in current_results(event)}.get(
            (round_number, table_number)
        )
        if corrects is None and current is not None:
            raise EventError(
                "this table already has a result; correct it, giving a reason", where=where
            )
        if corrects is not None and current is not None and current.pk != corrects.pk:
            raise EventError(
                "that result was corrected already; correct the latest one", where=where
            )
        result = EventResult.objects.create(
            event=event, round=round_number, table=table_number, board=stored.seating.get("board"),
            seats=table["seats"], scores=per_seat, source=source, match=match,
            corrects=corrects, reason=reason,
            entered_by=entered_by or (actor if actor and actor.is_authenticated else None),
        )  # fmt: skip
        action = "event.correct" if corrects else "event.result"
        details: dict[str, Any] = {"round": round_number, "table": table_number, "reason": reason}
        if entered_by is not None:
            details["entered_by"] = entered_by.get_username()
        append_event(
            club, action, actor=actor, object_type="event",
            object_ref=result.chain_ref,
            digests={"result": result_digest(result)}, details=details,
        )  # fmt: skip
        if corrects is not None and event.status == EventStatus.FINISHED:
            _restate_standings(club, event, result, actor)
        if _round_finished(event, stored) and corrects is None:
            append_event(
                club, "event.round_finish", actor=actor, object_type="event",
                object_ref=f"{event.chain_ref}/round:{round_number}",
                details={"event": event.slug, "round": round_number},
            )  # fmt: skip
        return result


def _restate_standings(club: Club, event: Event, result: EventResult, actor: Actor) -> None:
    """A correction after the finish changes the final standings: they are recorded again,
    with the correction's reason, so the standings the chain holds are always the latest."""
    from clubevents.standings import event_standings

    append_event(
        club, "event.restate", actor=actor, object_type="event", object_ref=event.chain_ref,
        digests={"standings": canonical_digest(event_standings(event))},
        details={"event": event.slug, "round": result.round, "table": result.table,
                 "result": result.public_id, "reason": result.reason},
    )  # fmt: skip


def record_match_result(
    event: Event, *, round: int, table: int, match: Match, actor: Actor, source: str = "sheet",
    entered_by: Any = None,
) -> EventResult:  # fmt: skip
    """Record a table's result from a finished match (a score sheet, a live or bot table)
    played under the event's pinned version."""
    where = f"round {round}, table {table}"
    if match.version_id != event.version_id:
        raise EventError(
            f"this match was not played under the event's rules ({event.version})", where=where
        )
    if match.status != MatchStatus.FINISHED or not match.result:
        raise EventError(
            "this score sheet is not finished yet: finish it at the table first", where=where
        )
    scores = [int(s) for s in match.result["standing"]["scores"]]
    return record_result(
        event, round=round, table=table, scores=scores, actor=actor, source=source, match=match,
        entered_by=entered_by,
    )  # fmt: skip


# --- Finishing -----------------------------------------------------------------------------


def finish_event(event: Event, *, actor: Actor) -> Event:
    """Close the event once every seated round has all its results."""
    from clubevents.standings import event_standings

    with transaction.atomic():
        club = lock_club(event.club_id)
        event = Event.objects.select_for_update().get(pk=event.pk)
        if event.status != EventStatus.RUNNING:
            raise EventError(f"only a running event can finish; this one is {event.status}")
        rounds = _rounds(event)
        unfinished = [r.number for r in rounds if not _round_finished(event, r)]
        if event.format == EventFormat.BRACKET:
            from clubevents.brackets import bracket_unfinished

            why = bracket_unfinished(event)
            if why is not None:
                raise EventError(why)
        elif unfinished or not rounds:
            raise EventError(
                "every table of every round must enter its result first",
                where=f"round {unfinished[0] if unfinished else 1}",
            )
        lines = event_standings(event)
        event.status = EventStatus.FINISHED
        event.save(update_fields=["status"])
        append_event(
            club, "event.finish", actor=actor, object_type="event", object_ref=event.chain_ref,
            digests={"standings": canonical_digest(lines)},
            details={"event": event.slug, "winner": lines[0]["player"]},
        )  # fmt: skip
        return event


def publish_event(event: Event, *, actor: Actor) -> Event:
    """Make a finished event's results public (on a public club's results page)."""
    with transaction.atomic():
        club = lock_club(event.club_id)
        event = Event.objects.select_for_update().get(pk=event.pk)
        if event.status != EventStatus.FINISHED:
            raise EventError("finish the event before publishing its results")
        event.status = EventStatus.PUBLISHED
        event.save(update_fields=["status"])
        append_event(
            club, "event.publish", actor=actor, object_type="event", object_ref=event.chain_ref
        )
        return event


def duplicate_boards(event: Event) -> list[Any]:
    """The event's boards (seed and dealer each), pinned by its seed."""
    shape = shape_of(event.version)  # type: ignore[arg-type]
    return boards(event.rounds, event.seed, shape.seats)
