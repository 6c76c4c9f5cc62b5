"""Database triggers: the third layer of immutability, which holds even for raw SQL.

- Versions, rules documents, lifecycle changes and audit events: every UPDATE and DELETE is
  refused.
- Matches: DELETE is refused; UPDATE only as the one finishing write (status from `started`
  to `finished` or `aborted`, with the pinned columns unchanged).

Triggers exist for SQLite and PostgreSQL; migrating another database is refused rather than
left unguarded. Both raise an integrity error (SQLite: RAISE(ABORT); PostgreSQL: SQLSTATE
23001 restrict_violation), which Django surfaces as `django.db.IntegrityError`. Row triggers
do not see TRUNCATE, which the test runner uses to empty tables between tests.

Trigger names are `<table>_refuse_update` and `<table>_refuse_delete` on both databases.
"""

from django.db import migrations

APPEND_ONLY = (
    "registry_version",
    "registry_rulesdocument",
    "registry_lifecyclechange",
    "registry_auditevent",
)
MATCH = "registry_match"
PINNED_MATCH_COLUMNS = (
    "id",
    "version_id",
    "rules_digest",
    "engine_version",
    "seats",
    "seed",
    "started_by_id",
    "started_at",
)


def sqlite_create():
    for table in APPEND_ONLY:
        for op in ("update", "delete"):
            yield (
                f"CREATE TRIGGER {table}_refuse_{op} BEFORE {op.upper()} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: {op.upper()} refused'); END"
            )
    changed = " OR ".join(f"NEW.{c} IS NOT OLD.{c}" for c in PINNED_MATCH_COLUMNS)
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_update BEFORE UPDATE ON {MATCH} "
        f"WHEN OLD.status <> 'started' OR NEW.status = 'started' OR {changed} "
        f"BEGIN SELECT RAISE(ABORT, '{MATCH}: a match is written once, when it finishes'); END"
    )
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_delete BEFORE DELETE ON {MATCH} "
        f"BEGIN SELECT RAISE(ABORT, '{MATCH} is append-only: DELETE refused'); END"
    )


def sqlite_drop():
    for table in (*APPEND_ONLY, MATCH):
        for op in ("update", "delete"):
            yield f"DROP TRIGGER IF EXISTS {table}_refuse_{op}"


POSTGRES_FUNCTIONS = (
    """
    CREATE OR REPLACE FUNCTION registry_refuse_change() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
            USING ERRCODE = 'restrict_violation';
    END
    $$
    """,
    f"""
    CREATE OR REPLACE FUNCTION registry_match_finish_once() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF OLD.status <> 'started' OR NEW.status = 'started'
           OR ({", ".join("NEW." + c for c in PINNED_MATCH_COLUMNS)})
              IS DISTINCT FROM ({", ".join("OLD." + c for c in PINNED_MATCH_COLUMNS)}) THEN
            RAISE EXCEPTION '%: a match is written once, when it finishes', TG_TABLE_NAME
                USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
    END
    $$
    """,
)


def postgres_create():
    yield from POSTGRES_FUNCTIONS
    for table in APPEND_ONLY:
        for op in ("update", "delete"):
            yield (
                f"CREATE TRIGGER {table}_refuse_{op} BEFORE {op.upper()} ON {table} "
                f"FOR EACH ROW EXECUTE FUNCTION registry_refuse_change()"
            )
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_update BEFORE UPDATE ON {MATCH} "
        f"FOR EACH ROW EXECUTE FUNCTION registry_match_finish_once()"
    )
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_delete BEFORE DELETE ON {MATCH} "
        f"FOR EACH ROW EXECUTE FUNCTION registry_refuse_change()"
    )


def postgres_drop():
    for table in (*APPEND_ONLY, MATCH):
        for op in ("update", "delete"):
            yield f"DROP TRIGGER IF EXISTS {table}_refuse_{op} ON {table}"
    yield "DROP FUNCTION IF EXISTS registry_match_finish_once()"
    yield "DROP FUNCTION IF EXISTS registry_refuse_change()"


STATEMENTS = {
    "sqlite": (sqlite_create, sqlite_drop),
    "postgresql": (postgres_create, postgres_drop),
}


def _statements(schema_editor, index):
    vendor = schema_editor.connection.vendor
    if vendor not in STATEMENTS:
        raise RuntimeError(
            f"no immutability triggers for {vendor}: the registry runs on SQLite or PostgreSQL"
        )
    return STATEMENTS[vendor][index]()


def create_triggers(apps, schema_editor):
    for sql in _statements(schema_editor, 0):
        schema_editor.execute(sql, params=None)


def drop_triggers(apps, schema_editor):
    for sql in _statements(schema_editor, 1):
        schema_editor.execute(sql, params=None)


class Migration(migrations.Migration):
    dependencies = [("registry", "0001_initial")]

    operations = [migrations.RunPython(create_triggers, drop_triggers)]
