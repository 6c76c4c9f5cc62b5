"""The Django side of benchmarks/scale_bench.py: fills one database, or times lookups on it.
Reads one JSON command a line on stdin and answers one JSON line on stdout:
`{"fill": N, "clubs": C}`, `{"prepare": true}`, `{"time": [lookup, ...], "repeat": K}`."""

from __future__ import annotations

import json
import statistics
import sys
import time
import uuid
from datetime import timedelta
from typing import Any

import django

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection, transaction  # noqa: E402
from django.test import Client  # noqa: E402
from django.utils import timezone  # noqa: E402
from rest_framework.authtoken.models import Token  # noqa: E402

from registry.models import AuditEvent, Club, Match  # noqa: E402
from registry.services import create_club, create_ruleset, publish  # noqa: E402
from registry.services.audit import event_fields, event_hash  # noqa: E402
from registry.services.library import LIBRARY_DIR  # noqa: E402
from registry.services.matches import default_bots, play_bot_match  # noqa: E402

OWNER = "scale-owner"
CHUNK = 20_000
MATCH_COLUMNS = (
    "id", "version_id", "rules_digest", "engine_version", "seats", "seed", "log", "result",
    "status", "started_by_id", "started_at", "finished_at",
)  # fmt: skip
EVENT_COLUMNS = (
    "club_id", "sequence", "created_at", "actor", "action", "object_type", "object_ref",
    "digests", "details", "prev_hash", "hash",
)  # fmt: skip


