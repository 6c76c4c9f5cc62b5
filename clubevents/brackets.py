"""Brackets on the site: single elimination, each match a best of N games, for the finals of
a night (events/formats/bracket.py is the pure bracket).

The bracket is never stored: it follows from the seeds frozen when the event starts and the
games recorded since. Each game is a result row (round = bracket round, table = match,
board = game of the match), append-only and in the club's audit chain like any result, so
verify_registry recomputes the bracket's placings from them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import transaction

from clubevents.models import Event, EventFormat, EventResult, EventStatus
from clubevents.services import (
    GameShape,
    _pinned_version,
    _present,
    _team_of,
    _teams,
    current_results,
    result_digest,
    shape_of,
)
from events import EventError
from events.formats import Player
from events.formats.bracket import (
    BracketMatch,
    bracket_match,
    bracket_placings,
    bracket_rounds,
    round_count,
    series_winner,
)
from registry.services.audit import Actor, append_event, canonical_digest, lock_club
from registry.services.locks import current_lock

__all__ = [
    "bracket_games",
    "bracket_lines",
    "bracket_unfinished",
    "bracket_view",
    "correct_bracket_game",
    "record_bracket_game",
    "start_bracket",
]

Games = dict[tuple[int, int], list[Player]]


def _check_best_of(event: Event) -> None:
    if event.best_of < 1 or event.best_of % 2 == 0:
        raise EventError(
            f"a bracket match is the best of an odd number of games (1, 3, 5...), "
            f"not {event.best_of}"
        )


def _seeds_from(
    event: Event, entrants: dict[str, list[Player]], seeds: Sequence[str] | None,
    from_event: Event | None,
) -> list[str]:  # fmt: skip
    if from_event is not None:
        return _seeds_from_standings(event, entrants, from_event)
    if not seeds:
        return list(entrants)  # the order the players were added
    listed = [s.strip() for s in seeds if s.strip()]
    twice = sorted({s for s in listed if listed.count(s) > 1})
    if twice:
        raise EventError(f"{twice[0]} is seeded twice; list each team or player once")
    unknown = [s for s in listed if s not in entrants]
    if unknown:
        raise EventError(
            f"{unknown[0]} is not a checked-in team or player of this event; "
            "the entrants are " + ", ".join(entrants)
        )
    missing = [e for e in entrants if e not in listed]
    return listed + missing


def _seeds_from_standings(
    event: Event, entrants: dict[str, list[Player]], source: Event
) -> list[str]:
    from clubevents.standings import event_standings

    if source.club_id != event.club_id:
        raise EventError("seed the bracket from an event of this club")
    if source.status not in (EventStatus.FINISHED, EventStatus.PUBLISHED):
        raise EventError(f"{source.name} has not finished: seed from a finished event's standings")
    team_of = {p: team for team, players in entrants.items() for p in players}
    team_of.update({team: team for team in entrants})
    order: list[str] = []
    for line in event_standings(source):
        team = team_of.get(line["player"])
        if team is not None and team not in order:
            order.append(team)
    # Entrants who did not play the source event come after those who did, as listed.
    return order + [e for e in entrants if e not in order]


def start_bracket(
    event: Event, *, actor: Actor, seeds: Sequence[str] | None = None,
    from_event: Event | None = None,
) -> Event:  # fmt: skip
    """Freeze the version and the seeds (listed best first, from a finished event's
    standings, or in the order the entrants were added): the bracket's first round is set."""
    with transaction.atomic():
        club = lock_club(event.club_id)
        event = Event.objects.select_for_update().get(pk=event.pk)
        if event.status != EventStatus.DRAFT:
            raise EventError(f"the event has already started (it is {event.status})")
        if event.format != EventFormat.BRACKET:
            raise EventError("only a bracket event is seeded")
        _check_best_of(event)
        version, pin = _pinned_version(event)
        shape = shape_of(version)
        if len(shape.sides) != 2:
            raise EventError(
                f"a bracket match is two sides at a table; these rules seat {shape.seats} "
                "players each for themselves: choose round robin or Swiss"
            )
        entrants = _teams(event, _present(event), shape)
        if len(entrants) < 2:
            raise EventError(
                f"a bracket needs at least 2 checked-in teams or players; there are {len(entrants)}"
            )
        order = _seeds_from(event, entrants, seeds, from_event)
        event.version, event.seeds, event.status = version, order, EventStatus.RUNNING
        event.save(update_fields=["version", "seeds", "status"])
        details: dict[str, Any] = {"version": version.chain_ref, "pin": pin, "seeds": order}
        if from_event is not None:
            details["seeded_from"] = from_event.slug
        lock = current_lock(event.ruleset)
        if lock is not None:
            details["season_lock"] = lock.reason
        append_event(
            club, "event.start", actor=actor, object_type="event", object_ref=event.chain_ref,
            digests={"rules": version.rules_digest, "seeds": canonical_digest(order)},
            details=details,
        )  # fmt: skip
        return event


