"""Score sheets: a match may stay `open` while its hands are added, and needs no seed.

- `status` gains `open`. The match update trigger now allows exactly:
  (a) a `started` match (a bot match) to become `finished` or `aborted`, once, as before;
  (b) an `open` match (a score sheet) to stay `open` or become `finished` or `aborted`, when
      its new log only appends hands to its old one: the log's head (every field but `hands`
      and `result`) and every hand already recorded are unchanged, in place.
  A `finished` or `aborted` match is frozen, the pinned columns never change, and DELETE is
  still refused.
- `seed` may be null: a score sheet deals no cards.

Altering `seed` rebuilds the table on SQLite, which drops its triggers, so both match
triggers are created again after it (and the reverse re-creates migration 0002's). The names
stay `registry_match_refuse_update` and `registry_match_refuse_delete`.
"""

from django.db import migrations, models

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
REFUSED = "a match is written once when it finishes; an open score sheet only appends hands"

# SQLite keeps JSON as text: the log's head is compared without `hands` and `result`, and each
# old hand with the new log's hand at the same index (json_extract renders both the same way).
SQLITE_LOG_EXTENDS = """
    json_remove(OLD.log, '$.hands', '$.result') = json_remove(NEW.log, '$.hands', '$.result')
    AND json_array_length(NEW.log, '$.hands') >= json_array_length(OLD.log, '$.hands')
    AND NOT EXISTS (
        SELECT 1 FROM json_each(OLD.log, '$.hands') AS recorded
        WHERE json_extract(OLD.log, '$.hands[' || recorded.key || ']')
              IS NOT json_extract(NEW.log, '$.hands[' || recorded.key || ']')
    )
"""


def sqlite_allowed():
    return f"""
        (OLD.status = 'started' AND NEW.status IN ('finished', 'aborted'))
        OR (OLD.status = 'open' AND NEW.status IN ('open', 'finished', 'aborted')
            AND {SQLITE_LOG_EXTENDS})
    """


def sqlite_create():
    changed = " OR ".join(f"NEW.{c} IS NOT OLD.{c}" for c in PINNED_MATCH_COLUMNS)
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_update"
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_delete"
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_update BEFORE UPDATE ON {MATCH} "
        f"WHEN {changed} OR NOT COALESCE({sqlite_allowed()}, 0) "
        f"BEGIN SELECT RAISE(ABORT, '{MATCH}: {REFUSED}'); END"
    )
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_delete BEFORE DELETE ON {MATCH} "
        f"BEGIN SELECT RAISE(ABORT, '{MATCH} is append-only: DELETE refused'); END"
    )


def sqlite_drop():
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_update"
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_delete"


def sqlite_restore_0002():
    changed = " OR ".join(f"NEW.{c} IS NOT OLD.{c}" for c in PINNED_MATCH_COLUMNS)
    yield from sqlite_drop()
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_update BEFORE UPDATE ON {MATCH} "
        f"WHEN OLD.status <> 'started' OR NEW.status = 'started' OR {changed} "
        f"BEGIN SELECT RAISE(ABORT, '{MATCH}: a match is written once, when it finishes'); END"
    )
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_delete BEFORE DELETE ON {MATCH} "
        f"BEGIN SELECT RAISE(ABORT, '{MATCH} is append-only: DELETE refused'); END"
    )


PINNED_NEW = ", ".join("NEW." + c for c in PINNED_MATCH_COLUMNS)
PINNED_OLD = ", ".join("OLD." + c for c in PINNED_MATCH_COLUMNS)

