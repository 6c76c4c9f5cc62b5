"""A progressive night's extra credit for what a player's hands recorded (a loner made, a
march): which facts the event's game offers (its family's `hand_credits`,
engine.core.credits), the refusals of a credit it cannot give, and the facts each table's
hands recorded, read from the match its result came from."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubevents.models import Event, EventFormat, EventResult
from engine.core.credits import HandCredits, family_credits
from engine.games import family_for
from events import EventError
from rulesets.families import rules_family
from rulesets.formats import Ruleset

__all__ = ["check_credit", "credit_words", "table_facts"]


def _offered(rules: Ruleset) -> HandCredits | None:
    return family_credits(family_for(rules))


def credit_words(rules: Ruleset) -> Mapping[str, str]:
    """The facts the game's hands record that a night may credit, each in words."""
    offered = _offered(rules)
    return offered.facts if offered is not None else {}


def check_credit(credit: Any, format: str, rules: Ruleset | None) -> dict[str, int]:
    """The credit as the event keeps it, or a refusal in the director's words: only a
    progressive night credits, only facts the game records, each a whole number of points."""
    if not credit:
        return {}
    if not isinstance(credit, Mapping) or not all(isinstance(k, str) for k in credit):
        raise EventError("the extra credit is each hand fact with its points, like loner_made: 1")
    if format != EventFormat.PROGRESSIVE:
        raise EventError(
            "extra credit for hand facts is for a progressive night, where each player "
            "scores alone; leave it out for this format"
        )
    for fact, points in credit.items():
        if isinstance(points, bool) or not isinstance(points, int) or points < 1:
            raise EventError(
                f"the extra credit for {fact} must be a whole number of points, 1 or more, "
                f"not {points!r}"
            )
    if rules is None:
        return dict(credit)
    offered = credit_words(rules)
    title = rules_family(rules).title
    if not offered:
        raise EventError(
            f"{title} records no hand facts a night can credit (such as a loner made): "
            "leave the extra credit out"
        )
    unknown = [fact for fact in credit if fact not in offered]
    if unknown:
        known = "; ".join(f"{key} ({words})" for key, words in offered.items())
        raise EventError(
            f"{title} hands do not record {', '.join(unknown)}; a night can credit: {known}"
        )
    return dict(credit)


def _match_of(result: EventResult) -> Any:
    """The match whose hands a table's result rests on: its own, or, for a typed correction,
    the match of the result it corrects (a correction changes the score, not the hands)."""
    row: EventResult | None = result
    while row is not None:
        if row.match_id is not None:
            return row.match
        row = row.corrects
    return None


def table_facts(
    event: Event, results: list[EventResult], rules: Ruleset
) -> dict[tuple[int, int], list[dict[str, int]]]:
    """For each table's result, seat 1 first, how often each fact credited the seat."""
    offered = _offered(rules)
    found: dict[tuple[int, int], list[dict[str, int]]] = {}
    for result in results:
        seats: list[dict[str, int]] = [{} for _ in result.seats]
        match = _match_of(result)
        log = match.log if match is not None else None
        if offered is None or not isinstance(log, dict):
            raise EventError(
                "this table's result records no hands, so its extra credit cannot be counted",
                where=f"round {result.round}, table {result.table}",
            )
        for hand in log.get("hands") or ():
            for fact, credited in offered.seats(hand).items():
                for seat in credited:
                    seats[seat][fact] = seats[seat].get(fact, 0) + 1
        found[(result.round, result.table)] = seats
    return found