def _winner_side(scores: Sequence[int], shape: GameShape) -> int | None:
    firsts = [scores[side[0]] for side in shape.sides]
    if firsts[0] == firsts[1]:
        return None
    better = min if shape.lowest_wins else max
    return firsts.index(better(firsts))


def bracket_games(event: Event, shape: GameShape) -> Games:
    """The winner of each game recorded, by (round, match), in the order played."""
    team_of = _team_of(event)
    games: Games = {}
    rows = sorted(current_results(event), key=lambda r: (r.round, r.table, r.board or 0))
    for row in rows:
        side = _winner_side(row.scores, shape)
        if side is not None:
            winner = team_of.get(row.seats[shape.sides[side][0]], row.seats[shape.sides[side][0]])
            games.setdefault((row.round, row.table), []).append(winner)
    return games


def record_bracket_game(
    event: Event, *, round: int, match: int, scores: Sequence[int], actor: Actor,
    source: str = "director",
) -> EventResult:  # fmt: skip
    """Record one game of a bracket match: each side's score, first-named side first."""
    where = f"bracket round {round}, match {match}"
    with transaction.atomic():
        club = lock_club(event.club_id)
        event = Event.objects.get(pk=event.pk)
        if event.format != EventFormat.BRACKET:
            raise EventError("this event has no bracket; enter results by round and table")
        if event.status != EventStatus.RUNNING:
            raise EventError(f"bracket games are entered while the event runs; it is "
                             f"{event.status}")  # fmt: skip
        shape = shape_of(event.version)  # type: ignore[arg-type]
        games = bracket_games(event, shape)
        found = bracket_match(event.seeds, games, event.best_of, round, match)
        if found.second is None:
            raise EventError(f"{found.first} has a bye in this round and plays no game",
                             where=where)  # fmt: skip
        played = games.get((round, match), [])
        decided = series_winner(found, played, event.best_of)
        if decided is not None:
            raise EventError(
                f"this match is decided: {decided} won it {played.count(decided)} games to "
                f"{len(played) - played.count(decided)}",
                where=where,
            )
        if len(scores) != 2:
            raise EventError(
                f"enter one score for each of the 2 sides; {len(scores)} were entered",
                where=where,
            )
        per_seat, seats = [0] * shape.seats, [""] * shape.seats
        teams = _teams(event, [p for p in _present(event)], shape)
        for side, team, score in zip(shape.sides, (found.first, found.second), scores,
                                     strict=True):  # fmt: skip
            for seat, player in zip(side, teams[team], strict=True):
                seats[seat], per_seat[seat] = player, score
        if _winner_side(per_seat, shape) is None:
            raise EventError("a bracket game needs a winner: the scores are equal, play on",
                             where=where)  # fmt: skip
        number = len(played) + 1
        result = EventResult.objects.create(
            event=event, round=round, table=match, board=number, seats=seats, scores=per_seat,
            source=source, entered_by=actor if actor and actor.is_authenticated else None,
        )  # fmt: skip
        append_event(
            club, "event.result", actor=actor, object_type="event",
            object_ref=result.chain_ref,
            digests={"result": result_digest(result)},
            details={"round": round, "table": match, "game": number, "reason": ""},
        )  # fmt: skip
        _note_round_finished(club, event, shape, round, actor)
        return result


def correct_bracket_game(
    previous: EventResult, *, scores: Sequence[int], reason: str, actor: Actor
) -> EventResult:
    """Correct a mistyped game of a bracket match: a new row naming the old one and why (the
    old one stays); the bracket follows the corrected game."""
    where = f"bracket round {previous.round}, match {previous.table}, game {previous.board}"
    if not reason.strip():
        raise EventError("a correction needs a reason, which is kept with it", where=where)
    if len(scores) != 2 or not all(isinstance(s, int) for s in scores):
        raise EventError(
            f"enter one whole-number score for each of the 2 sides; {len(scores)} were entered",
            where=where,
        )
    with transaction.atomic():
        club = lock_club(previous.event.club_id)
        event = Event.objects.get(pk=previous.event_id)
        if event.status != EventStatus.RUNNING:
            raise EventError(
                f"a bracket game is corrected while the event runs; it is {event.status}",
                where=where,
            )
        if previous.pk not in {row.pk for row in current_results(event)}:
            raise EventError(
                "that result was corrected already; correct the latest one", where=where
            )
        shape = shape_of(event.version)  # type: ignore[arg-type]
        per_seat = [0] * shape.seats
        for side, score in zip(shape.sides, scores, strict=True):
            for seat in side:
                per_seat[seat] = score
        winning = _winner_side(per_seat, shape)
        if winning is None:
            raise EventError("a bracket game needs a winner: the scores are equal", where=where)
        _check_correction_holds(event, shape, previous, winning, where)
        result = EventResult.objects.create(
            event=event, round=previous.round, table=previous.table, board=previous.board,
            seats=previous.seats, scores=per_seat, source="director", corrects=previous,
            reason=reason.strip(), entered_by=actor if actor and actor.is_authenticated else None,
        )  # fmt: skip
        append_event(
            club, "event.correct", actor=actor, object_type="event",
            object_ref=result.chain_ref,
            digests={"result": result_digest(result)},
            details={"round": previous.round, "table": previous.table, "game": previous.board,
                     "reason": reason.strip()},
        )  # fmt: skip
        return result


