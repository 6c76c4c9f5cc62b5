"""A stable public id for event results: the audit chain and the club's bundle name a result
by it. Rows recorded before it keep the id the chain already names them by (their primary
key); the append-only triggers are lifted for this one fill and put back."""

from django.db import migrations, models

TABLE = "clubevents_eventresult"


def _vendor(schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor not in ("sqlite", "postgresql"):
        raise RuntimeError(f"no append-only triggers for {vendor}: use SQLite or PostgreSQL")
    return vendor


def drop_triggers(apps, schema_editor):
    on = f" ON {TABLE}" if _vendor(schema_editor) == "postgresql" else ""
    for op in ("update", "delete"):
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {TABLE}_refuse_{op}{on}", params=None)


def create_triggers(apps, schema_editor):
    vendor = _vendor(schema_editor)
    for op in ("update", "delete"):
        if vendor == "postgresql":
            body = "FOR EACH ROW EXECUTE FUNCTION registry_refuse_change()"
        else:
            body = f"BEGIN SELECT RAISE(ABORT, '{TABLE} is append-only: {op.upper()} refused'); END"
        schema_editor.execute(
            f"CREATE TRIGGER {TABLE}_refuse_{op} BEFORE {op.upper()} ON {TABLE} {body}",
            params=None,
        )


def fill_public_ids(apps, schema_editor):
    schema_editor.execute(f"UPDATE {TABLE} SET public_id = id", params=None)


class Migration(migrations.Migration):
    dependencies = [
        ("clubevents", "0004_brackets_seasons"),
    ]

    operations = [
        migrations.RunPython(drop_triggers, create_triggers),
        migrations.AddField(
            model_name="eventresult",
            name="public_id",
            field=models.PositiveIntegerField(null=True),
        ),
        migrations.RunPython(fill_public_ids, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="eventresult",
            name="public_id",
            field=models.PositiveIntegerField(
                help_text="The result's id in its event, the same in every registry it is "
                "imported into."
            ),
        ),
        migrations.AddConstraint(
            model_name="eventresult",
            constraint=models.UniqueConstraint(
                fields=("event", "public_id"), name="event_result_public_id"
            ),
        ),
        migrations.RunPython(create_triggers, drop_triggers),
    ]