def _say(data: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


# --- filling ----------------------------------------------------------------------------------


def fill(total: int, clubs: int) -> dict[str, Any]:
    owner = get_user_model().objects.create_user(OWNER, password="scale-bench-password")
    Token.objects.get_or_create(user=owner)
    classic = (LIBRARY_DIR / "classic.yaml").read_bytes()
    source = classic.replace(b"  target: 500 ", b"  target: 100 ", 1)
    shares = [total // clubs + (1 if i < total % clubs else 0) for i in range(clubs)]
    start = timezone.now() - timedelta(days=400)
    for index, share in enumerate(shares):
        club = create_club(slug=f"club-{index}", name=f"Club {index}", owner=owner)
        ruleset = create_ruleset(club, slug="house", title="House", actor=owner)
        publish(ruleset, source, author=owner, message="scale", base_revision=ruleset.revision)
        ruleset.refresh_from_db()
        version = ruleset.head
        real = play_bot_match(version, bots=default_bots(version), seed=7, started_by=owner)
        _copy_matches(club, real, share - 1, start + timedelta(days=index))
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")  # as after any bulk load: the planner must know the sizes
    return {"matches": Match.objects.count(), "events": AuditEvent.objects.count()}


def _copy_matches(club: Club, real: Match, count: int, start: Any) -> None:
    """`count` copies of the real match, each with its own start and finish events."""
    events = {
        e.action: e for e in AuditEvent.objects.filter(club=club, object_ref=str(real.pk))
    }
    last = AuditEvent.objects.filter(club=club).order_by("-sequence").first()
    assert last is not None
    sequence, prev = last.sequence, last.hash
    texts = {name: json.dumps(getattr(real, name)) for name in ("seats", "log", "result")}
    done = 0
    while done < count:
        rows, chained = [], []
        for i in range(done, min(count, done + CHUNK)):
            moment = start + timedelta(milliseconds=i)
            match_id = uuid.uuid4()
            rows.append(_match_row(real, match_id, moment, texts))
            for action in ("match.start", "match.finish"):
                sequence += 1
                row, prev = _event_row(events[action], club, sequence, moment, match_id, prev)
                chained.append(row)
        with transaction.atomic(), connection.cursor() as cursor:
            _copy(cursor, Match._meta.db_table, MATCH_COLUMNS, rows)
            _copy(cursor, AuditEvent._meta.db_table, EVENT_COLUMNS, chained)
        done += len(rows)


def _match_row(real: Match, match_id: uuid.UUID, moment: Any, texts: dict[str, str]) -> tuple:
    return (
        match_id, real.version_id, real.rules_digest, real.engine_version, texts["seats"],
        real.seed, texts["log"], texts["result"], real.status, real.started_by_id, moment,
        moment + timedelta(microseconds=500),
    )  # fmt: skip


def _event_row(
    model: AuditEvent, club: Club, sequence: int, moment: Any, match_id: uuid.UUID, prev: str
) -> tuple[tuple, str]:
    """An event like `model` (the real match's) for another match: its own place in the
    chain, time and object, and its hash over them."""
    event = AuditEvent(
        club=club,
        sequence=sequence,
        created_at=moment + timedelta(microseconds=0 if model.action == "match.start" else 500),
        actor=model.actor,
        action=model.action,
        object_type=model.object_type,
        object_ref=str(match_id),
        digests=model.digests,
        details=model.details,
        prev_hash=prev,
    )
    digest = event_hash(event_fields(event), prev)
    row = (
        club.pk, sequence, event.created_at, event.actor, event.action, event.object_type,
        event.object_ref, json.dumps(event.digests), json.dumps(event.details), prev, digest,
    )  # fmt: skip
    return row, digest


def _copy(cursor: Any, table: str, columns: tuple[str, ...], rows: list[tuple]) -> None:
    raw = cursor.cursor  # psycopg's own cursor under Django's wrapper
    with raw.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)


# --- timing -----------------------------------------------------------------------------------

STATE: dict[str, Any] = {}


def prepare() -> dict[str, Any]:
    owner = get_user_model().objects.get(username=OWNER)
    token = Token.objects.get(user=owner).key
    clubs = list(Club.objects.order_by("slug"))
    club = clubs[len(clubs) // 2]
    matches = Match.objects.filter(version__ruleset__club=club).order_by("started_at")
    middle = matches.count() // 2
    match = matches.defer("log")[middle]
    api = Client(HTTP_AUTHORIZATION=f"Token {token}")
    browser = Client()
    browser.force_login(owner)
    digest = match.rules_digest
    first = api.get(f"/api/v1/rules/{digest}/matches").json()
    newest = AuditEvent.objects.filter(club=club).order_by("-sequence").values_list(
        "sequence", flat=True
    )[0]
    STATE.update(
        api=api,
        browser=browser,
        urls={
            "digest": f"/api/v1/rules/{digest}",
            "latest": f"/api/v1/clubs/{club.slug}/rulesets/house/versions/latest",
            "matches": f"/api/v1/rules/{digest}/matches",
            "matches_next": first["next"],
            "events": f"/api/v1/matches/{match.pk}/events",
            "feed_start": f"/api/v1/audit/events?club={club.slug}",
            "feed_end": f"/api/v1/audit/events?club={club.slug}&after={max(0, newest - 100)}",
            "page": f"/clubs/{club.slug}/matches/{match.pk}/",
        },
    )
    return {"club": club.slug, "match": str(match.pk), "matches": Match.objects.count()}


def _time(name: str, repeat: int) -> float:
    client = STATE["browser"] if name == "page" else STATE["api"]
    url = STATE["urls"][name]
    expected = 307 if name == "latest" else 200
    took = []
    for _ in range(repeat):
        start = time.perf_counter()
        response = client.get(url)
        took.append((time.perf_counter() - start) * 1000)
        if response.status_code != expected:
            raise SystemExit(f"{url}: {response.status_code} {response.content[:300]!r}")
    return statistics.median(took)


def main() -> None:
    for line in sys.stdin:
        command = json.loads(line)
        if "fill" in command:
            _say(fill(int(command["fill"]), int(command["clubs"])))
        elif "prepare" in command:
            _say(prepare())
        else:
            _say({name: _time(name, int(command["repeat"])) for name in command["time"]})


if __name__ == "__main__":
    main()