def _check_correction_holds(
    event: Event, shape: GameShape, previous: EventResult, side: int, where: str
) -> None:
    """Refuse a correction the rest of the bracket cannot follow: one that would have decided
    the match before a game recorded after it, or that changes who won a match whose winner
    has already played on (those games were played by the wrong side and cannot stand)."""
    team_of = _team_of(event)
    games = bracket_games(event, shape)
    key = (previous.round, previous.table)
    match = bracket_match(event.seeds, games, event.best_of, *key)
    played = list(games.get(key, []))
    rows = sorted(
        (r for r in current_results(event) if (r.round, r.table) == key),
        key=lambda r: r.board or 0,
    )
    index = [r.pk for r in rows].index(previous.pk)
    winner = previous.seats[shape.sides[side][0]]
    corrected = played[:index] + [team_of.get(winner, winner)] + played[index + 1 :]
    for count in range(1, len(corrected)):
        early = series_winner(match, corrected[:count], event.best_of)
        if early is not None:
            raise EventError(
                f"with this correction {early} would have won the match in game {count}, "
                f"but {len(corrected)} games are recorded, and a recorded game is never removed",
                where=where,
            )
    before = series_winner(match, played, event.best_of)
    if before is None or before == series_winner(match, corrected, event.best_of):
        return
    later = sorted(
        r.round
        for r in current_results(event)
        if r.round > previous.round and before in {team_of.get(p, p) for p in r.seats}
    )
    if later:
        raise EventError(
            f"this correction changes who won the match, and {before} has already played on "
            f"in bracket round {later[0]}: a game played on cannot be taken back",
            where=where,
        )


def _note_round_finished(
    club: Any, event: Event, shape: GameShape, round: int, actor: Actor
) -> None:
    games = bracket_games(event, shape)
    rounds = bracket_rounds(event.seeds, games, event.best_of)
    matches = rounds[round - 1]
    if all(series_winner(m, games.get((m.round, m.slot), []), event.best_of) for m in matches):
        append_event(
            club, "event.round_finish", actor=actor, object_type="event",
            object_ref=f"{event.chain_ref}/round:{round}",
            details={"event": event.slug, "round": round},
        )  # fmt: skip


def bracket_unfinished(event: Event) -> str | None:
    """Why the bracket cannot finish yet (its final undecided), or None."""
    shape = shape_of(event.version)  # type: ignore[arg-type]
    placings = bracket_placings(event.seeds, bracket_games(event, shape), event.best_of)
    playing = [p.entrant for p in placings if p.still_in]
    if playing:
        return f"the bracket is still being played: {', '.join(playing)} are still in"
    return None


def bracket_lines(event: Event) -> list[dict[str, Any]]:
    """The bracket's placings as standings lines: place, team or player, games won."""
    shape = shape_of(event.version)  # type: ignore[arg-type]
    games = bracket_games(event, shape)
    if not games:
        raise EventError("there are no results yet: the placings appear once a game is played")
    return [
        {"place": p.place, "player": p.entrant, "total": p.games_won, "still_in": p.still_in}
        for p in bracket_placings(event.seeds, games, event.best_of)
    ]


def _match_view(match: BracketMatch, games: Games, rows: list[EventResult], best_of: int,
                shape: GameShape) -> dict[str, Any]:  # fmt: skip
    played = [r for r in rows if (r.round, r.table) == (match.round, match.slot)]
    return {
        "round": match.round,
        "slot": match.slot,
        "first": match.first,
        "second": match.second,
        "games": [[r.scores[side[0]] for side in shape.sides] for r in played],
        "results": [r.public_id for r in played],
        "won": [
            games.get((match.round, match.slot), []).count(s) for s in (match.first, match.second)
        ],  # fmt: skip
        "winner": series_winner(match, games.get((match.round, match.slot), []), best_of),
    }


def bracket_view(event: Event) -> list[dict[str, Any]]:
    """Every round of the bracket as plain data: its name and its matches so far, each with
    its sides, the games' scores, the games won and the winner once decided; rounds not
    reached yet are listed with no matches."""
    if event.format != EventFormat.BRACKET or event.version_id is None:
        return []
    shape = shape_of(event.version)  # type: ignore[arg-type]
    games = bracket_games(event, shape)
    rows = sorted(current_results(event), key=lambda r: (r.round, r.table, r.board or 0))
    rounds = bracket_rounds(event.seeds, games, event.best_of)
    total = round_count(len(event.seeds))
    view = []
    for number in range(1, total + 1):
        matches = rounds[number - 1] if number <= len(rounds) else []
        view.append({
            "number": number,
            "name": _round_name(number, total),
            "matches": [_match_view(m, games, rows, event.best_of, shape) for m in matches],
        })  # fmt: skip
    return view


def _round_name(number: int, total: int) -> str:
    left = total - number
    return {0: "Final", 1: "Semi-finals", 2: "Quarter-finals"}.get(left, f"Round {number}")
