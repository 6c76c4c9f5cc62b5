"""The Django side of benchmarks/scale_bench.py: fills one database, or times lookups on it.
Reads one JSON command a line on stdin and answers one JSON line on stdout: `{"fill": N,
"clubs": C, "jobs": J}`, `{"prepare": true}`, `{"time": [lookup, ...], "repeat": K}`."""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import statistics
import sys
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import Any

import django

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection, connections, transaction  # noqa: E402
from django.test import Client  # noqa: E402
from django.utils import timezone  # noqa: E402
from rest_framework.authtoken.models import Token  # noqa: E402

from registry.models import AuditEvent, Club, Match  # noqa: E402
from registry.services import create_club, create_ruleset, publish  # noqa: E402
from registry.services.audit import event_fields, event_hash  # noqa: E402
from registry.services.library import LIBRARY_DIR  # noqa: E402
from registry.services.matches import default_bots, play_bot_match  # noqa: E402

OWNER = "scale-owner"
CHUNK = 50_000
FINISH = timedelta(microseconds=500)
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

FILLED_TABLES = (Match._meta.db_table, AuditEvent._meta.db_table)


def fill(total: int, clubs: int, jobs: int = 1) -> dict[str, Any]:
    owner = get_user_model().objects.create_user(OWNER, password="scale-bench-password")
    Token.objects.get_or_create(user=owner)
    classic = (LIBRARY_DIR / "classic.yaml").read_bytes()
    source = classic.replace(b"  target: 500 ", b"  target: 100 ", 1)
    shares = [total // clubs + (1 if i < total % clubs else 0) for i in range(clubs)]
    start = timezone.now() - timedelta(days=400)
    reals = []
    for index, share in enumerate(shares):
        club = create_club(slug=f"club-{index}", name=f"Club {index}", owner=owner)
        ruleset = create_ruleset(club, slug="house", title="House", actor=owner)
        publish(ruleset, source, author=owner, message="scale", base_revision=ruleset.revision)
        ruleset.refresh_from_db()
        version = ruleset.head
        real = play_bot_match(version, bots=default_bots(version), seed=7, started_by=owner)
        reals.append((club, real, share - 1, start + timedelta(days=index)))
    took: dict[str, float] = {}
    moment = time.perf_counter()
    with connection.cursor() as cursor:
        saved = _drop_indexes(cursor.cursor)
    if jobs > 1:
        # The chains are per club: each process loads a group of clubs on its own
        # connection (the parent's is closed first, so that no child shares it).
        connections.close_all()
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            for part in pool.map(_load, [reals[i::jobs] for i in range(jobs)]):
                for key, seconds in part.items():  # process-seconds, summed
                    took[key] = took.get(key, 0.0) + seconds
    else:
        took.update(_load(reals))
    took["load"] = time.perf_counter() - moment
    with connection.cursor() as cursor:
        raw = cursor.cursor  # psycopg's own cursor under Django's wrapper
        moment = time.perf_counter()
        raw.execute("SET maintenance_work_mem = '512MB'")
        for statement in saved:
            raw.execute(statement)
        took["indexes"] = time.perf_counter() - moment
        moment = time.perf_counter()
        # As after any bulk load: the planner must know the sizes, and the visibility map
        # lets the indexes answer without visiting the table (autovacuum would, later).
        raw.execute("VACUUM (ANALYZE)")
        took["vacuum"] = time.perf_counter() - moment
    return {
        "matches": Match.objects.count(),
        "events": AuditEvent.objects.count(),
        "seconds": {k: round(v, 1) for k, v in took.items()},
    }


def _load(reals: list[tuple[Club, Match, int, datetime]]) -> dict[str, float]:
    """Copy the matches and events of these clubs; the seconds each step took."""
    took: dict[str, float] = {}
    with connection.cursor() as cursor:
        raw = cursor.cursor  # psycopg's own cursor under Django's wrapper
        # The rows reference the club, version and user of a real match by construction; the
        # per-row foreign-key triggers (three queries a match) would only slow the load.
        raw.execute("SET session_replication_role = replica")
        raw.execute("SET synchronous_commit = off")
        for club, real, count, first in reals:
            _copy_matches(raw, club, real, count, first, took)
        raw.execute("SET session_replication_role = origin")
    return took


def _drop_indexes(raw: Any) -> list[str]:
    """Drop the secondary indexes and unique constraints of the filled tables; return the
    statements that make them again (built once from sorted rows, much faster than kept up
    row by row)."""
    again = []
    for table in FILLED_TABLES:
        raw.execute(
            "SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint"
            " WHERE conrelid = %s::regclass AND contype = 'u'",
            [table],
        )
        for name, definition in raw.fetchall():
            raw.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{name}"')
            again.append(f'ALTER TABLE {table} ADD CONSTRAINT "{name}" {definition}')
        raw.execute(
            "SELECT indexrelid::regclass::text, pg_get_indexdef(indexrelid) FROM pg_index"
            " WHERE indrelid = %s::regclass AND NOT indisprimary AND indexrelid NOT IN"
            " (SELECT conindid FROM pg_constraint WHERE conindid IS NOT NULL)",
            [table],
        )
        for name, definition in raw.fetchall():
            raw.execute(f"DROP INDEX {name}")
            again.append(definition)
    return again


def _copy_text(value: str) -> str:
    """A value as a field of COPY's text format."""
    return (
        value.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")
    )


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class _EventMaker:
    """Copies of one of the real match's events for other matches. The canonical JSON its
    hash covers (`registry.services.audit.event_hash`) differs between copies only in the
    sequence, time, match id and predecessor, so it is built from a template around them."""

    def __init__(self, model: AuditEvent, club: Club) -> None:
        fields = event_fields(model)
        self.delay = timedelta(microseconds=0 if model.action == "match.start" else 500)
        self.head = (
            f'{{"action":{_canonical(fields["action"])},"actor":{_canonical(fields["actor"])},'
            '"created_at":"'
        )
        self.middle = (
            f'","details":{_canonical(fields["details"])},'
            f'"digests":{_canonical(fields["digests"])},"object_ref":"'
        )
        self.tail = f'","object_type":{_canonical(fields["object_type"])},"prev_hash":"'
        constant = (model.actor, model.action, model.object_type)
        self.row_head = f"{club.pk}\t"
        self.row_constant = "\t".join(_copy_text(v) for v in constant)
        self.row_json = (
            _copy_text(json.dumps(model.digests)) + "\t" + _copy_text(json.dumps(model.details))
        )

    def make(self, sequence: int, moment: Any, ref: str, prev: str) -> tuple[str, str]:
        """The COPY line of the event and its hash."""
        created = (moment + self.delay).isoformat(timespec="microseconds")
        text = f'{self.head}{created}{self.middle}{ref}{self.tail}{prev}","sequence":{sequence}}}'
        digest = "sha256:" + hashlib.sha256(text.encode()).hexdigest()
        line = (
            f"{self.row_head}{sequence}\t{created}\t{self.row_constant}\t{ref}\t"
            f"{self.row_json}\t{prev}\t{digest}\n"
        )
        return line, digest


def _copy_matches(
    raw: Any, club: Club, real: Match, count: int, start: Any, took: dict[str, float]
) -> None:
    """`count` copies of the real match, each with its own start and finish events: the big
    columns (log, result, seats) are copied inside PostgreSQL from the real match's row; the
    ids, times and the chained events are made here and sent by COPY."""
    events = {e.action: e for e in AuditEvent.objects.filter(club=club, object_ref=str(real.pk))}
    last = AuditEvent.objects.filter(club=club).order_by("-sequence").first()
    assert last is not None
    sequence, prev = last.sequence, last.hash
    makers = [_EventMaker(events[a], club) for a in ("match.start", "match.finish")]
    _check_template(makers[0], events["match.start"], club)
    start = start.astimezone(UTC)
    table = Match._meta.db_table
    columns = [c for c in MATCH_COLUMNS if c not in ("id", "started_at", "finished_at")]
    raw.execute(
        "CREATE TEMP TABLE IF NOT EXISTS scale_ids"
        " (id uuid, started_at timestamptz, finished_at timestamptz)"
    )
    insert = (
        f"INSERT INTO {table} (id, started_at, finished_at, {', '.join(columns)})"
        f" SELECT t.id, t.started_at, t.finished_at, {', '.join('r.' + c for c in columns)}"
        f" FROM scale_ids t, {table} r WHERE r.id = %s"
    )
    copy_events = f"COPY {AuditEvent._meta.db_table} ({', '.join(EVENT_COLUMNS)}) FROM STDIN"
    done = 0
    while done < count:
        moment_ = time.perf_counter()
        ids, chained = [], []
        for i in range(done, min(count, done + CHUNK)):
            moment = start + timedelta(milliseconds=i)
            ref = str(uuid.uuid4())
            ids.append(f"{ref}\t{moment.isoformat()}\t{(moment + FINISH).isoformat()}\n")
            for maker in makers:
                sequence += 1
                line, prev = maker.make(sequence, moment, ref, prev)
                chained.append(line)
        took["python"] = took.get("python", 0.0) + time.perf_counter() - moment_
        moment_ = time.perf_counter()
        with transaction.atomic():
            raw.execute("TRUNCATE scale_ids")
            with raw.copy("COPY scale_ids FROM STDIN") as copy:
                copy.write("".join(ids))
            raw.execute(insert, [real.pk])
            took["matches"] = took.get("matches", 0.0) + time.perf_counter() - moment_
            moment_ = time.perf_counter()
            with raw.copy(copy_events) as copy:
                copy.write("".join(chained))
            took["events"] = took.get("events", 0.0) + time.perf_counter() - moment_
        done += len(ids)


def _check_template(maker: _EventMaker, model: AuditEvent, club: Club) -> None:
    """The template's hash is the audit service's own for a sample event (else the chain
    would be refused, but only by `verify_registry`, long after)."""
    moment = datetime(2020, 1, 2, 3, 4, 5, 6789, tzinfo=UTC)
    ref, prev = str(uuid.uuid4()), "sha256:" + "ab" * 32
    event = AuditEvent(
        club=club, sequence=12345, created_at=moment, actor=model.actor, action=model.action,
        object_type=model.object_type, object_ref=ref, digests=model.digests,
        details=model.details, prev_hash=prev,
    )  # fmt: skip
    assert maker.make(12345, moment, ref, prev)[1] == event_hash(event_fields(event), prev)


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
    newest = (
        AuditEvent.objects.filter(club=club)
        .order_by("-sequence")
        .values_list("sequence", flat=True)[0]
    )
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
            _say(fill(int(command["fill"]), int(command["clubs"]), int(command.get("jobs", 1))))
        elif "prepare" in command:
            _say(prepare())
        else:
            _say({name: _time(name, int(command["repeat"])) for name in command["time"]})


if __name__ == "__main__":
    main()