POSTGRES_FUNCTIONS = (
    """
    CREATE OR REPLACE FUNCTION registry_log_extends(old jsonb, new jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE AS $$
        SELECT (old - 'hands' - 'result') = (new - 'hands' - 'result')
           AND jsonb_array_length(new -> 'hands') >= jsonb_array_length(old -> 'hands')
           AND NOT EXISTS (
               SELECT 1
               FROM jsonb_array_elements(old -> 'hands') WITH ORDINALITY AS recorded(hand, n)
               WHERE (new -> 'hands' -> (recorded.n::int - 1)) IS DISTINCT FROM recorded.hand
           )
    $$
    """,
    f"""
    CREATE OR REPLACE FUNCTION registry_match_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF ({PINNED_NEW}) IS DISTINCT FROM ({PINNED_OLD}) OR NOT COALESCE(
               (OLD.status = 'started' AND NEW.status IN ('finished', 'aborted'))
               OR (OLD.status = 'open' AND NEW.status IN ('open', 'finished', 'aborted')
                   AND registry_log_extends(OLD.log, NEW.log)),
               false) THEN
            RAISE EXCEPTION '%: {REFUSED}', TG_TABLE_NAME
                USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
    END
    $$
    """,
)


def postgres_create():
    yield from POSTGRES_FUNCTIONS
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_update ON {MATCH}"
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_delete ON {MATCH}"
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_update BEFORE UPDATE ON {MATCH} "
        f"FOR EACH ROW EXECUTE FUNCTION registry_match_guard()"
    )
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_delete BEFORE DELETE ON {MATCH} "
        f"FOR EACH ROW EXECUTE FUNCTION registry_refuse_change()"
    )


def postgres_drop():
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_update ON {MATCH}"
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_delete ON {MATCH}"
    yield "DROP FUNCTION IF EXISTS registry_match_guard()"
    yield "DROP FUNCTION IF EXISTS registry_log_extends(jsonb, jsonb)"


def postgres_restore_0002():
    # 0002's functions are still there: only the triggers point elsewhere.
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_update ON {MATCH}"
    yield f"DROP TRIGGER IF EXISTS {MATCH}_refuse_delete ON {MATCH}"
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_update BEFORE UPDATE ON {MATCH} "
        f"FOR EACH ROW EXECUTE FUNCTION registry_match_finish_once()"
    )
    yield (
        f"CREATE TRIGGER {MATCH}_refuse_delete BEFORE DELETE ON {MATCH} "
        f"FOR EACH ROW EXECUTE FUNCTION registry_refuse_change()"
    )


STATEMENTS = {
    "sqlite": (sqlite_create, sqlite_drop, sqlite_restore_0002),
    "postgresql": (postgres_create, postgres_drop, postgres_restore_0002),
}


def _run(schema_editor, index):
    vendor = schema_editor.connection.vendor
    if vendor not in STATEMENTS:
        raise RuntimeError(
            f"no immutability triggers for {vendor}: the registry runs on SQLite or PostgreSQL"
        )
    for sql in STATEMENTS[vendor][index]():
        schema_editor.execute(sql, params=None)


def create_triggers(apps, schema_editor):
    _run(schema_editor, 0)


def drop_triggers(apps, schema_editor):
    _run(schema_editor, 1)


def restore_0002_triggers(apps, schema_editor):
    _run(schema_editor, 2)


class Migration(migrations.Migration):
    dependencies = [("registry", "0002_immutability_triggers")]

    operations = [
        # Reversed last: once `seed` is NOT NULL again (a rebuild on SQLite), 0002's triggers.
        migrations.RunPython(migrations.RunPython.noop, restore_0002_triggers),
        migrations.AlterField(
            model_name="match",
            name="seats",
            field=models.JSONField(
                help_text='One entry per seat: {"user": name}, {"bot": name}, or {"player": '
                "name} (a person at a score-sheet table)."
            ),
        ),
        migrations.AlterField(
            model_name="match",
            name="seed",
            field=models.BigIntegerField(
                blank=True,
                help_text="The seed a bot match was dealt from; empty for a score sheet.",
                null=True,
            ),
        ),
        migrations.AlterField(
            model_name="match",
            name="status",
            field=models.CharField(
                choices=[
                    ("started", "started"),
                    ("open", "open"),
                    ("finished", "finished"),
                    ("aborted", "aborted"),
                ],
                default="started",
                max_length=10,
            ),
        ),
        migrations.RunPython(create_triggers, drop_triggers),
    ]
