from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tables", "0001_tables"),
    ]

    operations = [
        migrations.AddField(
            model_name="seat",
            name="away_since",
            field=models.DateTimeField(
                blank=True,
                help_text=(
                    "Since when the player has had no socket open, or their tab hidden; "
                    "empty: here."
                ),
                null=True,
            ),
        ),
        migrations.AlterField(
            model_name="table",
            name="takeover_minutes",
            field=models.PositiveIntegerField(
                blank=True,
                help_text="A bot plays a seat left away this long; empty: never.",
                null=True,
            ),
        ),
    ]
