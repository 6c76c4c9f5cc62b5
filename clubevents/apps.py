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
