"""App configuration of club events."""

from django.apps import AppConfig


class ClubEventsConfig(AppConfig):
    """Club nights, tournaments and leagues."""

    default = True
    name = "clubevents"
    verbose_name = "Events"

    def ready(self) -> None:
        from clubevents.verification import event_problems
        from registry.services.verification import CLUB_CHECKS

        # verify_registry checks events too, without the registry importing this app.
        if event_problems not in CLUB_CHECKS:
            CLUB_CHECKS.append(event_problems)

        from clubevents.event_tables import live_table_finished
        from tables.hooks import TABLE_FINISHED

        # A live table opened from an event records its result when its match finishes,
        # without the tables app importing the events (which import the tables).
        if live_table_finished not in TABLE_FINISHED:
            TABLE_FINISHED.append(live_table_finished)

        from clubevents.event_tables import seated_at_sheet
        from clubsite.access import SHEET_KEEPERS

        # The players seated at an event's paper table enter their own sheet.
        if seated_at_sheet not in SHEET_KEEPERS:
            SHEET_KEEPERS.append(seated_at_sheet)

        from clubevents.bundle import register

        # A club's bundle carries its events, without the registry importing this app.
        register()
